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
import { marketOf } from '../../engine/index.ts';
import { hasMessage } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { CatalogPin } from './CatalogPin.tsx';
import { CATALOG_FIELD_NAMES } from './catalogFields.ts';

/** The prices the verdict turns on: a pick says when the market's data has none for one. */
const PRICE_FIELDS = ['own.serverPrice', 'rent.pricePerGpuHour'] as const;

type CatalogModule = typeof import('../../data/catalog.ts');
type Loaded = { readonly catalog: Awaited<ReturnType<CatalogModule['loadCatalog']>>; readonly module: CatalogModule };
type IndexEntry = (typeof index.entries)[number];

/** The default rates, and no rate at all for a currency they do not know (rather than 1). */
const rateFor: RateFor = (from, to) => (isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : Number.NaN);

export default function CatalogPicker() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const fillFields = useCalculator((s) => s.fillFields);
  const market = useCalculator((s) => marketOf(s.scenario));
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
    // the snapshot and entry the figures came from travel with the scenario: a link reopened after the
    // catalog changes keeps them and is offered today's
    const pin = { snapshot: catalog.snapshot.id, entry: entry.id, market: entry.market };
    fillFields([...fills, { path: ['catalog'], value: pin }]);
    // a figure put back to its default (no source) is not one the catalog filled
    const filled = new Set(fills.flatMap((fill) => (fill.source ? [fill.path.join('.')] : [])));
    const list = (keys: readonly string[]) =>
      new Intl.ListFormat(lang, { type: 'conjunction' }).format(
        keys.flatMap((key) => (CATALOG_FIELD_NAMES[key] ? [t(CATALOG_FIELD_NAMES[key])] : [])),
      );
    const filledText = t('catalog.filled', { fields: list([...filled]), name: entry.name, asOf: entry.asOf });
    // the prices a verdict turns on that this market's data lacks keep the figure they had: said, never hidden
    const missing = PRICE_FIELDS.filter((key) => !filled.has(key));
    const missingText =
      missing.length === 0
        ? ''
        : ` ${t('catalog.missing', { fields: list(missing), market: t(`catalog.market.${entry.market as 'cn' | 'us'}`) })}`;
    // a card that cannot be bought new in the market says so, with the rule's date, beside its prices
    const rule = entry.exportControl;
    const ruleKey = `catalog.export.${entry.id}`;
    const ruleText = rule
      ? ` ${t('catalog.exportControl', { note: hasMessage(lang, ruleKey) ? t(ruleKey) : rule.note, asOf: rule.asOf })}`
      : '';
    setAnnouncement(filledText + missingText + ruleText);
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
      <p className="field__hint catalog-picker__result" role="status" aria-live="polite">
        {announcement}
      </p>
      <CatalogPin rateFor={rateFor} />
    </div>
  );
}
