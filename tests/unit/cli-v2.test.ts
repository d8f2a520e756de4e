// The built command line and format version 2: version-1 and version-2 files both run, each tool's
// result field is printed only when its section is there, in the shape the format names, and a
// cross-field conflict is refused like any other problem.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startupPlain } from '../support/startup.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

/** Runs the scenario through standard input; the parsed output when it exits 0. */
function output(scenario: unknown): Record<string, unknown> {
  const run = calc(['-'], JSON.stringify(scenario));
  if (run.status !== 0) throw new Error(`exit ${run.status}: ${run.stderr}`);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

/** The start-up (4 cards, 8 h on 250 days, 0.8 a card-hour, 36 months) with every tool section. */
const SECTIONS = {
  advisor: {},
  hybrid: { peakGpus: 8, peakDaysPerYear: 20, peakHoursPerDay: 10 },
  scaling: { jobGpuHours: 100, maxGpus: 16, interNodeLatencyMs: 0.5 },
  utilization: {},
  obsolescence: { doublingMonths: 18, resaleFalls: true },
  storageIO: { epochMinutes: 12, ioWaitPct: 25, epochsPerMonth: 600 },
  sensitivity: {},
  uncertainty: { samples: 2_000, seed: 42, pricePerGpuHour: { low: 0.6, likely: 0.8, high: 1.2 } },
} as const;
const V2 = { ...startupPlain, ...SECTIONS };

const TOOL_FIELDS: Record<keyof typeof SECTIONS, readonly string[]> = {
  advisor: ['plans', 'cheapestPlan', 'planReason'],
  hybrid: ['hybrid'],
  scaling: ['scaling'],
  utilization: ['utilization'],
  obsolescence: ['obsolescence'],
  storageIO: ['storageIO'],
  sensitivity: ['sensitivity'],
  uncertainty: ['uncertainty'],
};
const ALL_TOOL_FIELDS = Object.values(TOOL_FIELDS).flat();

const keysOf = (value: unknown) => Object.keys(value as object).sort();

describe('gpu-tco with format version 2', () => {
  it('runs a version-1 file and prints no tool field', () => {
    const run = calc(['examples/startup-4xv100.json']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout);
    // 0.8 × 4 cards × 8 h × 250 days × 3 years = 19,200
    expect(result.rent.total).toBeCloseTo(19_200, 6);
    for (const field of ALL_TOOL_FIELDS) expect(result, field).not.toHaveProperty(field);
  });

  it('runs every shipped example, version 1 or 2', () => {
    const files = readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(calc([join('examples', file)]).status, file).toBe(0);
  });

  it('runs a version-2 file with every tool section and prints every tool field', () => {
    const result = output(V2);
    for (const field of ALL_TOOL_FIELDS) expect(result, field).toHaveProperty(field);
    expect(result.cheaper).toBe('rent');
  });

  it.each(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[])('prints the %s fields only with its section', (tool) => {
    const result = output({ ...startupPlain, [tool]: SECTIONS[tool] });
    const printed = ALL_TOOL_FIELDS.filter((field) => field in result);
    expect(printed).toEqual(TOOL_FIELDS[tool]);
  });
});

describe('the tool fields’ shapes', () => {
  let result: Record<string, unknown> = {};
  beforeAll(() => {
    result = output(V2);
  });

  it('lists plans as { plan, total }, cheapest first, with the mix named reserved+on-demand', () => {
    const plans = result.plans as { plan: unknown; total: unknown }[];
    for (const row of plans) {
      expect(typeof row.plan).toBe('string');
      expect(typeof row.total).toBe('number');
    }
    const totals = plans.map((row) => row.total as number);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // a peak of 8 cards above the 4 of the base: the mix is priced
    expect(plans.map((row) => row.plan)).toEqual(
      expect.arrayContaining(['on-demand', 'reserved', 'spot', 'reserved+on-demand']),
    );
    expect(plans.map((row) => row.plan)).toContain(result.cheapestPlan);
    // the start-up does not say it tolerates interruption
    expect(result.cheapestPlan).not.toBe('spot');
  });

  it('gives hybrid as { ownedGpus, total, rentPlan, curve: [{ ownedGpus, total, rentPlan }] } and what it saves against the cheapest way to rent all', () => {
    const hybrid = result.hybrid as {
      ownedGpus: number;
      total: number;
      curve: { ownedGpus: number; rentPlan: string | null }[];
      rentAllPlan: string;
      rentPlan: string | null;
    };
    expect(keysOf(hybrid)).toEqual(
      expect.arrayContaining([
        'curve',
        'ownAllTotal',
        'ownedGpus',
        'peakGpus',
        'rentAllPlan',
        'rentAllTotal',
        'rentPlan',
        'savedPctVsRentAll',
        'savingsVsRentAll',
        'text',
        'total',
      ]),
    );
    // the mix's reserved cards, only when the mix rents the rest
    expect(keysOf(hybrid).length).toBe(hybrid.rentPlan === 'reserved+on-demand' ? 12 : 11);
    expect(hybrid.curve.length).toBeGreaterThan(1);
    for (const point of hybrid.curve) {
      const keys = ['ownedGpus', 'rentPlan', 'total'];
      expect(keysOf(point)).toEqual(point.rentPlan === 'reserved+on-demand' ? [...keys, 'reservedGpus'].sort() : keys);
    }
    // 4-card servers up to the peak of 8: 0, 4 and 8 cards owned; owning all 8 leaves nothing to rent
    expect(hybrid.curve.map((p) => p.ownedGpus)).toEqual([0, 4, 8]);
    expect(hybrid.curve.at(-1)?.rentPlan).toBeNull();
    // renting all is the advisor's recommended plan for the whole demand
    expect(hybrid.rentAllPlan).toBe(result.cheapestPlan);
    expect(hybrid.curve[0]?.rentPlan).toBe(result.cheapestPlan);
  });

  it('gives scaling as [{ gpus, speedup, wallHours, cost, costRatio }] for 1, 2, 4, … cards', () => {
    const rows = result.scaling as { gpus: number }[];
    for (const row of rows) expect(keysOf(row)).toEqual(['cost', 'costRatio', 'gpus', 'speedup', 'wallHours']);
    expect(rows.map((row) => row.gpus)).toEqual([1, 2, 4, 8, 16]);
  });

  it('gives uncertainty as { samples, seed, rangesAre, priceCorrelation, probabilityRentCheaper, savingsP10, savingsP50, savingsP90 }', () => {
    expect(keysOf(result.uncertainty)).toEqual(
      [
        'priceCorrelation',
        'probabilityRentCheaper',
        'rangesAre',
        'samples',
        'savingsP10',
        'savingsP50',
        'savingsP90',
        'seed',
      ].sort(),
    );
    expect(result.uncertainty).toMatchObject({ samples: 2_000, seed: 42, rangesAre: 'p10-p90', priceCorrelation: 0.5 });
  });

  it('prints the article’s storage case: a 12-minute epoch takes 9 without its 25 % of I/O wait', () => {
    // 600 epochs in 250 ÷ 12 = 20.83 sessions a month, 28.8 a session: a 480-minute session loses
    // 28.8 × 3 = 86.4 minutes, 393.6, billed 7 hours instead of 8; 4 cards × 20.83 sessions × 1 h =
    // 83.33 card-hours a month at 0.8 = 66.67 a month, 2,400 over 36 months (the 3,456 of 120 card-hours
    // prorated by the minute left out the hourly billing)
    expect(result.storageIO).toMatchObject({ epochMinutes: 12, cachedEpochMinutes: 9 });
    expect((result.storageIO as { netTotal: number }).netTotal).toBeCloseTo(2_400, 6);
  });
});

describe('a conflict between fields', () => {
  it('exits 2 naming the field when the peak has fewer cards than the base', () => {
    const run = calc(['-'], JSON.stringify({ ...V2, hybrid: { ...SECTIONS.hybrid, peakGpus: 2 } }));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'hybrid.peakGpus: must be at least workload.gpus (4): the cards needed at peak include the base (got 2)\n',
    );
  });
});
