// The finance group's fields: who buys (one choice that writes the kind's sourced defaults), the
// discount rate, the income tax and deduction, and how the hardware is paid for. A field that cannot
// matter for the choices made is left out: tax before tax, a loan's terms for cash.
import {
  BUYER_KINDS,
  type BuyerKind,
  buyerDefaults,
  buyerForCurrency,
  FINANCING_KINDS,
  getIn,
  TAX_SCHEDULES,
} from '../../engine/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { SelectField, ToggleField } from './ChoiceFields.tsx';

function Num({ path, unit, hint }: { readonly path: string; readonly unit?: MessageKey; readonly hint?: string }) {
  const spec = {
    kind: 'number' as const,
    path: path.split('.'),
    unit: unit === undefined ? ({ kind: 'none' } as const) : ({ kind: 'plain', text: unit } as const),
  };
  return <NumberField spec={spec} {...(hint === undefined ? {} : { hint })} />;
}

/** Every figure a buyer kind sets, in one edit: Back undoes the choice whole. */
function chooseBuyer(kind: BuyerKind): void {
  const { scenario, fillFields } = useCalculator.getState();
  const d = buyerDefaults(kind, scenario.currency);
  fillFields([
    { path: ['finance', 'buyer'], value: kind },
    { path: ['discountRatePct'], value: d.discountRatePct },
    { path: ['finance', 'incomeTaxPct'], value: d.incomeTaxPct },
    { path: ['finance', 'stateTaxPct'], value: d.stateTaxPct },
    { path: ['finance', 'taxSchedule'], value: d.taxSchedule },
    { path: ['finance', 'taxLifeYears'], value: d.taxLifeYears },
    { path: ['tax', 'hardwareVatPct'], value: d.vat.hardwareVatPct },
    { path: ['tax', 'hardwareVatRecoverable'], value: d.vat.hardwareVatRecoverable },
    { path: ['tax', 'cloudVatPct'], value: d.vat.cloudVatPct },
    { path: ['tax', 'cloudVatRecoverable'], value: d.vat.cloudVatRecoverable },
    ...(d.accountingLifeYears === null
      ? []
      : [{ path: ['own', 'depreciation', 'years'], value: d.accountingLifeYears }]),
  ]);
}

/** The discount rate, with the source of the default this kind of buyer starts from. */
function RateField({ buyer }: { readonly buyer: BuyerKind }) {
  const t = useT();
  const currency = useCalculator((s) => s.scenario.currency);
  const market = buyer === 'before-tax' ? buyerForCurrency(currency) : buyer;
  const rate = buyerDefaults(buyer, currency).discountRatePct;
  const hint = t(market.startsWith('cn-') ? 'finance.rateHint.cn' : 'finance.rateHint.us', { rate });
  return <Num path="discountRatePct" unit="unit.pctPerYear" hint={hint} />;
}

export default function FinanceFields() {
  const t = useT();
  const buyer = useCalculator((s) => getIn(s.draft, ['finance', 'buyer'])) as BuyerKind;
  const schedule = useCalculator((s) => getIn(s.draft, ['finance', 'taxSchedule']));
  const financing = useCalculator((s) => getIn(s.draft, ['finance', 'financing', 'kind']));
  const taxed = buyer !== 'before-tax';
  return (
    <div className="group__body">
      <p className="group__intro">{t('finance.intro')}</p>
      <div className="section">
        <h3>{t('finance.section.tax')}</h3>
        <div className="section__fields">
          <SelectField
            spec={{ kind: 'select', path: ['finance', 'buyer'], options: BUYER_KINDS }}
            onChoose={(kind) => chooseBuyer(kind as BuyerKind)}
          />
          <RateField buyer={buyer} />
          {taxed && (
            <>
              <Num path="finance.incomeTaxPct" unit="unit.pct" />
              {buyer === 'us-company' && <Num path="finance.stateTaxPct" unit="unit.pct" />}
              <SelectField spec={{ kind: 'select', path: ['finance', 'taxSchedule'], options: TAX_SCHEDULES }} />
              {schedule === 'straight-line' && <Num path="finance.taxLifeYears" unit="unit.years" />}
              <Num path="finance.firstYear" />
              <ToggleField spec={{ kind: 'toggle', path: ['finance', 'invoiced'] }} />
            </>
          )}
        </div>
      </div>
      <div className="section">
        <h3>{t('finance.section.financing')}</h3>
        <div className="section__fields">
          <SelectField spec={{ kind: 'select', path: ['finance', 'financing', 'kind'], options: FINANCING_KINDS }} />
          {financing === 'loan' && <Num path="finance.financing.downPaymentPct" unit="unit.pct" />}
          {financing !== 'cash' && (
            <>
              <Num path="finance.financing.ratePct" unit="unit.pctPerYear" />
              <Num path="finance.financing.months" unit="unit.months" />
            </>
          )}
          {financing === 'loan' && (
            <>
              <Num path="finance.financing.subsidyPct" unit="unit.pointsPerYear" />
              <Num path="finance.financing.subsidyMonths" unit="unit.months" />
            </>
          )}
          {financing === 'lease' && <Num path="finance.financing.buyoutPct" unit="unit.pct" />}
        </div>
      </div>
    </div>
  );
}
