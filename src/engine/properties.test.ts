// Invariants of the cost engine over random valid scenarios. Each property states a clause of the
// contract (docs/cost-model.md); a counterexample is an engine bug, not a reason to loosen the property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMON_INCREMENTS_MINUTES,
  isValidScenario,
  rangeOf,
  scenarioArb,
  strictProblems,
} from '../../tests/support/arbitraries.ts';
import { RESULT_NULLABLE } from '../../tests/support/scenarios.ts';
import { resaleValueAt } from './depreciation.ts';
import {
  BEFORE_TAX,
  effectiveSalvagePct,
  evaluate,
  evaluateWithoutBreakEven,
  NO_STORAGE,
  type Result,
  type Scenario,
  taxRateOf,
  yearlyCharges,
} from './index.ts';
import { resaleShareAt } from './scenario/market.ts';

/** Undiscounted, before tax and paid in cash: the figures versions 1–5 compared. */
const plainOf = (s: Scenario): Scenario => ({
  ...s,
  discountRatePct: 0,
  finance: { ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } },
});

import { parseScenario } from './reading.ts';

// FC_NUM_RUNS=5000 npx vitest run src/engine/properties.test.ts for a deeper search than every run makes
const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };
/** The contract's relative tolerance for "equal" and "at most". */
const TOLERANCE = 1e-9;
/**
 * Below this, amounts come from doubles that underflowed (5e-324 of a currency unit), where IEEE
 * arithmetic is not accurate to any relative tolerance; no real amount is that small.
 */
const UNDERFLOW = 1e-280;

const SMALLEST_NON_ZERO = rangeOf('workload.hoursPerDay').smallestNonZero;

const MAX = {
  gpus: rangeOf('workload.gpus').max,
  hoursPerDay: rangeOf('workload.hoursPerDay').max,
  daysPerYear: rangeOf('workload.daysPerYear').max,
  pricePerGpuHour: rangeOf('rent.pricePerGpuHour').max,
  incrementMinutes: rangeOf('rent.billingIncrementMinutes').max,
  finestIncrementMinutes: rangeOf('rent.billingIncrementMinutes').min,
  discountRatePct: rangeOf('discountRatePct').max,
};

/** a ≤ b as the contract means it: forgiving noise relative to the larger of the two. */
function atMost(a: number, b: number): boolean {
  return a <= b + TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * a = b within the relative tolerance of `magnitude`: the size of the amounts that were added or
 * subtracted to get them, since a difference of large sums carries their rounding.
 */
function close(a: number, b: number, magnitude = 0): boolean {
  return Math.abs(a - b) <= Math.max(TOLERANCE * Math.max(Math.abs(a), Math.abs(b), Math.abs(magnitude)), UNDERFLOW);
}

function expectClose(actual: number, expected: number, magnitude = 0, what = ''): void {
  if (!close(actual, expected, magnitude)) {
    expect.fail(
      `${what}: ${actual} is not ${expected} (within ${TOLERANCE} of ${Math.max(actual, expected, magnitude)})`,
    );
  }
}

function withWorkload(s: Scenario, patch: Partial<Scenario['workload']>): Scenario {
  return { ...s, workload: { ...s.workload, ...patch } };
}

function withRent(s: Scenario, patch: Partial<Scenario['rent']>): Scenario {
  return { ...s, rent: { ...s.rent, ...patch } };
}

const onDemandArb = scenarioArb.map((s) => withRent(s, { plan: 'on-demand' }));

/** A value in [from, to], `share` of the way up. */
/** A value between `from` and `to`, never one so close to 0 that the format refuses it. */
const raise = (from: number, to: number, share: number) => {
  const raised = Math.min(to, from + share * (to - from));
  return raised > 0 && raised < SMALLEST_NON_ZERO ? SMALLEST_NON_ZERO : raised;
};

const NULLABLE = RESULT_NULLABLE;

/** Paths of every number that is not finite, and of every null outside the fields allowed to be null. */
function nonFinite(value: unknown, path: string, key: string, out: string[]): string[] {
  if (value === null) {
    if (!NULLABLE.has(key)) out.push(`${path}: null`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path}: ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      nonFinite(item, `${path}[${i}]`, key, out);
    });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nonFinite(v, path ? `${path}.${k}` : k, k, out);
  } else if (typeof value !== 'string') {
    out.push(`${path}: ${String(value)}`);
  }
  return out;
}

const cents = (hours: number) => Math.round(hours * 100);

describe('scenarioArb', () => {
  it('only produces scenarios that the strict parser accepts unchanged', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        expect(strictProblems(s)).toEqual([]);
        expect(isValidScenario(s)).toBe(true);
        expect(parseScenario(s, 'strict').scenario).toEqual(s);
      }),
      RUNS,
    );
  });
});

