// The five-dimension scorecard of each provider, from evidence rather than advertising. Every point
// given or taken has a reason; the method is in docs/method/providers.md and on the page.
import type { Provider, Providers, Scenario, ScoreDimension } from '../scenario/schema.ts';
import { SCORE_DIMENSIONS } from '../scenario/schema.ts';
import { atMost } from '../units.ts';
import { type ProviderCost, providerCost } from './cost.ts';

type ReasonParams = Readonly<Record<string, string | number>>;

export interface Reason {
  /** what the point is for: a message key of the page ("hardware.mig") */
  readonly code: string;
  /** points given (positive) or taken (negative) on the dimension's 0–10 scale */
  readonly points: number;
  readonly params: ReasonParams;
}

export interface DimensionScore {
  /** 0–10 */
  readonly score: number;
  readonly reasons: readonly Reason[];
}

export interface ProviderScore {
  readonly id: string;
  readonly name: string;
  readonly cost: ProviderCost;
  readonly dimensions: Readonly<Record<ScoreDimension, DimensionScore>>;
  /** the weighted mean of the five scores, 0–100; null when every weight is 0 */
  readonly total: number | null;
}

interface Screening {
  readonly providers: readonly ProviderScore[];
  /** the provider whose workload costs least; null without providers */
  readonly cheapestId: string | null;
  /** the provider with the highest total score (the first of the list on a tie); null when every weight is 0 */
  readonly bestId: string | null;
}

const clamp = (value: number) => Math.min(10, Math.max(0, value));
const reason = (code: string, points: number, params: ReasonParams = {}): Reason => ({ code, points, params });
const sum = (reasons: readonly Reason[]) => reasons.reduce((total, r) => total + r.points, 0);

/** Dotted versions compared part by part as numbers: -1, 0 or 1; text that is no version sorts lowest. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (/^\d+(\.\d+)*$/.test(v) ? v.split('.').map(Number) : [-1]);
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The advertised model's family ("H100" of "H100 SXM5 80GB"): its first word with a digit in it. */
export function modelFamily(model: string): string | null {
  const match = model.toLowerCase().match(/[a-z]*\d+[a-z0-9]*/);
  return match ? match[0] : null;
}

/**
 * Whether the reported name shows the family, with no further digit after it ("A100" is not an "RTX
 * A1000", "T4" not a "T400"). Spaces are ignored ("RTX4090" is a "GeForce RTX 4090") except between two
 * digits, so "H100 80GB" does not read as "H10080GB".
 */
function reportsFamily(name: string, family: string): boolean {
  const squeezed = name
    .toLowerCase()
    .replace(/\s+/g, (gap, at: number, whole: string) =>
      /\d/.test(whole[at - 1] ?? '') && /\d/.test(whole[at + gap.length] ?? '') ? ' ' : '',
    );
  return new RegExp(`${family}(?!\\d)`).test(squeezed);
}

/** MiB below which a card advertised with `gb` GB has less memory than advertised (10 % for reserved memory). */
const MEMORY_SLACK = 0.9;

/** vGPU and similar modes slice a card; "None" and "Pass-Through" hand the whole card to the machine. */
const WHOLE_CARD_MODES = new Set(['', 'none', 'pass-through', 'passthrough']);

export function hardwareScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const evidence = provider.gpuEvidence;
  if (!evidence) return { score: 0, reasons: [reason('hardware.none', 0)] };
  const reasons: Reason[] = [reason('hardware.evidence', 10, { name: evidence.name, count: evidence.count })];
  const family = modelFamily(provider.gpuModel);
  if (family && !reportsFamily(evidence.name, family)) {
    reasons.push(reason('hardware.model', -5, { reported: evidence.name, advertised: provider.gpuModel }));
  }
  if (evidence.count < provider.gpusPerInstance) {
    reasons.push(reason('hardware.count', -3, { reported: evidence.count, advertised: provider.gpusPerInstance }));
  }
  if (
    provider.gpuMemoryGB !== null &&
    evidence.memoryTotalMiB !== null &&
    evidence.memoryTotalMiB < provider.gpuMemoryGB * 1024 * MEMORY_SLACK
  ) {
    reasons.push(
      reason('hardware.memory', -3, { reportedMiB: evidence.memoryTotalMiB, advertisedGB: provider.gpuMemoryGB }),
    );
  }
  if (evidence.migEnabled) reasons.push(reason('hardware.mig', -4));
  if (!WHOLE_CARD_MODES.has(evidence.virtualizationMode.toLowerCase())) {
    reasons.push(reason('hardware.vgpu', -4, { mode: evidence.virtualizationMode }));
  }
  for (const [kind, needed, reported] of [
    ['driver', targets.driverVersion, evidence.driverVersion],
    ['cuda', targets.cudaVersion, evidence.cudaVersion],
  ] as const) {
    if (needed === '') continue;
    if (reported === '') reasons.push(reason(`hardware.${kind}Unknown`, -2, { needed }));
    else if (compareVersions(reported, needed) < 0) reasons.push(reason(`hardware.${kind}`, -2, { reported, needed }));
  }
  return { score: clamp(sum(reasons)), reasons };
}

