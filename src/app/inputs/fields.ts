// What the input panel shows, field by field: a declarative manifest, so the form, its groups and
// the sliders come from one list. Ranges come from the scenario format itself (allowedAt). The inputs a
// widget may offer are written in widgetFields.ts, which the embed page imports alone.
import { type FieldSpec, money, n, plain, WIDGET_FIELDS } from './widgetFields.ts';

export { type FieldSpec, money, n, plain, type ShownWhen, type SliderSpec, type Unit } from './widgetFields.ts';

/** The sections the form holds folded: their fields (FoldedFields.tsx) load when one first opens. */
export type FoldedId = 'growth' | 'resale' | 'colocation' | 'failures' | 'cluster' | 'pricePath' | 'storage';

interface GroupSpec {
  readonly id: 'workload' | 'own' | 'rent';
  readonly sections: readonly (
    | { readonly id: string; readonly fields: readonly FieldSpec[] }
    | { readonly id: FoldedId; readonly folded: true }
  )[];
}

const SALVAGE_IS = ['own', 'depreciation', 'salvageIs'];

export const GROUPS: readonly GroupSpec[] = [
  {
    id: 'workload',
    sections: [
      {
        id: 'workload',
        fields: [
          WIDGET_FIELDS.gpus,
          WIDGET_FIELDS.hours,
          WIDGET_FIELDS.days,
          n('workload.sessionsPerDay', plain('unit.sessionsPerDay')),
          // here rather than in the finance group, which starts folded: every reader sets how long
          WIDGET_FIELDS.months,
        ],
      },
      // a workload that grows or runs only some months (GrowthFields.tsx)
      { id: 'growth', folded: true },
    ],
  },
  {
    id: 'own',
    sections: [
      {
        id: 'hardware',
        fields: [
          WIDGET_FIELDS.server,
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
      { id: 'resale', folded: true },
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
          WIDGET_FIELDS.price,
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
      { id: 'pricePath', folded: true },
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
