// The screening's settings: a provider added blank or from the catalog, the weights of the five checks
// and the targets the evidence is held to.
import { useId, useState } from 'react';
import type { CatalogEntry } from '../../data/catalog.ts';
import { defaultRate, isCurrency } from '../../data/rates.ts';
import { type Provider, SCORE_DIMENSIONS } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';

export function CatalogAdd({ onAdd }: { readonly onAdd: (provider: Provider) => void }) {
  const t = useT();
  const id = useId();
  const [entries, setEntries] = useState<readonly CatalogEntry[] | null>(null);
  const [open, setOpen] = useState(false);
  const load = async () => {
    setOpen(true);
    const { loadCatalog } = await import('../../data/catalog.ts');
    const catalog = await loadCatalog();
    setEntries(catalog.entries.filter((e) => e.providers.length > 0));
  };
  // every provider the data holds for a card and market, not only the one a pick fills
  const pick = async (value: string) => {
    const [entryId, row] = value.split('#');
    const entry = entries?.find((e) => e.id === entryId);
    if (!entry) return;
    const { providersFromCatalog } = await import('../../data/catalog.ts');
    const rateFor = (from: string, to: string) =>
      isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : Number.NaN;
    const provider = providersFromCatalog(
      { ...entry, providers: entry.providers.slice(Number(row), Number(row) + 1) },
      useCalculator.getState().scenario,
      rateFor,
    )[0];
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
          {entries.flatMap((e) =>
            e.providers.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a built catalog's rows never move; the index is the row's name
              <option key={`${e.id}#${i}`} value={`${e.id}#${i}`}>
                {`${p.provider} · ${e.name} · ${p.pricePerGpuHour} ${p.currency} (${p.asOf})`}
              </option>
            )),
          )}
        </select>
      )}
    </div>
  );
}

function Setting({ path, unit, money }: { readonly path: string; readonly unit?: string; readonly money?: string }) {
  const spec = {
    kind: 'number' as const,
    path: path.split('.'),
    unit: money
      ? ({ kind: 'money', per: money } as never)
      : unit
        ? ({ kind: 'plain', text: unit } as never)
        : ({ kind: 'none' } as const),
    // a money target may be left empty: the engine then holds prices against owning
    ...(money ? { nullable: true } : {}),
  };
  return <NumberField spec={spec} />;
}

function VersionField({ path }: { readonly path: 'driverVersion' | 'cudaVersion' }) {
  const t = useT();
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

export function ScreeningSettings() {
  const t = useT();
  return (
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
          <Setting path="providers.targets.costPerBusyGpuHour" money="unit.perCardHour" />
        </div>
      </fieldset>
    </div>
  );
}
