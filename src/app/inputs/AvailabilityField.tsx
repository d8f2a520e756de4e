// The share of busy hours the owned cards are up: empty, the engine derives it from a large fleet's
// failure rate for the scenario's server size, and the field shows that figure in its place.
import { derivedAvailabilityPct, FAILURES } from '../../engine/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import type { FieldSpec } from './fields.ts';

export function AvailabilityField({ spec }: { readonly spec: Extract<FieldSpec, { kind: 'number' }> }) {
  const t = useT();
  const lang = useLang();
  // the valid scenario's server size: a half-typed one leaves the figure as it was
  const cards = useCalculator((s) => s.scenario.own.gpusPerServer);
  const derived = derivedAvailabilityPct(cards);
  const hint = t('field.own.availabilityPct.hint', {
    derived: formatPercent(derived, lang),
    cards,
    rate: formatPercent(FAILURES.perCardYearPct, lang),
    days: FAILURES.repairDays,
  });
  return <NumberField spec={spec} hint={hint} placeholder={formatNumber(derived, lang, 1)} />;
}
