// The steps the engine records recombine to its results: for random scenarios with every option of
// the format, each figure a reader sees is a finite number, each sum's terms add up to its total, each
// figure carried from one step to the next is the same figure, and the last steps are the page's own
// totals. Recording changes nothing: the result with a recorder is the result without one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { evaluate, evaluateWithoutBreakEven } from '../evaluate.ts';
import { isPlain } from '../finance.ts';
import { STEPS, type StepId, type StepRecord } from '../record/steps.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type CostView, compareInView } from '../views.ts';
import { explain } from './explain.ts';

type Figures = Readonly<Record<string, number | string>>;

const runs = (n: number) => ({ numRuns: Number(process.env.FC_NUM_RUNS ?? n) });

/** Equal to a billionth of the figures' size (money runs to 1e17 in random scenarios), or of `scale`. */
function near(a: number, b: number, what: string, scale = 0): void {
  const size = Math.max(Math.abs(a), Math.abs(b), scale);
  expect(Math.abs(a - b), `${what}: ${a} against ${b}`).toBeLessThanOrEqual(Math.max(5e-7, 1e-9 * size));
}

/** A step's figure by name, or a piece's as "piece.figure" (the amortized total's cluster line). */
function figure(step: StepRecord | undefined, name: string): number | undefined {
  const [partId, partFigure] = name.split('.');
  const piece = partFigure === undefined ? undefined : step?.parts.find((part) => part.id === partId);
  const figures = partFigure === undefined ? step?.values : piece?.values;
  const value = (figures as Figures | undefined)?.[partFigure ?? name];
  return typeof value === 'number' ? value : undefined;
}

function recorded(scenario: Scenario, view: CostView) {
  const { sections, result } = explain(scenario, view);
  const steps = sections.flatMap((s) => s.steps);
  // the first of the ids recorded, in the order given: an amortized total before the total paid
  const first = (...ids: StepId[]) =>
    ids.map((id) => steps.find((s) => s.id === id)).find((step) => step !== undefined);
  return { steps, first, result };
}

/**
 * A figure of a later step that is the result of an earlier one: [from, its figure, to, its figure],
 * and whether the link holds for a plain scenario only (undiscounted, before tax, paid in cash) or for
 * one that is not, whose comparison carries the present values of tax and financing.
 */
