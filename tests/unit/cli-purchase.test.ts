// What a purchase really carries (format version 7), checked through the command line as a reader would:
// the months on order, failing cards, the market's resale, a reservation past the horizon, colocation by
// the kW, the cluster and renting's staff. The 8×H100 case is the capital question's
// (tests/fixtures/h100-capital.json): one server at $255,000, 23 h a day, against $2.60 a card-hour.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const H100 = read('tests/fixtures/h100-capital.json');
const EXAMPLE = read('examples/v7-h100-purchase.json');
const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 6) };

function calc(args: string[], scenario: object): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: JSON.stringify(scenario), encoding: 'utf8' });
}

interface Figures {
  readonly own: {
    cashTotal: number;
    amortizedTotal: number;
    breakdown: { leadTime: number; downtime: number; cluster: number };
    perMonth: { power: number; ops: number };
    capex: number;
    assumed: { availabilityPct: number; resaleAtEnd: number; salvageIs: string; leadTimeMonths: number };
  };
  readonly rent: {
    total: number;
    amortizedTotal: number;
    remainingValue: number;
    breakdown: { compute: number; staff: number };
  };
  readonly savings: number;
}

function figures(scenario: object): Figures {
  const run = calc(['-'], scenario);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

type Json = Record<string, unknown>;
const withOwn = (s: Json, own: Json): Json => ({ ...s, own: { ...(s.own as Json), ...own } });
const withOps = (s: Json, ops: Json): Json => withOwn(s, { ops: { ...((s.own as Json).ops as Json), ...ops } });

describe('months on order', () => {
  it('adds 3.2 × (14,551.33 rent − 6,679.86 running) = 25,188.71 in cash to the 8×H100 server', () => {
    // every card up on both sides, so that only the months on order differ
    const before = figures(withOwn({ ...H100, version: 7 }, { availabilityPct: 100 }));
    const after = figures(withOwn({ ...H100, version: 7 }, { leadTimeMonths: 3.2, availabilityPct: 100 }));
    // rent a month: 8 cards × 23 h × 365 ÷ 12 × 2.60; running a month: power 785.01 + ops 5,894.85
    const rentMonth = (8 * 23 * 365 * 2.6) / 12;
    const running = after.own.perMonth.power + after.own.perMonth.ops;
    expect(running).toBeCloseTo(6_679.86, 2);
    expect(after.own.cashTotal - before.own.cashTotal).toBeCloseTo(3.2 * (rentMonth - running), 6);
    expect(after.own.cashTotal - before.own.cashTotal).toBeCloseTo(25_188.71, 2);
    expect(after.own.breakdown.leadTime).toBeCloseTo(3.2 * rentMonth, 6);
  });

  it('raises owning’s total and lowers what owning saves whenever renting a month costs more than running the servers', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 12, noNaN: true }), (months) => {
        const base = figures(withOwn(EXAMPLE, { leadTimeMonths: 0 }));
        const late = figures(withOwn(EXAMPLE, { leadTimeMonths: months }));
        // 16 cards × 20 h × 365 ÷ 12 × 2.60 = 25,306.67 a month rented against about 7,000 running
        expect(late.own.cashTotal).toBeGreaterThan(base.own.cashTotal);
        expect(late.own.amortizedTotal).toBeGreaterThan(base.own.amortizedTotal);
        expect(late.savings).toBeGreaterThan(base.savings);
      }),
      RUNS,
    );
  });
});

describe('cards that fail', () => {
  it('derives 98.6 % of busy hours up for an 8-card server from Meta’s Llama 3 failures, and rents the rest on demand', () => {
    const r = figures(EXAMPLE);
    const down = ((220 * 365) / 54 / 16_384) * 8 * (7 / 365);
    expect(r.own.assumed.availabilityPct).toBeCloseTo(100 * (1 - down), 9);
    expect(r.own.assumed.availabilityPct).toBeCloseTo(98.61, 2);
    // 16 cards × 20 h × 365 ÷ 12 × 2.60 on demand a month × the down share, over the 32.8 months in service
    const onDemandMonth = (16 * 20 * 365 * 2.6) / 12;
    expect(r.own.breakdown.downtime).toBeCloseTo(down * onDemandMonth * 32.8, 4);
  });

  it('raises owning’s total and lowers what owning saves as availability falls, and costs nothing when the work waits', () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 99.9, noNaN: true }), (pct) => {
        const up = figures(withOwn(EXAMPLE, { availabilityPct: 100 }));
        const down = figures(withOwn(EXAMPLE, { availabilityPct: pct }));
        expect(down.own.amortizedTotal).toBeGreaterThan(up.own.amortizedTotal);
        expect(down.savings).toBeGreaterThan(up.savings);
      }),
      RUNS,
    );
    const waits = figures(withOwn(EXAMPLE, { availabilityPct: 80, failureCover: 'wait' }));
    expect(waits.own.breakdown.downtime).toBe(0);
  });
});

