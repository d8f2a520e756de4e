// Provider screening (scenario format version 3), below the analysis tools (default export for
// React.lazy): the providers being considered, what the workload costs at each, their five-check
// scorecards from evidence, a radar chart side by side, and a printable checklist.

import { useMemo, useState } from 'react';
import { DEFAULT_TARGETS, DEFAULT_WEIGHTS, type Provider } from '../../engine/index.ts';
import { type SortOrder, screenProviders, withProvider } from '../../engine/providers/index.ts';
import { formatMoney, formatNumber } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { printReport } from '../print.ts';
import { LaterPart, useShownScenario } from '../shownScenario.tsx';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { Checklist } from './Checklist.tsx';
import { providerColour } from './colours.ts';
import { blankProvider, freshId } from './newProvider.ts';
import { ProviderCard } from './ProviderCard.tsx';
import { ScreeningCharts } from './ScreeningCharts.tsx';
import { CatalogAdd, ScreeningSettings } from './ScreeningSettings.tsx';
import { ScreeningTable } from './ScreeningTable.tsx';
import { measuredText } from './scoreText.ts';
import '../charts/charts.css';
import '../tools/tools.css';
import './providers.css';

/** A new screening, every weight and target written out so that their inputs show them. */
function newSection() {
  return { weights: { ...DEFAULT_WEIGHTS }, targets: { ...DEFAULT_TARGETS }, chosen: '', list: {} };
}

export default function ProvidersPanel() {
  const t = useT();
  const lang = useLang();
  const ref = useOpenForPrint<HTMLElement>();
  const scenario = useShownScenario();
  const hasDraftSection = useCalculator((s) => s.draft.providers !== undefined);
  const setField = useCalculator((s) => s.setField);
  const removeField = useCalculator((s) => s.removeField);
  const [sort, setSort] = useState<SortOrder>({ key: 'cost', down: false });
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
    // the scenario as it is now, not as the screening below last showed it
    const current = useCalculator.getState().scenario;
    const provider = current.providers?.list[id];
    if (!provider) return;
    setField(['rent'], withProvider(current, provider).rent);
    setField(['providers', 'chosen'], id);
  };
  const remove = (id: string) => {
    const chosen = useCalculator.getState().scenario.providers?.chosen;
    removeField(['providers', 'list', id]);
    if (chosen === id) setField(['providers', 'chosen'], '');
  };

  const cheapest = screening.providers.find((p) => p.id === screening.cheapestId);
  const best = screening.providers.find((p) => p.id === screening.bestId);
  const planName = (plan: string) => t(`providers.plan.${plan}` as MessageKey);
  const ids = Object.keys(section?.list ?? {});
  const colourOf = (id: string) => providerColour(ids, id);

  return (
    <section ref={ref} className="providers" aria-labelledby="providers-title">
      <h2 id="providers-title">{t('providers.title')}</h2>
      <p className="tools__intro">{t('providers.intro')}</p>
      <details className="tool__method providers__method">
        <summary>{t('providers.method')}</summary>
        {(['intro', 'hardware', 'network', 'recovery', 'billing', 'support', 'rank'] as const).map((k) => (
          <p key={k}>{t(`providers.method.${k}`)}</p>
        ))}
      </details>
      {!hasDraftSection ? (
        <button type="button" className="button button--primary" onClick={() => setField(['providers'], newSection())}>
          {t('providers.start')}
        </button>
      ) : (
        <>
          <div className="providers__actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                add(blankProvider(scenario, t('providers.newName', { n: Object.keys(section?.list ?? {}).length + 1 })))
              }
            >
              {t('providers.add')}
            </button>
            <CatalogAdd onAdd={add} />
            <button type="button" className="button" onClick={() => removeField(['providers'])}>
              {t('providers.stop')}
            </button>
          </div>
          <ScreeningSettings />
          {screening.providers.length === 0 ? (
            <p>{t('providers.empty')}</p>
          ) : (
            <LaterPart className="providers__later">
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
                    ? t('providers.summary.best', {
                        name: best.name,
                        score: formatNumber(best.total, lang, 0),
                        measured: measuredText(lang, best),
                      })
                    : t('providers.summary.noBest'),
                ]
                  .filter(Boolean)
                  .join(lang === 'zh-CN' ? '' : ' ')}
              </p>
              <p className="field__hint" data-price-reference>
                {screening.reference === null
                  ? t('providers.reference.none')
                  : t(`providers.reference.${screening.reference.basis}`, {
                      price: money(screening.reference.costPerBusyGpuHour),
                    })}
              </p>
              <ScreeningTable
                scores={screening.providers}
                sort={sort}
                onSort={setSort}
                chosen={section?.chosen}
                money={money}
                planName={planName}
                onUse={use}
                onRemove={remove}
              />
              <ScreeningCharts scores={screening.providers} colourOf={colourOf} />
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
              <Checklist scores={screening.providers} onPrint={() => void printReport()} />
            </LaterPart>
          )}
        </>
      )}
    </section>
  );
}
