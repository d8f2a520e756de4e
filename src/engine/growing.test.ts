// A workload that grows or runs only in busy months (format version 9), priced month by month. Every
// expected figure is worked by hand from docs/method/growth.md, never taken from the engine's output.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { month, scenario } from '../../tests/support/scenarios.ts';
import { evaluate, type Result, type Scenario } from './index.ts';
import { parseScenario } from './reading.ts';
import { advisePlans } from './tools/advisor.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 100) };
/** The contract's relative tolerance: adding a month at a time may differ from months × a month by rounding. */
const TOLERANCE = 1e-9;

// The lab: four cards in one 4-card server, 12 hours a day on every day of March to August (182.5 days
// a year, the six busy months' days), nothing the rest of the year; a year's horizon.
const lab = (overrides: { plan?: Scenario['rent']['plan']; busyMonths?: string | null } = {}) =>
  scenario({
    workload: {
      gpus: 4,
      hoursPerDay: 12,
      daysPerYear: 182.5,
      busyMonths: 'busyMonths' in overrides ? (overrides.busyMonths ?? null) : '3,4,5,6,7,8',
    },
    own: {
      serverPrice: 600_000,
      gpusPerServer: 4,
      power: { gpuWatts: 450, idleGpuWatts: 30, serverBaseWatts: 400, pue: 1.5, pricePerKWh: 1, alwaysOn: false },
      ops: { staffPerServerPerYear: 12_000 },
    },
    rent: { plan: overrides.plan ?? 'on-demand', pricePerGpuHour: 25, monthlyPricePerGpu: 6_700 },
  });