/** Throughput lost to latency at which the latency points are all gone. */
const LOSS_FOR_NO_POINTS = 20;

export function networkScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const reasons: Reason[] = [];
  if (provider.bandwidthGbps === null)
    reasons.push(reason('network.noBandwidth', 0, { target: targets.bandwidthGbps }));
  else {
    const share = Math.min(1, provider.bandwidthGbps / targets.bandwidthGbps);
    reasons.push(
      reason('network.bandwidth', 6 * share, { gbps: provider.bandwidthGbps, target: targets.bandwidthGbps }),
    );
  }
  if (provider.latencyMs === null) reasons.push(reason('network.noLatency', 0));
  else {
    const lossPct = provider.latencyMs * targets.latencyPenaltyPctPerMs;
    const points = 4 * Math.max(0, 1 - lossPct / LOSS_FOR_NO_POINTS);
    reasons.push(reason('network.latency', points, { ms: provider.latencyMs, lossPct }));
  }
  if (provider.retransmits !== null && provider.retransmits > 0) {
    reasons.push(reason('network.retransmits', provider.retransmits > 100 ? -2 : -1, { count: provider.retransmits }));
  }
  return { score: clamp(sum(reasons)), reasons };
}

/** Full points when within the target, a share of them when beyond it, none when not promised. */
function withinTarget(value: number | null, target: number, points: number): number {
  if (value === null) return 0;
  if (value <= target) return points;
  return points * (target / value);
}

export function recoveryScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const reasons: Reason[] = [
    provider.offsiteBackup ? reason('recovery.offsite', 3) : reason('recovery.noOffsite', 0),
    provider.snapshots ? reason('recovery.snapshots', 2) : reason('recovery.noSnapshots', 0),
  ];
  for (const [kind, value, target] of [
    ['rto', provider.rtoHours, targets.rtoHours],
    ['rpo', provider.rpoHours, targets.rpoHours],
  ] as const) {
    if (value === null) reasons.push(reason(`recovery.${kind}None`, 0, { target }));
    else reasons.push(reason(`recovery.${kind}`, withinTarget(value, target, 2.5), { hours: value, target }));
  }
  return { score: clamp(sum(reasons)), reasons };
}

export function billingScore(cost: ProviderCost, cheapest: number): DimensionScore {
  if (atMost(cost.total, cheapest) || cost.total === 0) {
    return { score: 10, reasons: [reason('billing.cheapest', 10, { total: cost.total, plan: cost.plan })] };
  }
  const points = 10 * (cheapest / cost.total);
  const morePct = (cost.total / cheapest - 1) * 100;
  return {
    score: clamp(points),
    reasons: [reason('billing.dearer', points, { total: cost.total, cheapest, morePct, plan: cost.plan })],
  };
}

export function supportScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const minutes = provider.supportMinutes;
  if (minutes === null) return { score: 0, reasons: [reason('support.none', 0, { target: targets.supportMinutes })] };
  const points = withinTarget(minutes, targets.supportMinutes, 10);
  const code = minutes <= targets.supportMinutes ? 'support.fast' : 'support.slow';
  return { score: clamp(points), reasons: [reason(code, points, { minutes, target: targets.supportMinutes })] };
}

/** The weighted mean of the scores on 0–100, or null when every weight is 0. */
export function totalScore(
  scores: Readonly<Record<ScoreDimension, number>>,
  weights: Providers['weights'],
): number | null {
  let weighted = 0;
  let weightSum = 0;
  for (const d of SCORE_DIMENSIONS) {
    weighted += weights[d] * scores[d];
    weightSum += weights[d];
  }
  // a mean of scores up to 10 is at most 10; rounding can put it a last digit above (100.00000000000001)
  return weightSum === 0 ? null : Math.min(100, (weighted / weightSum) * 10);
}

export function screenProviders(scenario: Scenario): Screening {
  const section = scenario.providers;
  if (!section) return { providers: [], cheapestId: null, bestId: null };
  const entries = Object.entries(section.list);
  const costs = entries.map(([, p]) => providerCost(scenario, p));
  const cheapest = costs.reduce((low, c) => Math.min(low, c.total), Number.POSITIVE_INFINITY);
  const providers = entries.map(([id, provider], i): ProviderScore => {
    const cost = costs[i] as ProviderCost;
    const dimensions = {
      hardware: hardwareScore(provider, section.targets),
      network: networkScore(provider, section.targets),
      recovery: recoveryScore(provider, section.targets),
      billing: billingScore(cost, cheapest),
      support: supportScore(provider, section.targets),
    };
    const scores = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, dimensions[d].score])) as Record<
      ScoreDimension,
      number
    >;
    return { id, name: provider.name, cost, dimensions, total: totalScore(scores, section.weights) };
  });
  const byCost = [...providers].sort((a, b) => a.cost.total - b.cost.total)[0];
  // with every weight 0 no total ranks them: no best provider
  const byScore = providers.filter((p) => p.total !== null).sort((a, b) => (b.total ?? 0) - (a.total ?? 0))[0];
  return { providers, cheapestId: byCost?.id ?? null, bestId: byScore?.id ?? null };
}
