// The analysis tools in "How this is computed": for each tool the scenario turns on, in the order of
// the analysis panel, its step told from the tool's own answer and the engine functions it is worked
// out with, so no arithmetic is written twice. The steps are recorded here rather than inside each
// tool so that the analysis panel, which runs the tools, carries none of this. The uncertainty is told
// from its input alone: its thousands of samples run in the page's worker, not here.
import { collector } from '../explain/collect.ts';
import type { Recorder, StepPart, StepRecord } from '../explain/steps.ts';
import { termMonthsPaid } from '../rent.ts';
import type { Result } from '../result.ts';
import { RANGED_FIELDS, type Scenario, type Tools } from '../scenario/schema.ts';
import { advisePlans } from './advisor.ts';
import { hybridCurve } from './hybrid.ts';
import { obsolescenceOf } from './obsolescence.ts';
import { keptAcrossNodes, type ScalingInput, scalingInputOf, speedupAt } from './scaling.ts';
import { moveInput, movingValue, SENSITIVITY_PATHS } from './sensitivity.ts';
import { storageIOBasis, storageIOOf } from './storageIO.ts';
import { utilizationOf } from './utilization.ts';

const piece = <P extends string, V>(id: P, values: V) => ({ id, values, amount: 0 });

/** The cheapest plan, the mix's reserved cards, and the utilization above which reserving pays. */
function recordAdvisor(rec: Recorder, scenario: Scenario): void {
  const { plans, cheapestPlan, reason } = advisePlans(scenario);
  const cheapest = plans.find((p) => p.plan === cheapestPlan);
  const parts: StepPart<'toolAdvisor'>[] = [];
  if (reason.withPeak) parts.push(piece('peak', {}));
  if (cheapest?.reservedGpus !== undefined) parts.push(piece('mix', { cards: cheapest.reservedGpus }));
  const threshold = reason.breakEvenPct.reserved;
  if (threshold !== undefined) {
    const figures = { util: reason.utilizationPct, discount: reason.reservedDiscountPct, threshold };
    // a term paid past the horizon raises the threshold by the months paid for those used
    const paid = termMonthsPaid(scenario);
    const months = scenario.horizonMonths;
    parts.push(paid === months ? piece('threshold', figures) : piece('thresholdTerm', { ...figures, paid, months }));
  }
  if (reason.spotSkipped) parts.push(piece('spot', {}));
  rec('toolAdvisor', { plan: cheapestPlan, total: cheapest?.total ?? 0 }, parts);
}

function recordHybrid(rec: Recorder, scenario: Scenario): void {
  const hybrid = hybridCurve(scenario);
  const shared = { peak: hybrid.peakGpus, perServer: scenario.own.gpusPerServer, total: hybrid.total };
  if (hybrid.ownedGpus === 0) {
    rec('toolHybridRentAll', shared);
    return;
  }
  rec('toolHybrid', {
    ...shared,
    owned: hybrid.ownedGpus,
    allRented: hybrid.rentAllTotal,
    savings: hybrid.savingsVsRentAll,
    pct: hybrid.savedPctVsRentAll,
  });
}

