// The screening as the page lays it out: the table's order, the chart rows and the evidence checklist,
// worked by hand on three providers, then the order's invariants over random scorecards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Provider } from '../scenario/schema.ts';
import type { ScoreDimension } from '../scenario/screeningDefaults.ts';
import { SCORE_DIMENSIONS } from '../scenario/screeningDefaults.ts';
import type { ProviderCost } from './cost.ts';
import type { Standing } from './rank.ts';
import type { ProviderScore } from './score.ts';
import {
  checklist,
  costRows,
  nextSort,
  radarRows,
  type SortKey,
  type SortOrder,
  sortScores,
  sortValue,
} from './table.ts';
import { UNMEASURED } from './unmeasured.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

function scoreOf(
  id: string,
  name: string,
  cost: number,
  scores: readonly (number | null)[],
  total: number | null,
  standing: Standing = 'measured',
): ProviderScore {
  const dimensions = Object.fromEntries(
    SCORE_DIMENSIONS.map((d, i) => {
      const score = scores[i] ?? null;
      return [d, { score, measured: score === null ? 0 : 1, reasons: [] }];
    }),
  ) as unknown as ProviderScore['dimensions'];
  const priced = { total: cost, plan: 'hourly' } as unknown as ProviderCost;
  const faults = standing === 'fault' ? ['hardware.mig'] : [];
  return { id, name, cost: priced, dimensions, total, measuredShare: total === null ? null : 1, faults, standing };
}

// hardware, network, recovery, billing, support
const ALPHA = scoreOf('a', 'alpha', 900, [8, 5, 2, 10, 6], 62);
const BETA = scoreOf('b', 'Beta', 700, [8, 9, 7, 4, 3], 70);
const GAMMA = scoreOf('c', 'gamma', 700, [3, 1, 0, 6, 9], null);
const ALL = [ALPHA, BETA, GAMMA];
const ids = (scores: readonly ProviderScore[]) => scores.map((s) => s.id);