describe('the self-hosted side', () => {
  it('counts the hardware at what it is worth: amortized cost is cash spent less its book value, or its expected resale', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { own, purchases } = evaluateWithoutBreakEven(s);
        const { salvageIs, salvagePct, years, saleHaircutPct } = s.own.depreciation;
        const life = years * 12;
        const doubling = s.obsolescence?.resaleFalls ? s.obsolescence.doublingMonths : null;
        // the hardware's age counts from the month it arrives in
        const age = Math.max(0, s.horizonMonths - Math.floor(s.own.leadTimeMonths)) - (purchases - 1) * life;
        const worth =
          salvageIs === 'resale'
            ? resaleValueAt(own.capex, salvagePct, life, age, doubling)
            : salvageIs === 'market-curve'
              ? own.capex * resaleShareAt(age) * (1 - saleHaircutPct / 100)
              : own.bookValueAtEnd;
        // the cluster is credited at its book value: what it cost less what it wrote off
        const clusterWorth = own.assumed.clusterCapital - own.breakdown.cluster;
        expectClose(own.amortizedTotal, own.cashTotal - worth - clusterWorth, own.cashTotal, 'amortizedTotal');
      }),
      RUNS,
    );
  });

  it('adds depreciation, the cluster, power, ops and what is rented on order or while cards are down up to the amortized total', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { own } = evaluateWithoutBreakEven(s);
        const { depreciation, cluster, power, ops, leadTime, downtime } = own.breakdown;
        const sum = depreciation + cluster + power + ops + leadTime + downtime;
        expectClose(sum, own.amortizedTotal, 0, 'own breakdown');
      }),
      RUNS,
    );
  });

  it('writes the hardware down to exactly its salvage value over its life, whatever the method', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { capex } = evaluateWithoutBreakEven(s).own;
        const terms = s.own.depreciation;
        const charges = yearlyCharges(capex, terms);
        expect(charges).toHaveLength(terms.years);
        const sum = charges.reduce((a, b) => a + b, 0);
        expectClose(sum, capex * (1 - terms.salvagePct / 100), capex, `${terms.method} over ${terms.years} years`);
      }),
      RUNS,
    );
  });

  it('leaves the hardware at its salvage value when the horizon ends with its life', () => {
    fc.assert(
      fc.property(scenarioArb, (base) => {
        const life = base.own.depreciation.years * 12;
        // the life runs from the whole month the servers arrive in
        const arrives = Math.floor(base.own.leadTimeMonths);
        const s: Scenario = {
          ...base,
          horizonMonths: Math.min(120, life + arrives),
          own: {
            ...base.own,
            refreshAtEndOfLife: false,
            leadTimeMonths: life + arrives > 120 ? 0 : base.own.leadTimeMonths,
          },
        };
        const { own } = evaluateWithoutBreakEven(s);
        expectClose(own.bookValueAtEnd, own.capex * (effectiveSalvagePct(s) / 100), own.capex, 'bookValueAtEnd');
      }),
      RUNS,
    );
  });

  it('shows each replacement purchase in cumulative cash in the month after the old hardware’s life ends', () => {
    fc.assert(
      fc.property(scenarioArb, (base) => {
        // the undiscounted series: present values discount the jump, tax takes a share back
        // every card up: what is rented while cards are down follows the month's price when prices fall
        const s: Scenario = plainOf({ ...base, own: { ...base.own, refreshAtEndOfLife: true, availabilityPct: 100 } });
        const result = evaluateWithoutBreakEven(s);
        const H = s.horizonMonths;
        const life = s.own.depreciation.years * 12;
        const arrives = Math.floor(s.own.leadTimeMonths);
        expect(result.purchases).toBe(1 + Math.max(0, Math.floor((H - arrives - 1) / life)));
        const replacement = result.own.capex * (1 - effectiveSalvagePct(s) / 100);
        // a replacement comes a life after the one before, long after the servers arrived
        const running = result.own.perMonth.power + result.own.perMonth.ops;
        for (let end = arrives + life; end < H; end += life) {
          // rows are 0-based: row `end` is month end + 1
          const after = result.monthly[end];
          const before = result.monthly[end - 1];
          if (!after || !before) return expect.fail(`missing row around month ${end + 1}`);
          expectClose(after.ownCash - before.ownCash, replacement + running, after.ownCash, `jump at month ${end + 1}`);
        }
      }),
      RUNS,
    );
  });

  it('buys the hardware once when it is not refreshed', () => {
    fc.assert(
      fc.property(scenarioArb, (base) => {
        const s: Scenario = { ...base, own: { ...base.own, refreshAtEndOfLife: false } };
        expect(evaluateWithoutBreakEven(s).purchases).toBe(1);
      }),
      RUNS,
    );
  });
});

