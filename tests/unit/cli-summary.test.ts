// The command line's verdict: the same sentence and percentage as the page, in the JSON result and,
// with --summary, first in a few lines a person reads.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIET } from '../support/scenarios.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const A100 = join(ROOT, 'examples/a100-server-8x.json');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

describe('gpu-tco FILE: the verdict in the JSON', () => {
  it('adds the page’s verdict beside the old savingsPct, which stays as it was', () => {
    const run = calc([A100]);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    // own 282,271.44, rent 792,000: savingsPct = (282,271.44 − 792,000) ÷ 282,271.44 = −180.58 %
    expect(result.savingsPct).toBeCloseTo(-180.58, 2);
    expect(result.verdict).toMatchObject({
      view: 'amortized',
      cheaper: 'own',
      pctBase: 'dearer',
      sentence: 'Owning saves CN¥509,729 (64.4%) over 3 years.',
    });
    expect(result.verdict.pct).toBeCloseTo(64.36, 2);
    expect(result.verdict.savings).toBeCloseTo(509_728.56, 2);
  });

  it('states depreciation and electricity a day and rent a year: 250,000 over 1,095 days is 228.31', () => {
    const result = JSON.parse(calc([A100]).stdout);
    expect(result.horizonDays).toBe(1095);
    expect(result.own.perDay.depreciation).toBeCloseTo(228.31, 2);
    expect(result.own.perDay.power).toBeCloseTo(29.47, 2);
    expect(result.rent.perYear).toBeCloseTo(264_000, 6);
  });
});

describe('a reservation whose last term runs past the horizon', () => {
  // the start-up over 18 months, its 4 cards reserved for one-year terms at 0.80 less 40 %: 4 × 730 × 0.48
  // = 1,401.60 a month. Paid: 2 terms, 24 × 1,401.60 = 33,638.40; left over after month 18: 6 × 1,401.60
  // = 8,409.60; amortized: 18 × 1,401.60 = 25,228.80, a year 25,228.80 ÷ 1.5 = 16,819.20
  const startup = JSON.parse(readFileSync(join(ROOT, 'examples/startup-4xv100.json'), 'utf8'));
  const reserved = JSON.stringify({
    ...startup,
    version: 3,
    horizonMonths: 18,
    rent: { ...startup.rent, plan: 'reserved', reservedTermYears: 1 },
  });

  it('prints what is paid, what is left over and the amortized total the verdict compares', () => {
    const run = calc(['-'], reserved);
    expect(run.status).toBe(0);
    const { rent, verdict } = JSON.parse(run.stdout);
    expect(rent.total).toBeCloseTo(33_638.4, 6);
    expect(rent.remainingValue).toBeCloseTo(8_409.6, 6);
    expect(rent.amortizedTotal).toBeCloseTo(25_228.8, 6);
    expect(rent.perYear).toBeCloseTo(16_819.2, 6);
    expect(verdict.rent).toBeCloseTo(25_228.8, 6);
  });

  it('says so in the summary', () => {
    const run = calc(['--summary', '-'], reserved);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'renting costs CN¥25,228.80 amortized (CN¥33,638.40 in cash, of which CN¥8,409.60 pays for reservation months left after the horizon), over 18 months',
    );
  });
});

