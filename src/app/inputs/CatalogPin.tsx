// A scenario whose catalog figures came from another snapshot of the catalog than the page's (a link or
// a saved scenario made before the catalog changed) keeps those figures, says so, and offers today's
// prices with the list of what they would change; taking them is one step of Back. Part of the picker's
// chunk: nothing of it is in the first bundle.
import { useState } from 'react';
import type { RateFor } from '../../data/catalog.ts';
import index from '../../data/catalogIndex.json';
import { getIn, type Source } from '../../engine/index.ts';
import { formatNumber } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { CATALOG_FIELD_NAMES } from './catalogFields.ts';

type Compared =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'gone' }
  | { readonly status: 'ready'; readonly fills: readonly Fill[]; readonly changes: readonly Change[] };

interface Fill {
  readonly path: readonly string[];
  readonly value: unknown;
  readonly source?: Source;
}

interface Change {
  readonly field: MessageKey;
  readonly before: unknown;
  readonly after: unknown;
}

export function CatalogPin({ rateFor }: { readonly rateFor: RateFor }) {
  const t = useT();
  const lang = useLang();
  const pin = useCalculator((s) => s.scenario.catalog);
  const fillFields = useCalculator((s) => s.fillFields);
  const [compared, setCompared] = useState<Compared>({ status: 'idle' });
  const [kept, setKept] = useState<string | null>(null);
  const current = index.snapshot.id;
  if (!pin || pin.snapshot === current || kept === pin.snapshot) return null;

  const compare = async () => {
    setCompared({ status: 'loading' });
    try {
      const module = await import('../../data/catalog.ts');
      const catalog = await module.loadCatalog();
      const entry = catalog.entries.find((e) => e.id === pin.entry);
      if (!entry) {
        setCompared({ status: 'gone' });
        return;
      }
      const scenario = useCalculator.getState().scenario;
      const fills: Fill[] = [
        ...module.catalogFills(entry, scenario, rateFor, { lang }),
        { path: ['catalog'], value: { snapshot: catalog.snapshot.id, entry: entry.id, market: entry.market } },
      ];
      const changes = fills.flatMap((fill): Change[] => {
        const field = CATALOG_FIELD_NAMES[fill.path.join('.')];
        const before = getIn(scenario, fill.path);
        return field && before !== fill.value ? [{ field, before, after: fill.value }] : [];
      });
      setCompared({ status: 'ready', fills, changes });
    } catch (error) {
      console.error(error);
      setCompared({ status: 'failed' });
    }
  };

  const shown = (value: unknown) =>
    typeof value === 'number' ? formatNumber(value, lang, 6) : value === null ? t('catalog.pin.empty') : String(value);

  return (
    <section className="notice catalog-pin" aria-labelledby="catalog-pin-title">
      <h3 id="catalog-pin-title" className="catalog-pin__title">
        {t('catalog.pin.title')}
      </h3>
      <p>{t('catalog.pin.text', { pinned: pin.snapshot, current })}</p>
      {compared.status === 'ready' ? (
        compared.changes.length === 0 ? (
          <p role="status">{t('catalog.pin.none')}</p>
        ) : (
          <>
            <p role="status">{t('catalog.pin.changes')}</p>
            <ul className="catalog-pin__changes">
              {compared.changes.map((change) => (
                <li key={change.field}>
                  {t('catalog.pin.change', {
                    field: t(change.field),
                    before: shown(change.before),
                    after: shown(change.after),
                  })}
                </li>
              ))}
            </ul>
          </>
        )
      ) : compared.status === 'gone' ? (
        <p role="status">{t('catalog.pin.gone', { entry: pin.entry })}</p>
      ) : compared.status === 'failed' ? (
        <p role="alert">{t('catalog.failed')}</p>
      ) : null}
      <div className="catalog-pin__actions">
        {compared.status === 'ready' ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              fillFields(compared.fills);
              setCompared({ status: 'idle' });
            }}
          >
            {t('catalog.pin.use')}
          </button>
        ) : compared.status !== 'gone' ? (
          <button
            type="button"
            className="button"
            onClick={() => void compare()}
            aria-busy={compared.status === 'loading' ? true : undefined}
          >
            {t('catalog.pin.compare')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => setKept(pin.snapshot)}>
          {t('catalog.pin.keep')}
        </button>
      </div>
    </section>
  );
}
