// The measured profile of one log: GPUs in use on average by hour of the day, or by weekday, with a
// sentence saying when it is busiest and the figures as a table for a screen reader.
import { useId, useState } from 'react';
import type { UsageReport } from '../../engine/usage/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { barLayout, type ProfileView, profileOf } from './profile.ts';
import { figureText } from './usageText.ts';

const WIDTH = 480;
const HEIGHT = 180;
const PLOT = { left: 36, right: WIDTH - 8, top: 10, bottom: HEIGHT - 24 };

const weekdayName = (index: number, lang: Lang) =>
  // 2026-11-02 was a Monday
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 2 + index));

export function ProfileChart({ name, report }: { readonly name: string; readonly report: UsageReport }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const hasWeekdays = profileOf(report, 'weekday').length > 0;
  const [view, setView] = useState<ProfileView>('hour');
  const series = profileOf(report, view);
  if (series.length === 0) return null;
  const { bars, ticks, centres } = barLayout(series, PLOT);
  const category = (i: number) => (view === 'hour' ? String(i).padStart(2, '0') : weekdayName(i, lang));
  const num = (value: number) => figureText(value, lang);
  const first = series[0]?.values ?? [];
  const most = first.reduce((best, v, i) => (v > (first[best] ?? 0) ? i : best), 0);
  const seriesName = (s: string) => t(s === 'busy' ? 'usage.chart.busy' : 'usage.chart.allocated');
  return (
    <figure className="usage__chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <strong>{t(view === 'hour' ? 'usage.chart.title.hour' : 'usage.chart.title.weekday', { name })}</strong>{' '}
        {t('usage.chart.summary', {
          most: view === 'hour' ? `${category(most)}:00` : category(most),
          gpus: num(first[most] ?? 0),
        })}
      </figcaption>
      {hasWeekdays && (
        // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, as the charts' tabs
        <div className="usage__views" role="group" aria-label={t('usage.chart.view')}>
          {(['hour', 'weekday'] as const).map((v) => (
            <button key={v} type="button" className="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(v === 'hour' ? 'usage.chart.byHour' : 'usage.chart.byWeekday')}
            </button>
          ))}
        </div>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="usage__svg" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={PLOT.left} x2={PLOT.right} y1={tick.y} y2={tick.y} className="usage__grid" />
            <text x={PLOT.left - 4} y={tick.y + 4} textAnchor="end" className="usage__tick">
              {num(tick.value)}
            </text>
          </g>
        ))}
        {bars.map((bar) => (
          <rect
            key={`${bar.id}-${bar.index}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            className={`usage__bar usage__bar--${bar.id}`}
          />
        ))}
        {centres.map((x, i) =>
          view === 'weekday' || i % 3 === 0 ? (
            <text key={x} x={x} y={HEIGHT - 8} textAnchor="middle" className="usage__tick">
              {category(i)}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="usage__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.id}>
            <span className={`usage__swatch usage__bar--${s.id}`} /> {seriesName(s.id)}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{t('usage.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(view === 'hour' ? 'usage.chart.hour' : 'usage.chart.weekday')}</th>
            {series.map((s) => (
              <th key={s.id} scope="col">
                {seriesName(s.id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first.map((_, i) => (
            <tr key={category(i)}>
              <th scope="row">{category(i)}</th>
              {series.map((s) => (
                <td key={s.id}>{num(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