describe('a lab busy six months a year', () => {
  it('rents monthly only in its six busy months: 6 × 4 cards × 6,700 = 160,800', () => {
    const result = evaluate(lab({ plan: 'monthly' }));
    expect(result.rent.total).toBeCloseTo(160_800, 6);
    expect(result.growth?.demandGpus).toEqual([0, 0, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0]);
    expect(result.growth?.busyMonths).toBe(6);
  });

  it('pays on demand for every day of the busy months: 6 × 4 × (12 h × 365 ÷ 12 days) × 25 = 219,000', () => {
    // 182.5 days in 6 of 12 months is every day of them: 365 ÷ 12 days, 365 busy hours a card a month
    const result = evaluate(lab());
    expect(result.rent.total).toBeCloseTo(219_000, 6);
    expect(result.busyGpuHours).toBeCloseTo(6 * 4 * 365, 6);
  });

  it('owns for a year of its server plus the power of six busy months and a year of staff: 219,227', () => {
    // depreciation 600,000 ÷ 3 years = 200,000; each busy month 365 h × (4 × 450 + 400) W × 1.5 = 1,204.5 kWh
    // at 1 a kWh, × 6 = 7,227 (servers off the rest of the time); staff 12,000 a server a year
    const result = evaluate(lab());
    expect(result.own.breakdown.depreciation).toBeCloseTo(200_000, 6);
    expect(result.own.breakdown.power).toBeCloseTo(7_227, 6);
    expect(result.own.breakdown.ops).toBeCloseTo(12_000, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(219_227, 6);
  });

  it('rents monthly in every month when every month is busy, as version 8 did: 12 × 4 × 6,700', () => {
    const result = evaluate(lab({ plan: 'monthly', busyMonths: null }));
    expect(result.rent.total).toBe(321_600);
    expect(result.growth).toBeUndefined();
  });

  it('has the plan advisor price each plan in the busy months and recommend monthly', () => {
    // on demand 219,000 (above); monthly 160,800; reserved at 40 % off holds its 4 cards from March to
    // December: 10 × 4 × 730 × 25 × 0.6 = 438,000
    const advice = advisePlans(lab());
    const total = (plan: string) => advice.plans.find((p) => p.plan === plan)?.total;
    expect(total('monthly')).toBeCloseTo(160_800, 6);
    expect(total('on-demand')).toBeCloseTo(219_000, 6);
    expect(total('reserved')).toBeCloseTo(438_000, 6);
    expect(advice.cheapestPlan).toBe('monthly');
  });

  it('counts the busy months from the horizon’s start month', () => {
    // starting in July, months 1–2 (July, August) are busy, then nothing until month 9 (March)
    const s = { ...lab({ plan: 'monthly' }), workload: { ...lab().workload, startMonth: 7 } };
    expect(evaluate(s).growth?.demandGpus).toEqual([4, 4, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4]);
  });
});

// A service that grows 10 % a month from 10 cards, on demand around the clock at 2 a card-hour, against
// 8-card servers of 200,000 written off over 3 years with nothing else to pay: 8 months.
const growing = (ownBuys: 'up-front' | 'in-steps') =>
  scenario({
    horizonMonths: 8,
    workload: { gpus: 10, hoursPerDay: 24, daysPerYear: 365, growth: { pctPerMonth: 10, maxGpus: null, ownBuys } },
    own: { serverPrice: 200_000, gpusPerServer: 8 },
    rent: { pricePerGpuHour: 2 },
  });

describe('a service growing 10 % a month', () => {
  it('needs ⌈10 × 1.1^(m−1)⌉ cards in month m and rents them: 118 card-months × 730 h × 2 = 172,280', () => {
    const result = evaluate(growing('up-front'));
    // 10, 11, 12.1, 13.31, 14.64, 16.11, 17.72, 19.49 rounded up
    expect(result.growth?.demandGpus).toEqual([10, 11, 13, 14, 15, 17, 18, 20]);
    expect(result.rent.total).toBeCloseTo(172_280, 6);
    // 10 cards every month would be 10 × 8 × 730 × 2 = 116,800
    expect(result.rent.total).toBeGreaterThan(116_800);
  });

  it('buys the peak’s three servers up front and turns to owning in month 4', () => {
    const result = evaluate(growing('up-front'));
    expect(result.servers).toBe(3);
    expect(result.own.capex).toBe(600_000);
    // owning: 3 × 200,000 ÷ 36 = 16,666.67 a month, 66,666.67 by month 4; renting 14,600 + 16,060 +
    // 18,980 + 20,440 = 70,080 by then, and 49,640 < 50,000 at month 3
    expect(month(result, 3).ownAmortized).toBeCloseTo(50_000, 6);
    expect(month(result, 3).rent).toBeCloseTo(49_640, 6);
    expect(month(result, 4).ownAmortized).toBeCloseTo(66_666.667, 2);
    expect(month(result, 4).rent).toBeCloseTo(70_080, 6);
    expect(result.growth?.turnMonth).toBe(4);
  });

  it('buys in steps: two servers at the start, a third in month 6 when 17 cards are needed', () => {
    const result = evaluate(growing('in-steps'));
    expect(result.growth?.ownedServers).toEqual([2, 2, 2, 2, 2, 3, 3, 3]);
    expect(result.own.capex).toBe(600_000);
    // 2 servers × 8 months + 1 server × 3 months = 19 server-months of 200,000 ÷ 36
    expect(result.own.amortizedTotal).toBeCloseTo((19 * 200_000) / 36, 6);
    // the cash view pays the third server in month 6
    expect(month(result, 5).ownCash).toBeCloseTo(400_000, 6);
    expect(month(result, 6).ownCash).toBeCloseTo(600_000, 6);
    expect(result.growth?.turnMonth).toBe(1);
  });

  it('counts the third server at the month it is paid, discounted: 400,000 + 200,000 × 1.1^(−5/12)', () => {
    const s = { ...growing('in-steps'), discountRatePct: 10 };
    const result = evaluate(s);
    expect(month(result, 5).ownCash).toBeCloseTo(400_000, 6);
    expect(month(result, 6).ownCash).toBeCloseTo(400_000 + 200_000 * 1.1 ** (-5 / 12), 6);
  });

  it('deducts each step from the tax year it is bought in: 21 % of the 600,000 all bought in year 1', () => {
    const s = scenario({
      horizonMonths: 8,
      workload: {
        gpus: 10,
        hoursPerDay: 24,
        daysPerYear: 365,
        growth: { pctPerMonth: 10, maxGpus: null, ownBuys: 'in-steps' },
      },
      own: { serverPrice: 200_000, gpusPerServer: 8 },
      rent: { pricePerGpuHour: 2 },
      finance: {
        buyer: 'us-company',
        incomeTaxPct: 21,
        stateTaxPct: 0,
        taxSchedule: 'expense',
        invoiced: true,
        firstYear: 2026,
      },
    });
    const f = evaluate(s).finance;
    expect(f.deductions.map((d) => [d.month, d.capital, d.schedule])).toEqual([
      [0, 400_000, 'expense'],
      [5, 200_000, 'expense'],
    ]);
    expect(f.taxSaved.own[0]).toBeCloseTo(0.21 * 600_000, 6);
  });

  it('stops growing at the cap', () => {
    const s = { ...growing('up-front'), workload: { ...growing('up-front').workload } };
    const capped = { ...s, workload: { ...s.workload, growth: { ...s.workload.growth, maxGpus: 14 } } };
    expect(evaluate(capped).growth?.demandGpus).toEqual([10, 11, 13, 14, 14, 14, 14, 14]);
    expect(evaluate(capped).servers).toBe(2);
  });
});

describe('servers bought in steps with a loan', () => {
  const loaned = {
    ...growing('in-steps'),
    finance: { ...growing('in-steps').finance, financing: { ...growing('in-steps').finance.financing, kind: 'loan' } },
  };

  it('is refused in one line naming both fields', () => {
    const parsed = parseScenario(loaned, 'strict');
    expect(parsed.ok).toBe(false);
    expect(parsed.problems.map((p) => p.path)).toEqual(['workload.growth.ownBuys']);
    expect(parsed.problems[0]?.message).toContain('finance.financing.kind is "loan"');
  });

  it('is bought up front in lenient mode, which the loan can pay for', () => {
    const parsed = parseScenario(loaned, 'lenient');
    expect(parsed.ok && parsed.scenario.workload.growth.ownBuys).toBe('up-front');
  });
});

/** Every number in a result, with its path. */
function numbers(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbers(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbers(v, path ? `${path}.${k}` : k));
  return [];
}

const withWorkload = (s: Scenario, workload: Partial<Scenario['workload']>): Scenario => ({
  ...s,
  workload: { ...s.workload, ...workload },
});

const growthArb = fc.record({
  pctPerMonth: fc.double({ min: 0.01, max: 100, noNaN: true }),
  maxGpus: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  ownBuys: fc.constantFrom('up-front' as const, 'in-steps' as const),
});
const busyArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 })
  .map((months) => months.sort((a, b) => a - b).join(','));

