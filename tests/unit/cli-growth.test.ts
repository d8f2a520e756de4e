// The command line for a workload that grows or runs only in busy months (format version 9): the months
// in the JSON, and with --summary a line saying how it changes and the month the answer turns.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIET } from '../support/scenarios.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

// 10 cards growing 10 % a month on demand around the clock at 2 a card-hour, against 8-card servers of
// 200,000 written off over 3 years: month by month 10, 11, 13, 14, 15, 17, 18, 20 cards
const growing = (ownBuys: 'up-front' | 'in-steps') =>
  JSON.stringify({
    ...QUIET,
    horizonMonths: 8,
    workload: {
      ...QUIET.workload,
      gpus: 10,
      hoursPerDay: 24,
      daysPerYear: 365,
      growth: { pctPerMonth: 10, maxGpus: null, ownBuys },
    },
    own: { ...QUIET.own, serverPrice: 200_000, gpusPerServer: 8 },
    rent: { ...QUIET.rent, pricePerGpuHour: 2 },
  });

describe('gpu-tco FILE with a workload that grows', () => {
  it('prints each month’s cards and the month the answer turns in the JSON', () => {
    const run = calc(['-'], growing('up-front'));
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.growth.demandGpus).toEqual([10, 11, 13, 14, 15, 17, 18, 20]);
    // 118 card-months × 730 h × 2 = 172,280
    expect(result.rent.total).toBeCloseTo(172_280, 6);
    expect(result.growth.turnMonth).toBe(4);
  });

  it('says in --summary how the work grows, how the servers are bought and when owning turns cheaper', () => {
    const run = calc(['--summary', '-'], growing('in-steps'));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Workload: grows 10 % a month from 10 to 20 cards; owned servers bought in steps, 2 to 3. Owning stays cheaper than renting from month 1 on (amortized).',
    );
  });

  it('names the busy months and says when owning never turns cheaper', () => {
    const lab = JSON.stringify({
      ...QUIET,
      workload: { ...QUIET.workload, gpus: 4, busyMonths: '3,4,5,6,7,8' },
      own: { ...QUIET.own, serverPrice: 600_000, gpusPerServer: 4 },
      rent: { ...QUIET.rent, plan: 'monthly', monthlyPricePerGpu: 6_700 },
    });
    const run = calc(['--summary', '-'], lab);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('runs only in Mar, Apr, May, Jun, Jul, Aug (6 of 12 months, from Jan)');
    expect(run.stdout).toContain('Owning does not turn cheaper than renting within the horizon (amortized).');
  });

  it('says nothing of growth for a steady workload', () => {
    const run = calc(['--summary', '-'], JSON.stringify(QUIET));
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Workload:');
  });
});
