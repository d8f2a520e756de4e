// How many runs a year make owning cheaper: worked by hand on a quiet scenario, and held to the
// engine's own comparison by properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { compareInView } from '../views.ts';
import { runsToOwn, withRuns } from './owning.ts';

// one 8-card server at 200,000, written off in one year over a 12-month horizon, nothing else to pay;
// renting at 10 a card-hour, billed by the hour
const lab = scenario({
  own: { serverPrice: 200_000, gpusPerServer: 8, depreciation: { years: 1 } },
  rent: { pricePerGpuHour: 10 },
});

describe('runs a year that make owning cheaper', () => {
  it('is the server price over one run’s rent, rounded up to a whole run', () => {
    // one run: 8 cards × 100 h × 10 = 8,000; owning costs 200,000 a year: 200,000 ÷ 8,000 = 25 runs
    const found = runsToOwn(lab, 8, 100);
    expect(found.runsPerYear).toBe(25);
    expect(found.at.own).toBeCloseTo(200_000, 6);
    expect(found.at.rent).toBeCloseTo(200_000, 6);
    expect(found.maxRunsPerYear).toBe(87); // 8,760 ÷ 100
    // a run of 101 h: 8,080 a run, 200,000 ÷ 8,080 = 24.75 → 25 runs still; of 120 h: 20.83 → 21
    expect(runsToOwn(lab, 8, 101).runsPerYear).toBe(25);
    expect(runsToOwn(lab, 8, 120).runsPerYear).toBe(21);
  });

  it('says when renting stays cheaper even with the cards busy all year', () => {
    // at 0.5 a card-hour a year of runs rents for 8 × 8,700 × 0.5 = 34,800 < 200,000
    const found = runsToOwn({ ...lab, rent: { ...lab.rent, pricePerGpuHour: 0.5 } }, 8, 100);
    expect(found.runsPerYear).toBeNull();
    expect(found.reason).toBe('rent-cheaper-at-every-count');
    expect(found.at.runs).toBe(87);
  });

  it('refuses cards that are not whole, and answers a run of no time without a count', () => {
    expect(() => runsToOwn(lab, 0, 100)).toThrow(/cards/);
    expect(() => runsToOwn(lab, 8, -1)).toThrow(/wallClockHours/);
    // a run of no tokens rents for nothing however many: owning's 200,000 against renting's 0
    const none = runsToOwn(lab, 8, 0);
    expect(none).toMatchObject({ runsPerYear: null, reason: 'run-takes-no-time', owningWins: [] });
    expect(none.at.own).toBeCloseTo(200_000, 6);
    expect(none.at.rent).toBe(0);
  });

  it('says when one run alone takes longer than a year, rather than failing', () => {
    // 9,000 hours > 8,760: not one whole run fits in a year
    const found = runsToOwn(lab, 8, 9_000);
    expect(found).toMatchObject({ runsPerYear: null, reason: 'run-longer-than-a-year', maxRunsPerYear: 0 });
    expect(Number.isFinite(found.at.own) && Number.isFinite(found.at.rent)).toBe(true);
  });

  it('counts a run of exactly a twelfth of a year twelve times, as the workload does', () => {
    expect(runsToOwn(lab, 8, 8760 / 12).maxRunsPerYear).toBe(12);
  });

  it('is the first count at which owning wins in the engine’s own comparison', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 1, max: 2_000, noNaN: true }),
        fc.double({ min: 0.2, max: 50, noNaN: true }),
        fc.integer({ min: 10_000, max: 2_000_000 }),
        (cards, hours, price, server) => {
          const s = scenario({
            own: { serverPrice: server, gpusPerServer: 8, depreciation: { years: 3 } },
            rent: { pricePerGpuHour: price },
            horizonMonths: 36,
          });
          const found = runsToOwn(s, cards, hours);
          const side = (runs: number) =>
            compareInView(evaluateWithoutBreakEven(withRuns(s, cards, hours, runs)), 'amortized');
          if (found.runsPerYear === null) {
            const most = side(found.maxRunsPerYear);
            expect(most.own).toBeGreaterThan(most.rent);
          } else {
            const at = side(found.runsPerYear);
            expect(at.own).toBeLessThanOrEqual(at.rent);
            if (found.runsPerYear > 1) {
              const before = side(found.runsPerYear - 1);
              expect(before.own).toBeGreaterThan(before.rent);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('runs a year on a flat plan, whose rent does not grow with the runs', () => {
  // one card on its own 5,000 server written off in a year, drawing 1 kW at 1 a kWh while it runs:
  // 5,000 + 100 a 100-hour run; renting it reserved at 1 a card-hour is 8,760 a year, runs or not
  const reserved = scenario({
    own: {
      serverPrice: 5000,
      gpusPerServer: 1,
      depreciation: { years: 1 },
      power: { gpuWatts: 1000, idleGpuWatts: 0, alwaysOn: false, pue: 1, pricePerKWh: 1 },
    },
    rent: { plan: 'reserved', pricePerGpuHour: 1, reservedDiscountPct: 0 },
  });

  it('finds owning cheaper at few runs and renting at many, where halving said renting at every count', () => {
    // 5,000 + 100 r ≤ 8,760 while r ≤ 37.6: owning wins at 1–37 runs, renting at 38–87
    const found = runsToOwn(reserved, 1, 100);
    expect(found.maxRunsPerYear).toBe(87);
    expect(found.owningWins).toEqual([{ from: 1, to: 37 }]);
    expect(found.runsPerYear).toBe(1);
    expect(found.reason).toBeNull();
    expect(found.at.own).toBeCloseTo(5100, 6);
    expect(found.at.rent).toBeCloseTo(8760, 6);
  });

  it('lists exactly the counts at which owning costs no more, in the engine’s own comparison', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 2_000, noNaN: true }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.constantFrom('reserved' as const, 'on-demand' as const),
        (hours, server, plan) => {
          const s = { ...reserved, own: { ...reserved.own, serverPrice: server }, rent: { ...reserved.rent, plan } };
          const found = runsToOwn(s, 1, hours);
          const wins = (runs: number) => {
            const c = compareInView(evaluateWithoutBreakEven(withRuns(s, 1, hours, runs)), 'amortized');
            return c.own <= c.rent;
          };
          for (let runs = 1; runs <= found.maxRunsPerYear; runs++) {
            const listed = found.owningWins.some((r) => r.from <= runs && runs <= r.to);
            expect(listed).toBe(wins(runs));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('runs a year for a run too short to count', () => {
  it('weighs at most the 8,760 runs a year the job’s field allows, for a run of a trillionth of an hour', () => {
    // 8,760 runs of 1e-13 h, each billed a whole hour: 8 × 8,760 × 10 = 700,800 a year ≥ 200,000
    const found = runsToOwn(lab, 8, 1e-13);
    expect(found.maxRunsPerYear).toBe(8760);
    // 200,000 ÷ (8 cards × 1 h × 10) = 2,500 runs
    expect(found.runsPerYear).toBe(2500);
    expect(found.owningWins).toEqual([{ from: 2500, to: 8760 }]);
  });

  it('ends with finite totals for every run length whose count a year is a number', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1e-6, noNaN: true }), (hours) => {
        const found = runsToOwn(lab, 8, hours);
        expect(Number.isFinite(found.at.own) && Number.isFinite(found.at.rent)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('answers for the shortest run a number holds', () => {
    expect(runsToOwn(lab, 8, Number.MIN_VALUE).maxRunsPerYear).toBe(8760);
  });
});
