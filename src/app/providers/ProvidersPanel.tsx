// Provider screening (scenario format version 3), below the analysis tools (default export for
// React.lazy): the providers being considered, what the workload costs at each, their five-check
// scorecards from evidence, a radar chart side by side, and a printable checklist.
import { useId, useMemo, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  XAxis,
  YAxis,
} from 'recharts';
import type { CatalogEntry } from '../../data/catalog.ts';
import { defaultRate, isCurrency } from '../../data/rates.ts';
import {
  DEFAULT_TARGETS,
  DEFAULT_WEIGHTS,
  type Provider,
  SCORE_DIMENSIONS,
  type ScoreDimension,
} from '../../engine/index.ts';
import { withProvider } from '../../engine/providers/cost.ts';
import { type ProviderScore, screenProviders } from '../../engine/providers/score.ts';
import { formatMoney, formatNumber } from '../../format/format.ts';
import { PROVIDERS_MESSAGES, type ProvidersKey } from '../../i18n/providers.ts';
import { ChartFigure, legendText } from '../charts/ChartFigure.tsx';
import { moneyAxis, TICK } from '../charts/chartKit.ts';
import { FieldMessages, useAreaT, useLang } from '../hooks.ts';
import { NumberField } from '../inputs/NumberField.tsx';
import { printReport } from '../print.ts';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { providerColour } from './colours.ts';
import { blankProvider, freshId } from './newProvider.ts';
import { ProviderCard } from './ProviderCard.tsx';
import '../charts/charts.css';
import '../tools/tools.css';
import './providers.css';

/** A new screening, every weight and target written out so that their inputs show them. */
function newSection() {
  return { weights: { ...DEFAULT_WEIGHTS }, targets: { ...DEFAULT_TARGETS }, chosen: '', list: {} };
}

type SortKey = 'name' | 'cost' | ScoreDimension | 'total';

function sortValue(score: ProviderScore, key: SortKey): number | string {
  if (key === 'name') return score.name.toLowerCase();
  if (key === 'cost') return score.cost.total;
  if (key === 'total') return score.total ?? -1;
  return score.dimensions[key].score;
}