describe('the hardware at the market’s used prices', () => {
  it('credits a version 7 file that leaves salvage out at SpotWire’s curve less 38.8 %', () => {
    // no lead time: 36 months old, 0.46 of the price new × 0.612
    const r = figures(withOwn(EXAMPLE, { leadTimeMonths: 0 }));
    expect(r.own.assumed.salvageIs).toBe('market-curve');
    expect(r.own.assumed.resaleAtEnd).toBeCloseTo(r.own.capex * 0.46 * 0.612, 6);
    // 3.2 months on order: the servers are 33 months old at the end, 0.60 − 0.14 × 9 ÷ 12 = 0.495
    const late = figures(EXAMPLE);
    expect(late.own.assumed.resaleAtEnd).toBeCloseTo(late.own.capex * 0.495 * 0.612, 6);
  });

  it('keeps a version 6 file’s book salvage', () => {
    const r = figures({ ...H100, version: 6 });
    expect(r.own.assumed.salvageIs).toBe('book');
    expect(r.own.assumed.resaleAtEnd).toBe(0);
  });
});

describe('a reservation past the horizon', () => {
  // 13 months against a 3-year commitment at 20 % off: 23 months paid and not used
  const reserved = (version: number, share?: number) => ({
    ...H100,
    version,
    horizonMonths: 13,
    rent: {
      ...H100.rent,
      plan: 'reserved',
      reservedTermYears: 3,
      reservedDiscountPct: 20,
      ...(share === undefined ? {} : { reservationResalePct: share }),
    },
  });

  it('credits nothing when the scenario declares no resale share, and the share it declares', () => {
    const month = 8 * 730 * 2.6 * 0.8;
    const none = figures(reserved(7));
    expect(none.rent.remainingValue).toBe(0);
    expect(none.rent.amortizedTotal).toBeCloseTo(36 * month, 4);
    const half = figures(reserved(7, 50));
    expect(half.rent.remainingValue).toBeCloseTo(0.5 * 23 * month, 4);
  });

  it('credits a version 6 file’s months at what they cost, as it did', () => {
    const month = 8 * 730 * 2.6 * 0.8;
    expect(figures(reserved(6)).rent.remainingValue).toBeCloseTo(23 * month, 4);
  });
});

describe('colocation by the kW and the cluster', () => {
  it('rises with each kW provisioned: two servers × the added kW × 184.06 a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (addedWatts) => {
        const base = figures(EXAMPLE);
        const s = EXAMPLE.own.power;
        const more = figures(withOwn(EXAMPLE, { power: { ...s, serverBaseWatts: s.serverBaseWatts + addedWatts } }));
        const perMonth = more.own.perMonth.ops - base.own.perMonth.ops;
        expect(perMonth).toBeCloseTo(2 * (addedWatts / 1000) * 184.06, 6);
      }),
      RUNS,
    );
  });

  it('draws 10.2 kW a server for 8 H100s at 700 W and a 4,600 W base, and sells cabinets by their cap', () => {
    const perKW = figures(EXAMPLE);
    // 2 servers × 10.2 kW × 184.06
    expect(perKW.own.perMonth.ops).toBeCloseTo(20_000 / 12 + 2 * 10.2 * 184.06, 6);
    // an 8 kW cabinet cannot hold a 10.2 kW server: two cabinets each, four in all
    const cabinets = figures(withOps(EXAMPLE, { colocationPerKWMonth: 0, cabinetPerMonth: 1_000, cabinetKW: 8 }));
    expect(cabinets.own.perMonth.ops).toBeCloseTo(20_000 / 12 + 4 * 1_000, 6);
    // a 25 kW cabinet holds two
    const wide = figures(withOps(EXAMPLE, { colocationPerKWMonth: 0, cabinetPerMonth: 1_000, cabinetKW: 25 }));
    expect(wide.own.perMonth.ops).toBeCloseTo(20_000 / 12 + 1_000, 6);
  });

  it('prices the cluster only when more than one server is owned, written off over its own 5 years', () => {
    const two = figures(EXAMPLE);
    // 2 × 15,060 = 30,120; its life counts from the month the servers arrive in: 33 of 60 months written off
    expect(two.own.breakdown.cluster).toBeCloseTo(30_120 * (33 / 60), 6);
    const one = figures({ ...EXAMPLE, workload: { ...EXAMPLE.workload, gpus: 8 } });
    expect(one.own.breakdown.cluster).toBe(0);
  });
});

describe('staff on the renting side', () => {
  it('adds the yearly figure to renting’s total, and the summary says so', () => {
    const r = figures(EXAMPLE);
    expect(r.rent.breakdown.staff).toBeCloseTo(36_000, 6);
    expect(r.rent.total).toBeCloseTo(r.rent.breakdown.compute + 36_000, 6);
    const run = calc(['--summary', '-'], EXAMPLE);
    expect(run.stdout).toContain('Renting pays $36,000.00 of staff over the horizon.');
    expect(run.stdout).toContain(
      'Owning assumes 3.2 months on order, the work rented meanwhile for $80,981.33; cards up 98.6% of busy hours, derived from a large fleet’s failures (Meta, Llama 3)',
    );
  });
});
