// The analysis tools in "How this is computed": for each tool the scenario turns on, in the order of
// the analysis panel, its step told from the tool's own answer and the engine functions it is worked
// out with, so no arithmetic is written twice. The steps are recorded here rather than inside each
// tool so that the analysis panel, which runs the tools, carries none of this. The uncertainty is told
// from its input alone: its thousands of samples run in the page's worker, not here.
import { collector } from '../explain/collect.ts';
import type { Recorder, StepPart, StepRecord } from '../record/steps.ts';
import type { SensitivityPartId } from '../record/toolSteps.ts';
import { termMonthsPaid } from '../rent.ts';
import type { Result } from '../result.ts';
import { RANGED_FIELDS } from '../scenario/rangedFields.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';
import type { CostView } from '../views.ts';
import { advisePlans } from './advisor.ts';
import { hybridCurve } from './hybrid.ts';
import { obsolescenceOf } from './obsolescence.ts';
import { keptAcrossNodes, type ScalingInput, scalingInputOf, speedupAt } from './scaling.ts';
import { sensitivity } from './sensitivity.ts';
import { storageIOBasis, storageIOOf } from './storageIO.ts';
import { planDiscountOf } from './uncertainty.ts';
import { utilizationOf } from './utilization.ts';

const piece = <P extends string, V>(id: P, values: V) => ({ id, values, amount: 0 });

/** The cheapest plan, the mix's reserved cards, and the utilization above which reserving pays. */
function recordAdvisor(rec: Recorder, scenario: Scenario, view: CostView): void {
  const { plans, cheapestPlan, reason } = advisePlans(scenario, view);
  const cheapest = plans.find((p) => p.plan === cheapestPlan);
  const parts: StepPart<'toolAdvisor'>[] = [];
  if (reason.withPeak) parts.push(piece('peak', {}));
  if (cheapest?.reservedGpus !== undefined) parts.push(piece('mix', { cards: cheapest.reservedGpus }));
  const threshold = reason.breakEvenPct.reserved;
  if (threshold !== undefined) {
    const figures = { util: reason.utilizationPct, discount: reason.reservedDiscountPct, threshold };
    // in cash, a term paid past the horizon raises the threshold by the months paid for those used;
    // amortized, those months are left over and a month used costs one month's price
    const paid = view === 'cash' ? termMonthsPaid(scenario) : scenario.horizonMonths;
    const months = scenario.horizonMonths;
    parts.push(paid === months ? piece('threshold', figures) : piece('thresholdTerm', { ...figures, paid, months }));
  }
  const speed = reason.speed;
  if (speed) {
    const { speedRatio, flatCards, onDemandCards, utilizationPct: util } = speed;
    parts.push(piece('speed', { speedRatio, flatCards, onDemandCards, util }));
  }
  if (reason.spotSkipped) parts.push(piece('spot', {}));
  rec('toolAdvisor', { plan: cheapestPlan, total: cheapest?.total ?? 0 }, parts);
}