describe('gpu-tco --summary FILE', () => {
  it('prints the verdict first, then a few lines of figures, and no JSON', () => {
    const run = calc(['--summary', A100]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Owning saves CN¥509,729 (64.4%) over 3 years.');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(run.stdout).toContain('64.4% of renting’s CN¥792,000.00 (the dearer side), amortized view');
    expect(run.stdout).toContain('depreciation CN¥228.31 a day');
    expect(run.stdout).toContain('electricity CN¥29.47 a day');
    expect(run.stdout).toContain('rent CN¥264,000.00 a year');
    expect(run.stdout).toContain('Break-even: 3.45 hours a day');
    expect(() => JSON.parse(run.stdout)).toThrow();
  });

  it('takes the option after the file too, and standard input', () => {
    const after = calc([A100, '--summary']);
    expect(after.status).toBe(0);
    expect(after.stdout.split('\n')[0]).toBe('Owning saves CN¥509,729 (64.4%) over 3 years.');
    const piped = calc(['--summary', '-'], readFileSync(A100, 'utf8'));
    expect(piped.status).toBe(0);
    expect(piped.stdout.split('\n')[0]).toBe('Owning saves CN¥509,729 (64.4%) over 3 years.');
  });

  it('adds the advisor’s and the hybrid tool’s answers when the scenario has them', () => {
    const run = calc(['--summary', join(ROOT, 'examples/v2-lab-tools.json')]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Plans: .* costs least/m);
    expect(run.stdout).toContain('Priced with: reserved discount');
    expect(run.stdout).toMatch(/^Hybrid: /m);
  });

  it('lists the providers best first, with the price reference, the share measured and the flag of each', () => {
    const run = calc(['--summary', join(ROOT, 'examples/v3-provider-screening.json')]);
    expect(run.status).toBe(0);
    // owning 663,476.31 over 24,000 busy card-hours = 27.64; CoreWeave 19.44 a busy GPU-hour scores
    // 7.54 on billing, nothing else measured: 75.4 over 20 %; Lambda 10 on hardware, 4.2 on billing:
    // 71 over 40 %. Neither has half its weight measured, so both are flagged and ranked on their totals
    expect(run.stdout).toContain(
      [
        'Providers, best first (price held against owning at CN¥27.64 a busy GPU-hour):',
        '  1. CoreWeave: 75.4 of 100, 20 % of the weight measured; less than half measured, ranked after those with more; CN¥466,560.00 (on-demand)',
        '  2. Lambda: 71 of 100, 40 % of the weight measured; less than half measured, ranked after those with more; CN¥741,312.00 (on-demand)',
      ].join('\n'),
    );
  });

  it('says which figure the hardware is credited at, and warns with rent prices falling at the doubling', () => {
    // 100,000 for one card, 25 % salvage that is a resale estimate, 3-year life, 18 months, doubling every
    // 18 months with resale values falling. Resale at month 18: 25,000 + 75,000 × (0.5 − 0.25) ÷ 0.75 =
    // 50,000 (= 100,000 × 0.5^(18/18)); book value 100,000 − 75,000 × 18/36 = 62,500.
    // Rent 1 card × 8 h × 30 days × 50 = 12,000 a month: at today's price cash catches up in month 9
    // (100,000 ÷ 12,000 = 8.3); falling by 0.5^(1/18) a month, 93,040.65 by month 9 and 101,525.93 by 10.
    const file = {
      version: 3,
      currency: 'CNY',
      horizonMonths: 18,
      workload: { gpus: 1, hoursPerDay: 8, daysPerYear: 360 },
      own: {
        serverPrice: 100_000,
        gpusPerServer: 1,
        depreciation: { method: 'straight-line', years: 3, salvagePct: 25, salvageIs: 'resale' },
        power: { gpuWatts: 0, idleGpuWatts: 0, serverBaseWatts: 0, pue: 1, pricePerKWh: 0, alwaysOn: true },
        ops: {
          staffPerYear: 0,
          maintenancePctPerYear: 0,
          colocationPerMonth: 0,
          bandwidthPerMonth: 0,
          otherPerYear: 0,
        },
      },
      rent: { plan: 'on-demand', pricePerGpuHour: 50, billingIncrementMinutes: 60 },
      obsolescence: { doublingMonths: 18, resaleFalls: true },
    };
    const text = JSON.stringify(file);
    const run = calc(['--summary', '-'], text);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Amortized, the hardware is credited at what it is expected to sell for at the end, CN¥50,000.00 (book value CN¥62,500.00).',
    );
    expect(run.stdout).toContain(
      'Obsolescence: price-performance doubles every 18 months (37 % a year); with rent and resale falling at that pace, owning pays back in month 10 (month 9 as the scenario prices it), within one doubling.',
    );
    const json = JSON.parse(calc(['-'], text).stdout);
    expect(json.own.resaleAtEnd).toBeCloseTo(50_000, 6);
    expect(json.own.bookValueAtEnd).toBeCloseTo(62_500, 6);
    expect(json.own.amortizedTotal).toBeCloseTo(50_000, 6);
    expect(json.obsolescence.paybackMonth).toBe(9);
    expect(json.obsolescence.paybackMonthFalling).toBe(10);
    // a book salvage: credited at its book value, which the falling resale writes down to 6.25 %:
    // 100,000 − 93,750 × 18/36 = 53,125
    const book = { ...file, own: { ...file.own, depreciation: { ...file.own.depreciation, salvageIs: 'book' } } };
    expect(calc(['--summary', '-'], JSON.stringify(book)).stdout).toContain(
      'Amortized, the hardware is credited at its book value at the end, CN¥53,125.00 (salvage is an accounting figure).',
    );
  });

  it('refuses an invalid scenario as without the option, with nothing on standard output', () => {
    const run = calc(['--summary', '-'], '{"version": 3}');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
  });

  it('is named in --help', () => {
    expect(calc(['--help']).stdout).toMatch(/gpu-tco --summary FILE/);
  });
});

