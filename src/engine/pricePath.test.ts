// Rental prices along a path (format version 8), each figure worked by hand on QUIET: one card busy
// 8 hours on 360 days a year, billed by the hour at 1 a card-hour, is 30 × 8 = 240 card-hours and
// 240 a month on demand; a flat year is 12 × 240 = 2,880.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePathArb, scenarioArb } from '../../tests/support/arbitraries.ts';
import { scenario } from '../../tests/support/scenarios.ts';
import { explain } from './explain/index.ts';
import { evaluateWithoutBreakEven, type Scenario } from './index.ts';
import { parseScenario } from './reading.ts';
import { computePriceFactor } from './rent.ts';

const path = (changePctPerYear: number, points: Record<string, number> = {}) => ({
  rent: { pricePerGpuHour: 1, pricePath: { changePctPerYear, points, index: null } },
});

const rentTotal = (s: Scenario) => evaluateWithoutBreakEven(s).rent.total;

describe('a yearly change of the rental prices', () => {
  it('raises renting’s year by a tenth a year compounded by the month: 3,009.73 against 2,880', () => {
    // month m at 1.1^((m − 1) ÷ 12): Σ over m = 1…12 = 0.1 ÷ (1.1^(1/12) − 1) = 12.540537; × 240 = 3,009.7288
    expect(rentTotal(scenario(path(0)))).toBeCloseTo(2880, 9);
    expect(rentTotal(scenario(path(10)))).toBeCloseTo(3009.7288, 3);
  });

  it('lowers it by a tenth a year: 2,745.49', () => {
    // Σ 0.9^((m − 1) ÷ 12) = 0.1 ÷ (1 − 0.9^(1/12)) = 11.439539; × 240 = 2,745.4894
    expect(rentTotal(scenario(path(-10)))).toBeCloseTo(2745.4894, 3);
  });

  it('moves the on-demand cover of cards down for repair with it', () => {
    // 10 % of 240 a month covered on demand, along the same path: 24 × 12.540537 = 300.97
    const down = scenario({ ...path(10), own: { availabilityPct: 90 } });
    expect(evaluateWithoutBreakEven(down).own.breakdown.downtime).toBeCloseTo(300.9729, 3);
  });

  it('keeps a one-year reservation at its term’s first price: 438 × (12 + 12 × 1.1) = 11,037.60', () => {
    // 730 hours × 1 × (1 − 40 %) = 438 a month; the second term starts at month 13, 1.1 × today's price
    const reserved = scenario({
      horizonMonths: 24,
      rent: { plan: 'reserved', pricePerGpuHour: 1, reservedTermYears: 1, pricePath: path(10).rent.pricePath },
    });
    expect(rentTotal(reserved)).toBeCloseTo(11_037.6, 6);
    expect(computePriceFactor(reserved, 12)).toBe(1);
    expect(computePriceFactor(reserved, 24)).toBeCloseTo(1.1, 12);
  });
});

describe('points by month', () => {
  it('runs straight between them from 100 % today and stays flat after the last: 3,108', () => {
    // read at m − 1 = 0…11 months: 100 → 120 % by month 6 (Σ of the 7 months 0…6 = 7.7), then down
    // to 90 % by month 12 (months 7…11: 1.15 + 1.1 + 1.05 + 1 + 0.95 = 5.25): 12.95 × 240 = 3,108
    const s = scenario(path(0, { '6': 120, '12': 90 }));
    expect(rentTotal(s)).toBeCloseTo(3108, 9);
    const longer = scenario({ ...path(0, { '6': 120, '12': 90 }), horizonMonths: 24 });
    expect(computePriceFactor(longer, 24)).toBeCloseTo(0.9, 12);
  });

  it('take the place of the yearly change', () => {
    expect(rentTotal(scenario(path(50, { '6': 120, '12': 90 })))).toBeCloseTo(3108, 9);
  });
});

describe('the path and the obsolescence tool', () => {
  it('are never both set: a file with both is refused, naming rent.pricePath', () => {
    const both = {
      ...scenario(path(10)),
      obsolescence: { doublingMonths: 30, rentPricesFall: true, resaleFalls: false },
    };
    const result = parseScenario(both, 'strict');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.path)).toEqual(['rent.pricePath']);
    expect(result.problems[0]?.message).toMatch(/rentPricesFall/);
  });

  it('leave a link with both on the tool’s fall, saying so', () => {
    const both = {
      ...scenario(path(10)),
      obsolescence: { doublingMonths: 30, rentPricesFall: true, resaleFalls: false },
    };
    const result = parseScenario(both, 'lenient');
    expect(result.scenario?.rent.pricePath.changePctPerYear).toBe(0);
    expect(result.problems.map((p) => [p.path, p.fix !== undefined])).toEqual([['rent.pricePath', true]]);
  });
});

describe('how this is computed', () => {
  it('says where the path was read from', () => {
    const s = scenario({
      rent: {
        pricePerGpuHour: 1,
        pricePath: { changePctPerYear: 10, points: {}, index: { name: 'SDH100RT', level: 2.65, asOf: '2026-06-30' } },
      },
    });
    const steps = explain(s).sections.flatMap((section) => section.steps);
    expect(steps.find((step) => step.id === 'rentPriceIndex')?.values).toEqual({
      name: 'SDH100RT',
      level: 2.65,
      asOf: '2026-06-30',
    });
    const path = steps.find((step) => step.id === 'rentPricePath');
    expect(path?.id === 'rentPricePath' && path.values.weightedMonths).toBeCloseTo(12.540537, 6);
  });
});

describe('any path', () => {
  const sides = (s: Scenario) => {
    const r = evaluateWithoutBreakEven(s);
    return { total: r.rent.total, parts: r.rent.breakdown.compute + r.rent.breakdown.storage + r.rent.breakdown.staff };
  };

  it('adds renting’s total up from its parts, and never gives NaN', () => {
    fc.assert(
      fc.property(scenarioArb, pricePathArb, (flat, pricePath) => {
        const s = flat.obsolescence?.rentPricesFall ? flat : { ...flat, rent: { ...flat.rent, pricePath } };
        const { total, parts } = sides(s);
        expect(Number.isFinite(total)).toBe(true);
        expect(total).toBeCloseTo(parts, Math.max(0, 6 - Math.ceil(Math.log10(Math.abs(total) + 1))));
      }),
      { numRuns: 150 },
    );
  });

  it('costs no less to rent the faster prices rise', () => {
    const flatArb = scenarioArb.filter((s) => !s.obsolescence?.rentPricesFall);
    fc.assert(
      fc.property(
        flatArb,
        fc.double({ min: -90, max: 500, noNaN: true }),
        fc.double({ min: -90, max: 500, noNaN: true }),
        (s, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const at = (change: number) =>
            evaluateWithoutBreakEven({
              ...s,
              rent: { ...s.rent, pricePath: { changePctPerYear: change, points: {}, index: null } },
            }).rent.total;
          expect(at(high)).toBeGreaterThanOrEqual(at(low) * (1 - 1e-12));
        },
      ),
      { numRuns: 150 },
    );
  });
});
