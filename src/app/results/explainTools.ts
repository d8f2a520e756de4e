// The analysis tools in "how this is computed": for each tool whose section the scenario has, the
// figures that make its method concrete with this scenario's numbers. Each comes from the tool's own
// engine function, imported from its file, never through the engine's barrels (index.ts, analysis.ts),
// which would bring the tools' code into what the page loads before the verdict; the page loads this
// part (toolsPart.ts) only for a scenario with a tool on. The uncertainty is described from its
// inputs only: its thousands of samples run in the analysis panel's worker, not here.

import {
  type AdvisedPlan,
  advisePlans,
  hybridCurve,
  moveInput,
  obsolescenceOf,
  pricePerSavedHour,
  SENSITIVITY_PATHS,
  scalingInputOf,
  speedupAt,
  storageIOOf,
  utilizationOf,
} from '../../engine/analysis.ts';
import {
  cloudVat,
  getIn,
  MONTHS_PER_YEAR,
  RANGED_FIELDS,
  type RangedField,
  type Result,
  rentedCards,
  type Scenario,
} from '../../engine/index.ts';

type Step<Id extends string, Values> = { readonly id: Id; readonly values: Readonly<Values> };

type N = number;

interface RangeOf {
  readonly field: RangedField;
  readonly low: N;
  readonly likely: N;
  readonly high: N;
}

export type ToolStep =
  | Step<
      'toolAdvisor',
      {
        utilizationPct: N;
        /** the utilization above which reserving costs less than on demand; null without a price */
        reservedBreakEvenPct: N | null;
        reservedDiscountPct: N;
        /** with a reservation term: the months paid, M, against the horizon's, when they differ */
        termMonthsPaid: N | null;
        horizonMonths: N;
        cheapestPlan: AdvisedPlan;
        cheapestTotal: N;
        /** the cheapest mix's reserved cards, when the mix is cheapest */
        reservedGpus: N | null;
        spotSkipped: boolean;
        withPeak: boolean;
      }
    >
  | Step<
      'toolHybrid',
      /** savings: what the cheapest count saves against renting all, savedPct its share of renting all */
      { peakGpus: N; gpusPerServer: N; ownedGpus: N; total: N; allRented: N; savings: N; savedPct: N }
    >
  | Step<
      'toolScaling',
      {
        jobGpuHours: N;
        maxGpus: N;
        efficiencyPct: N;
        /** card counts with a measured speedup */
        measured: readonly N[];
        gpusPerNode: N;
        interNodeLatencyMs: N;
        latencyPenaltyPctPerMs: N;
        /** throughput kept beyond one node; null when the job never leaves one or there is no latency */
        kept: N | null;
        speedupAtMax: N;
        pricePerGpuHour: N;
        incrementMinutes: N;
      }
    >
  | Step<
      'toolUtilization',
      {
        busyGpuHours: N;
        paidGpuHours: N;
        cards: N;
        horizonMonths: N;
        currentPct: N;
        targetPct: N;
        costAtTarget: N;
        costToday: N | null;
        gpusForSameWork: N;
      }
    >
  | Step<
      'toolObsolescence',
      {
        doublingMonths: N;
        priceFallPctPerYear: N;
        rentPricesFall: boolean;
        resaleFalls: boolean;
        salvagePct: N;
        paybackMonth: N | null;
        paysBackAfterDoubling: boolean;
      }
    >
  | Step<
      'toolStorageIO',
      {
        epochMinutes: N;
        ioWaitPct: N;
        computeMinutes: N;
        ioWaitWithCachePct: N;
        cachedEpochMinutes: N;
        cards: N;
        epochsPerMonth: N;
        gpuHoursSaved: N;
        /** what a card-hour less saves under the plan, with cloud VAT: 0 on a plan paid by the period */
        pricePerHour: N;
        saved: N;
        cache: N;
        net: N;
      }
    >
  | Step<
      'toolSensitivity',
      {
        /** inputs with a value other than 0: each gets a bar */
        inputs: N;
        movePct: N;
        /** the price per card-hour, moved, as an example; null when it is 0 */
        example: { readonly base: N; readonly low: N; readonly high: N } | null;
      }
    >
  | Step<'toolUncertainty', { samples: N; seed: N; ranges: readonly RangeOf[] }>;

function advisorStep(scenario: Scenario): ToolStep {
  const advice = advisePlans(scenario);
  const cheapest = advice.plans.find((p) => p.plan === advice.cheapestPlan);
  const { reason } = advice;
  const H = scenario.horizonMonths;
  const term = scenario.rent.reservedTermYears;
  // the advisor prices the reserved plan with the scenario's term, whatever the scenario's own plan
  const paid = term === null ? H : Math.ceil(H / (term * MONTHS_PER_YEAR)) * term * MONTHS_PER_YEAR;
  return {
    id: 'toolAdvisor',
    values: {
      utilizationPct: reason.utilizationPct,
      reservedBreakEvenPct: reason.breakEvenPct.reserved ?? null,
      reservedDiscountPct: reason.reservedDiscountPct,
      termMonthsPaid: paid === H ? null : paid,
      horizonMonths: H,
      cheapestPlan: advice.cheapestPlan,
      cheapestTotal: cheapest?.total ?? 0,
      reservedGpus: cheapest?.reservedGpus ?? null,
      spotSkipped: reason.spotSkipped,
      withPeak: reason.withPeak,
    },
  };
}

