// Finer points of the comparison: the version 2 fields that change the verdict itself.
import { useId } from 'react';
import { useT } from '../hooks.ts';
import { CheckboxField } from '../inputs/ChoiceFields.tsx';
import { useCalculator } from '../useCalculator.ts';
import { tariffFor } from './defaults.ts';
import { Num, Toggle, ToolCard } from './ToolCard.tsx';

const TERMS = [null, 1, 2, 3, 5] as const;

function TermField() {
  const t = useT();
  const id = useId();
  const term = useCalculator((s) => s.scenario.rent.reservedTermYears);
  const setField = useCalculator((s) => s.setField);
  return (
    <div className="field">
      <label htmlFor={id}>{t('tools.buyer.term')}</label>
      <select
        id={id}
        value={term === null ? '' : String(term)}
        onChange={(e) => setField(['rent', 'reservedTermYears'], e.target.value === '' ? null : Number(e.target.value))}
        aria-describedby={`${id}-hint`}
        data-path="rent.reservedTermYears"
      >
        {TERMS.map((years) => (
          <option key={String(years)} value={years === null ? '' : String(years)}>
            {years === null ? t('tools.buyer.termNone') : t('tools.buyer.termYears', { years })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('tools.buyer.termHint')}
      </p>
    </div>
  );
}

function TariffSwitch() {
  const t = useT();
  const on = useCalculator((s) => s.scenario.own.power.timeOfUse !== null);
  const setField = useCalculator((s) => s.setField);
  return (
    <CheckboxField
      label={t('tools.buyer.tou')}
      hint={t('tools.buyer.touHint')}
      checked={on}
      onChange={(checked) =>
        setField(['own', 'power', 'timeOfUse'], checked ? tariffFor(useCalculator.getState().scenario) : null)
      }
    />
  );
}

export function Buyer() {
  const tariff = useCalculator((s) => s.scenario.own.power.timeOfUse !== null);
  const inputs = (
    <>
      <Num path="rent.speedRatio" unit="unit.times" />
      <Num path="rent.gpusPerInstance" unit="unit.cardsPerInstance" />
      <TermField />
      <Toggle path="workload.toleratesInterruption" />
      <Num path="tax.hardwareVatPct" unit="unit.pct" />
      <Toggle path="tax.hardwareVatRecoverable" />
      <Num path="tax.cloudVatPct" unit="unit.pct" />
      <Toggle path="tax.cloudVatRecoverable" />
      <TariffSwitch />
      {tariff && (
        <>
          <Num path="own.power.timeOfUse.peakPricePerKWh" unit="money:unit.perKWh" />
          <Num path="own.power.timeOfUse.offPeakPricePerKWh" unit="money:unit.perKWh" />
          <Num path="own.power.timeOfUse.peakHoursPerDay" unit="unit.hours" />
          <Num path="own.power.timeOfUse.busyAtPeakPct" unit="unit.pct" />
        </>
      )}
    </>
  );
  return (
    <ToolCard id="buyer" inputs={inputs}>
      {null}
    </ToolCard>
  );
}
