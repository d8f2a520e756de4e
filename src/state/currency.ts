// Converting the scenario's currency so that the way back gives the user's own figures exactly.
// Multiplying by a rate and by its inverse rarely lands on the same number (280,000 × 0.138889 × 7.2
// is 280,000.224), so each confirmed conversion is kept with the scenario as it was before. Going
// back to a currency of that record gives every figure still as the conversion left it the value it
// had there; a figure the user changed since is converted at the rate given, like any other.

import { convertedDraft } from '../engine/conversion.ts';
import { getIn, isObject, type Problem, type Scenario } from '../engine/index.ts';
import { parseScenario } from '../engine/reading.ts';
import { typedFigure } from '../format/typed.ts';

/** One confirmed conversion: the scenario just before it and just after it. */
interface CurrencyStep {
  readonly before: Scenario;
  readonly after: Scenario;
}

/** The conversions since the scenario was last loaded, oldest first. */
export type CurrencyTrail = readonly CurrencyStep[];

type CurrencySwitch =
  | { readonly ok: true; readonly scenario: Scenario; readonly trail: CurrencyTrail }
  | { readonly ok: false; readonly problems: readonly Problem[] };

type Node = Record<string, unknown>;

/** The trail while it leads to `scenario` (a scenario loaded since has none). */
function trailTo(trail: CurrencyTrail, scenario: Scenario): CurrencyTrail {
  return trail.at(-1)?.after.currency === scenario.currency ? trail : [];
}

/** Where in the trail the scenario was last in `currency`; -1 when it never was. */
function stepFrom(trail: CurrencyTrail, currency: string): number {
  return trail.findLastIndex((step) => step.before.currency === currency);
}

/** Whether converting to `currency` gives back figures as they were there (the dialog says so). */
export function returnsTo(trail: CurrencyTrail, scenario: Scenario, currency: string): boolean {
  return stepFrom(trailTo(trail, scenario), currency) >= 0;
}

/**
 * The value `path` had in the trail's step `from`, when every conversion since left it as it is in
 * `scenario`; undefined when the user changed it on the way.
 */
function untouchedValue(trail: CurrencyTrail, from: number, scenario: Scenario, path: readonly string[]): unknown {
  let value = getIn(scenario, path);
  for (let i = trail.length - 1; i >= from; i--) {
    const step = trail[i] as CurrencyStep;
    if (getIn(step.after, path) !== value) return undefined;
    value = getIn(step.before, path);
  }
  return value;
}

/** Every leaf of `node` (numbers, texts, flags, nulls) whose untouched value is known, put back. */
function restore(node: Node, path: readonly string[], recall: (path: readonly string[]) => unknown): void {
  for (const [key, child] of Object.entries(node)) {
    const at = [...path, key];
    if (isObject(child)) {
      restore(child, at, recall);
      continue;
    }
    const original = recall(at);
    if (original !== undefined) node[key] = original;
  }
}

/**
 * `scenario` in `currency` at `rate` units of it per unit of the scenario's currency, and the trail
 * that follows. Refused, with the problems, when a figure falls outside its field's range.
 */
export function switchCurrencyOf(
  scenario: Scenario,
  trail: CurrencyTrail,
  currency: string,
  rate: number,
): CurrencySwitch {
  const record = trailTo(trail, scenario);
  const from = stepFrom(record, currency);
  // each converted amount as a reader would type it (0.0875, not 0.08750007): the field shows all of it
  const draft = convertedDraft(scenario, currency, rate, (amount) => typedFigure(amount, { money: currency }));
  if (from >= 0) restore(draft, [], (path) => untouchedValue(record, from, scenario, path));
  const parsed = parseScenario(draft, 'strict');
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const next: CurrencyTrail =
    from >= 0 ? record.slice(0, from) : [...record, { before: scenario, after: parsed.scenario }];
  return { ok: true, scenario: parsed.scenario, trail: next };
}