describe('properties', () => {
  it('gives today’s result exactly with no growth and every month busy', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 12 }), (s, startMonth) => {
        const allBusy = withWorkload(s, { busyMonths: '1,2,3,4,5,6,7,8,9,10,11,12', startMonth });
        expect(evaluate(allBusy)).toEqual(evaluate(s));
      }),
      RUNS,
    );
  });

  it('never lowers renting’s total with a positive growth', () => {
    fc.assert(
      fc.property(scenarioArb, growthArb, (s, growth) => {
        const grown = evaluate(withWorkload(s, { growth }));
        const steady = evaluate(s);
        expect(grown.rent.total).toBeGreaterThanOrEqual(steady.rent.total * (1 - TOLERANCE));
      }),
      RUNS,
    );
  });

  it('rents monthly in six busy months for half the compute of twelve, at prices that stand still', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 12 }), (s, years, start) => {
        // prices that fall month by month would make the odd months dearer than the even ones
        const monthly: Scenario = {
          ...s,
          horizonMonths: years * 12,
          rent: {
            ...s.rent,
            plan: 'monthly',
            monthlyPricePerGpu: s.rent.monthlyPricePerGpu ?? 5_000,
            pricePath: { changePctPerYear: 0, points: {}, index: null },
          },
          obsolescence: s.obsolescence && { ...s.obsolescence, rentPricesFall: false },
        };
        const six = evaluate(withWorkload(monthly, { busyMonths: '1,3,5,7,9,11', startMonth: start }));
        const twelve = evaluate(monthly);
        const half = twelve.rent.breakdown.compute / 2;
        expect(Math.abs(six.rent.breakdown.compute - half)).toBeLessThanOrEqual(TOLERANCE * Math.max(1, half));
        expect(six.rent.breakdown.storage).toBe(twelve.rent.breakdown.storage);
        expect(six.rent.breakdown.staff).toBe(twelve.rent.breakdown.staff);
      }),
      RUNS,
    );
  });

  it('adds its parts up to its totals and is never NaN, growing or busy in some months', () => {
    fc.assert(
      fc.property(scenarioArb, growthArb, busyArb, fc.integer({ min: 1, max: 12 }), (s, growth, busy, start) => {
        const r: Result = evaluate(withWorkload(s, { growth, busyMonths: busy, startMonth: start }));
        for (const [path, value] of numbers(r)) expect(Number.isFinite(value), path).toBe(true);
        const own = r.own.breakdown;
        const ownParts = own.depreciation + own.cluster + own.power + own.ops + own.leadTime + own.downtime;
        expect(Math.abs(r.own.amortizedTotal - ownParts)).toBeLessThanOrEqual(TOLERANCE * Math.max(1, ownParts));
        const rent = r.rent.breakdown;
        const rentParts = rent.compute + rent.storage + rent.staff;
        expect(Math.abs(r.rent.total - rentParts)).toBeLessThanOrEqual(TOLERANCE * Math.max(1, rentParts));
        expect(r.growth?.demandGpus).toHaveLength(r.monthly.length);
      }),
      RUNS,
    );
  });
});
