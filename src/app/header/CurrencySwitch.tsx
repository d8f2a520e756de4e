// The scenario's currency. The selector always names the currency the figures are in: choosing
// another one opens a dialog that asks for the rate, and only a confirmed conversion changes it.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { CURRENCIES } from '../../data/rates.ts';
import { useT } from '../hooks.ts';
import { ErrorBoundary } from '../kit/ErrorBoundary.tsx';
import { LazyModal as Modal } from '../kit/LazyModal.tsx';
import { useCalculator } from '../useCalculator.ts';

// the dialog's form loads when first opened: few visitors change the currency
const CurrencyDialog = lazy(() => import('./CurrencyDialog.tsx').then((m) => ({ default: m.CurrencyDialog })));

export function CurrencySwitch() {
  const t = useT();
  const id = useId();
  const currency = useCalculator((s) => s.scenario.currency);
  const [target, setTarget] = useState<string | null>(null);
  const selector = useRef<HTMLSelectElement>(null);

  const options = CURRENCIES.includes(currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [currency, ...CURRENCIES];
  return (
    <div className="currency">
      <label>
        <span>{t('header.currency')}</span>
        <select
          ref={selector}
          value={currency}
          aria-describedby={`${id}-how`}
          onChange={(e) => setTarget(e.target.value === currency ? null : e.target.value)}
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <span id={`${id}-how`} className="visually-hidden">
        {t('currency.how')}
      </span>
      <Modal
        open={target !== null}
        onClose={() => setTarget(null)}
        labelledBy={`${id}-title`}
        returnFocusTo={selector}
        className="dialog dialog--narrow"
      >
        <h2 id={`${id}-title`} className="currency-dialog__title">
          {t('currency.title')}
        </h2>
        {target !== null && (
          <ErrorBoundary fallback={<p>{t('dialog.failed')}</p>}>
            <Suspense fallback={<p>{t('dialog.loading')}</p>}>
              <CurrencyDialog from={currency} initialTarget={target} onDone={() => setTarget(null)} />
            </Suspense>
          </ErrorBoundary>
        )}
      </Modal>
    </div>
  );
}
