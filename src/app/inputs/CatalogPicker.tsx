// Picks a GPU from the dated catalog and fills power, server price and rental price with its figures,
// each with its source. The catalog and the code reading it load on first focus or pointer-over, or
// when the browser is idle: they are not in the first bundle (nor is this component: default export
// for React.lazy).
import { useEffect, useId, useRef, useState } from 'react';
import type { Catalog, CatalogEntry, CatalogFill, RateFor } from '../../data/catalog.ts';
import { defaultRate, isCurrency } from '../../data/rates.ts';
import { CATALOG_MESSAGES, type CatalogKey } from '../../i18n/catalog.ts';
import { useAreaT, useLang } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

type CatalogModule = typeof import('../../data/catalog.ts');
type Status = 'idle' | 'loading' | 'ready' | 'failed';

const FIELD_NAMES: Readonly<Record<string, CatalogKey>> = {
  'own.power.gpuWatts': 'catalog.field.power',
  'own.serverPrice': 'catalog.field.serverPrice',
  'rent.pricePerGpuHour': 'catalog.field.rentalPrice',
  'rent.billingIncrementMinutes': 'catalog.field.billing',
};

const MARKETS = ['global', 'cn'] as const;

/** The default rates, and no rate at all for a currency they do not know (rather than 1). */
const rateFor: RateFor = (from, to) => (isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : Number.NaN);

export default function CatalogPicker() {
  const t = useAreaT(CATALOG_MESSAGES);
  const lang = useLang();
  const id = useId();
  const fillFields = useCalculator((s) => s.fillFields);
  const [status, setStatus] = useState<Status>('idle');
  const [loaded, setLoaded] = useState<{ catalog: Catalog; module: CatalogModule } | null>(null);
  const [chosen, setChosen] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const started = useRef(false);

  const load = () => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    import('../../data/catalog.ts')
      .then(async (module) => {
        setLoaded({ catalog: await module.loadCatalog(), module });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error(error);
        started.current = false; // the next focus tries again
        setStatus('failed');
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load only once, when the browser is idle
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 10_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 3000);
    return () => window.clearTimeout(handle);
  }, []);

  const choose = (entryId: string) => {
    setChosen(entryId);
    const entry = loaded?.catalog.entries.find((e) => e.id === entryId);
    if (!loaded || !entry) return;
    const fills: CatalogFill[] = loaded.module.catalogFills(entry, useCalculator.getState().scenario, rateFor);
    fillFields(fills);
    const names = fills.flatMap((fill) => {
      const key = FIELD_NAMES[fill.path.join('.')];
      return key ? [t(key)] : [];
    });
    const fields = new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
    setAnnouncement(t('catalog.filled', { fields, name: entry.name, asOf: entry.asOf }));
  };

  const optionText = (entry: CatalogEntry) =>
    t('catalog.option', { name: entry.name, memory: entry.memoryGB, asOf: entry.asOf });
  const placeholder =
    status === 'failed' ? 'catalog.failed' : status === 'ready' ? 'catalog.choose' : 'catalog.loading';

  return (
    <div className="field catalog-picker">
      <label htmlFor={id}>{t('catalog.label')}</label>
      <select
        id={id}
        value={chosen}
        onFocus={load}
        onPointerEnter={load}
        onChange={(e) => choose(e.target.value)}
        aria-describedby={`${id}-hint`}
        aria-busy={status === 'loading' ? true : undefined}
      >
        <option value="">{t(placeholder)}</option>
        {loaded &&
          MARKETS.map((market) => (
            <optgroup key={market} label={t(`catalog.market.${market}`)}>
              {loaded.catalog.entries
                .filter((entry) => entry.market === market)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {optionText(entry)}
                  </option>
                ))}
            </optgroup>
          ))}
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