const CARRIED: readonly [StepId[], string, StepId[], string, ('plain' | 'discounted')?][] = [
  [['capital', 'capitalVat'], 'capital', ['salvage'], 'capital'],
  [['busyHours'], 'busyHours', ['energy', 'idleHours'], 'busyHours'],
  [['energy'], 'energyKWh', ['power'], 'energyKWh'],
  // whole instances first, when there are any: the flat plan's compute then bills the instances' cards
  [['rentedCardsSpeed'], 'neededCards', ['rentedCards', 'computeReserved', 'computeMonthly', 'computeWeekly'], 'gpus'],
  [['sessionMinutes', 'sessionMinutesSpeed'], 'sessionMinutes', ['billedMinutes'], 'sessionMinutes'],
  [['billedMinutes'], 'billedMinutes', ['billedHours'], 'billedMinutes'],
  [['billedHours'], 'billedHours', ['computeOnDemand', 'computeSpot'], 'billedHours'],
  [['computeTotal', 'computeTotalWeighted'], 'total', ['rentTotal'], 'compute'],
  [['storageTotal'], 'total', ['rentTotal'], 'storage'],
  [['depreciationTotal', 'depreciationTotalDelivered'], 'total', ['amortizedTotal'], 'depreciation'],
  [['powerTotal', 'powerTotalInService'], 'total', ['amortizedTotal'], 'power'],
  [['opsTotal', 'opsTotalInService'], 'total', ['amortizedTotal'], 'ops'],
  [['powerTotal', 'powerTotalInService'], 'total', ['cashTotal'], 'power.power'],
  [['leadTimeTotal'], 'total', ['cashTotal'], 'leadTime.leadTime'],
  [['leadTimeTotal'], 'total', ['amortizedTotal', 'amortizedTotalResale'], 'leadTime.leadTime'],
  [['downtimeTotal', 'downtimeTotalFalling'], 'total', ['amortizedTotal', 'amortizedTotalResale'], 'downtime.downtime'],
  [['cluster'], 'capital', ['clusterTotal'], 'capital'],
  [['cluster'], 'capital', ['cashTotal'], 'cluster.clusterCapital'],
  [['clusterTotal'], 'total', ['amortizedTotal', 'amortizedTotalResale'], 'cluster.cluster'],
  [['clusterTotal'], 'bookValue', ['amortizedTotal', 'amortizedTotalResale'], 'clusterBook.clusterBookValue'],
  [['downtime'], 'downtime', ['downtimeTotal', 'downtimeTotalFalling'], 'downtime'],
  [['salvageCurve'], 'saleHaircutPct', ['resaleAtHorizonCurve'], 'saleHaircutPct'],
  [['cashTotal'], 'cashTotal', ['amortizedTotal'], 'cashTotal'],
  [['bookValue', 'bookValueRefresh'], 'bookValue', ['amortizedTotal'], 'bookValue'],
  [['depreciationTotal', 'depreciationTotalDelivered'], 'total', ['hardwareCostResale'], 'writtenOff'],
  [['bookValue', 'bookValueRefresh'], 'bookValue', ['hardwareCostResale'], 'bookValue'],
  [
    ['resaleAtHorizon', 'resaleAtHorizonLinear', 'resaleAtHorizonAfterLife', 'resaleAtHorizonCurve'],
    'value',
    ['hardwareCostResale'],
    'resale',
  ],
  [['hardwareCostResale'], 'depreciation', ['amortizedTotalResale'], 'depreciation'],
  [['hardwareCostResale'], 'resale', ['amortizedTotalResale'], 'resale'],
  [['powerTotal', 'powerTotalInService'], 'total', ['amortizedTotalResale'], 'power'],
  [['cashTotal'], 'cashTotal', ['amortizedTotalResale'], 'cashTotal'],
  [['busyGpuHours'], 'busyGpuHours', ['costPerHourOwn', 'costPerHourOwnCash', 'costPerHourRent'], 'busyGpuHours'],
  [['rentStaffTotal'], 'total', ['rentTotal'], 'staff.staff'],
  [['rentTotal'], 'total', ['rentAmortizedTotal', 'rentAmortizedTotalResold'], 'cashTotal'],
  [
    ['rentRemaining', 'rentRemainingResold'],
    'remainingValue',
    ['rentAmortizedTotal', 'rentAmortizedTotalResold'],
    'remainingValue',
  ],
  [['reservationCredit'], 'credit', ['rentRemainingResold'], 'remainingValue'],
  [['reservationCredit'], 'pastHorizon', ['rentRemainingResold'], 'pastHorizon'],
  [['rentAmortizedTotal', 'rentAmortizedTotalResold', 'rentTotal'], 'total', ['costPerHourRent'], 'total', 'plain'],
  [['presentValueRent'], 'presentValue', ['costPerHourRent'], 'total', 'discounted'],
  [['presentValueOwn'], 'presentValue', ['costPerHourOwn'], 'total', 'discounted'],
  [['presentValueOwn'], 'presentValue', ['savings'], 'own', 'discounted'],
  [['presentValueRent'], 'presentValue', ['savings'], 'rent', 'discounted'],
  [['loanAmount'], 'financed', ['loanPayment', 'loanPaymentFree'], 'financed'],
  [['leaseAmount'], 'buyout', ['leasePayment', 'loanPaymentFree'], 'buyout'],
  [['taxRate'], 'taxPct', ['taxSavedOwn', 'taxSavedRent', 'taxOnSale'], 'taxPct'],
];

