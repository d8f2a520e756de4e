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

  it('refuses an invalid scenario as without the option, with nothing on standard output', () => {
    const run = calc(['--summary', '-'], '{"version": 3}');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
  });

  it('is named in --help', () => {
    expect(calc(['--help']).stdout).toMatch(/gpu-tco --summary FILE/);
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
