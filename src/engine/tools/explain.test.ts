// The steps the analysis tools record recombine to the answers the analysis panel and the command line
// show: for random scenarios with every tool on, each figure is finite, each tool's figures are its
// answer's own, and the few sums a line states (a saving, a net) add up. Recording changes no answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allToolsArb } from '../../../tests/support/toolArbitraries.ts';
import { analyse } from '../analyse.ts';
import { evaluate } from '../evaluate.ts';
import type { StepId, StepRecord } from '../record/steps.ts';
import { explainTools } from './explain.ts';

type Figures = Readonly<Record<string, unknown>>;
const runs = (n: number) => ({ numRuns: Number(process.env.FC_NUM_RUNS ?? n) });

function valuesOf(steps: readonly StepRecord[], id: StepId): Readonly<Record<string, number>> {
  const step = steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step.values as Readonly<Record<string, number>>;
}

const partIds = (steps: readonly StepRecord[], id: StepId) =>
  steps.find((s) => s.id === id)?.parts.map((p) => p.id as string) ?? [];

describe('the steps the analysis tools record', () => {
  it('carry each tool’s own answer, with finite figures and sums that add up', () => {
    fc.assert(
      fc.property(allToolsArb, (scenario) => {
        const result = evaluate(scenario);
        const steps = explainTools(scenario, result);
        const analysis = analyse(scenario, result);
        for (const step of steps) {
          for (const figures of [step.values, ...step.parts.map((p) => p.values)] as Figures[]) {
            for (const [name, value] of Object.entries(figures)) {
              if (typeof value === 'number') expect(Number.isFinite(value), `${step.id}.${name}`).toBe(true);
            }
          }
        }
        const advisor = valuesOf(steps, 'toolAdvisor');
        const cheapest = analysis.plans?.find((p) => p.plan === analysis.cheapestPlan);
        expect(advisor.plan).toBe(analysis.cheapestPlan);
        expect(advisor.total).toBe(cheapest?.total);
        expect(partIds(steps, 'toolAdvisor').includes('mix')).toBe(cheapest?.reservedGpus !== undefined);
        expect(partIds(steps, 'toolAdvisor').includes('spot')).toBe(analysis.planReason?.spotSkipped);

        const hybrid = analysis.hybrid;
        if (!hybrid) return expect.fail('no hybrid answer');
        const allMix = hybrid.curve[0]?.reservedGpus !== undefined;
        if (hybrid.ownedGpus === 0) {
          expect(valuesOf(steps, 'toolHybridRentAll')).toMatchObject({
            total: hybrid.rentAllTotal,
            plan: hybrid.rentAllPlan,
          });
          expect(partIds(steps, 'toolHybridRentAll')).toEqual(allMix ? ['mix'] : []);
        } else {
          const h = valuesOf(steps, 'toolHybrid');
          expect(h).toMatchObject({
            owned: hybrid.ownedGpus,
            total: hybrid.total,
            allRented: hybrid.rentAllTotal,
            allPlan: hybrid.rentAllPlan,
          });
          expect(h.savings).toBe(Math.max(0, (h.allRented ?? 0) - (h.total ?? 0)));
          // how the rest is rented, when owning leaves some, and the mix's reserved cards when renting all
          const rest = hybrid.rentPlan === null ? [] : [hybrid.reservedGpus === undefined ? 'rest' : 'restMix'];
          expect(partIds(steps, 'toolHybrid')).toEqual([...rest, ...(allMix ? ['allMix'] : [])]);
        }

        // the largest run, unless all its throughput is lost and the table leaves it out
        const largest = analysis.scaling?.find((row) => row.gpus === scenario.scaling?.maxGpus);
        if (largest) expect(valuesOf(steps, 'toolScaling').speedup).toBe(largest.speedup);

        const u = valuesOf(steps, 'toolUtilization');
        expect(u).toMatchObject({
          busy: analysis.utilization?.busyGpuHours,
          paid: analysis.utilization?.paidGpuHours,
          atTarget: analysis.utilization?.costPerUsefulGpuHourAtTarget,
          needed: analysis.utilization?.gpusForSameWork,
        });

        const io = valuesOf(steps, 'toolStorageIO');
        expect(io.saved).toBe((io.hours ?? 0) * (io.price ?? 0));
        expect(io.net).toBe((io.saved ?? 0) - (io.cache ?? 0));
        expect(io.net).toBe(analysis.storageIO?.netPerMonth);
        // the billed minutes the sessions lose, over the rented cards and the sessions a month
        const billedLost = ((io.cards ?? 0) * (io.sessions ?? 0) * ((io.billed ?? 0) - (io.billedCached ?? 0))) / 60;
        expect(io.hours).toBe(billedLost);

        expect(valuesOf(steps, 'toolObsolescence').fall).toBe(analysis.obsolescence?.priceFallPctPerYear);
        const payback = partIds(steps, 'toolObsolescence').find((id) => id.startsWith('payback'));
        expect(payback).toBe(
          analysis.obsolescence?.paybackMonthFalling === null
            ? 'paybackNever'
            : analysis.obsolescence?.paysBackAfterDoubling
              ? 'paybackAfter'
              : 'paybackWithin',
        );

        // the sensitivity's bars are the inputs the step counts
        expect(valuesOf(steps, 'toolSensitivity').inputs).toBe(analysis.sensitivity?.rows.length);
        // one piece a bar, in the chart's order, with its move and rank
        const pieces = steps.find((step) => step.id === 'toolSensitivity')?.parts ?? [];
        expect(pieces.map((p) => p.id)).toEqual(analysis.sensitivity?.rows.map((r) => r.path.split('.').at(-1)));
        for (const [i, p] of pieces.entries()) {
          const row = analysis.sensitivity?.rows[i];
          expect(p.values).toMatchObject({
            low: row?.low,
            high: row?.high,
            up: row?.highPct,
            perPct: row?.swingPerPct,
          });
        }
      }),
      runs(40),
    );
  });

  it('changes no answer by recording', () => {
    fc.assert(
      fc.property(allToolsArb, (scenario) => {
        const result = evaluate(scenario);
        const before = analyse(scenario, result);
        explainTools(scenario, result);
        expect(analyse(scenario, result)).toEqual(before);
      }),
      runs(10),
    );
  });
});
