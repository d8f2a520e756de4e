// What converting the figures to another currency asks: the currency, the rate (offered from the
// default rates, with each one's date and source), and whether untouched figures come back as typed.
// The offered rate converts unrounded, as the widget's does, so the page and the widget agree.
import { useEffect, useId, useRef, useState } from 'react';
import { RATE_SOURCES } from '../../data/rateSources.ts';
import { CURRENCIES, DEFAULT_RATES, defaultConversion, isCurrency } from '../../data/rates.ts';
import { useT } from '../hooks.ts';
import { valueOfText } from '../kit/numberText.ts';
import { useCalculator } from '../useCalculator.ts';

interface Props {
  readonly from: string;
  readonly initialTarget: string;
  /** the conversion was made or cancelled */
  readonly onDone: () => void;
}

/** A rate as the input shows it: six significant digits, no grouping (1 / 150 → "0.00666667"). */
const rateText = (rate: number) => String(Number(rate.toPrecision(6)));

/** The default rate from `from` to `to`, unrounded; 1 where either has none (the dialog says so). */
const offeredRate = (from: string, to: string) => defaultConversion(from, to)?.rate ?? 1;

export function CurrencyDialog({ from, initialTarget, onDone }: Props) {
  const t = useT();
  const id = useId();
  const switchCurrency = useCalculator((s) => s.switchCurrency);
  const scenario = useCalculator((s) => s.scenario);
  const draftInvalid = useCalculator((s) => s.problems.length > 0);
  const [to, setTo] = useState(initialTarget);
  const [text, setText] = useState(() => rateText(offeredRate(from, initialTarget)));
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);

  // the form may arrive after the dialog opened: the focus then moves to its first field
  useEffect(() => {
    if (first.current?.closest('dialog')?.open) first.current.focus();
  }, []);

  const choose = (next: string) => {
    setTo(next);
    setText(rateText(offeredRate(from, next)));
    setFailure(null);
  };

  // the offered rate as shown is rounded: left as it is, the rate itself converts
  const rate = text === rateText(offeredRate(from, to)) ? offeredRate(from, to) : valueOfText(text);
  const rateValid = typeof rate === 'number' && rate > 0 && Number.isFinite(rate);

  const convert = async () => {
    if (!rateValid) return;
    const problems = await switchCurrency(to, rate);
    if (problems.length > 0) {
      setFailure(t('currency.failed', { detail: problems.map((p) => `${p.path}: ${p.message}`).join('; ') }));
      return;
    }
    onDone();
  };

  const targets = CURRENCIES.filter((code) => code !== from);
  const known = isCurrency(from) && isCurrency(to);
  // the rates behind the offered one: each currency's units per US dollar (the dollar is the unit)
  const behind = [from, to].filter(isCurrency).filter((code) => code !== 'USD');
  return (
    <form
      className="currency-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void convert();
      }}
    >
      <p>{t('currency.intro', { from })}</p>
      <label className="currency-dialog__field">
        <span>{t('currency.to')}</span>
        <select ref={first} value={to} onChange={(e) => choose(e.target.value)}>
          {(targets.includes(to as (typeof targets)[number]) ? targets : [to, ...targets]).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label className="currency-dialog__field">
        <span>{t('currency.rate', { from, to })}</span>
        <input
          type="text"
          inputMode="decimal"
          value={text}
          aria-invalid={rateValid ? undefined : true}
          aria-describedby={`${id}-offered ${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div id={`${id}-offered`} className="field__hint">
        {known ? (
          <>
            <p>{t('currency.offered', { from, to, rate: rateText(offeredRate(from, to)) })}</p>
            <ul className="currency-dialog__rates">
              {behind.map((code) => {
                const note = DEFAULT_RATES[code];
                return (
                  <li key={code}>
                    {t('currency.perUsd', { code, perUsd: note.perUsd, asOf: note.asOf, source: RATE_SOURCES[code] })}
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p>{t('currency.noRate', { code: isCurrency(from) ? to : from })}</p>
        )}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('currency.hint')}
      </p>
      {draftInvalid && <p className="currency-dialog__note">{t('currency.draftInvalid')}</p>}
      {scenario.convertedFrom?.currency === to && (
        <p className="currency-dialog__note">{t('currency.restores', { to })}</p>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="currency-dialog__buttons">
        <button type="submit" className="button button--primary" disabled={!rateValid}>
          {t('currency.convert', { to })}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('currency.cancel')}
        </button>
      </div>
    </form>
  );
}
