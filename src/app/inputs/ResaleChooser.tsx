// Resale by condition and speed of sale, offered beside the salvage fields: the reader says what state
// the cards will be sold in and how fast, and the sale's haircut off SpotWire's vintage curve follows
// from SpotWire's factors, with its source, in one step of Back. Loads with the folded sections.
import { useId, useState } from 'react';
import {
  RESALE_FACTORS,
  type ResaleCondition,
  type ResaleSpeed,
  resaleShareAt,
  saleHaircutPct,
} from '../../engine/analysis.ts';
import { formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

const CONDITIONS = Object.keys(RESALE_FACTORS.condition) as ResaleCondition[];
const SPEEDS = Object.keys(RESALE_FACTORS.speed) as ResaleSpeed[];

/** The condition and speed whose haircut is `pct`, when one pair gives it; else used, through a broker. */
function pairOf(pct: number): { condition: ResaleCondition; speed: ResaleSpeed } {
  for (const condition of CONDITIONS) {
    for (const speed of SPEEDS) {
      if (Math.abs(saleHaircutPct(condition, speed) - pct) < 1e-6) return { condition, speed };
    }
  }
  return { condition: 'used-working', speed: 'broker-90d' };
}

export function ResaleChooser() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const haircut = useCalculator((s) => s.scenario.own.depreciation.saleHaircutPct);
  const salvageIs = useCalculator((s) => s.scenario.own.depreciation.salvageIs);
  const months = useCalculator((s) => s.scenario.horizonMonths);
  const fillFields = useCalculator((s) => s.fillFields);
  const [pair, setPair] = useState(() => pairOf(haircut));
  const chosen = saleHaircutPct(pair.condition, pair.speed);
  const share = resaleShareAt(months) * (1 - chosen / 100) * 100;
  const inUse = salvageIs === 'market-curve' && Math.abs(haircut - chosen) < 1e-6;
  const factor = (value: number) => value.toLocaleString(lang, { minimumFractionDigits: 2 });

  const use = () => {
    const c = RESALE_FACTORS.condition[pair.condition];
    const s = RESALE_FACTORS.speed[pair.speed];
    const source = {
      source: `${RESALE_FACTORS.source}: ${pair.condition} ${c} × ${pair.speed} ${s} = ${factor(c * s)} of the curve's value`,
      asOf: RESALE_FACTORS.asOf,
    };
    fillFields([
      { path: ['own', 'depreciation', 'salvageIs'], value: 'market-curve' },
      { path: ['own', 'depreciation', 'saleHaircutPct'], value: chosen, source },
    ]);
  };

  return (
    <div className="resale-chooser">
      <p className="section__hint">{t('resale.hint')}</p>
      <div className="section__fields resale-chooser__choices">
        <div className="field">
          <label htmlFor={`${id}-condition`}>{t('resale.condition')}</label>
          <select
            id={`${id}-condition`}
            value={pair.condition}
            onChange={(e) => setPair({ ...pair, condition: e.target.value as ResaleCondition })}
          >
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`resale.condition.${c}` as MessageKey, { factor: factor(RESALE_FACTORS.condition[c]) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-speed`}>{t('resale.speed')}</label>
          <select
            id={`${id}-speed`}
            value={pair.speed}
            onChange={(e) => setPair({ ...pair, speed: e.target.value as ResaleSpeed })}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t(`resale.speed.${s}` as MessageKey, { factor: factor(RESALE_FACTORS.speed[s]) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="field__hint" aria-live="polite">
        {t('resale.result', {
          haircut: formatPercent(chosen, lang),
          months,
          share: formatPercent(share, lang),
        })}
      </p>
      <button type="button" className="button" onClick={use} disabled={inUse}>
        {t(inUse ? 'resale.inUse' : 'resale.use')}
      </button>
      <p className="field__source">{t('resale.source', { asOf: RESALE_FACTORS.asOf })}</p>
    </div>
  );
}
