// Entry for provider screening (scenario format version 3): what the workload costs at each provider,
// their five-check scorecards and what pasted evidence fills in them, the ranking, the comparison table
// and radar rows, the checklist, and the figures of a provider nobody has measured. The providers panel
// and the catalog load it after the verdict.
export { FULL_POINTS_RATIO, NO_POINTS_RATIO, type PriceReference } from './billing.ts';
export { withProvider } from './cost.ts';
export { fromEvidence } from './fromEvidence.ts';
export { FAULT_CODES, MEASURED_TO_RANK, type Standing } from './rank.ts';
export { REASON_CODES } from './reasons.ts';
export { type DimensionScore, type ProviderScore, type Reason, screenProviders } from './score.ts';
export { checklist, costRows, nextSort, radarRows, type SortKey, type SortOrder, sortScores } from './table.ts';
export { UNMEASURED } from './unmeasured.ts';
