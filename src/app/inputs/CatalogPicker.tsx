// Picks a GPU from the dated catalog and fills power, server price and rental price with its figures,
// and the server around the cards (base power, network fabric, colocation) and the lead time where the
// catalog has them, each with its source. The list it shows is the catalog's index (names, memory, dates: under a
// kilobyte); the catalog itself and the code reading it load when the reader reaches for the picker
// (focus, pointer over it) or picks, so a visit that never uses it never fetches them. Neither is in the
// first bundle, nor is this component (default export for React.lazy).

import { useId, useRef, useState } from 'react';
import type { CatalogFill, RateFor } from '../../data/catalog.ts';
import index from '../../data/catalogIndex.json';
import { defaultRate, isCurrency } from '../../data/rates.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

type CatalogModule = typeof import('../../data/catalog.ts');
type Loaded = { readonly catalog: Awaited<ReturnType<CatalogModule['loadCatalog']>>; readonly module: CatalogModule };
type IndexEntry = (typeof index.entries)[number];

const FIELD_NAMES: Readonly<Record<string, MessageKey>> = {
  'own.power.gpuWatts': 'catalog.field.power',
  'own.power.serverBaseWatts': 'catalog.field.serverBase',
  'own.serverPrice': 'catalog.field.serverPrice',
  'rent.pricePerGpuHour': 'catalog.field.rentalPrice',
  'rent.billingIncrementMinutes': 'catalog.field.billing',
  'rent.monthlyPricePerGpu': 'catalog.field.monthly',
  'rent.weeklyPricePerGpu': 'catalog.field.weekly',
  'rent.reservedDiscountPct': 'catalog.field.reserved',
  'rent.spotDiscountPct': 'catalog.field.spot',
  'own.leadTimeMonths': 'catalog.field.leadTime',
  'own.cluster.networkPerServer': 'catalog.field.network',
  'own.ops.colocationPerKWMonth': 'catalog.field.colocation',
};

/**
 * The market whose entries the picker lists first: the scenario's own (format version 8, read loosely),
 * else its currency's. The same rule as catalog.ts's marketFor, which loads with the catalog.
 */
function marketOfScenario(scenario: { readonly currency: string }): 'cn' | 'us' {
  const chosen = (scenario as { market?: unknown }).market;
  if (chosen === 'cn' || chosen === 'us') return chosen;
  return scenario.currency === 'CNY' ? 'cn' : 'us';
}

/** The default rates, and no rate at all for a currency they do not know (rather than 1). */
const rateFor: RateFor = (from, to) => (isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : Number.NaN);

export default function CatalogPicker() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const fillFields = useCalculator((s) => s.fillFields);
  const market = useCalculator((s) => marketOfScenario(s.scenario));
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const loaded = useRef<Promise<Loaded> | null>(null);

  /** The catalog, fetched once; a failed fetch is tried again on the next reach. */
  const load = (): Promise<Loaded> => {
    if (!loaded.current) {
      setLoading(true);
      setFailed(false);
      loaded.current = import('../../data/catalog.ts').then(async (module) => ({
        catalog: await module.loadCatalog(),
        module,
      }));
      loaded.current.then(
        () => setLoading(false),
        (error: unknown) => {
          console.error(error);
          loaded.current = null;
          setLoading(false);
          setFailed(true);
          setChosen('');
        },
      );
    }
    return loaded.current;
  };
  const reach = () => void load().catch(() => undefined);

  const choose = async (entryId: string) => {
    setChosen(entryId);
    if (!entryId) return;
    const { catalog, module } = await load().catch(() => ({ catalog: null, module: null }));
    const entry = catalog?.entries.find((e) => e.id === entryId);
    if (!module || !entry) return;
    const fills: CatalogFill[] = module.catalogFills(entry, useCalculator.getState().scenario, rateFor, {
      lang: lang === 'zh-CN' ? 'zh-CN' : 'en',
    });
    fillFields(fills);
    // a figure put back to its default (no source) is not one the catalog filled
    const names = fills.flatMap((fill) => {
      const key = fill.source ? FIELD_NAMES[fill.path.join('.')] : undefined;
      return key ? [t(key)] : [];
    });
    const fields = new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
    setAnnouncement(t('catalog.filled', { fields, name: entry.name, asOf: entry.asOf }));
  };

  const optionText = (entry: IndexEntry) =>
    t('catalog.option', { name: entry.name, memory: entry.memoryGB, asOf: entry.asOf });

  return (
    <div className="field catalog-picker">
      <label htmlFor={id}>{t('catalog.label')}</label>
      <select
        id={id}
        value={chosen}
        onFocus={reach}
        onPointerEnter={reach}
        onChange={(e) => void choose(e.target.value)}
        aria-describedby={`${id}-hint`}
        aria-busy={loading && chosen !== '' ? true : undefined}
      >
        <option value="">{t(failed ? 'catalog.failed' : 'catalog.choose')}</option>
        <optgroup label={t(`catalog.market.${market}`)}>
          {index.entries
            .filter((entry) => entry.market === market)
            .map((entry) => (
              <option key={entry.id} value={entry.id}>
                {optionText(entry)}
              </option>
            ))}
        </optgroup>
        {/* another market's figures only when asked for: the fill converts them and says from where */}
        <optgroup label={t('catalog.market.other')}>
          {index.entries
            .filter((entry) => entry.market !== market)
            .map((entry) => (
              <option key={entry.id} value={entry.id}>
                {`${optionText(entry)} · ${t(`catalog.market.${entry.market as 'cn' | 'us'}`)}`}
              </option>
            ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('catalog.hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
