// The five-dimension scorecard of each provider, from evidence rather than advertising. Every point
// given or taken has a reason; evidence that is missing leaves its part unknown rather than 0, and the
// total is the score over the weight that is measured. Each provider is scored on its own figures and
// the scenario's, never on the other providers', so the list can grow or shrink without moving anyone
// else. The method is in docs/method/providers.md and on the page.
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Provider, Providers, Scenario } from '../scenario/schema.ts';
import type { ScoreDimension } from '../scenario/screeningDefaults.ts';
import { SCORE_DIMENSIONS } from '../scenario/screeningDefaults.ts';
import { compareInView } from '../views.ts';
import { billingScore, type PriceReference, priceReference } from './billing.ts';
import { providerCost } from './cost.ts';
import { faultsOf, rankProviders, standingOf } from './rank.ts';
import type { DimensionScore, ProviderScore, Reason } from './scorecard.ts';

export type { DimensionScore, ProviderScore, Reason } from './scorecard.ts';

type ReasonParams = Reason['params'];

interface Screening {
  /** in the list's order */
  readonly providers: readonly ProviderScore[];
  /** the ids best first (rank.ts) */
  readonly ranking: readonly string[];
  /** what each provider's price per busy card-hour is held against: the target when set; else owning's, null without busy hours */
  readonly reference: PriceReference | null;
  /** the provider whose workload costs least; null without providers */
  readonly cheapestId: string | null;
  /** the first of the ranking when it has no fault and half its weight measured; else null */
  readonly bestId: string | null;
}

const clampTo = (value: number, high: number) => Math.min(high, Math.max(0, value));
const reason = (code: string, points: number, params: ReasonParams = {}): Reason => ({ code, points, params });
const sum = (reasons: readonly Reason[]) => reasons.reduce((total, r) => total + r.points, 0);

/**
 * A dimension whose `measured` share (0–1) of its 10 points rests on evidence: the points are kept
 * within 0 and that share, and the score is the points over it, so that what is not measured neither
 * lowers nor raises it. Nothing measured: unknown.
 */
function scored(reasons: readonly Reason[], measured: number): DimensionScore {
  if (measured <= 0) return { score: null, measured: 0, reasons };
  return { score: clampTo(sum(reasons), 10 * measured) / measured, measured, reasons };
}

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
  if (!evidence) return scored([reason('hardware.none', 0)], 0);
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
  return scored(reasons, 1);
}

/** Throughput lost to latency at which the latency points are all gone. */
const LOSS_FOR_NO_POINTS = 20;
/** The network's 10 points: 6 rest on an iperf3 run's bandwidth, 4 on a measured latency. */
const BANDWIDTH_POINTS = 6;
const LATENCY_POINTS = 4;

export function networkScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const reasons: Reason[] = [];
  if (provider.bandwidthGbps === null)
    reasons.push(reason('network.noBandwidth', 0, { target: targets.bandwidthGbps }));
  else {
    const share = Math.min(1, provider.bandwidthGbps / targets.bandwidthGbps);
    reasons.push(
      reason('network.bandwidth', BANDWIDTH_POINTS * share, {
        gbps: provider.bandwidthGbps,
        target: targets.bandwidthGbps,
      }),
    );
  }
  if (provider.latencyMs === null) reasons.push(reason('network.noLatency', 0));
  else {
    const lossPct = provider.latencyMs * targets.latencyPenaltyPctPerMs;
    const points = LATENCY_POINTS * Math.max(0, 1 - lossPct / LOSS_FOR_NO_POINTS);
    reasons.push(reason('network.latency', points, { ms: provider.latencyMs, lossPct }));
  }
  if (provider.retransmits !== null && provider.retransmits > 0) {
    reasons.push(reason('network.retransmits', provider.retransmits > 100 ? -2 : -1, { count: provider.retransmits }));
  }
  const measured =
    ((provider.bandwidthGbps === null ? 0 : BANDWIDTH_POINTS) + (provider.latencyMs === null ? 0 : LATENCY_POINTS)) /
    10;
  return scored(reasons, measured);
}

