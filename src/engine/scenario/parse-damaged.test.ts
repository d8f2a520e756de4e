// Damaged input that once broke the parser itself: nesting that exhausted the stack, keys that reach
// an object's prototype, names too long for their field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { parseScenario } from './parse.ts';
import { MAX_DEPTH } from './screen.ts';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('input nested deeper than the format needs', () => {
  it('reads a scenario with 3,000 nested lists in an unknown field as the default scenario, and says why', () => {
    const parsed = parseScenario({ x: nested(3000) }, 'lenient');
    expect(parsed.ok).toBe(true);
    expect(parsed.scenario).toEqual(DEFAULT_SCENARIO);
    expect(parsed.problems).toEqual([
      expect.objectContaining({ path: 'scenario', code: 'too-deep', fix: 'used the default scenario' }),
    ]);
  });

  it('refuses it in strict mode, without throwing', () => {
    const parsed = parseScenario({ ...DEFAULT_SCENARIO, x: nested(100_000) }, 'strict');
    expect(parsed.ok).toBe(false);
    expect(parsed.problems.map((p) => p.code)).toEqual(['too-deep']);
  });

  it('still reads the deepest part of the format (a provider’s source note) and an unknown field a little nested', () => {
    const scenario = {
      ...DEFAULT_SCENARIO,
      providers: {
        list: { p1: { name: 'P', pricePerGpuHour: 1, source: { source: 'price list', asOf: '2026-01-05' } } },
      },
    };
    const parsed = parseScenario({ ...scenario, extra: nested(MAX_DEPTH - 3) }, 'lenient');
    expect(parsed.scenario?.providers?.list.p1?.source?.asOf).toBe('2026-01-05');
    expect(parsed.problems.map((p) => `${p.path} ${p.code}`)).toEqual(['extra unknown-field']);
  });
});

describe('keys that would reach an object’s prototype', () => {
  it('leaves out __proto__ at any depth, and constructor or prototype where the format has no such field, naming each', () => {
    // JSON.parse and spreading make own properties of these keys, as a link or file would
    const own = (json: string) => JSON.parse(json) as Record<string, unknown>;
    const provider = { ...own('{"__proto__":{"x":1}}'), name: 'x', pricePerGpuHour: 1 };
    const input = {
      ...DEFAULT_SCENARIO,
      ...own('{"__proto__":{"polluted":1}}'),
      workload: { ...DEFAULT_SCENARIO.workload, ...own('{"constructor":{"gpus":9}}') },
      own: { ...DEFAULT_SCENARIO.own, ...own('{"prototype":1}') },
      providers: { list: { p1: provider } },
    };
    const parsed = parseScenario(input, 'lenient');
    expect(parsed.ok).toBe(true);
    expect(parsed.scenario?.workload).toEqual(DEFAULT_SCENARIO.workload);
    expect(parsed.scenario?.own).toEqual(DEFAULT_SCENARIO.own);
    expect(parsed.scenario?.providers?.list.p1?.name).toBe('x');
    expect(parsed.problems.map((p) => `${p.path} ${p.code} ${p.fix}`).sort()).toEqual([
      '__proto__ unknown-field removed',
      'own.prototype unknown-field removed',
      'providers.list.p1.__proto__ unknown-field removed',
      'workload.constructor unknown-field removed',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a provider whose id is "constructor": the format allows it', () => {
    const provider = { name: 'C', pricePerGpuHour: 1 };
    const parsed = parseScenario({ ...DEFAULT_SCENARIO, providers: { list: { constructor: provider } } }, 'strict');
    expect(parsed.ok).toBe(true);
    expect(Object.hasOwn(parsed.scenario?.providers?.list ?? {}, 'constructor')).toBe(true);
  });
});

describe('text longer than its field allows', () => {
  it('shortens an over-long name to the longest allowed and says so', () => {
    const parsed = parseScenario({ ...DEFAULT_SCENARIO, name: 'A'.repeat(500) }, 'lenient');
    expect(parsed.scenario?.name).toBe('A'.repeat(80));
    expect(parsed.problems).toEqual([
      expect.objectContaining({ path: 'name', code: 'invalid', fix: 'shortened to 80 characters' }),
    ]);
  });

  it('never cuts a character in two when shortening', () => {
    const parsed = parseScenario({ ...DEFAULT_SCENARIO, name: `${'a'.repeat(79)}😀😀` }, 'lenient');
    expect(parsed.scenario?.name).toBe('a'.repeat(79));
  });
});
