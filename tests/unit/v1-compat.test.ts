// Version-1 files keep their figures under later format versions (version 6 compares present values where a file wrote a rate): every case of tests/fixtures/v1-results.json
// (the version-1 engine's results for the shipped examples and for scenarios its arbitraries drew; see
// the fixture's note and scripts/v1-golden.ts) is parsed strictly by today's parser and evaluated by
// today's engine, and must give the same result.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, type Result, SCENARIO_VERSION } from '../../src/engine/index.ts';
import { parseScenario } from '../../src/engine/reading.ts';

interface Case {
  readonly name: string;
  readonly input: { readonly version: number };
  readonly result: Result;
}

const FIXTURE = resolve(import.meta.dirname, '../fixtures/v1-results.json');
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { note: string; commit: string; cases: Case[] };

/** The contract's relative tolerance. */
const TOLERANCE = 1e-9;

/**
 * Figures that include electricity. Version 2 splits a month's energy into its busy and idle hours (a
 * time-of-use tariff prices them apart) and so adds the same watt-hours up in another order: these may
 * differ from version 1 in the last bits. Every other figure is computed by the same operations as in
 * version 1 (a VAT factor of exactly 1, no months past the horizon), so it must be identical.
 */
const WITH_ELECTRICITY = new Set([
  'own.cashTotal',
  'own.amortizedTotal',
  'own.energyKWh',
  'own.breakdown.power',
  'own.costPerBusyGpuHour',
  'own.presentValue',
  'own.perMonth.energyKWh',
  'own.perMonth.power',
  'monthly.ownCash',
  'monthly.ownAmortized',
  'savings',
  'savingsPct',
]);

/**
 * Fields the result gained after version 1, with the value a version-1 scenario must give for each: a
 * version-1 reservation has no term, so nothing is paid past the horizon and nothing is left over; it
 * has no lead time, no cards down, no cluster and no staff on the renting side, and its hardware is
 * credited at its book value.
 */
const ADDED_SINCE_V1: Readonly<Record<string, (v1: Result) => unknown>> = {
  'rent.remainingValue': () => 0,
  'rent.amortizedTotal': (v1) => v1.rent.total,
  'rent.breakdown.staff': () => 0,
  'rent.perMonth.staff': () => 0,
  'own.breakdown.cluster': () => 0,
  'own.breakdown.leadTime': () => 0,
  'own.breakdown.downtime': () => 0,
  'own.perMonth.downtime': () => 0,
  'own.assumed': (v1) => ({
    leadTimeMonths: 0,
    availabilityPct: 100,
    resaleAtEnd: v1.own.bookValueAtEnd,
    salvageIs: 'book',
    clusterCapital: 0,
  }),
};

/**
 * The size of the amounts a figure is a difference of: savings = own − rent carries the rounding of the
 * larger of the two, and its percentage that rounding relative to own.
 */
function magnitudeOf(field: string, v1: Result): number {
  const larger = Math.max(Math.abs(v1.own.amortizedTotal), Math.abs(v1.rent.total));
  if (field === 'savings') return larger;
  if (field === 'savingsPct' && v1.own.amortizedTotal !== 0) return (100 * larger) / Math.abs(v1.own.amortizedTotal);
  return 0;
}