describe('the rented side', () => {
  it('adds compute, storage and staff up to the rent total', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { rent } = evaluateWithoutBreakEven(s);
        const { compute, storage, staff } = rent.breakdown;
        expectClose(compute + storage + staff, rent.total, 0, 'rent breakdown');
      }),
      RUNS,
    );
  });

  const rises: ReadonlyArray<[string, (s: Scenario, share: number) => Scenario]> = [
    [
      'more busy hours a day',
      (s, t) => withWorkload(s, { hoursPerDay: raise(s.workload.hoursPerDay, MAX.hoursPerDay, t) }),
    ],
    [
      'more active days a year',
      (s, t) => withWorkload(s, { daysPerYear: raise(s.workload.daysPerYear, MAX.daysPerYear, t) }),
    ],
    ['more cards', (s, t) => withWorkload(s, { gpus: Math.floor(raise(s.workload.gpus, MAX.gpus, t)) })],
    [
      'a higher price per card-hour',
      (s, t) => withRent(s, { pricePerGpuHour: raise(s.rent.pricePerGpuHour, MAX.pricePerGpuHour, t) }),
    ],
  ];
  it.each(rises)('never charges less on demand for %s', (_, rise) => {
    fc.assert(
      fc.property(onDemandArb, fc.double({ min: 0, max: 1, noNaN: true }), (s, share) => {
        const more = rise(s, share);
        expect(strictProblems(more)).toEqual([]);
        const before = evaluateWithoutBreakEven(s).rent.total;
        const after = evaluateWithoutBreakEven(more).rent.total;
        if (!atMost(before, after)) expect.fail(`rent fell from ${before} to ${after}`);
      }),
      RUNS,
    );
  });

  /** [finer, coarser] increments, the finer dividing the coarser. */
  const nestedIncrements = fc.oneof(
    fc.constantFrom<[number, number]>(
      [1 / 60, 1],
      [1, 60],
      [15, 60],
      [1 / 60, 60],
      [1, 15],
      [COMMON_INCREMENTS_MINUTES[0], COMMON_INCREMENTS_MINUTES[3]],
    ),
    fc
      .integer({ min: 1, max: 1000 })
      .chain((k) =>
        fc
          .double({
            min: MAX.finestIncrementMinutes,
            max: MAX.incrementMinutes / k,
            noNaN: true,
            noDefaultInfinity: true,
          })
          .map((finer): [number, number] => [finer, finer * k]),
      )
      .filter(([, coarser]) => coarser <= MAX.incrementMinutes),
  );

  it('never charges more on demand for a finer billing increment that divides the coarser one', () => {
    fc.assert(
      fc.property(onDemandArb, nestedIncrements, (s, [finer, coarser]) => {
        const fine = evaluateWithoutBreakEven(withRent(s, { billingIncrementMinutes: finer })).rent.total;
        const coarse = evaluateWithoutBreakEven(withRent(s, { billingIncrementMinutes: coarser })).rent.total;
        if (!atMost(fine, coarse)) expect.fail(`every ${finer} min costs ${fine}, every ${coarser} min ${coarse}`);
      }),
      RUNS,
    );
  });
});