describe('gpu-tco --summary FILE: the uncertainty', () => {
  /**
   * The 8×A100 example with its rent drawn 1,000 times from 1 to 20 a card-hour (at the low end owning
   * the A100s costs less than renting them): the run, and its uncertainty line.
   */
  function uncertainSummary() {
    const scenario = JSON.parse(readFileSync(A100, 'utf8'));
    const input = JSON.stringify({
      ...scenario,
      uncertainty: { samples: 1_000, seed: 3, pricePerGpuHour: { low: 1, likely: 10, high: 20 } },
    });
    const run = calc(['--summary', '-'], input);
    return { run, line: run.stdout.split('\n').find((l) => l.startsWith('Uncertainty:')) ?? '' };
  }

  it('says what its share means and how the ranges were read, as the page does', () => {
    const { run, line } = uncertainSummary();
    expect(run.status).toBe(0);
    expect(line).toMatch(
      /^Uncertainty: renting is cheaper in [\d.]+% of 1,000 samples drawn from your ranges \(low and high read as the 10th and 90th percentiles\), a statement about your ranges, not a forecast\. 10th percentile: (renting|owning) saves CN¥[\d,.]+; /,
    );
  });

  it('states a percentile where owning comes out cheaper as owning’s saving, never as a negative one', () => {
    const { run, line } = uncertainSummary();
    expect(run.status).toBe(0);
    expect(line).toMatch(
      /10th percentile: owning saves CN¥[\d,.]+; median: owning saves CN¥[\d,.]+; 90th: renting saves CN¥[\d,.]+\.$/,
    );
    expect(run.stdout).not.toMatch(/saves -|-CN¥/);
  });
});

describe('gpu-tco --summary with the storage cache and the sensitivity on', () => {
  // two cards, 8 h on 360 days at 1 a card-hour billed hourly, 12,000 a year of staff; one 12-minute
  // epoch a session, a quarter of it I/O wait, and a 100-a-month cache
  const scenario = {
    ...QUIET,
    workload: { ...QUIET.workload, gpus: 2 },
    rent: { ...QUIET.rent, pricePerGpuHour: 1 },
    own: { ...QUIET.own, ops: { ...QUIET.own.ops, staffPerYear: 12_000 } },
    storageIO: { epochMinutes: 12, ioWaitPct: 25, epochsPerMonth: 30, cacheGB: 500, cachePricePerGBMonth: 0.2 },
    sensitivity: {},
  };
  const run = calc(['--summary', '-'], JSON.stringify(scenario));

  it('says the 3 minutes an epoch saves leave each session billed 8 hours: nothing saved', () => {
    expect(run.status).toBe(0);
    // 480 − 3 = 477 minutes, billed 480 as before; the cache costs 500 × 0.2 = 100 a month
    expect(run.stdout).toContain(
      'a rented session of 480 min takes 477, billed 480 min instead of 480: 0 billed card-hours a month fewer, worth CN¥0.00, against CN¥100.00 for the cache; it costs CN¥100.00 more than it saves a month.',
    );
  });

  it('prints each input’s move and ranks by the change per 1 % moved', () => {
    // staff ±2,400: savings 9,600 − 5,760 = 3,840 and 14,400 − 5,760 = 8,640, 4,800 ÷ 40 = 120 per 1 %;
    // cards 1 and 3: 12,000 − 2,880 = 9,120 and 12,000 − 8,640 = 3,360, 5,760 ÷ 100 = 57.60 per 1 %
    const lines = run.stdout.split('\n');
    const first = lines.findIndex((line) => line.startsWith('Sensitivity: the savings (amortized)'));
    expect(first).toBeGreaterThan(0);
    expect(lines[first + 1]).toBe(
      '  staff cost −2,400 / +2,400 (−20% / +20%): CN¥3,840.00 to CN¥8,640.00, CN¥120.00 per 1 %',
    );
    expect(run.stdout).toContain('  cards −1 / +1 (−50% / +50%): CN¥9,120.00 to CN¥3,360.00, CN¥57.60 per 1 %');
  });
});

