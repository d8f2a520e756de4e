// The compact calculator a blog embeds: the verdict, the key figures, the charts (one at a time)
// and the few inputs the writer chose, with a way into the full calculator carrying the scenario.
import { useEffect, useState } from 'react';
import { LazyCharts } from '../app/charts/LazyCharts.tsx';
import { useT } from '../app/hooks.ts';
import { FIELD_SPECS, type FieldSpec } from '../app/inputs/fields.ts';
import { NumberField } from '../app/inputs/NumberField.tsx';
import { KeyFigures } from '../app/results/KeyFigures.tsx';
import { Verdict } from '../app/results/Verdict.tsx';
import { useDocumentSettings } from '../app/useDocumentSettings.ts';
import { READABLE_PARAMS } from '../state/link/codec.ts';
import { linkOf } from '../state/link/sync.ts';
import { resultOf, useCalculator } from '../state/store.ts';
import type { EmbedInput } from './options.ts';

type NumberSpec = Extract<FieldSpec, { kind: 'number' }>;

function specFor(input: EmbedInput): NumberSpec | undefined {
  const path = READABLE_PARAMS[input].join('.');
  return FIELD_SPECS.find((s): s is NumberSpec => s.kind === 'number' && s.path.join('.') === path);
}

/** The full calculator's address for what the reader sees now. */
function useFullLink(): string {
  const state = useCalculator((s) => s);
  const [href, setHref] = useState('./');
  useEffect(() => {
    let current = true;
    void linkOf(state).then((query) => {
      if (current) setHref(new URL(`./?${query}`, window.location.href).href);
    });
    return () => {
      current = false;
    };
  }, [state]);
  return href;
}

export function EmbedApp({ inputs }: { readonly inputs: readonly EmbedInput[] }) {
  const t = useT();
  const scenario = useCalculator((s) => s.scenario);
  const result = resultOf(scenario);
  const fullLink = useFullLink();
  useDocumentSettings();
  const specs = inputs.map(specFor).filter((s): s is NumberSpec => s !== undefined);
  return (
    <main className="embed">
      {scenario.name && <h1 className="embed__name">{scenario.name}</h1>}
      <Verdict scenario={scenario} result={result} />
      <KeyFigures scenario={scenario} result={result} />
      {specs.length > 0 && (
        <section className="embed__inputs" aria-label={t('embed.inputs')}>
          {specs.map((spec) => (
            <NumberField key={spec.path.join('.')} spec={spec} />
          ))}
        </section>
      )}
      <LazyCharts scenario={scenario} result={result} />
      <p className="embed__open">
        <a href={fullLink} target="_blank" rel="noopener">
          {t('embed.openFull')}
        </a>
      </p>
    </main>
  );
}