function CatalogAdd({ onAdd }: { readonly onAdd: (provider: Provider) => void }) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const id = useId();
  const [entries, setEntries] = useState<readonly CatalogEntry[] | null>(null);
  const [open, setOpen] = useState(false);
  const load = async () => {
    setOpen(true);
    const { loadCatalog } = await import('../../data/catalog.ts');
    const catalog = await loadCatalog();
    setEntries(catalog.entries.filter((e) => e.rental !== null));
  };
  const pick = async (entryId: string) => {
    const entry = entries?.find((e) => e.id === entryId);
    if (!entry) return;
    const { providerFromCatalog } = await import('../../data/catalog.ts');
    const rateFor = (from: string, to: string) =>
      isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : Number.NaN;
    const provider = providerFromCatalog(entry, useCalculator.getState().scenario, rateFor);
    if (provider) onAdd(provider);
  };
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => void load()}>
        {t('providers.addFromCatalog')}
      </button>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('providers.catalogPick')}</label>
      {entries === null ? (
        <p>{t('providers.catalogLoading')}</p>
      ) : (
        <select id={id} value="" onChange={(e) => void pick(e.target.value)}>
          <option value="">{t('providers.catalogChoose')}</option>
          {entries.map((e) => (
            <option key={e.id} value={e.id}>
              {`${e.rental?.provider ?? ''} · ${e.name} · ${e.rental?.pricePerGpuHour ?? ''} ${e.rental?.currency ?? ''} (${e.rental?.asOf ?? ''})`}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

function Setting({ path, unit }: { readonly path: string; readonly unit?: string }) {
  const spec = {
    kind: 'number' as const,
    path: path.split('.'),
    unit: unit ? ({ kind: 'plain', text: unit } as never) : ({ kind: 'none' } as const),
  };
  return <NumberField spec={spec} />;
}

function VersionField({ path }: { readonly path: 'driverVersion' | 'cudaVersion' }) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const id = useId();
  const value = useCalculator((s) => s.draft.providers as { targets?: Record<string, unknown> } | undefined);
  const problem = useCalculator((s) => s.problems.find((p) => p.path === `providers.targets.${path}`));
  const setField = useCalculator((s) => s.setField);
  const text = value?.targets?.[path];
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t(`field.providers.targets.${path}.label`)}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={typeof text === 'string' ? text : ''}
        onChange={(e) => setField(['providers', 'targets', path], e.target.value.trim())}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t(`field.providers.targets.${path}.hint`)}
      </p>
    </div>
  );
}

export default function ProvidersPanel() {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const lang = useLang();
  const ref = useOpenForPrint<HTMLElement>();
  const scenario = useCalculator((s) => s.scenario);
  const hasDraftSection = useCalculator((s) => s.draft.providers !== undefined);
  const setField = useCalculator((s) => s.setField);
  const removeField = useCalculator((s) => s.removeField);
  const [sort, setSort] = useState<{ key: SortKey; down: boolean }>({ key: 'cost', down: false });
  // providers added on this page open ready to fill in; those from a link stay closed
  const [added, setAdded] = useState<readonly string[]>([]);
  const screening = useMemo(() => screenProviders(scenario), [scenario]);
  const section = scenario.providers;
  const money = (v: number) => formatMoney(v, lang, scenario.currency);

  const add = (provider: Provider) => {
    const state = useCalculator.getState();
    if (!state.draft.providers) state.setField(['providers'], newSection());
    const taken = Object.keys(state.scenario.providers?.list ?? {});
    const id = freshId(taken);
    state.setField(['providers', 'list', id], provider);
    setAdded((ids) => [...ids, id]);
  };
  const use = (id: string) => {
    const provider = scenario.providers?.list[id];
    if (!provider) return;
    setField(['rent'], withProvider(scenario, provider).rent);
    setField(['providers', 'chosen'], id);
  };

  const rows = [...screening.providers].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.down ? -order : order;
  });
  const columns: { key: SortKey; label: string }[] = [
    { key: 'name', label: t('providers.col.name') },
    { key: 'cost', label: t('providers.col.cost') },
    ...SCORE_DIMENSIONS.map((d) => ({ key: d as SortKey, label: t(`providers.dim.${d}`) })),
    { key: 'total', label: t('providers.overall') },
  ];
  const cheapest = screening.providers.find((p) => p.id === screening.cheapestId);
  const best = screening.providers.find((p) => p.id === screening.bestId);
  const radar = SCORE_DIMENSIONS.map((d) => {
    const row: Record<string, string | number> = { dimension: t(`providers.dim.${d}`) };
    for (const p of screening.providers) row[p.id] = p.dimensions[d].score;
    return row;
  });
  const planName = (plan: string) => t(`providers.plan.${plan}` as ProvidersKey);
  const ids = Object.keys(section?.list ?? {});
  const colourOf = (id: string) => providerColour(ids, id);

  return (
    <FieldMessages.Provider value={PROVIDERS_MESSAGES}>
      <section ref={ref} className="providers" aria-labelledby="providers-title">
        <h2 id="providers-title">{t('providers.title')}</h2>
        <p className="tools__intro">{t('providers.intro')}</p>
        <details className="tool__method providers__method">
          <summary>{t('providers.method')}</summary>
          {(['intro', 'hardware', 'network', 'recovery', 'billing', 'support'] as const).map((k) => (
            <p key={k}>{t(`providers.method.${k}`)}</p>
          ))}
        </details>
        {!hasDraftSection ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setField(['providers'], newSection())}
          >
            {t('providers.start')}
          </button>
        ) : (
          <>
            <div className="providers__actions">
              <button
                type="button"
                className="button"
                onClick={() =>
                  add(
                    blankProvider(scenario, t('providers.newName', { n: Object.keys(section?.list ?? {}).length + 1 })),
                  )
                }
              >
                {t('providers.add')}
              </button>
              <CatalogAdd onAdd={add} />
              <button type="button" className="button" onClick={() => removeField(['providers'])}>
                {t('providers.stop')}
              </button>
            </div>
            <div className="providers__settings">
              <fieldset>
                <legend>{t('providers.weights')}</legend>
                <p className="field__hint">{t('providers.weightsHint')}</p>
                <div className="tool__inputs">
                  {SCORE_DIMENSIONS.map((d) => (
                    <Setting key={d} path={`providers.weights.${d}`} unit="unit.weight" />
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend>{t('providers.targets')}</legend>
                <div className="tool__inputs">
                  <Setting path="providers.targets.bandwidthGbps" unit="unit.gbps" />
                  <Setting path="providers.targets.latencyPenaltyPctPerMs" unit="unit.pct" />
                  <Setting path="providers.targets.rtoHours" unit="unit.slaHours" />
                  <Setting path="providers.targets.rpoHours" unit="unit.slaHours" />
                  <Setting path="providers.targets.supportMinutes" unit="unit.minutes" />
                  <VersionField path="driverVersion" />
                  <VersionField path="cudaVersion" />
                </div>
              </fieldset>
            </div>
            {screening.providers.length === 0 ? (
              <p>{t('providers.empty')}</p>
            ) : (
              <>
                <p className="providers__summary" role="status">
                  {[
                    cheapest
                      ? t('providers.summary.cost', {
                          name: cheapest.name,
                          total: money(cheapest.cost.total),
                          plan: planName(cheapest.cost.plan),
                        })
                      : '',
                    best?.total != null
                      ? t('providers.summary.best', { name: best.name, score: formatNumber(best.total, lang, 0) })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(lang === 'zh-CN' ? '' : ' ')}
                </p>
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
                              onClick={() =>
                                setSort((s) => ({
                                  key: c.key,
                                  down: s.key === c.key ? !s.down : c.key !== 'name' && c.key !== 'cost',
                                }))
                              }
                            >
                              {c.label}
                            </button>
                          </th>
                        ))}
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
                            <td key={d} data-label={t(`providers.dim.${d}`)}>
                              {formatNumber(p.dimensions[d].score, lang, 1)}
                            </td>
                          ))}
                          <td data-label={t('providers.overall')}>
                            {p.total === null ? '–' : formatNumber(p.total, lang, 0)}
                          </td>
                          <td data-label={t('providers.col.plan')}>{planName(p.cost.plan)}</td>
                          <td className="providers__row-actions">
                            {section?.chosen === p.id ? (
                              <strong>{t('providers.inUse')}</strong>
                            ) : (
                              <button
                                type="button"
                                className="button"
                                aria-label={t('providers.use', { name: p.name })}
                                onClick={() => use(p.id)}
                              >
                                {t('providers.col.use')}
                              </button>
                            )}{' '}
                            <button
                              type="button"
                              className="button"
                              aria-label={t('providers.remove', { name: p.name })}
                              onClick={() => {
                                removeField(['providers', 'list', p.id]);
                                if (section?.chosen === p.id) setField(['providers', 'chosen'], '');
                              }}
                            >
                              ×
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="providers__charts">
                  <ChartFigure summary={t('providers.costChart')} asTable={false} table={null}>
                    <BarChart
                      data={screening.providers as ProviderScore[]}
                      layout="vertical"
                      margin={{ top: 8, right: 24, bottom: 4, left: 4 }}
                    >
                      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
                      <XAxis
                        type="number"
                        dataKey={(p: ProviderScore) => p.cost.total}
                        {...moneyAxis(lang, scenario.currency)}
                      />
                      <YAxis type="category" dataKey="name" width={110} tick={TICK} stroke="var(--border)" />
                      <Bar dataKey={(p: ProviderScore) => p.cost.total} isAnimationActive={false} maxBarSize={28}>
                        {screening.providers.map((p) => (
                          <Cell key={p.id} fill={colourOf(p.id)} />
                        ))}
                      </Bar>
                    </BarChart>
                  </ChartFigure>
                  <ChartFigure summary={t('providers.radarTitle')} asTable={false} table={null}>
                    <RadarChart data={radar} outerRadius="65%">
                      <PolarGrid stroke="var(--border)" />
                      <PolarAngleAxis dataKey="dimension" tick={{ fill: 'var(--text)', fontSize: 12 }} />
                      <PolarRadiusAxis domain={[0, 10]} tick={false} axisLine={false} />
                      {screening.providers.map((p) => (
                        <Radar
                          key={p.id}
                          name={p.name}
                          dataKey={p.id}
                          stroke={colourOf(p.id)}
                          fill={colourOf(p.id)}
                          fillOpacity={0.15}
                          isAnimationActive={false}
                        />
                      ))}
                      <Legend formatter={legendText} />
                    </RadarChart>
                  </ChartFigure>
                </div>
                <div className="providers__cards">
                  {ids.map((id) => (
                    <ProviderCard
                      key={id}
                      id={id}
                      score={screening.providers.find((p) => p.id === id)}
                      colour={colourOf(id)}
                      openAtFirst={added.includes(id)}
                    />
                  ))}
                </div>
                <Checklist scores={screening.providers} />
              </>
            )}
          </>
        )}
      </section>
    </FieldMessages.Provider>
  );
}

