// The verdict in one line at the top of a phone's screen, while the verdict card is scrolled out of
// view: an edit far down the inputs shows at once what it did to the answer, in the card's words
// without the period they cover (the card's sentence with it would not fit a phone's line). A tap brings the card
// back. It is no live region: the card's own sentence announces each change, once, to screen readers.
// An input being edited is never left under it (a field the keyboard or a tap brought under it is
// scrolled just below), and it sits at the top, away from the on-screen keyboard.
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { type Result, type Scenario, servesWithApi, verdictFigures } from '../../engine/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { basisShort, verdictLine } from './answerText.ts';
import './verdictBar.css';

// a scenario that serves with an API: the cheapest of owning, renting and the API, with the job's code
const WaysLine = lazy(() => import('./WaysVerdict.tsx').then((m) => ({ default: m.WaysLine })));

/** Room kept between the bar and a field being edited. */
const GAP_PX = 8;

const FIELD = 'input, select, textarea';

/** Whether the bar shows: the card out of view on a screen narrow enough to hide it (layout.css). */
function useCardOutOfView(card: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = card.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [card]);
  return out;
}

/** Scrolls the focused field below the bar when the bar covers it (a tap, Tab, or the keyboard opening). */
function useFieldsClearOf(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const clear = () => {
      const field = document.activeElement;
      const element = bar.current;
      if (!element || !(field instanceof HTMLElement) || !field.matches(FIELD) || element.contains(field)) return;
      const below = element.getBoundingClientRect().bottom + GAP_PX;
      const top = field.getBoundingClientRect().top;
      if (element.offsetParent !== null && top < below) window.scrollBy({ top: top - below });
    };
    document.addEventListener('focusin', clear);
    window.visualViewport?.addEventListener('resize', clear);
    return () => {
      document.removeEventListener('focusin', clear);
      window.visualViewport?.removeEventListener('resize', clear);
    };
  }, [bar, shown]);
}

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  /** the verdict card it stands in for */
  readonly card: RefObject<HTMLElement | null>;
}

export function VerdictBar({ scenario, result, card }: Props) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const stale = useCalculator((s) => s.problems.length > 0);
  const bar = useRef<HTMLButtonElement>(null);
  const shown = useCardOutOfView(card);
  useFieldsClearOf(bar, shown);
  const verdict = verdictFigures(result, view);
  const ways = servesWithApi(scenario);
  const basis = basisShort(t, lang, scenario);
  // the focus goes to the card with the reader: a focused line hidden on the way would stop the scroll
  const toCard = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <button
      ref={bar}
      type="button"
      className={`verdict-bar verdict-bar--${ways ? 'api' : verdict.cheaper}${stale ? ' verdict-bar--stale' : ''}`}
      hidden={!shown}
      onClick={toCard}
      data-testid="verdict-bar"
      data-no-print=""
    >
      <span className="verdict-bar__words">
        <span className="verdict-bar__sentence">
          {ways ? (
            <Suspense fallback={null}>
              <WaysLine scenario={scenario} result={result} />
            </Suspense>
          ) : (
            verdictLine(t, lang, scenario.currency, verdict)
          )}
        </span>
        {basis !== null && <span className="verdict-bar__basis">{basis}</span>}
      </span>
      <span className="visually-hidden"> {t('verdict.bar')}</span>
      <span className="verdict-bar__go" aria-hidden="true">
        ↑
      </span>
    </button>
  );
}