/** Every difference between today's result and version 1's, as "path: today vs v1". */
function differences(today: unknown, v1: unknown, path: string, field: string, whole: Result, out: string[]): string[] {
  if (typeof v1 === 'number' && typeof today === 'number') {
    if (Object.is(today, v1)) return out;
    const magnitude = magnitudeOf(field, whole);
    const close = Math.abs(today - v1) <= TOLERANCE * Math.max(Math.abs(today), Math.abs(v1), magnitude);
    if (!WITH_ELECTRICITY.has(field) || !close) out.push(`${path}: ${today} vs ${v1}`);
    return out;
  }
  if (typeof v1 === 'object' && v1 !== null && typeof today === 'object' && today !== null) {
    const keys = Object.keys(v1).sort();
    const added = (key: string) => `${field ? `${field}.` : ''}${key}` in ADDED_SINCE_V1 && !(key in v1);
    for (const key of Object.keys(today).filter(added)) {
      const name = `${field ? `${field}.` : ''}${key}`;
      const value = (today as Record<string, unknown>)[key];
      const expected = ADDED_SINCE_V1[name]?.(whole);
      if (JSON.stringify(value) !== JSON.stringify(expected))
        out.push(`${path ? `${path}.` : ''}${key}: ${JSON.stringify(value)} vs ${JSON.stringify(expected)}`);
    }
    const todayKeys = Object.keys(today)
      .filter((key) => !added(key))
      .sort();
    if (JSON.stringify(keys) !== JSON.stringify(todayKeys)) out.push(`${path}: keys ${todayKeys} vs ${keys}`);
    for (const key of keys) {
      const child = (today as Record<string, unknown>)[key];
      const before = (v1 as Record<string, unknown>)[key];
      // array indices stay out of the field name: "monthly.ownCash" names the column of every row
      const childField = Array.isArray(v1) ? field : field ? `${field}.${key}` : key;
      differences(child, before, path ? `${path}.${key}` : key, childField, whole, out);
    }
    return out;
  }
  if (!Object.is(today, v1)) out.push(`${path}: ${JSON.stringify(today)} vs ${JSON.stringify(v1)}`);
  return out;
}

describe('tests/fixtures/v1-results.json', () => {
  it('comes from the version-1 release and holds the examples and the drawn scenarios, all version 1', () => {
    expect(fixture.commit).toMatch(/^ba015b7[0-9a-f]{33}$/);
    expect(fixture.note).toContain(fixture.commit);
    expect(fixture.note).toContain('scripts/v1-golden.ts');
    const names = fixture.cases.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'examples/a100-server-8x.json',
        'examples/burst-tuning-8x.json',
        'examples/lab-3-month-weekly.json',
        'examples/startup-4xv100.json',
      ]),
    );
    expect(names.filter((n) => n.startsWith('scenarioArb')).length).toBeGreaterThanOrEqual(50);
    for (const c of fixture.cases) expect(c.input.version, c.name).toBe(1);
  });
});

/**
 * Since version 6 the verdict compares present values: a version-1 file that wrote a discount rate gets
 * its comparison, series, payback and break-even at that rate, no longer undiscounted. Its totals and
 * present values stay version 1's.
 */
const ON_PRESENT_VALUES = ['savings', 'savingsPct', 'cheaper', 'paybackMonth', 'breakEvenHoursPerDay', 'monthly'];

function withoutKeys(result: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result).filter(([key]) => !keys.includes(key)));
}

describe.each(fixture.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
  it('parses strictly under the current format version with no problems and gives the figures version 1 gave', () => {
    const parsed = parseScenario(c.input, 'strict');
    expect(parsed.problems).toEqual([]);
    if (!parsed.ok) return;
    expect(parsed.scenario.version).toBe(SCENARIO_VERSION);
    const today = evaluate(parsed.scenario);
    const discounted = parsed.scenario.discountRatePct > 0;
    const skipped = discounted ? ['finance', ...ON_PRESENT_VALUES] : ['finance'];
    const v1 = withoutKeys(c.result, skipped);
    expect(differences(withoutKeys(today, skipped), v1, '', '', c.result, [])).toEqual([]);
    if (!discounted) return;
    // the verdict at the rate the file wrote: version 1's own present values compared
    const { own, rent } = c.result;
    const scale = Math.max(Math.abs(own.presentValue), Math.abs(rent.presentValue));
    expect(Math.abs(today.savings - (own.presentValue - rent.presentValue))).toBeLessThanOrEqual(TOLERANCE * scale);
    expect(Math.abs((today.monthly.at(-1)?.ownAmortized ?? Number.NaN) - own.presentValue)).toBeLessThanOrEqual(
      TOLERANCE * scale,
    );
  });
});