describe('the result', () => {
  it('never shows NaN or Infinity, and null only where a figure can be undefined', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        expect(nonFinite(evaluate(s), '', '', [])).toEqual([]);
      }),
      RUNS,
    );
  });

  it('has one cumulative row per month, never falling before tax, ending at the totals', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { monthly, own, rent, finance } = evaluateWithoutBreakEven(s);
        expect(monthly.map((row) => row.month)).toEqual(Array.from({ length: s.horizonMonths }, (_, i) => i + 1));
        const falls = monthly.flatMap((row, i) => {
          const previous = monthly[i - 1];
          if (!previous) return [];
          const columns = ['ownCash', 'ownAmortized', 'rent'] as const;
          return columns
            .filter((c) => !atMost(previous[c], row[c]))
            .map((c) => `${c} falls from ${previous[c]} to ${row[c]} in month ${row.month}`);
        });
        // tax saved comes back at each tax year's end, so after tax a series may fall there
        if (taxRateOf(s) === 0) expect(falls).toEqual([]);
        const last = monthly.at(-1);
        if (!last) return expect.fail('no rows');
        // the series is on the verdict's basis: present values after tax, with the financing
        expectClose(last.ownCash, finance.cash.own, 0, 'last ownCash');
        expectClose(last.ownAmortized, finance.amortized.own, own.cashTotal, 'last ownAmortized on the basis');
        expectClose(last.rent, finance.cash.rent, 0, 'last rent on the basis');
        if (!(s.discountRatePct === 0 && taxRateOf(s) === 0 && s.finance.financing.kind === 'cash')) return;
        expectClose(last.ownCash, own.cashTotal, 0, 'last ownCash');
        // the amortized total is the cash spent less the hardware's credit, two sums that may nearly
        // cancel: its rounding is the cash's (8.4e-14 left of a cash total of thousands is not exact)
        expectClose(last.ownAmortized, own.amortizedTotal, own.cashTotal, 'last ownAmortized');
        expectClose(last.rent, rent.total, 0, 'last rent');
      }),
      RUNS,
    );
  });

  it('names the cheaper side in agreement with the savings', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { finance, savings, cheaper } = evaluateWithoutBreakEven(s);
        const tolerance = TOLERANCE * Math.max(finance.amortized.own, finance.amortized.rent);
        const expected = savings > tolerance ? 'rent' : savings < -tolerance ? 'own' : 'equal';
        expect(cheaper).toBe(expected);
      }),
      RUNS,
    );
  });

  it('gives present values equal to the totals when money costs nothing, before tax, in cash', () => {
    fc.assert(
      fc.property(scenarioArb, (base) => {
        const s = plainOf(base);
        const { own, rent } = evaluateWithoutBreakEven(s);
        expectClose(own.presentValue, own.amortizedTotal, own.cashTotal, 'own present value');
        expectClose(rent.presentValue, rent.amortizedTotal, 0, 'rent present value');
      }),
      RUNS,
    );
  });

  it('never values future rent above its undiscounted total when money costs something', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.double({ min: 0, max: MAX.discountRatePct, minExcluded: true, noNaN: true }),
        (base, rate) => {
          const { rent } = evaluateWithoutBreakEven({ ...base, discountRatePct: rate });
          if (!atMost(rent.presentValue, rent.total)) expect.fail(`present value ${rent.presentValue} > ${rent.total}`);
        },
      ),
      RUNS,
    );
  });

  it('pays back in the first month whose cumulative own cash is no more than cumulative rent', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { monthly, paybackMonth } = evaluateWithoutBreakEven(s);
        const first = monthly.find((row) => atMost(row.ownCash, row.rent));
        expect(paybackMonth).toBe(first ? first.month : null);
      }),
      RUNS,
    );
  });
});

describe('the break-even hours a day', () => {
  const at = (s: Scenario, hours: number): Result => evaluateWithoutBreakEven(withWorkload(s, { hoursPerDay: hours }));
  // the comparison the verdict makes: present values after tax, amortized
  const ownNotDearer = (r: Result) => atMost(r.finance.amortized.own, r.finance.amortized.rent);

  /**
   * Random scenarios mostly have one side far cheaper at every hour; these price renting by the hour
   * so that both sides cost the same at some hours a day, which puts a crossing inside the day.
   */
  const balancedArb = fc
    .tuple(
      scenarioArb,
      fc.constantFrom('on-demand', 'spot' as const),
      fc.double({ min: 0.5, max: 23.5, noNaN: true }),
      fc.integer({ min: 1, max: MAX.daysPerYear }),
    )
    .map(([base, plan, hours, days]) => {
      const s: Scenario = {
        ...withWorkload(base, { daysPerYear: base.workload.daysPerYear || days }),
        rent: { ...base.rent, plan, pricePerGpuHour: 1, storage: { ...NO_STORAGE } },
      };
      const there = at(s, hours);
      const price = there.own.amortizedTotal / there.rent.breakdown.compute;
      return price > 0 && price <= MAX.pricePerGpuHour ? withRent(s, { pricePerGpuHour: price }) : base;
    });
  const breakEvenArb = fc.oneof(scenarioArb, balancedArb);

  it('is a whole number of hundredths from 0 to 24, or none', () => {
    fc.assert(
      fc.property(breakEvenArb, (s) => {
        const h = evaluate(s).breakEvenHoursPerDay;
        if (h === null) return;
        expect(cents(h) / 100).toBe(h);
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThanOrEqual(24);
      }),
      RUNS,
    );
  });

  it('is where owning stops being dearer and stays so up to 24 hours, or none when renting wins even at 24', () => {
    fc.assert(
      fc.property(breakEvenArb, fc.double({ min: 0, max: 1, noNaN: true }), (s, share) => {
        const h = evaluate(s).breakEvenHoursPerDay;
        if (h === null) {
          expect(ownNotDearer(at(s, 24)), 'owning should be dearer at 24 h').toBe(false);
          return;
        }
        expect(ownNotDearer(at(s, h)), `owning should not be dearer at ${h} h`).toBe(true);
        expect(ownNotDearer(at(s, 24)), 'owning should not be dearer at 24 h').toBe(true);
        const above = Math.round(raise(cents(h), 2400, share)) / 100;
        expect(ownNotDearer(at(s, above)), `owning should not be dearer at ${above} h`).toBe(true);
        if (h > 0) {
          const below = (cents(h) - 1) / 100;
          expect(ownNotDearer(at(s, below)), `owning should be dearer at ${below} h`).toBe(false);
        }
      }),
      RUNS,
    );
  });
});
