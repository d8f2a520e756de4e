// The command line's sources: each dated figure with its freshness band on the evaluation day, and the
// rental price path the scenario assumes.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIET } from '../support/scenarios.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input: unknown): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args, '-'], {
    cwd: ROOT,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
}

const dated = {
  ...QUIET,
  evaluatedOn: '2026-12-01',
  rent: {
    ...QUIET.rent,
    pricePerGpuHour: 2.35,
    pricePath: { changePctPerYear: 10, points: {}, index: { name: 'SDH100RT', level: 2.35, asOf: '2026-03-31' } },
  },
  sources: {
    'rent.pricePerGpuHour': { source: 'SemiAnalysis contract survey', asOf: '2026-03-31' },
    'own.serverPrice': { source: 'a reseller quote', asOf: '2026-11-20' },
    'own.power.pricePerKWh': { source: 'a utility bill', asOf: '2026-09-15' },
  },
};

describe('gpu-tco sources', () => {
  it('gives each source its band, counted from the scenario’s evaluation day', () => {
    const run = calc(['--summary'], dated);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').slice(-2)).toEqual([
      'Rental prices change 10 % a year, read from SDH100RT at 2.35 on 2026-03-31.',
      'Sources on 2026-12-01: 1 fresh (30 days), 1 aging (90 days), 1 stale: rent.pricePerGpuHour 2026-03-31, own.power.pricePerKWh 2026-09-15.',
    ]);
    const printed = JSON.parse(calc([], dated).stdout) as { sources: { path: string; freshness: string }[] };
    expect(printed.sources.map((s) => [s.path, s.freshness])).toEqual([
      ['rent.pricePerGpuHour', 'stale'],
      ['own.serverPrice', 'fresh'],
      ['own.power.pricePerKWh', 'aging'],
    ]);
  });

  it('counts from the day --on gives, in the JSON too', () => {
    const printed = JSON.parse(calc(['--on', '2026-04-15'], dated).stdout) as {
      evaluatedOn: string;
      sources: { path: string; freshness: string; ageDays: number }[];
    };
    expect(printed.evaluatedOn).toBe('2026-04-15');
    expect(printed.sources[0]).toMatchObject({ path: 'rent.pricePerGpuHour', ageDays: 15, freshness: 'fresh' });
  });

  it('refuses an --on that is not a date', () => {
    const run = calc(['--on', 'tomorrow'], dated);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--on takes a date written YYYY-MM-DD/);
  });
});