/** The last steps against the result the page shows: [steps, figure, the result's figure]. */
const TOTALS: readonly [StepId[], string, (r: Result) => number | null][] = [
  [['energy'], 'energyKWh', (r) => r.own.perMonth.energyKWh],
  [['power', 'powerTimeOfUse'], 'power', (r) => r.own.perMonth.power],
  [['ops'], 'ops', (r) => r.own.perMonth.ops],
  // the hardware's cost: what was written off, or with a resale estimate that less the resale's shortfall
  [['amortizedTotal', 'hardwareCostResale'], 'depreciation', (r) => r.own.breakdown.depreciation],
  [['powerTotal', 'powerTotalInService'], 'total', (r) => r.own.breakdown.power],
  [['opsTotal', 'opsTotalInService'], 'total', (r) => r.own.breakdown.ops],
  [['leadTimeTotal'], 'total', (r) => r.own.breakdown.leadTime],
  [['downtimeTotal', 'downtimeTotalFalling'], 'total', (r) => r.own.breakdown.downtime],
  [['clusterTotal'], 'total', (r) => r.own.breakdown.cluster],
  [['resaleAtHorizonCurve'], 'value', (r) => r.own.assumed.resaleAtEnd],
  [['cashTotal'], 'cashTotal', (r) => r.own.cashTotal],
  [['bookValue', 'bookValueRefresh'], 'bookValue', (r) => r.own.bookValueAtEnd],
  [['amortizedTotal', 'amortizedTotalResale'], 'amortizedTotal', (r) => r.own.amortizedTotal],
  [['computeTotal', 'computeTotalWeighted'], 'total', (r) => r.rent.breakdown.compute],
  [['storageTotal'], 'total', (r) => r.rent.breakdown.storage],
  [['rentTotal'], 'total', (r) => r.rent.total],
  [['rentStaffTotal'], 'total', (r) => r.rent.breakdown.staff],
  [['rentRemaining', 'rentRemainingResold'], 'remainingValue', (r) => r.rent.remainingValue],
  [['rentAmortizedTotal', 'rentAmortizedTotalResold'], 'total', (r) => r.rent.amortizedTotal],
  [['busyGpuHours'], 'busyGpuHours', (r) => r.busyGpuHours],
  [['payback'], 'month', (r) => r.paybackMonth],
  [['breakEven'], 'hoursPerDay', (r) => r.breakEvenHoursPerDay],
  [['presentValueOwn'], 'presentValue', (r) => r.own.presentValue],
  [['presentValueRent'], 'presentValue', (r) => r.rent.presentValue],
  [['presentValueOwnCash'], 'presentValue', (r) => r.finance.cash.own],
  [['presentValueRentCash'], 'presentValue', (r) => r.finance.cash.rent],
  [['taxOnSale'], 'tax', (r) => r.finance.taxOnSale],
  [['loanInterest'], 'interest', (r) => r.finance.loan?.interest ?? null],
];

