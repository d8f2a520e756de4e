// The shipped example scenarios: each parses strictly, cites its figures under `sources`, and gives
// the figures worked out by hand from the spec (shared/spec/cost-model.md) beside each expectation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/engine/analysis.ts';
import { DEFAULT_SCENARIO, evaluate, type Result, SCENARIO_VERSION, type Scenario } from '../../src/engine/index.ts';
import { FIELD_PATHS, parseScenarioText } from '../../src/engine/reading.ts';
import { US_START } from '../../src/state/start.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../examples');
const FILES = readdirSync(EXAMPLES)
  .filter((name) => name.endsWith('.json'))
  .sort();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Examples priced in US dollars, as their sources are. */
const IN_DOLLARS = [
  'default-us-4x4090.json',
  'v7-h100-purchase.json',
  'v4-full-70b-h100-deadline.json',
  'v6-us-startup-loan.json',
];

function readText(name: string): string {
  return readFileSync(join(EXAMPLES, name), 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scenarioOf(name: string): Scenario {
  const parsed = parseScenarioText(readText(name), 'strict');
  if (!parsed.ok) throw new Error(`${name}: ${parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return parsed.scenario;
}

function resultOf(name: string): Result {
  return evaluate(scenarioOf(name));
}

describe('examples/', () => {
  it('holds the shipped examples (and any added later)', () => {
    expect(FILES).toEqual(
      expect.arrayContaining([
        'a100-server-8x.json',
        'burst-tuning-8x.json',
        'default-4x4090.json',
        'default-us-4x4090.json',
        'lab-3-month-weekly.json',
        'startup-4xv100.json',
        'v2-lab-tools.json',
        'v3-provider-screening.json',
        'v4-full-70b-h100-deadline.json',
        'v4-lab-lora-4090.json',
        'v4-serve-32b-vs-api.json',
        'v6-cn-company.json',
        'v6-cn-university.json',
        'v6-us-startup-loan.json',
      ]),
    );
  });
});

describe.each(FILES)('examples/%s', (name) => {
  const text = readText(name);

  it('parses strictly with no problems', () => {
    const parsed = parseScenarioText(text, 'strict');
    expect(parsed.problems).toEqual([]);
    expect(parsed.ok).toBe(true);
  });

  it('is a format version this calculator reads, in CNY (the US ones in USD, as their prices are) with a short name', () => {
    const raw: unknown = JSON.parse(text);
    if (!isRecord(raw)) throw new Error('not an object');
    expect(Array.from({ length: SCENARIO_VERSION }, (_, i) => i + 1)).toContain(raw.version);
    expect(raw.currency).toBe(IN_DOLLARS.includes(name) ? 'USD' : 'CNY');
    expect(typeof raw.name).toBe('string');
    expect(String(raw.name).length).toBeGreaterThan(0);
    expect(String(raw.name).length).toBeLessThanOrEqual(80);
  });

  it('keys every source by a field path and gives each a source and an as-of date', () => {
    const raw: unknown = JSON.parse(text);
    if (!isRecord(raw) || !isRecord(raw.sources)) throw new Error('no sources object');
    const entries = Object.entries(raw.sources);
    expect(entries.length).toBeGreaterThan(0);
    for (const [path, note] of entries) {
      expect(FIELD_PATHS.has(path), `${path} is a field path`).toBe(true);
      if (!isRecord(note)) throw new Error(`${path}: not an object`);
      expect(Object.keys(note).sort(), path).toEqual(['asOf', 'source']);
      expect(typeof note.source, path).toBe('string');
      expect(String(note.source).trim().length, path).toBeGreaterThan(0);
      expect(String(note.source).length, path).toBeLessThanOrEqual(300);
      expect(String(note.asOf), path).toMatch(DATE);
    }
  });
});

describe('hand-worked figures', () => {
  it('a100-server-8x: 228 CNY a day of depreciation and about 30 CNY a day of electricity', () => {
    const r = resultOf('a100-server-8x.json');
    const days = 36 * (365 / 12); // 36 months = 1,095 days
    // 250,000 / 1,095 days = 228.31 CNY a day (the article's "228 a day")
    expect(r.own.breakdown.depreciation / days).toBeCloseTo(228.31, 2);
    // busy hours per average day b = 10 h × 300 / 365 = 8.2192 h
    // IT energy a day = 8 × 400 W × 8.2192 h + 8 × 50 W × (24 − 8.2192) h + 800 W × 24 h
    //                 = 26,301.4 + 6,312.3 + 19,200 = 51,813.7 Wh
    // × PUE 1.58 = 81.866 kWh; × 0.36 CNY/kWh = 29.47 CNY a day (the article: "about 30")
    expect(r.own.breakdown.power / days).toBeCloseTo(29.47, 2);
    // rent: 11 CNY × 8 cards × 10 h × 300 days = 264,000 a year × 3 years = 792,000
    expect(r.rent.total).toBeCloseTo(792_000, 6);
  });

  it('default-4x4090: the page starts from it, figure for figure, and each figure has a source', () => {
    const { name: _name, sources, ...figures } = scenarioOf('default-4x4090.json');
    const { name: _empty, sources: none, ...start } = DEFAULT_SCENARIO;
    expect(figures).toEqual(start);
    expect(none).toEqual({});
    // every figure a reader would contest carries its origin and date
    for (const path of [
      'workload.hoursPerDay',
      'own.serverPrice',
      'own.depreciation.salvageIs',
      'own.depreciation.saleHaircutPct',
      'own.leadTimeMonths',
      'own.availabilityPct',
      'own.power.gpuWatts',
      'own.power.pue',
      'own.power.pricePerKWh',
      'own.ops.staffPerServerPerYear',
      'rent.pricePerGpuHour',
      'rent.billingIncrementMinutes',
      'rent.reservedDiscountPct',
      'rent.reservationResalePct',
    ]) {
      expect(sources[path]?.source, path).toBeTruthy();
    }
  });

  // the hand-worked months of the starting scenario: half a month on order, then the server works
  const onDemandMonth = 1_320; // 1.98 × 4 cards × 8 h × 250 days ÷ 12
  const powerMonth = 656.56584; // 1.58 ÷ 1,000 × [4 × (166.67 h × 450 W + 563.33 h × 30 W) + 400 W × 730 h] × 0.63
  const opsMonth = 975; // 11,700 a year of staff for the one server ÷ 12
  // 220 failures × 365 ÷ 54 days ÷ 16,384 cards = 9.08 % a year; × 4 cards × 7 days ÷ 365 down
  const downShare = ((220 * 365) / 54 / 16_384) * 4 * (7 / 365);
  const downtimeMonth = downShare * onDemandMonth;
  /** what owning pays in month m besides the server: half of month 1 rented, the rest run */
  const runningIn = (m: number) =>
    m === 1
      ? 0.5 * onDemandMonth + 0.5 * (powerMonth + opsMonth + downtimeMonth)
      : powerMonth + opsMonth + downtimeMonth;
  // the market's used price after 36 months: 124,000 × 0.46 × (1 − 38.8 %) = 34,908.48
  const resale = 124_000 * 0.46 * 0.612;

  it('default-4x4090: rent 47,520, own 147,998.37 amortized, and no single line decides it', () => {
    const r = resultOf('default-4x4090.json');
    // 1.98 × 4 cards × 8 h × 250 days × 3 years = 47,520 (sessions of exactly 8 h billed by the second)
    expect(r.rent.total).toBeCloseTo(47_520, 6);
    // the server works 35.5 of the 36 months: power 656.566 × 35.5 = 23,308.09, staff 975 × 35.5 = 34,612.50
    expect(r.own.breakdown.power).toBeCloseTo(23_308.09, 2);
    expect(r.own.breakdown.ops).toBeCloseTo(34_612.5, 6);
    // half a month rented on order, 660; cards down 0.696 % of busy hours, 9.19 a month rented
    expect(r.own.breakdown.leadTime).toBeCloseTo(660, 6);
    expect(downShare * 100).toBeCloseTo(0.6963, 4);
    expect(r.own.breakdown.downtime).toBeCloseTo(35.5 * downtimeMonth, 6);
    expect(r.own.assumed.resaleAtEnd).toBeCloseTo(34_908.48, 2);
    // cash: 124,000 + 23,308.09 + 34,612.50 + 660 + 326.26 = 182,906.85; amortized less the resale
    expect(r.own.cashTotal).toBeCloseTo(182_906.85, 2);
    expect(r.own.amortizedTotal).toBeCloseTo(182_906.85 - resale, 2);
    // the hardware is the largest line, but under two thirds of owning's amortized total
    expect(r.own.breakdown.depreciation / r.own.amortizedTotal).toBeLessThan(0.65);
    expect(r.own.breakdown.ops / r.own.amortizedTotal).toBeLessThan(0.3);
  });

  it('default-4x4090: at 8 % a year after tax for a China general taxpayer, renting saves 82,188.70', () => {
    const r = resultOf('default-4x4090.json');
    // v = 1.08^(−1/12) a month; a year's end is 1 ÷ 1.08 per year
    const v = 1.08 ** (-1 / 12);
    const annuity = (v * (1 - v ** 36)) / (1 - v);
    const yearEnds = [1, 2, 3].map((y) => 1.08 ** -y);
    // what runs is paid each month and a quarter of each year's deducted at its end; the whole 124,000
    // deducted in year 1 (the one-off deduction); the resale taxed in full
    let own = 124_000 - 0.25 * 124_000 * (yearEnds[0] ?? 0) - resale * 0.75 * (yearEnds[2] ?? 0);
    for (let m = 1; m <= 36; m += 1) {
      own += runningIn(m) * v ** m;
      own -= 0.25 * runningIn(m) * (yearEnds[Math.ceil(m / 12) - 1] ?? 0);
    }
    expect(own).toBeCloseTo(114_280.6, 1);
    expect(r.finance.amortized.own).toBeCloseTo(own, 6);
    // rent: 1,320 a month, 3,960 of tax saved each year
    const rent = 1_320 * annuity - 3_960 * yearEnds.reduce((sum, f) => sum + f, 0);
    expect(r.finance.amortized.rent).toBeCloseTo(rent, 6);
    expect(r.savings).toBeCloseTo(82_188.7, 2);
    expect(r.cheaper).toBe('rent');
  });

  it('default-us-4x4090: an en-US reader starts from it, figure for figure, and each figure has a source', () => {
    const { name: _name, sources, ...figures } = scenarioOf('default-us-4x4090.json');
    const { name: _empty, sources: none, ...start } = US_START;
    expect(figures).toEqual(start);
    expect(none).toEqual({});
    for (const path of [
      'discountRatePct',
      'own.serverPrice',
      'own.power.serverBaseWatts',
      'own.power.pricePerKWh',
      'own.ops.staffPerServerPerYear',
      'rent.pricePerGpuHour',
      'rent.billingIncrementMinutes',
      'finance.buyer',
      'finance.incomeTaxPct',
      'finance.taxSchedule',
      'tax',
    ]) {
      expect(sources[path]?.source, path).toBeTruthy();
    }
  });

  // the US start's months, worked as China's above: half a month on order, then the workstation works
  const usOnDemandMonth = 5_920 / 12; // 0.74 × 4 cards × 8 h × 250 days ÷ 12 = 493.33
  // 1.58 ÷ 1,000 × [4 × (166.67 h × 450 W + 563.33 h × 30 W) + 517 W × 730 h] × 0.1437 = 169.15
  const usPowerMonth = (1.58 / 1_000) * (4 * ((2_000 / 12) * 450 + (730 - 2_000 / 12) * 30) + 517 * 730) * 0.1437;
  const usOpsMonth = 6_292 / 12; // 96,800 × 1.3 ÷ 20 servers, a year
  const usDowntimeMonth = downShare * usOnDemandMonth;
  const usRunningIn = (m: number) =>
    m === 1
      ? 0.5 * usOnDemandMonth + 0.5 * (usPowerMonth + usOpsMonth + usDowntimeMonth)
      : usPowerMonth + usOpsMonth + usDowntimeMonth;
  // the used price after 36 months: 15,600 × 0.46 × (1 − 38.8 %) = 4,391.71
  const usResale = 15_600 * 0.46 * 0.612;

  it('default-us-4x4090: rent 17,760 USD, own 36,195.60 amortized', () => {
    const r = resultOf('default-us-4x4090.json');
    // 0.74 × 4 cards × 8 h × 250 days × 3 years = 17,760
    expect(r.rent.total).toBeCloseTo(17_760, 6);
    // 35.5 working months: power 169.15 × 35.5 = 6,004.88, staff 524.33 × 35.5 = 18,613.83
    expect(r.own.breakdown.power).toBeCloseTo(6_004.88, 2);
    expect(r.own.breakdown.ops).toBeCloseTo(18_613.83, 2);
    expect(r.own.breakdown.leadTime).toBeCloseTo(246.67, 2);
    expect(r.own.breakdown.downtime).toBeCloseTo(35.5 * usDowntimeMonth, 6);
    expect(r.own.assumed.resaleAtEnd).toBeCloseTo(4_391.71, 2);
    // cash: 15,600 + 6,004.88 + 18,613.83 + 246.67 + 121.94 = 40,587.32; amortized less the resale
    expect(r.own.cashTotal).toBeCloseTo(40_587.32, 2);
    expect(r.own.amortizedTotal).toBeCloseTo(36_195.6, 2);
  });

  it('default-us-4x4090: at 10 % a year after 21 % federal tax, renting saves 15,006.90 USD', () => {
    const r = resultOf('default-us-4x4090.json');
    const v = 1.1 ** (-1 / 12);
    const annuity = (v * (1 - v ** 36)) / (1 - v);
    const yearEnds = [1, 2, 3].map((y) => 1.1 ** -y);
    // the whole 15,600 deducted in year 1 (100 % bonus depreciation); the resale taxed in full
    let own = 15_600 - 0.21 * 15_600 * (yearEnds[0] ?? 0) - usResale * 0.79 * (yearEnds[2] ?? 0);
    for (let m = 1; m <= 36; m += 1) {
      own += usRunningIn(m) * v ** m;
      own -= 0.21 * usRunningIn(m) * (yearEnds[Math.ceil(m / 12) - 1] ?? 0);
    }
    expect(own).toBeCloseTo(27_300.57, 2);
    expect(r.finance.amortized.own).toBeCloseTo(own, 6);
    // rent: 493.33 a month, 21 % of 5,920 = 1,243.20 of tax saved each year
    const rent = usOnDemandMonth * annuity - 1_243.2 * yearEnds.reduce((sum, f) => sum + f, 0);
    expect(rent).toBeCloseTo(12_293.67, 2);
    expect(r.finance.amortized.rent).toBeCloseTo(rent, 6);
    expect(r.savings).toBeCloseTo(15_006.9, 2);
    expect(r.cheaper).toBe('rent');
  });

  it('startup-4xv100: renting is 0.8 × 4 × 8 × 250 = 6,400 CNY a year', () => {
    const r = resultOf('startup-4xv100.json');
    // 0.8 CNY × 4 cards × 8 h × 250 days = 6,400 a year; × 3 years = 19,200
    expect(r.rent.total).toBeCloseTo(19_200, 6);
    // hardware 280,000 written off over the 36 months + ops 120,000 × 3 years = 640,000 before power
    expect(r.own.breakdown.depreciation + r.own.breakdown.ops).toBeCloseTo(640_000, 6);
  });

  it('lab-3-month-weekly: weekly compute equals the monthly package, plus the data disk', () => {
    const r = resultOf('lab-3-month-weekly.json');
    // weekly price 1052 × 12 × 7 / 365 per card, billed 365 / 7 / 12 weeks a month → 1,052 a card-month;
    // 4 cards × 1,052 × 3 months = 12,624
    expect(r.rent.breakdown.compute).toBeCloseTo(12_624, 6);
    // 950 GB × 0.0066 CNY/GB-day × 30.4167 days = 190.71 a month; × 3 months = 572.14
    expect(r.rent.breakdown.storage).toBeCloseTo(572.14, 2);
    // straight-line over a 1-year life: 3 of 12 months written off, 98,000 × 3/12 = 24,500,
    // leaving 98,000 × 0.75 = 73,500 as book value (the assumed resale price)
    expect(r.own.breakdown.depreciation).toBeCloseTo(24_500, 6);
    expect(r.own.bookValueAtEnd).toBeCloseTo(73_500, 6);
  });

  it('burst-tuning-8x: per-second rent only while tuning, power only while on', () => {
    const r = resultOf('burst-tuning-8x.json');
    // 11 CNY × 8 cards × 5 h × 60 days = 26,400 a year; × 3 years = 79,200
    expect(r.rent.total).toBeCloseTo(79_200, 6);
    // server off outside tuning: b = 5 h × 60 / 12 = 25 h a month;
    // (8 × 400 W + 800 W) × 25 h × 1.58 = 158 kWh a month; × 0.36 = 56.88 CNY; × 36 months = 2,047.68
    expect(r.own.breakdown.power).toBeCloseTo(2_047.68, 6);
  });

  it('v2-lab-tools: time-of-use power, the advisor with the peak, the cache and the warning', () => {
    const scenario = scenarioOf('v2-lab-tools.json');
    const r = evaluate(scenario);
    const a = analyse(scenario, r);
    // b = 10 h × 280 / 12 = 233.33 busy hours, 496.67 idle; busy 2,200 W, idle 520 W, PUE 1.58:
    // 811.07 kWh × (0.4 × 1.008 + 0.6 × 0.441 = 0.6678) + 408.06 kWh × 0.61224 (150 of the 243.33 peak
    // hours left to the idle hours) = 541.63 + 249.83 = 791.46 CNY a month
    expect(r.own.perMonth.power).toBeCloseTo(791.46, 2);
    // salvage 20 % halves twice in 36 months (doubling 18): 5 %; 98,000 × 0.95 = 93,100 written off
    expect(r.own.breakdown.depreciation).toBeCloseTo(93_100, 6);
    // on demand with the peak: base 4 × 233.33 h × 1.98 × 36 = 66,528; peak 4 × 80 h × 1.98 × 36 =
    // 22,809.60; storage 950 × 0.20075 × 36 = 6,865.65
    const onDemand = a.plans?.find((p) => p.plan === 'on-demand');
    expect(onDemand?.total).toBeCloseTo(96_203.25, 6);
    expect(a.cheapestPlan).toBe('on-demand');
    expect(a.planReason?.spotSkipped).toBe(true);
    // 300 epochs in 280 ÷ 12 = 23.33 sessions a month, 12.857 a session × 3 minutes: a 600-minute
    // session takes 561.4286 minutes, billed by the second 561.4333 (33,686 s); 4 cards × 23.33 ×
    // 38.5667 min ÷ 60 = 59.9926 card-hours × 1.98 = 118.7853; cache 200 × 0.20075 = 40.15; net 78.6353
    expect(a.storageIO?.netPerMonth).toBeCloseTo(78.63533, 4);
    expect(a.obsolescence?.paysBackAfterDoubling).toBe(true);
  });

  it('v3-provider-screening: the start-up workload priced at two providers and scored', () => {
    const scenario = scenarioOf('v3-provider-screening.json');
    const cards = analyse(scenario, evaluate(scenario)).providers ?? [];
    const lambda = cards.find((c) => c.id === 'lambda');
    const coreweave = cards.find((c) => c.id === 'coreweave');
    // 4 cards × 8 h × 250 days × 3 years = 24,000 card-hours, whole hours under either billing:
    // Lambda 24,000 × 30.888 (4.29 USD at 7.2) = 741,312; CoreWeave 24,000 × 19.44 (2.7 USD) = 466,560
    expect(lambda?.total).toBeCloseTo(741_312, 6);
    expect(coreweave?.total).toBeCloseTo(466_560, 6);
    // Price is held against owning: depreciation 280,000 + staff 3 × 120,000 + power 36 × 652.12 (a month
    // 166.67 busy h × 1,700 W + 563.33 idle h × 660 W = 655,133 Wh × 1.58 × 0.63 ÷ 1,000) = 663,476.31
    // over 24,000 busy card-hours: 27.6448 a busy card-hour.
    expect(lambda?.reference).toEqual({ costPerBusyGpuHour: expect.closeTo(27.644846, 6), basis: 'own' });
    // Lambda: nvidia-smi shows the advertised H100, one whole card, 81,559 MiB ≥ 90 % of 80 GB: 10;
    // billing 30.888 ÷ 27.6448 = 1.11732, 10 × ln(2 ÷ 1.11732) ÷ ln 4 = 4.1998; network, recovery and
    // support unknown: (10 + 4.1998) ÷ 2 × 10 = 71.00 over 40 % of the weight measured
    expect(lambda?.scores).toEqual({
      hardware: 10,
      network: null,
      recovery: null,
      billing: expect.closeTo(4.1998, 4),
      support: null,
    });
    expect(lambda?.overall).toBeCloseTo(70.999, 3);
    expect([lambda?.measuredPct, lambda?.standing]).toEqual([40, 'thin']);
    // CoreWeave: 19.44 ÷ 27.6448 = 0.70321, 10 × ln(2 ÷ 0.70321) ÷ ln 4 = 7.5399, and nothing else
    // measured: 75.40 over 20 %. Both have less than half their weight measured, so both are flagged
    // and ranked on what is measured: CoreWeave first
    expect(coreweave?.overall).toBeCloseTo(75.399, 3);
    expect([coreweave?.measuredPct, coreweave?.standing, coreweave?.rank, lambda?.rank]).toEqual([20, 'thin', 1, 2]);
  });
  it('v6-cn-company: the one-off deduction saves a quarter of the server at the end of the first year', () => {
    const r = resultOf('v6-cn-company.json');
    const f = r.finance;
    // 124,000 with VAT ÷ 1.13 = 109,734.51, deducted whole in 2026 (公告2023年第37号) at 25 %: 27,433.63, plus
    // power and staff (879.54 + 975 a month) × 12 × 25 % = 5,563.61: 32,997.23 saved in year 1
    expect(f.deductions.map((d) => [d.schedule, d.fallback])).toEqual([['expense', null]]);
    expect(f.taxSaved.own[0]).toBeCloseTo(32_997.23, 2);
    // rent 1,200 card-hours a month × 1.867925 = 2,241.51; × 12 × 25 % = 6,724.53 a year
    expect(f.taxSaved.rent).toEqual([6_724.53, 6_724.53, 6_724.53].map((x) => expect.closeTo(x, 2)));
    // sold at 28 % (30,725.66) over a tax book value of 0: 25 % of the gain, 7,681.42
    expect(f.taxOnSale).toBeCloseTo(7_681.42, 2);
    // at 8 %: rent 2,241.51 × 32.0433 (Σ 1.08^(−m/12), m = 1…36) − 6,724.53 × (1.08⁻¹ + 1.08⁻² + 1.08⁻³) = 54,495.68
    expect(f.amortized.rent).toBeCloseTo(54_495.68, 2);
    expect(f.amortized.own).toBeCloseTo(111_127.28, 2);
    expect([r.cheaper, r.savings]).toEqual(['rent', expect.closeTo(56_631.6, 1)]);
  });

  it('v6-cn-university: no income tax, VAT as a cost, six years at 8 %', () => {
    const r = resultOf('v6-cn-university.json');
    // 109,734.51 × 1.13 = 124,000 paid; rent 933.33 card-hours a month × 1.867925 × 1.06 = 1,848.00
    expect(r.own.capex).toBeCloseTo(124_000, 2);
    expect(r.rent.perMonth.compute).toBeCloseTo(1_848, 2);
    expect(r.finance.taxRate).toBe(0);
    // Σ 1.08^(−m/12) for m = 1…72 is 57.4804: rent 1,848.00 × 57.4804 = 106,223.73; own 124,000 + 768.05 × 57.4804
    expect(r.finance.amortized.rent).toBeCloseTo(106_223.73, 2);
    expect(r.finance.amortized.own).toBeCloseTo(168_147.83, 2);
    expect(r.cheaper).toBe('rent');
  });

  it('v6-us-startup-loan: the loan payment, its interest, and the first year after tax', () => {
    const r = resultOf('v6-us-startup-loan.json');
    const loan = r.finance.loan;
    // 80 % of 313,500 = 250,800 at 1 % a month over 36 months: 250,800 × 0.01 ÷ (1 − 1.01⁻³⁶) = 8,330.15
    expect(loan?.payment).toBeCloseTo(8_330.15, 2);
    expect(loan?.interest).toBeCloseTo(36 * 8_330.148901 - 250_800, 2);
    // year 1: 21 % × (313,500 bonus-depreciated + 23,206.19 of power and colocation + 26,122.37 of interest)
    expect(r.finance.taxSaved.own[0]).toBeCloseTo(0.21 * (313_500 + 23_206.19 + 26_122.37), 1);
    // after tax at 10 % renting saves 11,621; before tax, undiscounted and in cash, owning saved 36,310
    expect([r.cheaper, r.savings]).toEqual(['rent', expect.closeTo(11_620.99, 2)]);
    const s = scenarioOf('v6-us-startup-loan.json');
    const plain = evaluate({
      ...s,
      discountRatePct: 0,
      finance: { ...s.finance, buyer: 'before-tax', financing: { ...s.finance.financing, kind: 'cash' } },
    });
    expect([plain.cheaper, plain.savings]).toEqual(['own', expect.closeTo(-36_310.23, 2)]);
  });
});
