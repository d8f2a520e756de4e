// The command line's verdict: the same sentence and percentage as the page, in the JSON result and,
// with --summary, first in a few lines a person reads.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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
