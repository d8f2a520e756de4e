// The deeper analysis of a scenario (format version 2): one result field for each tool whose section
// the scenario has, left out otherwise, and provider screening. The command line prints these beside
// evaluate's result; the page computes each tool on its own (uncertainty in a worker). It sits above
// tools/ and providers/, which it joins, so that neither folder imports the other's caller.

import type { PriceReference } from './providers/billing.ts';
import type { Standing } from './providers/rank.ts';
import { reasonText } from './providers/reasons.ts';
import { screenProviders } from './providers/score.ts';
import type { Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import type { ScoreDimension } from './scenario/screeningDefaults.ts';
import { SCORE_DIMENSIONS } from './scenario/screeningDefaults.ts';
import { type AdvisedPlan, advisePlans, type PlanReason, type PlanTotal } from './tools/advisor.ts';
import { type Hybrid, hybridCurve } from './tools/hybrid.ts';
import { type Obsolescence, obsolescenceOf } from './tools/obsolescence.ts';
import { type ScalingRow, scalingInputOf, scalingTable } from './tools/scaling.ts';
import { type Sensitivity, sensitivity } from './tools/sensitivity.ts';
import { type StorageIO, storageIOOf } from './tools/storageIO.ts';
import { type UncertaintyResult, uncertainty, uncertaintyInputOf } from './tools/uncertainty.ts';
import { type Utilization, utilizationOf } from './tools/utilization.ts';

interface ProviderCard {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  readonly total: number;
  /** 0–10 over what is measured; null: unknown, nothing of it measured */
  readonly scores: Readonly<Record<ScoreDimension, number | null>>;
  /** 0–100 over the measured weight; null when nothing weighted is measured */
  readonly overall: number | null;
  /** the share of the weight that rests on evidence, 0–100; null when every weight is 0 */
  readonly measuredPct: number | null;
  /** `measured`, `thin` (less than half the weight measured) or `fault` */
  readonly standing: Standing;
  /** the hardware reasons that prove a fault */
  readonly faults: readonly string[];
  /** 1 for the first of the ranking */
  readonly rank: number;
  /** what the workload costs a busy card-hour there; null without busy hours */
  readonly costPerBusyGpuHour: number | null;
  /** what that is held against: the target price, or what owning costs a busy card-hour */
  readonly reference: PriceReference | null;
  readonly reasons: Readonly<Record<ScoreDimension, readonly string[]>>;
}

export interface Analysis {
  readonly plans?: readonly PlanTotal[];
  readonly cheapestPlan?: AdvisedPlan;
  readonly planReason?: PlanReason;
  readonly hybrid?: Hybrid;
  readonly scaling?: readonly ScalingRow[];
  readonly utilization?: Utilization;
  readonly obsolescence?: Obsolescence;
  readonly storageIO?: StorageIO;
  readonly sensitivity?: Sensitivity;
  readonly uncertainty?: Omit<UncertaintyResult, 'histogram'> & Partial<Pick<UncertaintyResult, 'histogram'>>;
  readonly providers?: readonly ProviderCard[];
}

function providerCards(scenario: Scenario, result: Result): ProviderCard[] {
  const { providers, ranking, reference } = screenProviders(scenario);
  return providers.map((p) => {
    const scores = {} as Record<ScoreDimension, number | null>;
    const reasons = {} as Record<ScoreDimension, string[]>;
    for (const d of SCORE_DIMENSIONS) {
      scores[d] = p.dimensions[d].score;
      reasons[d] = p.dimensions[d].reasons.map(reasonText);
    }
    return {
      id: p.id,
      name: p.name,
      plan: p.cost.plan,
      total: p.cost.total,
      scores,
      overall: p.total,
      measuredPct: p.measuredShare === null ? null : p.measuredShare * 100,
      standing: p.standing,
      faults: p.faults,
      rank: ranking.indexOf(p.id) + 1,
      costPerBusyGpuHour: result.busyGpuHours > 0 ? p.cost.total / result.busyGpuHours : null,
      reference,
      reasons,
    };
  });
}

interface AnalyseOptions {
  /** include the uncertainty histogram (the command line leaves it out: the fields only) */
  readonly histogram?: boolean;
}

export function analyse(scenario: Scenario, result: Result, options: AnalyseOptions = {}): Analysis {
  const out: { -readonly [K in keyof Analysis]: Analysis[K] } = {};
  if (scenario.advisor) {
    const advice = advisePlans(scenario);
    out.plans = advice.plans;
    out.cheapestPlan = advice.cheapestPlan;
    out.planReason = advice.reason;
  }
  if (scenario.hybrid) out.hybrid = hybridCurve(scenario);
  if (scenario.scaling) out.scaling = scalingTable(scalingInputOf(scenario, scenario.scaling));
  if (scenario.utilization) out.utilization = utilizationOf(scenario, result, scenario.utilization.targetPct);
  if (scenario.obsolescence) out.obsolescence = obsolescenceOf(scenario, result, scenario.obsolescence);
  if (scenario.storageIO) out.storageIO = storageIOOf(scenario, scenario.storageIO);
  if (scenario.sensitivity) out.sensitivity = sensitivity(scenario, { movePct: scenario.sensitivity.movePct });
  if (scenario.uncertainty) {
    const { histogram, ...figures } = uncertainty(scenario, uncertaintyInputOf(scenario.uncertainty));
    out.uncertainty = options.histogram ? { ...figures, histogram } : figures;
  }
  if (scenario.providers) out.providers = providerCards(scenario, result);
  return out;
}
