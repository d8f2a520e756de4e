// The providers side by side: cost, the five scores and the total, sortable by any column, with the
// buttons that put a provider's prices into the calculation or take the provider off the list.

import { SCORE_DIMENSIONS } from '../../engine/index.ts';
import {
  type DimensionScore,
  nextSort,
  type ProviderScore,
  type SortKey,
  type SortOrder,
  sortScores,
} from '../../engine/providers/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { measuredText, standingText } from './scoreText.ts';

/** A check's score to one decimal, "unknown" without evidence, and the share measured when it is partial. */
function ScoreCell({ label, score }: { readonly label: string; readonly score: DimensionScore }) {
  const t = useT();
  const lang = useLang();
  if (score.score === null) {
    return (
      <td data-label={label} data-unknown>
        {t('providers.unknownCell')}
      </td>
    );
  }
  const partial = score.measured < 1 ? ` (${formatPercent(score.measured * 100, lang)})` : '';
  return <td data-label={label}>{`${formatNumber(score.score, lang, 1)}${partial}`}</td>;
}

export function ScreeningTable(props: {
  readonly scores: readonly ProviderScore[];
  readonly sort: SortOrder;
  readonly onSort: (update: (order: SortOrder) => SortOrder) => void;
  readonly chosen: string | undefined;
  readonly money: (value: number) => string;
  readonly planName: (plan: string) => string;
  readonly onUse: (id: string) => void;
  readonly onRemove: (id: string) => void;
}) {
  const { sort, money, planName } = props;
  const t = useT();
  const lang = useLang();
  const rows = sortScores(props.scores, sort);
  const columns: { key: SortKey; label: string }[] = [
    { key: 'name', label: t('providers.col.name') },
    { key: 'cost', label: t('providers.col.cost') },
    ...SCORE_DIMENSIONS.map((d) => ({ key: d as SortKey, label: t(`providers.dim.${d}`) })),
    { key: 'total', label: t('providers.overall') },
  ];
  return (
    <div className="chart-table-scroll providers__table-scroll">
      <table className="chart-table providers__table">
        <caption>{t('providers.table.caption')}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? (sort.down ? 'descending' : 'ascending') : 'none'}
              >
                <button
                  type="button"
                  className="providers__sort"
                  aria-label={t('providers.sortBy', { column: c.label })}
                  onClick={() => props.onSort((s) => nextSort(s, c.key))}
                >
                  {c.label}
                </button>
              </th>
            ))}
            <th scope="col">{t('providers.col.measured')}</th>
            <th scope="col">{t('providers.col.plan')}</th>
            <th scope="col">{t('providers.col.use')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} data-provider-row={p.id}>
              <th scope="row">{p.name}</th>
              <td data-label={t('providers.col.cost')}>{money(p.cost.total)}</td>
              {SCORE_DIMENSIONS.map((d) => (
                <ScoreCell key={d} label={t(`providers.dim.${d}`)} score={p.dimensions[d]} />
              ))}
              <td data-label={t('providers.overall')}>{p.total === null ? '–' : formatNumber(p.total, lang, 0)}</td>
              <td data-label={t('providers.col.measured')} data-standing={p.standing}>
                {measuredText(lang, p)}
                {p.standing !== 'measured' && (
                  <span className="providers__flag" title={standingText(t, lang, p)}>
                    {' '}
                    ({t(`providers.flag.${p.standing}`)})
                  </span>
                )}
              </td>
              <td data-label={t('providers.col.plan')}>{planName(p.cost.plan)}</td>
              <td className="providers__row-actions">
                {props.chosen === p.id ? (
                  <strong>{t('providers.inUse')}</strong>
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('providers.use', { name: p.name })}
                    onClick={() => props.onUse(p.id)}
                  >
                    {t('providers.col.use')}
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="button"
                  aria-label={t('providers.remove', { name: p.name })}
                  onClick={() => props.onRemove(p.id)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