/** Full points when within the target, a share of them when beyond it, none when not promised. */
function withinTarget(value: number | null, target: number, points: number): number {
  if (value === null) return 0;
  if (value <= target) return points;
  return points * (target / value);
}

export function recoveryScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  // the SLA is read once any of its four terms is entered; until then nothing of it is known
  const slaRead =
    provider.offsiteBackup || provider.snapshots || provider.rtoHours !== null || provider.rpoHours !== null;
  if (!slaRead) return scored([reason('recovery.none', 0)], 0);
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
  return scored(reasons, 1);
}

export function supportScore(provider: Provider, targets: Providers['targets']): DimensionScore {
  const minutes = provider.supportMinutes;
  if (minutes === null) return scored([reason('support.none', 0, { target: targets.supportMinutes })], 0);
  const points = withinTarget(minutes, targets.supportMinutes, 10);
  const code = minutes <= targets.supportMinutes ? 'support.fast' : 'support.slow';
  return scored([reason(code, points, { minutes, target: targets.supportMinutes })], 1);
}

interface Total {
  /** the weighted mean of the measured scores on 0–100; null when nothing weighted is measured */
  readonly total: number | null;
  /** the share of the weight measured, 0–1; null when every weight is 0 */
  readonly measuredShare: number | null;
}

/**
 * The total over what is measured: Σ weight × measured × score ÷ Σ weight × measured, × 10. A part
 * not measured is left out of both sums, so it counts neither as 0 nor as an average.
 */
export function totalScore(
  dimensions: Readonly<Record<ScoreDimension, Pick<DimensionScore, 'score' | 'measured'>>>,
  weights: Providers['weights'],
): Total {
  let weighted = 0;
  let measuredWeight = 0;
  let weightSum = 0;
  for (const d of SCORE_DIMENSIONS) {
    const { score, measured } = dimensions[d];
    weightSum += weights[d];
    if (score === null) continue;
    weighted += weights[d] * measured * score;
    measuredWeight += weights[d] * measured;
  }
  return {
    // a mean of scores up to 10 is at most 10; rounding can put it a last digit above (100.00000000000001)
    total: measuredWeight === 0 ? null : Math.min(100, (weighted / measuredWeight) * 10),
    measuredShare: weightSum === 0 ? null : measuredWeight / weightSum,
  };
}

export function screenProviders(scenario: Scenario): Screening {
  const section = scenario.providers;
  if (!section) return { providers: [], ranking: [], reference: null, cheapestId: null, bestId: null };
  const owned = evaluateWithoutBreakEven(scenario);
  const reference = priceReference(scenario, compareInView(owned, 'amortized').ownCostPerBusyGpuHour);
  const providers = Object.entries(section.list).map(([id, provider]): ProviderScore => {
    const cost = providerCost(scenario, provider);
    const dimensions = {
      hardware: hardwareScore(provider, section.targets),
      network: networkScore(provider, section.targets),
      recovery: recoveryScore(provider, section.targets),
      billing: billingScore(cost, owned.busyGpuHours, reference),
      support: supportScore(provider, section.targets),
    };
    const { total, measuredShare } = totalScore(dimensions, section.weights);
    const faults = faultsOf(dimensions.hardware.reasons);
    return {
      id,
      name: provider.name,
      cost,
      dimensions,
      total,
      measuredShare,
      faults,
      standing: standingOf(faults, measuredShare),
    };
  });
  const byCost = [...providers].sort((a, b) => a.cost.total - b.cost.total)[0];
  const ranked = rankProviders(providers);
  const first = ranked[0];
  // "best" only for a provider ranked on evidence: no fault, half its weight measured
  const bestId = first && first.standing === 'measured' && first.total !== null ? first.id : null;
  return { providers, ranking: ranked.map((p) => p.id), reference, cheapestId: byCost?.id ?? null, bestId };
}