function hybridStep(scenario: Scenario): ToolStep {
  const hybrid = hybridCurve(scenario);
  return {
    id: 'toolHybrid',
    values: {
      peakGpus: hybrid.peakGpus,
      gpusPerServer: scenario.own.gpusPerServer,
      ownedGpus: hybrid.ownedGpus,
      total: hybrid.total,
      allRented: hybrid.rentAllTotal,
      savings: hybrid.savingsVsRentAll,
      savedPct: hybrid.savedPctVsRentAll,
    },
  };
}

function scalingStep(scenario: Scenario, section: NonNullable<Scenario['scaling']>): ToolStep {
  const input = scalingInputOf(scenario, section);
  const spans = section.maxGpus > section.gpusPerNode && section.interNodeLatencyMs > 0;
  return {
    id: 'toolScaling',
    values: {
      jobGpuHours: section.jobGpuHours,
      maxGpus: section.maxGpus,
      efficiencyPct: section.efficiencyPct,
      measured: Object.keys(section.speedups)
        .map(Number)
        .sort((a, b) => a - b),
      gpusPerNode: section.gpusPerNode,
      interNodeLatencyMs: section.interNodeLatencyMs,
      latencyPenaltyPctPerMs: section.latencyPenaltyPctPerMs,
      kept: spans ? Math.max(0, 1 - (section.latencyPenaltyPctPerMs / 100) * section.interNodeLatencyMs) : null,
      speedupAtMax: speedupAt(input, section.maxGpus),
      pricePerGpuHour: input.pricePerGpuHour,
      incrementMinutes: input.billingIncrementMinutes,
    },
  };
}

function sensitivityStep(scenario: Scenario, movePct: number): ToolStep {
  const inputs = SENSITIVITY_PATHS.filter((path) => {
    const value = getIn(scenario, path);
    return typeof value === 'number' && value !== 0;
  }).length;
  const price = scenario.rent.pricePerGpuHour;
  const moved = price === 0 ? null : moveInput(['rent', 'pricePerGpuHour'], price, movePct);
  return {
    id: 'toolSensitivity',
    values: { inputs, movePct, example: moved && { base: price, low: moved.low, high: moved.high } },
  };
}

/** One step for each tool whose section the scenario has, in the order of the analysis panel. */
export function explainTools(scenario: Scenario, result: Result): ToolStep[] {
  const steps: ToolStep[] = [];
  if (scenario.advisor) steps.push(advisorStep(scenario));
  if (scenario.hybrid) steps.push(hybridStep(scenario));
  if (scenario.scaling) steps.push(scalingStep(scenario, scenario.scaling));
  if (scenario.utilization) {
    const u = utilizationOf(scenario, result, scenario.utilization.targetPct);
    steps.push({
      id: 'toolUtilization',
      values: {
        busyGpuHours: u.busyGpuHours,
        paidGpuHours: u.paidGpuHours,
        cards: result.own.cardsInstalled,
        horizonMonths: scenario.horizonMonths,
        currentPct: u.currentPct,
        targetPct: u.targetPct,
        costAtTarget: u.costPerUsefulGpuHourAtTarget,
        costToday: u.costPerUsefulGpuHour,
        gpusForSameWork: u.gpusForSameWork,
      },
    });
  }
  if (scenario.storageIO) {
    const section = scenario.storageIO;
    const s = storageIOOf(scenario, section);
    steps.push({
      id: 'toolStorageIO',
      values: {
        epochMinutes: s.epochMinutes,
        ioWaitPct: section.ioWaitPct,
        computeMinutes: section.epochMinutes * (1 - section.ioWaitPct / 100),
        ioWaitWithCachePct: section.ioWaitWithCachePct,
        cachedEpochMinutes: s.cachedEpochMinutes,
        cards: rentedCards(scenario),
        epochsPerMonth: section.epochsPerMonth,
        gpuHoursSaved: s.gpuHoursSavedPerMonth,
        pricePerHour: pricePerSavedHour(scenario) * cloudVat(scenario),
        saved: s.savedPerMonth,
        cache: s.cachePerMonth,
        net: s.netPerMonth,
      },
    });
  }
  if (scenario.obsolescence) {
    const o = obsolescenceOf(scenario, result, scenario.obsolescence);
    steps.push({
      id: 'toolObsolescence',
      values: {
        doublingMonths: o.doublingMonths,
        priceFallPctPerYear: o.priceFallPctPerYear,
        rentPricesFall: o.rentPricesFall,
        resaleFalls: o.resaleFalls,
        salvagePct: o.salvagePct,
        paybackMonth: o.paybackMonth,
        paysBackAfterDoubling: o.paysBackAfterDoubling,
      },
    });
  }
  if (scenario.sensitivity) steps.push(sensitivityStep(scenario, scenario.sensitivity.movePct));
  if (scenario.uncertainty) {
    const section = scenario.uncertainty;
    const ranges = RANGED_FIELDS.flatMap((field) => {
      const range = section[field];
      return range ? [{ field, ...range }] : [];
    });
    steps.push({ id: 'toolUncertainty', values: { samples: section.samples, seed: section.seed, ranges } });
  }
  return steps;
}

/** The tools' part of the section: null when the scenario turns no tool on. */
export function toolsSection(
  scenario: Scenario,
  result: Result,
): { readonly id: 'tools'; readonly steps: readonly ToolStep[] } | null {
  const steps = explainTools(scenario, result);
  return steps.length > 0 ? { id: 'tools', steps } : null;
}
