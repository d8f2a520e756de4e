// The page checks its own drafts with checkDraft (the schema and its rules), and reads links with
// parseScenarioLazily, which loads the repairs and the job check only for an input that needs them:
// both must answer exactly as parseScenario for what they are given.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { installToolSections } from './formatInstall.ts';
import { parseScenario } from './parse.ts';
import { parseScenarioLazily } from './parseLazy.ts';

// the whole format: the core and the analysis tools' sections
installToolSections();

const scenarioLike = fc.record({
  path: fc.constantFrom('workload.gpus', 'own.serverPrice', 'rent.pricePerGpuHour', 'horizonMonths', 'version'),
  value: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.string(), fc.constant(null)),
});

/** The default scenario with one field changed, as the page's edits change a draft. */
function draftWith({ path, value }: { path: string; value: unknown }): Record<string, unknown> {
  const input = structuredClone(DEFAULT_SCENARIO) as unknown as Record<string, Record<string, unknown>>;
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) (input as Record<string, unknown>)[head] = value;
  else input[head] = { ...input[head], [tail]: value };
  return input;
}

describe('checkDraft', () => {
  it('answers as the strict parser for a draft of the page, the default scenario with one field changed', () => {
    // the page has no input for the version: a draft keeps the one its scenario was read at
    const pageEdit = scenarioLike.filter(({ path }) => path !== 'version');
    fc.assert(
      fc.property(pageEdit, (edit) => {
        const draft = draftWith(edit);
        const parsed = parseScenario(draft, 'strict');
        const checked = check(draft);
        expect(checked.problems).toEqual(parsed.problems);
        expect(checked.problems.length === 0 ? checked.scenario : null).toEqual(parsed.scenario);
      }),
    );
  });

  it('accepts the default scenario', () => {
    expect(check(structuredClone(DEFAULT_SCENARIO) as never)).toEqual({ problems: [], scenario: DEFAULT_SCENARIO });
  });
});

describe('parseScenarioLazily', () => {
  it('answers as the full parser for any JSON value, in both modes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom('strict', 'lenient'), async (input, mode) => {
        expect(await parseScenarioLazily(input, mode)).toEqual(parseScenario(input, mode));
      }),
    );
  });

  it('answers as the full parser for drafts with one field changed, and with a job that is not one', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioLike, fc.constantFrom('strict', 'lenient'), fc.jsonValue(), async (edit, mode, job) => {
        const input = { ...draftWith(edit), job };
        expect(await parseScenarioLazily(input, mode)).toEqual(parseScenario(input, mode));
      }),
    );
  });
});