describe('the steps the engine records', () => {
  it('records only finite figures, and sums whose terms add up to their totals', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom<CostView>('amortized', 'cash'), (scenario, view) => {
        const { steps, result } = recorded(scenario, view);
        for (const step of steps) {
          const spec = STEPS[step.id];
          for (const figures of [step.values, ...step.parts.map((p) => p.values)] as Figures[]) {
            for (const [name, value] of Object.entries(figures)) {
              if (typeof value === 'number') expect(Number.isFinite(value), `${step.id}.${name}`).toBe(true);
            }
          }
          if (spec.kind === 'sum') {
            const total = figure(step, spec.result) ?? Number.NaN;
            // to the size of the terms: a total is added up in another order than its terms are listed
            const terms = step.parts.map((part) => part.amount);
            // the depreciation's terms are the capital less a salvage share of it: their rounding is the
            // capital's (a salvage of 99.9999999 % leaves cents of a 1e10 capital, exact to 1e-6 at best)
            const capital = step.id === 'depreciationTotal' ? result.own.capex : 0;
            const scale = Math.max(
              capital,
              terms.reduce((sum, amount) => sum + Math.abs(amount), 0),
            );
            near(
              terms.reduce((sum, amount) => sum + amount, 0),
              total,
              `${step.id}: its terms against its total`,
              scale,
            );
          }
        }
      }),
      runs(200),
    );
  });

  it('carries each figure from the step that works it out to the steps that use it, unchanged', () => {
    // each link is met by some scenario: a renamed figure cannot pass by never being compared
    const met = new Set<number>();
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { first } = recorded(scenario, 'amortized');
        const kind = isPlain(scenario) ? 'plain' : 'discounted';
        CARRIED.forEach(([from, name, to, usedAs, only], index) => {
          if (only && only !== kind) return;
          const made = figure(first(...from), name);
          const used = figure(first(...to), usedAs);
          if (made === undefined || used === undefined) return;
          met.add(index);
          expect(used, `${from[0]} → ${to[0]}`).toBe(made);
        });
      }),
      runs(200),
    );
    expect(CARRIED.filter((_, index) => !met.has(index)).map(([from]) => from[0])).toEqual([]);
  });

  it('ends at the figures the page shows, exactly', () => {
    const met = new Set<number>();
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom<CostView>('amortized', 'cash'), (scenario, view) => {
        const { first, result } = recorded(scenario, view);
        TOTALS.forEach(([ids, name, of], index) => {
          const step = first(...ids);
          if (!step) return;
          met.add(index);
          expect(figure(step, name), `${step.id}.${name}`).toBe(of(result));
        });
        const comparison = compareInView(result, view);
        const savings = first('savings', 'savingsCash');
        expect(figure(savings, 'savings')).toBe(comparison.savings);
        expect((savings?.values as Figures | undefined)?.cheaper).toBe(comparison.cheaper);
        const saved = first('savedPct');
        if (saved) expect(figure(saved, 'savedPct')).toBe(comparison.savedPctOfDearer);
      }),
      runs(200),
    );
    expect(TOTALS.filter((_, index) => !met.has(index)).map(([ids]) => ids[0])).toEqual([]);
  });

  it('gives, at the break-even hours, the totals the engine gives at those hours', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { first } = recorded(scenario, 'amortized');
        const step = first('breakEven', 'breakEvenAlways', 'breakEvenNever');
        if (!step) throw new Error('no break-even step');
        const hours =
          step.id === 'breakEven' ? (figure(step, 'hoursPerDay') ?? 0) : step.id === 'breakEvenAlways' ? 0 : 24;
        const at = evaluateWithoutBreakEven({ ...scenario, workload: { ...scenario.workload, hoursPerDay: hours } });
        // the totals the verdict compares at those hours: present values after tax when the scenario is not plain
        near(figure(step, 'ownAt') ?? Number.NaN, at.finance.amortized.own, 'owning at the break-even hours');
        near(figure(step, 'rentAt') ?? Number.NaN, at.finance.amortized.rent, 'renting at the break-even hours');
      }),
      runs(200),
    );
  });

  it('tells each present value, tax saved and loan as pieces that add up to its figure', () => {
    const amounts = (step: StepRecord) => step.parts.reduce((sum, part) => sum + part.amount, 0);
    const size = (step: StepRecord, ...more: number[]) =>
      step.parts.reduce((sum, part) => sum + Math.abs(part.amount), 0) + more.reduce((a, b) => a + Math.abs(b), 0);
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom<CostView>('amortized', 'cash'), (scenario, view) => {
        for (const step of recorded(scenario, view).steps) {
          const at = (name: string) => figure(step, name) ?? Number.NaN;
          const check = (whole: number, total: number, ...more: number[]) =>
            near(whole, total, `${step.id}: its pieces against its figure`, size(step, ...more));
          switch (step.id) {
            case 'presentValueOwn':
            case 'presentValueOwnCash': {
              const running = at('running') * at('annuityFactor');
              check(amounts(step) + running, at('presentValue'), running);
              break;
            }
            case 'presentValueRent':
            case 'presentValueRentCash': {
              const storage = at('storage') * at('annuityFactor');
              check(amounts(step) + storage, at('presentValue'), storage);
              break;
            }
            case 'taxSavedOwn':
              check((at('taxPct') / 100) * (at('running') + amounts(step)), at('own'), at('running'));
              break;
            case 'loanInterest':
              check(at('interest') + amounts(step), at('net'), at('interest'));
              break;
            case 'loanPaid': {
              // at a rate near 0, 1 − (1 + r)^−n keeps few digits: the last payment settles what is left
              const gap = Math.abs(amounts(step) - at('total'));
              expect(gap, `${step.id}: its pieces against its figure`).toBeLessThanOrEqual(5e-7 + 1e-6 * size(step));
              break;
            }
          }
        }
      }),
      runs(200),
    );
  });

  it('tells lead time, downtime, the cluster, market resale and staff in lines that work out by hand', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom<CostView>('amortized', 'cash'), (scenario, view) => {
        const { steps } = recorded(scenario, view);
        for (const step of steps) {
          const at = (name: string) => figure(step, name) ?? 0;
          const check = (worked: number, total: number, ...sizes: number[]) =>
            near(worked, total, `${step.id}: worked by hand against its figure`, Math.max(...sizes.map(Math.abs)));
          const H = scenario.horizonMonths;
          const L = scenario.own.leadTimeMonths;
          switch (step.id) {
            case 'powerTotalInService':
              check(at('months'), Math.max(0, H - L), H);
              check(at('months') * at('power'), at('total'), at('months') * at('power'));
              break;
            case 'opsTotalInService':
              check(at('months') * at('ops'), at('total'), at('months') * at('ops'));
              break;
            case 'downtimeTotal':
              check(at('months'), Math.max(0, H - L), H);
              check(at('months') * at('downtime'), at('total'), at('months') * at('downtime'));
              break;
            case 'downtimeTotalFalling':
              check(at('months') * at('downtime'), at('total'), at('months') * at('downtime'));
              break;
            case 'depreciationTotalDelivered':
              expect(at('months')).toBe(Math.max(0, H - Math.floor(L)));
              expect(at('firstMonth')).toBe(Math.floor(L) + 1);
              break;
            case 'clusterTotal': {
              const book = at('capital') * Math.max(0, 1 - at('ageMonths') / (at('lifeYears') * 12));
              check(book, at('bookValue'), at('capital'));
              check(at('capital') - at('bookValue'), at('total'), at('capital'));
              break;
            }
            case 'resaleAtHorizonCurve': {
              const value = at('capital') * (at('curvePct') / 100) * (1 - at('saleHaircutPct') / 100);
              check(value, at('value'), at('capital'));
              break;
            }
            case 'amortizedTotal':
            case 'amortizedTotalResale': {
              const more = step.parts.reduce((sum, part) => sum + part.amount, 0);
              const lines = at('depreciation') + at('power') + at('ops') + more;
              check(lines, at('amortizedTotal'), at('cashTotal'), lines);
              const credited = step.id === 'amortizedTotal' ? at('bookValue') : at('resale');
              const left = at('cashTotal') - credited - at('clusterBook.clusterBookValue');
              check(left, at('amortizedTotal'), at('cashTotal'));
              break;
            }
            case 'rentTotal':
              check(at('compute') + at('storage') + at('staff.staff'), at('total'), at('total'));
              break;
            case 'rentStaffTotal':
              check(at('horizonMonths') * at('staff'), at('total'), at('total'));
              break;
            case 'rentRemainingResold':
              check(at('pastMonths') * at('compute'), at('pastHorizon'), at('pastHorizon'));
              check(at('pastHorizon') * (at('reservationResalePct') / 100), at('remainingValue'), at('pastHorizon'));
              break;
            case 'rentAmortizedTotalResold':
              check(at('cashTotal') - at('remainingValue'), at('total'), at('cashTotal'));
              break;
          }
        }
      }),
      runs(200),
    );
  });

  it('changes no result by recording', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        expect(explain(scenario).result).toEqual(evaluate(scenario));
      }),
      runs(100),
    );
  });
});
