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

  it('refuses an invalid scenario as without the option, with nothing on standard output', () => {
    const run = calc(['--summary', '-'], '{"version": 3}');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
  });

  it('is named in --help', () => {
    expect(calc(['--help']).stdout).toMatch(/gpu-tco --summary FILE/);
  });
});