function Checklist({ scores }: { readonly scores: readonly ProviderScore[] }) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const list = useCalculator((s) => s.scenario.providers?.list ?? {});
  const done: Record<ScoreDimension, (p: Provider) => boolean> = {
    hardware: (p) => p.gpuEvidence !== null,
    network: (p) => p.bandwidthGbps !== null && p.latencyMs !== null,
    recovery: (p) => p.offsiteBackup && p.snapshots && p.rtoHours !== null && p.rpoHours !== null,
    billing: (p) => p.pricePerGpuHour > 0,
    support: (p) => p.supportMinutes !== null,
  };
  return (
    <section className="providers__checklist" aria-labelledby="providers-checklist">
      <h3 id="providers-checklist">{t('providers.checklist')}</h3>
      <p className="field__hint">{t('providers.checklistHint')}</p>
      {/* on a phone the table scrolls sideways: the keyboard must reach it too */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so that keys can scroll it */}
      <section className="chart-table-scroll" tabIndex={0} aria-label={t('providers.checklistTable')}>
        <table className="chart-table">
          <thead>
            <tr>
              <th scope="col">{t('providers.checklist')}</th>
              {scores.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_DIMENSIONS.map((d) => (
              <tr key={d}>
                <th scope="row">{t(`providers.check.${d}`)}</th>
                {scores.map((p) => {
                  const provider = list[p.id];
                  const ok = provider ? done[d](provider) : false;
                  return <td key={p.id}>{ok ? `☑ ${t('providers.done')}` : `☐ ${t('providers.missing')}`}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button type="button" className="button" onClick={() => void printReport()}>
        {t('providers.print')}
      </button>
    </section>
  );
}
