// The fields of the form's folded sections, loaded with their messages when the reader first opens one
// (or printing asks for every part): the workload's growth and busy months, colocation priced by power,
// failures and what covers them, the cluster around the cards, how rental prices move, and a rented
// plan's storage.
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { AvailabilityField } from './AvailabilityField.tsx';
import { Field } from './Field.tsx';
import { type FieldSpec, type FoldedId, money, n, plain } from './fields.ts';
import { GROWTH_FIELDS, GrowthFields } from './GrowthFields.tsx';
import { CHANGE_FIELD, PricePathFields } from './PricePathFields.tsx';
import { ResaleChooser } from './ResaleChooser.tsx';

export const FOLDED: Readonly<Record<FoldedId, { readonly fields: readonly FieldSpec[]; readonly hint?: true }>> = {
  // GrowthFields.tsx: its fields, the busy months and the cards they give at a few months
  growth: { fields: GROWTH_FIELDS },
  // the chooser (ResaleChooser.tsx) writes the haircut the hardware section's field shows
  resale: { fields: [] },
  colocation: {
    fields: [
      n('own.ops.colocationPerKWMonth', money('unit.perKWMonth')),
      n('own.ops.cabinetPerMonth', money('unit.perCabinetMonth')),
      n('own.ops.cabinetKW', plain('unit.kW')),
    ],
  },
  failures: {
    fields: [
      // empty: derived from a large fleet's failure rate (AvailabilityField.tsx shows the figure)
      n('own.availabilityPct', plain('unit.pct'), { nullable: true }),
      { kind: 'select', path: ['own', 'failureCover'], options: ['rent', 'wait'] },
      n('own.ops.supportPerServerPerYear', money('unit.perServerYear')),
    ],
  },
  // a line under the title, section.cluster.hint
  cluster: {
    hint: true,
    fields: [
      n('own.cluster.networkPerServer', money('unit.perServer')),
      n('own.cluster.rackPerServer', money('unit.perServer')),
      n('own.cluster.storage', money()),
      n('own.cluster.lifeYears', plain('unit.years')),
    ],
  },
  // PricePathFields.tsx shows the yearly change under its choice of how prices move
  pricePath: { fields: [CHANGE_FIELD] },
  storage: {
    fields: [
      n('rent.storage.hotGB', plain('unit.gb')),
      n('rent.storage.hotPricePerGBMonth', money('unit.perGBMonth')),
      n('rent.storage.coldGB', plain('unit.gb')),
      n('rent.storage.coldPricePerGBMonth', money('unit.perGBMonth')),
      n('rent.storage.egressGBPerMonth', plain('unit.gbPerMonth')),
      n('rent.storage.egressPricePerGB', money('unit.perGB')),
    ],
  },
};

export default function FoldedFields({ section }: { readonly section: FoldedId }) {
  const t = useT();
  const { fields, hint } = FOLDED[section];
  if (section === 'resale') return <ResaleChooser />;
  if (section === 'growth') return <GrowthFields />;
  if (section === 'pricePath') return <PricePathFields />;
  return (
    <>
      {hint && <p className="section__hint">{t(`section.${section}.hint` as MessageKey)}</p>}
      <div className="section__fields">
        {fields.map((spec) =>
          spec.kind === 'number' && spec.path.join('.') === 'own.availabilityPct' ? (
            <AvailabilityField key="own.availabilityPct" spec={spec} />
          ) : (
            <Field key={spec.path.join('.')} spec={spec} />
          ),
        )}
      </div>
    </>
  );
}
