// The verdict card of a scenario that serves with an API: which of owning, renting and the API costs
// least (the engine's threeWayVerdict), then the basis the three totals share; and the phone's verdict
// line of it. Verdict.tsx and VerdictBar.tsx load it with the job's code only for such a scenario, so
// no other verdict waits for it.
import { type CostView, type Result, type Scenario, verdictFigures } from '../../engine/index.ts';
import { type ThreeWayVerdict, threeWayVerdict } from '../../engine/job/index.ts';
import { resultOf } from '../../state/store.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { basisSentence, verdictLine, verdictSentence } from './answerText.ts';
import { waysLine, waysSentence } from './waysText.ts';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
}

export default function WaysVerdict({ scenario }: Pick<Props, 'scenario'>) {
  // the result the page computed once for this scenario (store.ts)
  const result = resultOf(scenario);
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const stale = useCalculator((s) => s.problems.length > 0);
  const verdict = waysOf(scenario, result, view);
  const basis = basisSentence(t, lang, scenario);
  // a job the engine cannot size leaves the verdict owning against renting, as without an API
  const twoWay = verdict ? null : verdictFigures(result, view);
  const cheaper = verdict?.cheaper ?? twoWay?.cheaper;
  return (
    <div className={`verdict verdict--${cheaper}${stale ? ' verdict--stale' : ''}`}>
      {stale && (
        <p className="verdict__stale" role="status">
          {t('results.lastValid')}
        </p>
      )}
      <p className="verdict__sentence" data-testid="verdict" aria-live="polite">
        {verdict
          ? waysSentence(t, lang, scenario, verdict)
          : verdictSentence(t, lang, scenario, twoWay ?? verdictFigures(result, view))}
      </p>
      {basis !== null && (
        <p className="verdict__basis" data-testid="verdict-basis">
          {basis}
        </p>
      )}
    </div>
  );
}

function waysOf(scenario: Scenario, result: Result, view: CostView): ThreeWayVerdict | null {
  try {
    return threeWayVerdict(scenario, result, view);
  } catch {
    return null;
  }
}

/** The phone's verdict line for the same scenario (VerdictBar.tsx): the cheapest way and its total. */
export function WaysLine({ scenario, result }: Props) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const verdict = waysOf(scenario, result, view);
  return verdict
    ? waysLine(t, lang, scenario.currency, verdict)
    : verdictLine(t, lang, scenario.currency, verdictFigures(result, view));
}
