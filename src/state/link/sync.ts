// Keeps the address bar and the store in step: the link opened sets the scenario and view; every
// edit after that writes the address (debounced), one history entry per burst of edits, so Back
// returns to the scenario before the last burst rather than stepping through every keystroke.
import type { Lang } from '../../i18n/langs.ts';
import { type CalculatorState, calculatorStore, startingScenario } from '../store.ts';
import { applyLink, linkOf } from './apply.ts';
import { decodeLink } from './codec.ts';
import { ANY_VIEW_FIELDS } from './manifest.ts';

export { applyLink, decodeLink, linkOf };

const WRITE_DELAY_MS = 400;
/** edits closer together than this share one history entry */
const BURST_MS = 1500;

/** Whether a change of the store changes what the address holds: the scenario or a view field. */
const changesLink = (state: CalculatorState, previous: CalculatorState) =>
  state.scenario !== previous.scenario || ANY_VIEW_FIELDS.some(({ key }) => state[key] !== previous[key]);

/**
 * Why a plain visit started the sync late (it loads the link code only when there is something to
 * do): `from`, an edit, with the state before it, which the address holds first so that Back returns
 * to it and the edit becomes an entry of its own; `popped`, Back or Forward to an entry with a link,
 * which the sync then reads as if it had been listening.
 */
export interface LateStart {
  readonly from?: CalculatorState;
  readonly popped?: boolean;
}

/**
 * Starts following the store; returns a function that stops. `loadLang` loads a language's messages
 * before the page switches to the language of a link that Back or Forward brings.
 */
export function syncAddress(
  win: Window = window,
  loadLang: (lang: Lang) => Promise<void> = async () => {},
  { from, popped = false }: LateStart = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = 0;

  // each write encodes the state of its moment; a slower earlier one never overwrites a later one
  let writes = 0;
  const write = async () => {
    const ticket = ++writes;
    const query = `?${await linkOf(calculatorStore.getState())}`;
    if (ticket !== writes || query === win.location.search) return;
    const url = `${win.location.pathname}${query}${win.location.hash}`;
    const now = Date.now();
    if (now - lastWrite > BURST_MS) win.history.pushState(null, '', url);
    else win.history.replaceState(null, '', url);
    lastWrite = now;
  };

  // the address holds the page's state from the start, without a history entry of its own
  // (not when Back or Forward brought an entry: the address holds that entry's link already)
  if (!popped) {
    void linkOf(from ?? calculatorStore.getState()).then((query) => {
      if (writes === 0) win.history.replaceState(null, '', `${win.location.pathname}?${query}${win.location.hash}`);
    });
  }

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void write(), WRITE_DELAY_MS);
  };
  if (from && changesLink(calculatorStore.getState(), from)) schedule();
  const unsubscribe = calculatorStore.subscribe((state, previous) => {
    if (changesLink(state, previous)) schedule();
  });

  // Back pressed twice quickly: only the later entry's language is switched to
  let pops = 0;
  const onPopState = async () => {
    clearTimeout(timer);
    writes += 1;
    const pop = ++pops;
    const decoded = await decodeLink(win.location.search);
    // a later entry came while this one was read (one that needs the full parser reads slower than a
    // sound one): only the last entry's link is shown
    if (pop !== pops) return;
    // an entry without a scenario is the page as first opened: the reader's start; its figures show
    // at once, and its language once that language's messages are there
    const { lang, ...view } = decoded.view;
    applyLink({ ...decoded, view, scenario: decoded.scenario ?? startingScenario() });
    if (lang) {
      void loadLang(lang).then(
        () => pop === pops && calculatorStore.getState().setLang(lang),
        () => undefined,
      );
    }
    // what Back restored is already in the address: tidy it in place rather than add an entry,
    // which would cut off Forward
    lastWrite = Date.now();
  };
  const popState = () => void onPopState();
  win.addEventListener('popstate', popState);
  if (popped) popState();

  return () => {
    clearTimeout(timer);
    unsubscribe();
    win.removeEventListener('popstate', popState);
  };
}
