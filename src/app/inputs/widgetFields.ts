// The field specs' shape, and the inputs a blog's widget may offer (src/state/link/embedInputs.ts),
// each written once: the input panel places them among its groups (fields.ts), and the embed page,
// which shows only these, imports them alone.
import type { MessageKey } from '../../i18n/index.ts';
import type { EmbedInput } from '../../state/link/embedInputs.ts';

export type Unit =
  | { readonly kind: 'money'; readonly per?: MessageKey }
  | { readonly kind: 'plain'; readonly text: MessageKey }
  | { readonly kind: 'none' };

export interface SliderSpec {
  readonly min: number;
  /** in CNY for money fields: scaled to the scenario's currency */
  readonly max: number;
  readonly step: number;
}

/** A field left out while another field's choice makes it unread (the salvage share under the market's curve). */
export interface ShownWhen {
  readonly path: readonly string[];
  readonly oneOf: readonly string[];
}

export interface NumberSpec {
  readonly kind: 'number';
  readonly path: readonly string[];
  readonly unit: Unit;
  readonly slider?: SliderSpec;
  /** a field holding null until set (plan prices), or null for a figure the engine derives */
  readonly nullable?: boolean;
  readonly shownWhen?: ShownWhen;
}

export type FieldSpec =
  | NumberSpec
  | { readonly kind: 'select'; readonly path: readonly string[]; readonly options: readonly string[] }
  | { readonly kind: 'toggle'; readonly path: readonly string[] };

/** A number field's spec from its dotted path. */
export const n = (
  path: string,
  unit: Unit,
  extra: { slider?: SliderSpec; nullable?: boolean; shownWhen?: ShownWhen } = {},
): NumberSpec => ({
  kind: 'number',
  path: path.split('.'),
  unit,
  ...extra,
});
export const money = (per?: MessageKey): Unit => (per ? { kind: 'money', per } : { kind: 'money' });
export const plain = (text: MessageKey): Unit => ({ kind: 'plain', text });

/**
 * The widget's inputs by their link names (a job's own figures, tokens and the like, are the job's
 * answer's: JobVerdict.tsx).
 */
export const WIDGET_FIELDS = {
  gpus: n('workload.gpus', plain('unit.cards'), { slider: { min: 1, max: 64, step: 1 } }),
  hours: n('workload.hoursPerDay', plain('unit.hoursPerDay'), { slider: { min: 0, max: 24, step: 0.5 } }),
  days: n('workload.daysPerYear', plain('unit.daysPerYear'), { slider: { min: 0, max: 365, step: 1 } }),
  months: n('horizonMonths', plain('unit.months'), { slider: { min: 1, max: 120, step: 1 } }),
  server: n('own.serverPrice', money('unit.perServer'), { slider: { min: 0, max: 3_000_000, step: 1000 } }),
  price: n('rent.pricePerGpuHour', money('unit.perCardHour'), { slider: { min: 0, max: 50, step: 0.01 } }),
} as const satisfies Partial<Record<EmbedInput, NumberSpec>>;