describe('gpu-tco --summary with a faster rented card', () => {
  // examples/startup-4xv100.json grown to 32 cards busy 24 h on 365 days, renting cards 2.5 times as
  // fast at 2.36 a card-hour (version 2 for the speed and the advisor): a flat plan reserves
  // ⌈32 ÷ 2.5⌉ = 13 cards, 13 × 730 × 2.36 × 0.6 × 36 = 483,762.24, against 826,944 on demand
  const startup = JSON.parse(readFileSync(join(ROOT, 'examples/startup-4xv100.json'), 'utf8'));
  const fast = {
    ...startup,
    version: 2,
    workload: { ...startup.workload, gpus: 32, hoursPerDay: 24, daysPerYear: 365 },
    rent: { ...startup.rent, plan: 'reserved', pricePerGpuHour: 2.36, speedRatio: 2.5 },
    advisor: {},
  };

  it('rents 13 reserved cards for the work of 32 and says so in the plan advice', () => {
    const run = calc(['--summary', '-'], JSON.stringify(fast));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('renting costs CN¥483,762.24, over 36 months');
    expect(run.stdout).toContain(
      'Plans: Reserved costs least: a flat plan rents 13 cards for the work of 32 at 2.5× the speed, and on demand bills 103 % of their hours; it pays above 60 %.',
    );
    const json = JSON.parse(calc(['-'], JSON.stringify(fast)).stdout);
    expect(json.rent.billedGpuHours).toBeCloseTo(13 * 730 * 36, 6);
    expect(json.planReason.speed).toMatchObject({ speedRatio: 2.5, onDemandCards: 32, flatCards: 13 });
  });
});

describe('tipping points', () => {
  // The 8×A100 server: renting is 8 cards × 10 h × 300 days × 3 years = 72,000 card-hours at 11.00 =
  // 792,000; owning (amortized) is the 250,000 server written off plus 32,271.44 of electricity =
  // 282,271.44. Renting costs no more while 72,000 × p ≤ 282,271.44: p ≤ 3.9204, printed 3.92. Owning
  // costs no more while s + 32,271.44 ≤ 792,000: s ≤ 759,728.56. Nothing is left over at the end, so
  // the cash view's prices are the same.
  it('gives the highest card-hour and server prices at which each side still wins, in the JSON', () => {
    const { tippingPoints } = JSON.parse(calc([A100]).stdout);
    expect(tippingPoints).toMatchObject({ view: 'amortized', busyHoursPerDay: 3.45 });
    expect(tippingPoints.rentPrice).toMatchObject({ unit: 'card-hour', reason: null, method: 'exact', current: 11 });
    expect(tippingPoints.rentPrice.value).toBeCloseTo(282_271.44 / 72_000, 6);
    expect(tippingPoints.serverPrice).toMatchObject({ reason: null, method: 'exact', current: 250_000 });
    expect(tippingPoints.serverPrice.value).toBeCloseTo(759_728.56, 2);
    expect(tippingPoints.cash.rentPrice.value).toBeCloseTo(282_271.44 / 72_000, 6);
    expect(tippingPoints.cash.serverPrice.value).toBeCloseTo(759_728.56, 2);
  });

  it('states them in the summary, one line each', () => {
    const run = calc(['--summary', A100]);
    expect(run.stdout).toContain(
      'Renting wins while a card-hour costs at most CN¥3.92 (now CN¥11.00), amortized view.',
    );
    expect(run.stdout).toContain(
      'Owning wins while a server costs at most CN¥759,728.56 (now CN¥250,000.00), amortized view.',
    );
  });
});

