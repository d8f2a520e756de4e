// One line of "How this is computed" for any step the engine recorded: its label and its formula,
// each a message template whose placeholders are the step's figures by name, formatted by the unit
// the engine's step table gives them. One renderer for every step; the arithmetic is the engine's.
import { type Counted, STEPS, type StepId, type StepRecord, type Unit } from '../../engine/explain/index.ts';
import type { MessageKey, Params } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { KeyedLine } from './HowSection.tsx';
import { type Draft, type Formats, sum } from './lines.ts';

type Figures = Readonly<Record<string, number | string | readonly number[]>>;
type Units = Readonly<Record<string, Unit>>;
/** A recorded piece, read through the step table rather than its precise type. */
type Piece = { readonly id: string; readonly values: Figures };
type Spec = {
  readonly parts?: Readonly<Record<string, Units>>;
  readonly slots?: Readonly<Record<string, string>>;
  readonly listed?: true;
  readonly statements?: Readonly<Record<string, true>>;
  readonly wording?: Readonly<Record<string, string>>;
};

/** The words a figure that is a name stands for: which side is cheaper, a plan, a method, a view. */
const WORDS: Partial<Record<Unit, string>> = {
  side: 'explain.who',
  plan: 'explain.plan',
  method: 'explain.job.method',
  view: 'explain.job.view',
};
const COUNTED: ReadonlySet<Unit> = new Set<Counted>(['cards', 'runs', 'sessions', 'bytes']);

function formatted(units: Units, figures: Figures, t: Translate, f: Formats): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, unit] of Object.entries(units)) {
    const value = figures[name];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      out[name] = unit === 'text' ? value : t(`${WORDS[unit]}.${value}` as MessageKey);
    } else if (typeof value !== 'number') {
      out[name] = value.join(t('explain.list'));
    } else if (COUNTED.has(unit)) {
      out[name] = t(`explain.count.${unit}.${f.plural(value)}` as MessageKey, { n: f.num(value) });
    } else if (unit === 'count' || unit === 'counts' || unit === 'side' || unit === 'plan') {
      out[name] = String(value);
    } else {
      out[name] = f[unit as Extract<Unit, keyof Formats>](value);
    }
  }
  return out;
}

const key = (id: StepId, rest: string) => `explain.${id}.${rest}` as MessageKey;

function partText(step: StepRecord, part: Piece, t: Translate, f: Formats): string {
  const spec = STEPS[step.id] as Spec;
  const units = spec.parts?.[part.id] ?? {};
  const shared = spec.wording?.[part.id];
  const message = shared ? (`explain.${shared}` as MessageKey) : key(step.id, part.id);
  return t(message, formatted(units, part.values, t, f));
}

export function stepLine(step: StepRecord, t: Translate, f: Formats): Draft {
  const spec = STEPS[step.id];
  const params: Record<string, string> = formatted(spec.values, step.values as Figures, t, f);
  const parts = (step.parts as readonly Piece[]).map((part) => ({
    id: part.id,
    text: partText(step, part, t, f),
  }));
  if (spec.kind === 'sum') {
    const total = (step.values as Figures)[spec.result];
    return {
      label: t(key(step.id, 'label'), params as Params),
      formula: sum(
        t,
        f,
        parts.map((p) => p.text),
        typeof total === 'number' ? total : 0,
      ),
    };
  }
  // an optional piece fills its placeholder (its slot, or its own id), or leaves it empty; pieces in
  // one placeholder join as terms (" + ") or as a list. A piece may fill the label too (the way a line
  // of three ways to serve tells), and make an equation's line a statement.
  const { parts: pieces = {}, slots = {}, listed, statements = {} } = spec as Spec;
  const slotOf = (id: string) => slots[id] ?? id;
  for (const id of Object.keys(pieces)) params[slotOf(id)] = '';
  const joint = t(listed ? 'explain.list' : 'explain.plus');
  for (const part of parts) {
    const slot = slotOf(part.id);
    params[slot] = params[slot] ? `${params[slot]}${joint}${part.text}` : part.text;
  }
  return {
    label: t(key(step.id, 'label'), params as Params),
    formula: t(key(step.id, 'formula'), params),
    statement: spec.kind === 'statement' || parts.some((part) => statements[part.id]),
  };
}

/**
 * A line's key among its section's: the step's id, with its year for the year-by-year steps and its
 * first piece for a step told once for each (the ways of three ways to serve).
 */
export function stepKey(step: StepRecord): string {
  const year = (step.values as Figures).year;
  if (year !== undefined) return `${step.id}-${year}`;
  const first = step.parts[0];
  return first ? `${step.id}-${first.id}` : step.id;
}

/** The step's line with its key. */
export const keyedLine = (step: StepRecord, t: Translate, f: Formats): KeyedLine => ({
  key: stepKey(step),
  ...stepLine(step, t, f),
});
