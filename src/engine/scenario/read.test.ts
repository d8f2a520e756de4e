// The page checks its drafts with parseScenarioStrict, which leaves the repairs out of what loads
// before the verdict: it must answer exactly as parseScenario(…, 'strict') for any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { parseScenario } from './parse.ts';
import { parseScenarioStrict } from './read.ts';

const scenarioLike = fc.record({
  path: fc.constantFrom('workload.gpus', 'own.serverPrice', 'rent.pricePerGpuHour', 'horizonMonths', 'version'),
  value: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.string(), fc.constant(null)),
});

describe('parseScenarioStrict', () => {
  it('answers as the strict parser for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        expect(parseScenarioStrict(input)).toEqual(parseScenario(input, 'strict'));
      }),
    );
  });

  it('answers as the strict parser for the default scenario with one field changed', () => {
    fc.assert(
      fc.property(scenarioLike, ({ path, value }) => {
        const input = structuredClone(DEFAULT_SCENARIO) as unknown as Record<string, Record<string, unknown>>;
        const [head, tail] = path.split('.') as [string, string | undefined];
        if (tail === undefined) (input as Record<string, unknown>)[head] = value;
        else input[head] = { ...input[head], [tail]: value };
        expect(parseScenarioStrict(input)).toEqual(parseScenario(input, 'strict'));
      }),
    );
  });

  it('accepts the default scenario', () => {
    expect(parseScenarioStrict(structuredClone(DEFAULT_SCENARIO)).ok).toBe(true);
  });
});
