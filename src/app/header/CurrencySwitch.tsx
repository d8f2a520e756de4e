// Changing the scenario's currency converts every money figure at a rate the user can see and set.
import { useId, useState } from 'react';
import { CURRENCIES, defaultRate } from '../../data/rates.ts';
import { formatNumber } from '../../format/format.ts';
import { useCalculator } from '../../state/store.ts';
import { useT } from '../hooks.ts';
import { valueOfText } from '../inputs/numberText.ts';

export function CurrencySwitch() {
  const t = useT();
  const id = useId();
  const currency = useCalculator((s) => s.scenario.currency);
  const switchCurrency = useCalculator((s) => s.switchCurrency);
  const [target, setTarget] = useState<string | null>(null);
  const [rateText, setRateText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: string) => {
    setFailure(null);
    if (next === currency) {
      setTarget(null);
      return;
    }
    setTarget(next);
    setRateText(formatNumber(defaultRate(currency, next), 'en', 6).replace(/,/g, ''));
  };

  const rate = valueOfText(rateText);
  const rateValid = typeof rate === 'number' && rate > 0 && Number.isFinite(rate);

  const convert = () => {
    if (!target || !rateValid) return;
    const problems = switchCurrency(target, rate);
    if (problems.length > 0) {
      setFailure(t('currency.failed', { detail: problems.map((p) => `${p.path}: ${p.message}`).join('; ') }));
      return;
    }
    setTarget(null);
  };

  const options = CURRENCIES.includes(currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [currency, ...CURRENCIES];
  return (
    <div className="currency">
      <label>
        <span>{t('header.currency')}</span>
        <select value={target ?? currency} onChange={(e) => choose(e.target.value)}>
          {options.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {target && (
        <div className="currency__convert">
          <label id={`${id}-rate`} htmlFor={id}>
            {t('currency.rate', { from: currency, to: target })}
          </label>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            value={rateText}
            aria-invalid={rateValid ? undefined : true}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setRateText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') convert();
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('currency.hint')}
          </p>
          <div className="currency__buttons">
            <button type="button" className="button button--primary" disabled={!rateValid} onClick={convert}>
              {t('currency.convert', { to: target })}
            </button>
            <button type="button" className="button" onClick={() => choose(currency)}>
              {t('currency.cancel')}
            </button>
          </div>
          {failure && (
            <p className="field__error" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