/** The series, the counts with a measured speedup, the latency's toll across nodes, the largest run. */
function recordScaling(rec: Recorder, input: ScalingInput, section: Tools['scaling']): void {
  const parts: StepPart<'toolScaling'>[] = [];
  const measured = Object.keys(input.speedups ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  if (measured.length > 0) parts.push(piece('measured', { counts: measured }));
  if (input.maxGpus > input.gpusPerNode && input.interNodeLatencyMs > 0) {
    const latency = {
      perNode: input.gpusPerNode,
      latency: input.interNodeLatencyMs,
      penalty: input.latencyPenaltyPctPerMs,
      kept: keptAcrossNodes(input) * 100,
    };
    parts.push(piece('latency', latency));
  }
  const values = {
    hours: input.jobGpuHours,
    max: input.maxGpus,
    efficiency: section.efficiencyPct,
    speedup: speedupAt(input, input.maxGpus),
    increment: input.billingIncrementMinutes,
    price: input.pricePerGpuHour,
  };
  rec('toolScaling', values, parts);
}

function recordUtilization(rec: Recorder, scenario: Scenario, result: Result, targetPct: number): void {
  const u = utilizationOf(scenario, result, targetPct);
  const values = {
    busy: u.busyGpuHours,
    paid: u.paidGpuHours,
    cards: result.own.cardsInstalled,
    months: scenario.horizonMonths,
    now: u.currentPct,
    target: u.targetPct,
    atTarget: u.costPerUsefulGpuHourAtTarget,
    needed: u.gpusForSameWork,
  };
  const today = u.costPerUsefulGpuHour;
  rec('toolUtilization', values, today === null ? [] : [piece('today', { today })]);
}

function recordStorageIO(rec: Recorder, scenario: Scenario, input: Tools['storageIO']): void {
  const s = storageIOOf(scenario, input);
  const basis = storageIOBasis(scenario, input);
  const values = {
    epoch: input.epochMinutes,
    io: input.ioWaitPct,
    compute: basis.computeMinutes,
    ioCache: input.ioWaitWithCachePct,
    cached: s.cachedEpochMinutes,
    cards: basis.cards,
    epochs: input.epochsPerMonth,
    hours: s.gpuHoursSavedPerMonth,
    price: basis.pricePerHour,
    saved: s.savedPerMonth,
    cache: s.cachePerMonth,
    net: s.netPerMonth,
  };
  // on a plan paid by the period, an hour less saves nothing
  rec('toolStorageIO', values, basis.pricePerHour === 0 ? [piece('flat', {})] : []);
}

/**
 * The yearly fall, and a piece each for rent prices, resale, the payback with prices falling (the
 * warning's) and, when it differs, the scenario's own payback.
 */
function recordObsolescence(rec: Recorder, scenario: Scenario, result: Result, input: Tools['obsolescence']): void {
  const o = obsolescenceOf(scenario, result, input);
  const month = o.paybackMonthFalling;
  const today = o.paybackMonth;
  const salvage = { salvage: o.salvagePct };
  const resale =
    scenario.own.depreciation.salvageIs === 'resale'
      ? piece('resaleEstimate', salvage)
      : piece(o.resaleFalls ? 'resaleFalls' : 'resaleSteady', salvage);
  const parts: StepPart<'toolObsolescence'>[] = [
    piece(o.rentPricesFall ? 'rentFalls' : 'rentSteady', {}),
    resale,
    month === null
      ? piece('paybackNever', {})
      : piece(o.paysBackAfterDoubling ? 'paybackAfter' : 'paybackWithin', { month }),
  ];
  if (today !== month) parts.push(today === null ? piece('todayNever', {}) : piece('todayMonth', { today }));
  rec('toolObsolescence', { months: o.doublingMonths, fall: o.priceFallPctPerYear }, parts);
}

const PRICE_PATH = ['rent', 'pricePerGpuHour'];

/** How many inputs move, by how much, and the price per card-hour moved as an example. */
function recordSensitivity(rec: Recorder, scenario: Scenario, movePct: number): void {
  const inputs = SENSITIVITY_PATHS.filter((path) => movingValue(scenario, path) !== null).length;
  const base = movingValue(scenario, PRICE_PATH);
  const parts: StepPart<'toolSensitivity'>[] = [];
  if (base !== null) {
    const { low, high } = moveInput(PRICE_PATH, base, movePct);
    parts.push(piece('example', { base, low, high }));
  }
  rec('toolSensitivity', { inputs, pct: movePct }, parts);
}

/** The samples, the seed and each range given. */
function recordUncertainty(rec: Recorder, section: Tools['uncertainty']): void {
  const values = { samples: section.samples, seed: section.seed };
  const parts: StepPart<'toolUncertainty'>[] = RANGED_FIELDS.flatMap((field) => {
    const range = section[field];
    return range ? [piece(field, { low: range.low, likely: range.likely, high: range.high })] : [];
  });
  if (parts.length === 0) rec('toolUncertaintyNone', values);
  else rec('toolUncertainty', values, parts);
}

/** One step for each tool whose section the scenario has (none when it has none). */
export function explainTools(scenario: Scenario, result: Result): readonly StepRecord[] {
  const { steps, rec } = collector();
  if (scenario.advisor) recordAdvisor(rec, scenario);
  if (scenario.hybrid) recordHybrid(rec, scenario);
  if (scenario.scaling) recordScaling(rec, scalingInputOf(scenario, scenario.scaling), scenario.scaling);
  if (scenario.utilization) recordUtilization(rec, scenario, result, scenario.utilization.targetPct);
  if (scenario.storageIO) recordStorageIO(rec, scenario, scenario.storageIO);
  if (scenario.obsolescence) recordObsolescence(rec, scenario, result, scenario.obsolescence);
  if (scenario.sensitivity) recordSensitivity(rec, scenario, scenario.sensitivity.movePct);
  if (scenario.uncertainty) recordUncertainty(rec, scenario.uncertainty);
  return steps;
}
