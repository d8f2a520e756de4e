// The answer first, in one sentence, then the figures behind it. A scenario that serves with an API
// is answered among owning, renting and the API (WaysVerdict.tsx, loaded with the job's code).
import { lazy, Suspense } from 'react';
import { type Result, type Scenario, servesWithApi, verdictFigures } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { basisSentence, verdictSentence } from './answerText.ts';

const WaysVerdict = lazy(() => import('./WaysVerdict.tsx'));

export function Verdict({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const stale = useCalculator((s) => s.problems.length > 0);
  if (servesWithApi(scenario)) {
    return (
      <Suspense>
        <WaysVerdict scenario={scenario} />
      </Suspense>
    );
  }
  // the engine's verdict, the figures the command line prints: this view only words them for the reader
  const verdict = verdictFigures(result, view);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const basis = basisSentence(t, lang, scenario);
  return (
    <div className={`verdict verdict--${verdict.cheaper}${stale ? ' verdict--stale' : ''}`}>
      {stale && (
        <p className="verdict__stale" role="status">
          {t('results.lastValid')}
        </p>
      )}
      <p className="verdict__sentence" data-testid="verdict" aria-live="polite">
        {verdictSentence(t, lang, scenario, verdict)}
      </p>
      {/* with a basis, the key figures just below name both present values: the card stays short, so the
          first chart keeps its place on a laptop's first screen */}
      {basis !== null ? (
        <p className="verdict__basis" data-testid="verdict-basis">
          {basis}
        </p>
      ) : (
        <p className="verdict__totals">{t('verdict.totals', { own: money(verdict.own), rent: money(verdict.rent) })}</p>
      )}
    </div>
  );
}
