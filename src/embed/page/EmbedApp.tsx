// The compact calculator a blog embeds: the verdict, the key figures, the charts (one at a time)
// and the few inputs the writer chose, with a way into the full calculator carrying the scenario.
// It fits a phone's column: no field source notes (a "Sources" link leads to them), shorter charts.
import { lazy, memo, type ReactNode, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { LazyCharts } from '../../app/charts/LazyCharts.tsx';
import { CompactContext } from '../../app/compact.ts';
import { takeInEarlyInput } from '../../app/earlyInput.ts';
import { useLang, useT } from '../../app/hooks.ts';
import { type NumberSpec, WIDGET_FIELDS } from '../../app/inputs/widgetFields.ts';
import { ErrorBoundary } from '../../app/kit/ErrorBoundary.tsx';
import { FieldPlace } from '../../app/kit/FieldPlace.tsx';
import { useCalculator } from '../../app/useCalculator.ts';
import { useDocumentSettings } from '../../app/useDocumentSettings.ts';
import { KeyFigures } from '../../app/verdict/KeyFigures.tsx';
import { Verdict } from '../../app/verdict/Verdict.tsx';
import type { Conversion } from '../../data/rates.ts';
import type { Scenario } from '../../engine/index.ts';
import { linkOf } from '../../state/link/apply.ts';
import type { EmbedInput } from '../../state/link/embedInputs.ts';
import { resultOf } from '../../state/store.ts';
import { type NotConverted, rateText } from './conversion.ts';

// a link carries the whole scenario, its job too: the answer from the job loads only for one that has it
const JobVerdict = lazy(() => import('../../app/job/JobVerdict.tsx'));
// the inputs answer just after the verdict shows; their places hold the layout meanwhile, and the
// prerendered page shows them as they are until then
const NumberField = lazy(() => import('../../app/kit/NumberField.tsx').then((m) => ({ default: m.NumberField })));

/** The inputs' specs by link name: a job's figures are not among them (its answer shows those). */
const SPECS: Partial<Record<EmbedInput, NumberSpec>> = WIDGET_FIELDS;

/**
 * Once the inputs are there. In a prerendered page they were taken over after the rest of it, so what
 * the reader typed into them before is taken in now: the page's own taking in came before they could answer.
 */
function TakeIn({
  within,
  children,
}: {
  readonly within: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    if (within.current) takeInEarlyInput(within.current, []);
  }, [within]);
  return children;
}

/**
 * The inputs the writer chose, each in its place until its code is there. Drawn again only when the
 * language changes: a prerendered input the page redrew before taking it over would be drawn afresh,
 * losing what the reader typed into it.
 */
const EmbedInputs = memo(function EmbedInputs({ inputs }: { readonly inputs: readonly EmbedInput[] }) {
  const t = useT();
  const within = useRef<HTMLElement>(null);
  const specs = inputs.map((input) => SPECS[input]).filter((s): s is NumberSpec => s !== undefined);
  if (specs.length === 0) return null;
  const places = specs.map((spec) => <FieldPlace key={spec.path.join('.')} spec={spec} />);
  return (
    <section ref={within} className="embed__inputs" aria-label={t('embed.inputs')}>
      {/* should their code not load, the places stay: the figures above still answer the writer's scenario */}
      <ErrorBoundary fallback={places}>
        <Suspense fallback={places}>
          <TakeIn within={within}>
            {specs.map((spec) => (
              <NumberField key={spec.path.join('.')} spec={spec} />
            ))}
          </TakeIn>
        </Suspense>
      </ErrorBoundary>
    </section>
  );
});

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

/** The figures of a scenario, without its name and the notes an edit drops. */
const figuresOf = (scenario: Scenario) => JSON.stringify({ ...scenario, name: '', sources: {} });

/** The writer's title while the figures are theirs; marked as edited once the reader changes one. */
function useTitle(scenario: Scenario): string {
  const t = useT();
  const [first] = useState(scenario);
  const edited = useMemo(() => scenario !== first && figuresOf(scenario) !== figuresOf(first), [scenario, first]);
  return edited && scenario.name ? t('embed.edited', { name: scenario.name }) : scenario.name;
}

interface Props {
  readonly inputs: readonly EmbedInput[];
  /** how the scenario was converted into the currency the writer chose, or why it was not */
  readonly conversion?: Conversion | NotConverted | null;
}

export function EmbedApp({ inputs, conversion = null }: Props) {
  const t = useT();
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const result = resultOf(scenario);
  const fullLink = useFullLink();
  const title = useTitle(scenario);
  useDocumentSettings();
  // after useDocumentSettings' title, on each draw: the calculator and the verdict the reader sees now
  useEffect(() => {
    document.title = t('embed.documentTitle', {
      verdict: document.querySelector('.verdict__sentence')?.textContent ?? '',
    });
  });
  return (
    <CompactContext.Provider value={true}>
      <main className="embed">
        {title && <h1 className="embed__name">{title}</h1>}
        <Verdict scenario={scenario} result={result} />
        {scenario.job && (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <JobVerdict scenario={scenario} inputs={inputs} />
            </Suspense>
          </ErrorBoundary>
        )}
        <KeyFigures scenario={scenario} result={result} />
        <EmbedInputs inputs={inputs} />
        <LazyCharts scenario={scenario} result={result} />
        <footer className="embed__footer">
          <p className="embed__links">
            <a href={fullLink} target="_blank" rel="noopener">
              {t('embed.openFull')}
            </a>
            <a href={`${fullLink}#inputs-title`} target="_blank" rel="noopener">
              {t('embed.sources')}
            </a>
          </p>
          {conversion && (
            <p className="embed__fineprint">
              {'reason' in conversion
                ? t(conversion.reason === 'no-rate' ? 'embed.noRate' : 'embed.outOfRange', {
                    from: conversion.from,
                    to: conversion.to,
                  })
                : t('embed.converted', {
                    from: conversion.from,
                    rate: rateText(conversion, lang),
                    asOf: conversion.asOf,
                  })}
            </p>
          )}
        </footer>
      </main>
    </CompactContext.Provider>
  );
}
