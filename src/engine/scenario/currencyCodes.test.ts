// A scenario's currency is an ISO 4217 code, not any three capital letters.
import { describe, expect, it } from 'vitest';
import v4Serve from '../../../examples/v4-serve-32b-vs-api.json';
import { type Json, setIn } from '../paths.ts';
import { CURRENCY_CODES, isCurrencyCode } from './currencyCodes.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { parseScenario } from './parse.ts';

const withCurrency = (currency: unknown) => ({ ...DEFAULT_SCENARIO, currency }) as unknown as Json;

describe('the currency of a scenario', () => {
  it('is refused when ISO 4217 lists no such code, naming the field and what is allowed', () => {
    const result = parseScenario(withCurrency('ABC'), 'strict');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'currency: must be a currency code that ISO 4217 lists, such as "CNY", "USD" or "EUR" (got "ABC")',
    ]);
  });

  it('is refused in lower case, saying what a code looks like', () => {
    const result = parseScenario(withCurrency('cny'), 'strict');
    expect(result.problems.map((p) => p.message)).toEqual([
      'must be an ISO 4217 currency code such as "CNY", "USD" or "EUR" (got "cny")',
    ]);
  });

  it('takes every code this runtime can format, and a code withdrawn since 2018 (a saved scenario in kuna)', () => {
    for (const code of Intl.supportedValuesOf('currency')) {
      expect(isCurrencyCode(code), code).toBe(true);
      expect(parseScenario(withCurrency(code), 'strict').problems).toEqual([]);
    }
    expect(parseScenario(withCurrency('HRK'), 'strict').ok).toBe(true);
    expect(CURRENCY_CODES).toContain('XAU');
    expect(isCurrencyCode('XXX')).toBe(false);
  });

  it('is read from a version-1 file as it was written, as version 1 allowed any three capital letters', () => {
    const v1 = { ...withCurrency('YZI'), version: 1 } as Json;
    delete v1.tax;
    const result = parseScenario(v1, 'strict');
    expect(result.problems).toEqual([]);
    expect(result.scenario?.currency).toBe('YZI');
    expect(parseScenario({ ...v1, version: 2 }, 'strict').ok).toBe(false);
  });

  it('takes the default in a link or storage, saying why', () => {
    const result = parseScenario(withCurrency('ABC'), 'lenient');
    expect(result.scenario?.currency).toBe('CNY');
    expect(result.problems.map((p) => p.fix)).toEqual(['used the default "CNY"']);
  });

  it('of a job’s API is held to the same list', () => {
    const input = setIn(v4Serve as unknown as Json, ['job', 'api', 'currency'], 'QQQ');
    const problems = parseScenario(setIn(input, ['currency'], 'QQQ'), 'strict').problems;
    expect(problems.map((p) => p.path)).toEqual(['currency', 'job.api.currency']);
    expect(problems[1]?.message).toBe(
      'must be a currency code that ISO 4217 lists, such as "CNY", "USD" or "EUR" (got "QQQ")',
    );
  });
});
