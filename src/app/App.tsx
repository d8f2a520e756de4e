// The calculator page: inputs on one side, the verdict and what stands behind it on the other.
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { loadLaterMessages } from '../i18n/index.ts';
import { loadDraftCheck, loadParts, resultOf } from '../state/store.ts';
import { LazyCharts } from './charts/LazyCharts.tsx';
import { Header } from './header/Header.tsx';
import { useLang, useT } from './hooks.ts';
import { InputsPanel } from './inputs/InputsPanel.tsx';
import { JobShell } from './job/JobShell.tsx';
import { PENDING_ATTRIBUTE, wantEveryPart } from './kit/ClientOnly.tsx';
import { DialogButton } from './kit/DialogButton.tsx';
import { ErrorBoundary } from './kit/ErrorBoundary.tsx';
import { LazyPart } from './kit/LazyPart.tsx';
import { CopyLink } from './link/CopyLink.tsx';
import { Presets } from './Presets.tsx';
import { LazyProviders } from './providers/LazyProviders.tsx';
import { LaterPart, ShownScenario, useShown } from './shownScenario.tsx';
import { LazyTools } from './tools/LazyTools.tsx';
import { UsageShell } from './usage/UsageShell.tsx';
import { useCalculator } from './useCalculator.ts';
import { useDocumentSettings } from './useDocumentSettings.ts';
import { KeyFigures } from './verdict/KeyFigures.tsx';
import { Verdict } from './verdict/Verdict.tsx';
import { ViewSwitch } from './verdict/ViewSwitch.tsx';

// below the verdict, and most of the JavaScript: loaded once the verdict is on screen
const HowComputed = lazy(() => import('./method/HowComputed.tsx'));
const CatalogPicker = lazy(() => import('./inputs/CatalogPicker.tsx'));
// saved scenarios are priced as they were saved: a changing workload's or a loan's with the parts they need
const SavedPanel = lazy(() => Promise.all([import('./saved/SavedPanel.tsx'), loadParts()]).then(([panel]) => panel));
const EmbedPanel = lazy(() => import('../embed/dialog/EmbedPanel.tsx'));
// shown only when a link had something wrong with it, which loads the link code anyway
const LinkNotice = lazy(() => import('./link/LinkNotice.tsx').then((m) => ({ default: m.LinkNotice })));
const Export = lazy(() => import('./export/Export.tsx').then((m) => ({ default: m.Export })));
// only a scenario sized from a job loads the job engine, with the answer it gives under the verdict
const JobVerdict = lazy(() => import('./job/JobVerdict.tsx'));
// the verdict's line at the top of a phone's screen shows once the card is scrolled out of view
const VerdictBar = lazy(() => import('./verdict/VerdictBar.tsx').then((m) => ({ default: m.VerdictBar })));
// the verdict as a picture for a post: what its "Download image" opens loads when first opened
const VerdictPicture = lazy(() => import('./pictures/ui.ts').then((m) => ({ default: m.VerdictPicture })));

/**
 * "Download image" on the verdict card, folded: the full page's alone (the embed's reader has the
 * writer's post already). Its label is there with the verdict; what it opens loads when it opens.
 */
function VerdictDownload() {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // opened before the page took over from its prerendered copy: the toggle event came too early
  useEffect(() => setOpen(details.current?.open === true), []);
  return (
    <details
      ref={details}
      className="verdict-download"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-no-print=""
    >
      <summary>{t('verdict.image')}</summary>
      {open && (
        <ErrorBoundary fallback={<p role="alert">{t('dialog.failed')}</p>}>
          <Suspense fallback={<p>{t('dialog.loading')}</p>}>
            <VerdictPicture />
          </Suspense>
        </ErrorBoundary>
      )}
    </details>
  );
}

// made once: the inputs panel re-renders only when something it shows changes, not on every edit
const JOB = (
  <>
    <JobShell />
    <UsageShell />
  </>
);
const DOWNLOAD = <VerdictDownload />;
const CATALOG = (
  <LazyPart>
    <CatalogPicker />
  </LazyPart>
);