describe('gpu-tco: the hybrid tool and the reserved discount the advice rests on', () => {
  // The case of issue 24: 12 months; a base of 2 cards 24 h on 365 days; 2-card servers of 20,000 written
  // off in a year; on demand 1 a card-hour billed hourly, cards 1.5 times as fast, 2 cards an instance,
  // 55 % off reserved; a peak of 9 cards 16 h on 300 days (the figures are worked in
  // src/engine/tools/hybrid.test.ts and advisor.test.ts).
  const issueCase = {
    version: 6,
    currency: 'USD',
    horizonMonths: 12,
    discountRatePct: 0,
    workload: { gpus: 2, hoursPerDay: 24, daysPerYear: 365 },
    own: {
      serverPrice: 20_000,
      gpusPerServer: 2,
      depreciation: { method: 'straight-line', years: 1, salvagePct: 0 },
      power: { gpuWatts: 0, idleGpuWatts: 0, serverBaseWatts: 0, pue: 1, pricePerKWh: 0, alwaysOn: true },
      ops: { staffPerYear: 0, maintenancePctPerYear: 0, colocationPerMonth: 0, bandwidthPerMonth: 0, otherPerYear: 0 },
    },
    rent: {
      plan: 'on-demand',
      pricePerGpuHour: 1,
      billingIncrementMinutes: 60,
      speedRatio: 1.5,
      gpusPerInstance: 2,
      reservedDiscountPct: 55,
    },
    advisor: {},
    hybrid: { peakGpus: 9, peakDaysPerYear: 300, peakHoursPerDay: 16 },
  };
  const json = (scenario: unknown) => JSON.parse(calc(['-'], JSON.stringify(scenario)).stdout);

  it('rents the peak left beside one owned server as 2 reserved cards and the rest on demand: 41,084', () => {
    const point = json(issueCase).hybrid.curve.find((p: { ownedGpus: number }) => p.ownedGpus === 2);
    expect(point).toMatchObject({ rentPlan: 'reserved+on-demand', reservedGpus: 2 });
    expect(point.total).toBeCloseTo(41_084, 6);
  });

  it('charges a quarter of the setup entered for one owned server of a fleet of four', () => {
    // 8 base cards in 2-card servers: a fleet of 4; 8,000 of setup is 2,000 a server
    const fleet = { ...issueCase, workload: { ...issueCase.workload, gpus: 8 } };
    const without = json(fleet).hybrid.curve;
    const withSetup = json({ ...fleet, own: { ...fleet.own, setupCost: 8_000 } }).hybrid.curve;
    expect(withSetup[1].ownedGpus).toBe(2);
    expect(withSetup[1].total - without[1].total).toBeCloseTo(2_000, 6);
    // owning the peak of 9 takes 5 servers: 10,000
    expect(withSetup.at(-1).total - without.at(-1).total).toBeCloseTo(10_000, 6);
  });

  it('says at which reserved discount the advice changes: below 43.5 % the mix beats reserving all', () => {
    // reserving 6 cards, 6 × 8,760 × (1 − d), against the mix's 2 reserved and 6 peak cards on demand,
    // 2 × 8,760 × (1 − d) + 19,800: equal at 1 − d = 19,800 ÷ 35,040, d = 43.49 %
    const run = calc(['--summary', '-'], JSON.stringify(issueCase));
    expect(run.stdout).toContain(
      'Reserved at 55 % off is assumed; below 43.5 % the advice becomes reserved base plus on-demand peaks.',
    );
    const flip = json(issueCase).planReason.discountFlip;
    expect(flip).toMatchObject({ direction: 'below', plan: 'reserved+on-demand' });
    expect(Math.abs(flip.atPct - 43.4932)).toBeLessThan(0.05);
  });
});