/** The cheapest count and how the rest is rented, against renting everything on its cheapest plan. */
function recordHybrid(rec: Recorder, scenario: Scenario): void {
  const hybrid = hybridCurve(scenario);
  const shared = { peak: hybrid.peakGpus, perServer: scenario.own.gpusPerServer, total: hybrid.total };
  const allReserved = hybrid.curve[0]?.reservedGpus;
  if (hybrid.ownedGpus === 0) {
    const parts: StepPart<'toolHybridRentAll'>[] =
      allReserved === undefined ? [] : [piece('mix', { cards: allReserved })];
    rec('toolHybridRentAll', { ...shared, plan: hybrid.rentAllPlan }, parts);
    return;
  }
  const parts: StepPart<'toolHybrid'>[] = [];
  if (hybrid.rentPlan !== null) {
    const plan = hybrid.rentPlan;
    parts.push(
      hybrid.reservedGpus === undefined
        ? piece('rest', { plan })
        : piece('restMix', { plan, cards: hybrid.reservedGpus }),
    );
  }
  if (allReserved !== undefined) parts.push(piece('allMix', { cards: allReserved }));
  const values = {
    ...shared,
    owned: hybrid.ownedGpus,
    allRented: hybrid.rentAllTotal,
    allPlan: hybrid.rentAllPlan,
    savings: hybrid.savingsVsRentAll,
    pct: hybrid.savedPctVsRentAll,
  };
  rec('toolHybrid', values, parts);
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

/** The shorter epoch, the sessions it shortens, their billed minutes, and what the cache nets. */
function recordStorageIO(rec: Recorder, scenario: Scenario, input: Tools['storageIO']): void {
  const s = storageIOOf(scenario, input);
  const basis = storageIOBasis(scenario, input);
  const values = {
    epoch: input.epochMinutes,
    io: input.ioWaitPct,
    compute: basis.computeMinutes,
    ioCache: input.ioWaitWithCachePct,
    cached: s.cachedEpochMinutes,
    epochs: input.epochsPerMonth,
    sessions: s.sessionsPerMonth,
    perSession: s.epochsPerSession,
    session: s.sessionMinutes,
    shorter: s.cachedSessionMinutes,
    increment: scenario.rent.billingIncrementMinutes,
    billed: s.billedMinutesPerSession,
    billedCached: s.cachedBilledMinutesPerSession,
    cards: basis.cards,
    hours: s.gpuHoursSavedPerMonth,
    price: basis.pricePerHour,
    saved: s.savedPerMonth,
    cache: s.cachePerMonth,
    net: s.netPerMonth,
  };
  const parts: StepPart<'toolStorageIO'>[] = [];
  const minimum = scenario.rent.minimumMinutes;
  if (minimum > 0) parts.push(piece('minimum', { minimum }));
  if (s.sessionMinutes - s.epochsPerSession * (input.epochMinutes - s.cachedEpochMinutes) < 0) {
    parts.push(piece('floor', {}));
  }
  // on a plan paid by the period, an hour less saves nothing
  if (basis.paidByThePeriod) parts.push(piece('flat', {}));
  rec('toolStorageIO', values, parts);
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

/** The share each input moves, and every row in the chart's order: its values, moves and rank. */
function recordSensitivity(rec: Recorder, scenario: Scenario, movePct: number): void {
  const { rows } = sensitivity(scenario, { movePct });
  // every part has the same figures, only their units differ: one part per row, by its path's last name
  const parts = rows.map((row) => {
    const id = row.path.split('.').at(-1) as SensitivityPartId;
    const values = { base: row.base, low: row.low, high: row.high, down: Math.abs(row.lowPct), up: row.highPct };
    return { id, values: { ...values, perPct: row.swingPerPct }, amount: 0 };
  }) as StepPart<'toolSensitivity'>[];
  rec('toolSensitivity', { inputs: rows.length, pct: movePct }, parts);
}

/** The samples, the seed, how the ranges are read, each range given, and what moves with what. */
function recordUncertainty(rec: Recorder, scenario: Scenario, section: Tools['uncertainty']): void {
  const values = { samples: section.samples, seed: section.seed };
  const ranges: StepPart<'toolUncertainty'>[] = RANGED_FIELDS.flatMap((field) => {
    const range = section[field];
    return range ? [piece(field, { low: range.low, likely: range.likely, high: range.high })] : [];
  });
  if (ranges.length === 0) {
    rec('toolUncertaintyNone', values);
    return;
  }
  const parts: StepPart<'toolUncertainty'>[] = [piece(section.rangesAre === 'limits' ? 'limits' : 'percentiles', {})];
  parts.push(...ranges);
  if (section.pricePerGpuHour && section.serverPrice)
    parts.push(piece('correlation', { rho: section.priceCorrelation }));
  if (section.pricePerKWh && scenario.own.power.timeOfUse) parts.push(piece('tariff', {}));
  if (section.planDiscountPct && !planDiscountOf(scenario.rent.plan)) parts.push(piece('noDiscount', {}));
  rec('toolUncertainty', values, parts);
}

/**
 * One step for each tool whose section the scenario has (none when it has none); the advisor's in the
 * page's cost view.
 */
export function explainTools(scenario: Scenario, result: Result, view: CostView = 'amortized'): readonly StepRecord[] {
  const { steps, rec } = collector();
  if (scenario.advisor) recordAdvisor(rec, scenario, view);
  if (scenario.hybrid) recordHybrid(rec, scenario);
  if (scenario.scaling) recordScaling(rec, scalingInputOf(scenario, scenario.scaling), scenario.scaling);
  if (scenario.utilization) recordUtilization(rec, scenario, result, scenario.utilization.targetPct);
  if (scenario.storageIO) recordStorageIO(rec, scenario, scenario.storageIO);
  if (scenario.obsolescence) recordObsolescence(rec, scenario, result, scenario.obsolescence);
  if (scenario.sensitivity) recordSensitivity(rec, scenario, scenario.sensitivity.movePct);
  if (scenario.uncertainty) recordUncertainty(rec, scenario, scenario.uncertainty);
  return steps;
}
