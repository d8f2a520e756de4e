// A link read into the store, and the store written as a link: what a page that shows a link needs
// without following the address bar (the embed page), apart from the address sync.
import { type CalculatorState, calculatorStore } from '../store.ts';
import { type DecodedLink, encodeLink } from './codec.ts';

/** Puts what a link carries into the store; says whether it changed what the page first showed. */
export function applyLink(decoded: DecodedLink): boolean {
  const store = calculatorStore.getState();
  if (decoded.scenario) store.loadScenario(decoded.scenario);
  const { lang, theme, costView, chart } = decoded.view;
  if (lang) store.setLang(lang);
  if (theme) store.setTheme(theme);
  if (costView) store.setCostView(costView);
  if (chart) store.setChart(chart);
  const troubled = decoded.linkProblems.length > 0 || decoded.fieldProblems.length > 0;
  store.setNotice(troubled ? { linkProblems: decoded.linkProblems, fieldProblems: decoded.fieldProblems } : null);
  return decoded.scenario !== null || Object.keys(decoded.view).length > 0;
}

export function linkOf(state: CalculatorState): Promise<string> {
  return encodeLink(state.scenario, {
    lang: state.lang,
    theme: state.theme,
    costView: state.costView,
    chart: state.chart,
  });
}
