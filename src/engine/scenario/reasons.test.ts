// A refusal names the part of the field's rule that the value broke: a value inside a field's range is
// never refused with that range as the reason (1e-7 as a price is inside "from 0 to 1e6").

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import v4Full from '../../../examples/v4-full-70b-h100-deadline.json';
import { JOB_FORMAT } from '../job/jobFormat.gen.ts';
import { type Json, setIn } from '../paths.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { FORMAT } from './format.gen.ts';
import { type FormatField, fieldAt, fieldPaths } from './format.ts';
import { installToolSections } from './formatInstall.ts';
import { parseScenario } from './parse.ts';

// the whole format: the core and the analysis tools' sections
installToolSections();

interface NumberField {
  readonly path: string;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
}

function numberFields(root: FormatField): NumberField[] {
  return fieldPaths(root, '').flatMap((path) => {
    const field = fieldAt(root, path.split('.'));
    if (field?.type !== 'number' || field.allowed.kind !== 'number') return [];
    const { min, max, integer } = field.allowed;
    return min < max ? [{ path, min, max, integer }] : [];
  });
}

const SCENARIO_FIELDS = numberFields(FORMAT).filter((f) => f.path !== 'version');
const JOB_FIELDS = numberFields(JOB_FORMAT);

/** How the engine writes a bound in its messages (1000000 as 1e6). */
const fmt = (n: number) => (n >= 1e6 ? n.toExponential().replace('e+', 'e') : String(n));

/** A value inside [min, max] that the field refuses: a fraction for a whole number, or below 0.000001. */
function refusedInside(field: NumberField): fc.Arbitrary<number> {
  const tiny = fc.double({ min: 1e-300, max: 9.99e-7, noNaN: true });
  if (field.integer)
    return fc.double({ min: field.min, max: Math.min(field.max, 1e9), noNaN: true }).map((v) => Math.floor(v) + 0.5);
  return field.min === 0 ? tiny : fc.constant(Number.NaN);
}

function refusalOf(input: Json, path: string): string | undefined {
  const result = parseScenario(input, 'strict');
  return result.problems.find((p) => p.path === path)?.message;
}

function assertNamesTheRule(field: NumberField, value: number, message: string | undefined) {
  expect(message).toBeDefined();
  const range = `from ${fmt(field.min)} to ${fmt(field.max)}`;
  if (field.integer) expect(message).toMatch(/^must be a whole number/);
  else {
    expect(message).toMatch(/^must be 0 or a number from 0\.000001 to /);
    expect(message).not.toContain(range);
  }
  expect(message).toContain(`(got ${value})`);
}

describe('a value inside the stated range', () => {
  it('is never refused with that range as the reason, in any number field of the scenario', () => {
    const fields = SCENARIO_FIELDS.filter((f) => f.integer || f.min === 0);
    expect(fields.length).toBeGreaterThan(40);
    fc.assert(
      fc.property(
        fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), refusedInside(field))),
        ([field, value]) => {
          const input = setIn(JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json, field.path.split('.'), value);
          assertNamesTheRule(field, value, refusalOf(input, field.path));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is never refused with that range as the reason, in any number field of a scenario’s job', () => {
    const fields = JOB_FIELDS.filter((f) => f.integer || f.min === 0);
    expect(fields.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(
        fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), refusedInside(field))),
        ([field, value]) => {
          const input = setIn(v4Full as unknown as Json, ['job', ...field.path.split('.')], value);
          assertNamesTheRule(field, value, refusalOf(input, `job.${field.path}`));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('names the price of 1e-7 as too small, and 2e6 as past the range', () => {
    const price = (value: number) =>
      refusalOf(
        setIn(JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json, ['rent', 'pricePerGpuHour'], value),
        'rent.pricePerGpuHour',
      );
    expect(price(1e-7)).toBe('must be 0 or a number from 0.000001 to 1e6 (per card-hour) (got 1e-7)');
    expect(price(2e6)).toBe('must be a number from 0 to 1e6 (per card-hour) (got 2000000)');
  });

  it('names a date the calendar lacks as such, not as a date written wrongly', () => {
    const input = { ...DEFAULT_SCENARIO, sources: { 'rent.pricePerGpuHour': { source: 'list', asOf: '2026-02-30' } } };
    expect(refusalOf(input as unknown as Json, 'sources.rent.pricePerGpuHour.asOf')).toBe(
      'must be a date the calendar has, written YYYY-MM-DD (got "2026-02-30")',
    );
    input.sources['rent.pricePerGpuHour'].asOf = '30.02.2026';
    expect(refusalOf(input as unknown as Json, 'sources.rent.pricePerGpuHour.asOf')).toBe(
      'must be a date written YYYY-MM-DD (got "30.02.2026")',
    );
  });
});
