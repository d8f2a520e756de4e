// What the input panel shows, field by field: a declarative manifest, so the form, its groups and
// the sliders come from one list. Ranges come from the scenario format itself (allowedAt).
import type { MessageKey } from '../../i18n/index.ts';

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

export type FieldSpec =
  | {
      readonly kind: 'number';
      readonly path: readonly string[];
      readonly unit: Unit;
      readonly slider?: SliderSpec;
      /** a field holding null until set (plan prices), or null for a figure the engine derives */
      readonly nullable?: boolean;
      readonly shownWhen?: ShownWhen;
    }
  | { readonly kind: 'select'; readonly path: readonly string[]; readonly options: readonly string[] }
  | { readonly kind: 'toggle'; readonly path: readonly string[] };

/** The sections the form holds folded: their fields (FoldedFields.tsx) load when one first opens. */
export type FoldedId = 'colocation' | 'failures' | 'cluster' | 'storage';

interface GroupSpec {
  readonly id: 'workload' | 'own' | 'rent';
  readonly sections: readonly (
    | { readonly id: string; readonly fields: readonly FieldSpec[] }
    | { readonly id: FoldedId; readonly folded: true }
  )[];
}

/** A number field's spec from its dotted path. */
export const n = (
  path: string,
  unit: Unit,
  extra: { slider?: SliderSpec; nullable?: boolean; shownWhen?: ShownWhen } = {},
): FieldSpec => ({
  kind: 'number',
  path: path.split('.'),
  unit,
  ...extra,
});
const SALVAGE_IS = ['own', 'depreciation', 'salvageIs'];
export const money = (per?: MessageKey): Unit => (per ? { kind: 'money', per } : { kind: 'money' });
export const plain = (text: MessageKey): Unit => ({ kind: 'plain', text });

export const GROUPS: readonly GroupSpec[] = [
  {
    id: 'workload',
    sections: [
      {
        id: 'workload',
        fields: [
          n('workload.gpus', plain('unit.cards'), { slider: { min: 1, max: 64, step: 1 } }),
          n('workload.hoursPerDay', plain('unit.hoursPerDay'), { slider: { min: 0, max: 24, step: 0.5 } }),
          n('workload.daysPerYear', plain('unit.daysPerYear'), { slider: { min: 0, max: 365, step: 1 } }),
          n('workload.sessionsPerDay', plain('unit.sessionsPerDay')),
          // here rather than in the finance group, which starts folded: every reader sets how long
          n('horizonMonths', plain('unit.months'), { slider: { min: 1, max: 120, step: 1 } }),
        ],
      },
    ],
  },
  {
    id: 'own',
    sections: [
      {
        id: 'hardware',
        fields: [
          n('own.serverPrice', money('unit.perServer'), { slider: { min: 0, max: 3_000_000, step: 1000 } }),
          n('own.gpusPerServer', plain('unit.cardsPerServer')),
          n('own.setupCost', money()),
          n('own.leadTimeMonths', plain('unit.months')),
          {
            kind: 'select',
            path: ['own', 'depreciation', 'method'],
            options: ['straight-line', 'declining-balance', 'sum-of-years'],
          },
          n('own.depreciation.years', plain('unit.years')),
          { kind: 'select', path: SALVAGE_IS, options: ['market-curve', 'book', 'resale'] },
          // the curve reads its haircut, the other two the salvage share: only the one read is shown
          n('own.depreciation.salvagePct', plain('unit.pct'), {
            shownWhen: { path: SALVAGE_IS, oneOf: ['book', 'resale'] },
          }),
          n('own.depreciation.saleHaircutPct', plain('unit.pct'), {
            shownWhen: { path: SALVAGE_IS, oneOf: ['market-curve'] },
          }),
          { kind: 'toggle', path: ['own', 'refreshAtEndOfLife'] },
        ],
      },
      {
        id: 'power',
        fields: [
          n('own.power.pricePerKWh', money('unit.perKWh'), { slider: { min: 0, max: 2, step: 0.01 } }),
          n('own.power.gpuWatts', plain('unit.watts')),
          n('own.power.idleGpuWatts', plain('unit.watts')),
          n('own.power.serverBaseWatts', plain('unit.watts')),
          n('own.power.pue', { kind: 'none' }),
          { kind: 'toggle', path: ['own', 'power', 'alwaysOn'] },
        ],
      },
      {
        id: 'ops',
        fields: [
          n('own.ops.staffPerServerPerYear', money('unit.perServer')),
          n('own.ops.staffPerYear', money('unit.perYear')),
          n('own.ops.maintenancePctPerYear', plain('unit.pctPerYear')),
          n('own.ops.colocationPerMonth', money('unit.perMonth')),
          n('own.ops.bandwidthPerMonth', money('unit.perMonth')),
          n('own.ops.otherPerYear', money('unit.perYear')),
        ],
      },
      { id: 'colocation', folded: true },
      { id: 'failures', folded: true },
      { id: 'cluster', folded: true },
    ],
  },
  {
    id: 'rent',
    sections: [
      {
        id: 'billing',
        fields: [
          { kind: 'select', path: ['rent', 'plan'], options: ['on-demand', 'reserved', 'monthly', 'weekly', 'spot'] },
          n('rent.pricePerGpuHour', money('unit.perCardHour'), { slider: { min: 0, max: 50, step: 0.01 } }),
          n('rent.billingIncrementMinutes', plain('unit.minutes')),
          n('rent.minimumMinutes', plain('unit.minutes')),
          n('rent.staffPerYear', money('unit.perYear')),
        ],
      },
      {
        id: 'plans',
        fields: [
          n('rent.reservedDiscountPct', plain('unit.pct')),
          n('rent.reservationResalePct', plain('unit.pct')),
          n('rent.monthlyPricePerGpu', money('unit.perCardMonth'), { nullable: true }),
          n('rent.weeklyPricePerGpu', money('unit.perCardWeek'), { nullable: true }),
          n('rent.spotDiscountPct', plain('unit.pct')),
          n('rent.spotOverheadPct', plain('unit.pct')),
        ],
      },
      { id: 'storage', folded: true },
    ],
  },
];

/**
 * Every path these groups show unfolded (the folded sections' are in FoldedFields.tsx, the finance
 * group's in FinanceFields.tsx): field.<path>.label and .hint.
 */
export const FIELD_SPECS: readonly FieldSpec[] = GROUPS.flatMap((g) =>
  g.sections.flatMap((s) => ('fields' in s ? s.fields : [])),
);