/**
 * The answer, redrawn with the input that changed it, in the frame after the key press. What sits
 * between its parts and shows no figure (the view switch) comes made by the page, and is not redrawn.
 */
function Summary({ children }: { readonly children: ReactNode }) {
  const scenario = useCalculator((s) => s.scenario);
  const result = resultOf(scenario);
  const card = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* focusable by script alone: the verdict line brings the reader here (VerdictBar.tsx) */}
      <div className="verdict-card" ref={card} tabIndex={-1}>
        <Verdict scenario={scenario} result={result} />
        {DOWNLOAD}
      </div>
      {scenario.job && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <JobVerdict scenario={scenario} />
          </Suspense>
        </ErrorBoundary>
      )}
      {children}
      <KeyFigures scenario={scenario} result={result} />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <VerdictBar scenario={scenario} result={result} card={card} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** The charts: drawn from the deferred scenario, in the frame after the verdict's. */
function ShownCharts() {
  const { scenario, result } = useShown('charts');
  return <LazyCharts scenario={scenario} result={result} />;
}

/** The method and the exports, closed or further down: their turn comes with the tools'. */
function Method() {
  const { scenario, result } = useShown('below');
  return (
    <>
      <LazyPart>
        <HowComputed scenario={scenario} result={result} />
      </LazyPart>
      <LazyPart>
        <Export scenario={scenario} result={result} />
      </LazyPart>
    </>
  );
}

// The page itself reads nothing an edit changes: an edit redraws the parts that show it, not the page.
export function App() {
  const t = useT();
  const lang = useLang();
  const hasNotice = useCalculator((s) => s.notice !== null);
  useDocumentSettings('app.description');
  // what the parts below the verdict say, fetched once the verdict is on screen rather than when
  // each part first asks (a part whose load fails shows its own failure)
  useEffect(() => {
    loadLaterMessages(lang).catch(() => undefined);
  }, [lang]);
  // the check of the reader's edits and the evaluation's later parts (a growing workload, a loan, a
  // tariff, moving prices), fetched once the verdict is on screen rather than at the first edit
  useEffect(() => {
    loadDraftCheck().catch(() => undefined);
    loadParts().catch(() => undefined);
  }, []);
  // printing (print.ts) loads after the verdict: until then the browser prints as it would anyway
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let gone = false;
    void import('./print.ts').then((m) => {
      if (!gone) uninstall = m.installPrintHandling({ wantEveryPart, pendingAttribute: PENDING_ATTRIBUTE });
    });
    return () => {
      gone = true;
      uninstall?.();
    };
  }, []);
  return (
    <ShownScenario>
      <div className="page">
        <a className="skip-link" href="#results">
          {t('app.skip')}
        </a>
        <Header />
        <div className="bar">
          <Presets />
          <div className="bar__share">
            <CopyLink />
            <DialogButton
              label={t('toolbar.saved')}
              loading={<p>{t('dialog.loading')}</p>}
              failed={<p>{t('dialog.failed')}</p>}
            >
              {(close, headingId) => <SavedPanel onClose={close} headingId={headingId} />}
            </DialogButton>
            <DialogButton
              label={t('toolbar.embed')}
              loading={<p>{t('dialog.loading')}</p>}
              failed={<p>{t('dialog.failed')}</p>}
            >
              {(close, headingId) => <EmbedPanel onClose={close} headingId={headingId} />}
            </DialogButton>
          </div>
        </div>
        {hasNotice && (
          <Suspense fallback={null}>
            <LinkNotice />
          </Suspense>
        )}
        <main className="layout">
          <InputsPanel catalog={CATALOG} job={JOB} />
          <section id="results" className="results" aria-labelledby="results-title" tabIndex={-1}>
            <h2 id="results-title" className="visually-hidden">
              {t('results.title')}
            </h2>
            <Summary>
              <ViewSwitch />
            </Summary>
            <LaterPart className="results__later" tier="charts">
              <ShownCharts />
              <LaterPart className="results__method">
                <Method />
              </LaterPart>
            </LaterPart>
          </section>
        </main>
        <LazyTools />
        <LazyProviders />
      </div>
    </ShownScenario>
  );
}