describe('the table order', () => {
  it('sorts names without regard to case: alpha, Beta, gamma', () => {
    expect(ids(sortScores([GAMMA, BETA, ALPHA], { key: 'name', down: false }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortScores(ALL, { key: 'name', down: true }))).toEqual(['c', 'b', 'a']);
  });

  it('puts the cheapest first, ties in the screening order (Beta and gamma both cost 700)', () => {
    expect(ids(sortScores(ALL, { key: 'cost', down: false }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortScores([ALPHA, GAMMA, BETA], { key: 'cost', down: false }))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by a dimension score, highest first when down', () => {
    expect(ids(sortScores(ALL, { key: 'support', down: true }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortScores(ALL, { key: 'network', down: false }))).toEqual(['c', 'a', 'b']);
  });

  it('sorts a missing total (every weight 0) below any score of the same standing', () => {
    // measured: 2,000 + the total; none: 2,000 − 1
    expect(sortValue(GAMMA, 'total')).toBe(1999);
    expect(ids(sortScores(ALL, { key: 'total', down: true }))).toEqual(['b', 'a', 'c']);
  });

  it('sorts the total column by the ranking: a fault below little measured, below the rest, whatever the total', () => {
    const thin = scoreOf('t', 'thin', 100, [null, null, null, 10, null], 100, 'thin');
    const faulty = scoreOf('f', 'faulty', 100, [6, 10, 10, 10, 10], 92, 'fault');
    // keys: BETA 2,070, ALPHA 2,062, thin 1,000 + 100 = 1,100, faulty 0 + 92 = 92
    expect(ids(sortScores([faulty, thin, ALPHA, BETA], { key: 'total', down: true }))).toEqual(['b', 'a', 't', 'f']);
    expect(ids(sortScores([faulty, thin, ALPHA, BETA], { key: 'total', down: false }))).toEqual(['f', 't', 'a', 'b']);
  });

  it('sorts an unknown score below every measured one', () => {
    const unknown = scoreOf('u', 'unknown', 100, [null, null, null, null, null], null, 'thin');
    expect(sortValue(unknown, 'hardware')).toBe(-1);
    expect(ids(sortScores([unknown, GAMMA], { key: 'recovery', down: true }))).toEqual(['c', 'u']);
  });

  it('turns the same column round, and starts a new one cheapest or first by name, highest by score', () => {
    const byCost: SortOrder = { key: 'cost', down: false };
    expect(nextSort(byCost, 'cost')).toEqual({ key: 'cost', down: true });
    expect(nextSort({ key: 'cost', down: true }, 'cost')).toEqual({ key: 'cost', down: false });
    expect(nextSort(byCost, 'name')).toEqual({ key: 'name', down: false });
    expect(nextSort(byCost, 'hardware')).toEqual({ key: 'hardware', down: true });
    expect(nextSort(byCost, 'total')).toEqual({ key: 'total', down: true });
    expect(nextSort({ key: 'total', down: true }, 'cost')).toEqual({ key: 'cost', down: false });
  });

  const scoreArb = fc.record({
    name: fc.string({ maxLength: 8 }),
    cost: fc.double({ min: 0, max: 1e7, noNaN: true }),
    scores: fc.array(fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }), {
      minLength: 5,
      maxLength: 5,
    }),
    total: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    standing: fc.constantFrom<Standing>('measured', 'thin', 'fault'),
  });
  const listArb = fc
    .array(scoreArb, { maxLength: 12 })
    .map((list) => list.map((r, i) => scoreOf(`p${i}`, r.name, r.cost, r.scores, r.total, r.standing)));
  const keyArb = fc.constantFrom<SortKey>('name', 'cost', 'total', ...SCORE_DIMENSIONS);

  it('gives back every provider once, in order of the column, either way round', () => {
    fc.assert(
      fc.property(listArb, keyArb, fc.boolean(), (list, key, down) => {
        const sorted = sortScores(list, { key, down });
        expect([...ids(sorted)].sort()).toEqual([...ids(list)].sort());
        for (let i = 1; i < sorted.length; i += 1) {
          const x = sortValue(sorted[i - 1] as ProviderScore, key);
          const y = sortValue(sorted[i] as ProviderScore, key);
          expect(down ? x >= y : x <= y).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('leaves the screening as it was', () => {
    const list = [GAMMA, ALPHA, BETA];
    sortScores(list, { key: 'name', down: false });
    expect(ids(list)).toEqual(['c', 'a', 'b']);
  });
});

describe('the chart rows', () => {
  it('gives one cost bar a provider, in the screening order', () => {
    expect(costRows(ALL)).toEqual([
      { id: 'a', name: 'alpha', total: 900 },
      { id: 'b', name: 'Beta', total: 700 },
      { id: 'c', name: 'gamma', total: 700 },
    ]);
  });

  it('gives the radar one row a dimension, with each provider’s score under its id', () => {
    expect(radarRows(ALL)).toEqual([
      { dimension: 'hardware', a: 8, b: 8, c: 3 },
      { dimension: 'network', a: 5, b: 9, c: 1 },
      { dimension: 'recovery', a: 2, b: 7, c: 0 },
      { dimension: 'billing', a: 10, b: 4, c: 6 },
      { dimension: 'support', a: 6, b: 3, c: 9 },
    ]);
    expect(radarRows([])).toEqual(SCORE_DIMENSIONS.map((dimension) => ({ dimension })));
  });

  it('leaves an unknown score out of the radar (null, a gap) rather than drawing it at 0', () => {
    const unknown = scoreOf('u', 'unknown', 100, [null, 4, null, 7, null], 55, 'thin');
    expect(radarRows([unknown]).map((row) => row.u)).toEqual([null, 4, null, 7, null]);
  });
});

describe('the checklist', () => {
  const bare: Provider = {
    name: 'bare',
    gpuModel: '',
    gpuMemoryGB: null,
    gpusPerInstance: 1,
    pricePerGpuHour: 0,
    billingIncrementMinutes: 1,
    minimumMinutes: 0,
    source: null,
    ...UNMEASURED,
  };
  const full: Provider = {
    ...bare,
    name: 'full',
    pricePerGpuHour: 2.5,
    gpuEvidence: {
      name: 'NVIDIA H100 80GB HBM3',
      count: 8,
      memoryTotalMiB: 81_559,
      migEnabled: false,
      virtualizationMode: 'Pass-Through',
      driverVersion: '590.48.01',
      cudaVersion: '13.1',
    },
    bandwidthGbps: 9.4,
    latencyMs: 12,
    offsiteBackup: true,
    snapshots: true,
    rtoHours: 4,
    rpoHours: 1,
    supportMinutes: 30,
  };
  const all = (value: boolean) =>
    Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, value])) as Record<ScoreDimension, boolean>;
  const column = (rows: ReturnType<typeof checklist>, id: string) =>
    Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, rows[d][id]]));

  it('marks every check done for full evidence and none for a bare entry', () => {
    const rows = checklist([ALPHA, BETA], { a: full, b: bare });
    expect(column(rows, 'a')).toEqual(all(true));
    expect(column(rows, 'b')).toEqual(all(false));
  });

  it('needs both bandwidth and latency, and backups, snapshots, RTO and RPO together', () => {
    const rows = checklist([ALPHA, BETA], {
      a: { ...full, latencyMs: null, snapshots: false },
      b: { ...bare, bandwidthGbps: 1, latencyMs: 5, offsiteBackup: true, snapshots: true, rtoHours: 2 },
    });
    expect(column(rows, 'a')).toEqual({ ...all(true), network: false, recovery: false });
    expect(column(rows, 'b')).toEqual({ ...all(false), network: true });
  });

  it('marks nothing done for a score whose provider is not in the list', () => {
    expect(column(checklist([GAMMA], {}), 'c')).toEqual(all(false));
  });
});
