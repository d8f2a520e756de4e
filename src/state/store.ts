// The calculator's state: the scenario being edited and how the page shows it.
import { create } from 'zustand';
import {
  allowedAt,
  type CostView,
  convertCurrency,
  DEFAULT_SCENARIO,
  evaluate,
  type Problem,
  parseScenario,
  type Result,
  type Scenario,
  type Source,
} from '../engine/index.ts';
import { type Lang, loadMessages, messagesLoaded, preferredLang } from '../i18n/index.ts';
import { getIn, setIn } from './draft.ts';

export type Theme = 'system' | 'light' | 'dark';
export const CHARTS = ['cumulative', 'breakdown', 'hours', 'plans'] as const;
export type ChartId = (typeof CHARTS)[number];

type Json = Record<string, unknown>;

export interface ScenarioSlice {
  /** the scenario as typed, which may hold values the format refuses */
  readonly draft: Json;
  /** the last valid scenario: what every figure on the page comes from */
  readonly scenario: Scenario;
  /** what is wrong with the draft; empty when the draft is the scenario */
  readonly problems: readonly Problem[];
  /** the example last loaded, while it is unchanged */
  readonly presetId: string | null;
  /** A field's new value; undefined while its input is empty. */
  setField(path: readonly string[], value: unknown): void;
  /** Takes a field or a whole section out of the scenario (a tool turned off, a tariff removed). */
  removeField(path: readonly string[]): void;
  /** Several fields at once (a catalog pick), each with where its figure came from. */
  fillFields(fills: readonly { path: readonly string[]; value: number; source: Source }[]): void;
  loadScenario(scenario: Scenario, presetId?: string | null): void;
  /** Converts every money field at `rate` units of `currency` per unit of the current one. */
  switchCurrency(currency: string, rate: number): readonly Problem[];
}

/** What a link that was opened had wrong with it, and what was kept: shown until dismissed. */
export interface LinkNotice {
  readonly linkProblems: readonly { readonly code: string; readonly param: string; readonly field?: string }[];
  readonly fieldProblems: readonly Problem[];
}

export interface ViewSlice {
  readonly lang: Lang;
  readonly theme: Theme;
  readonly costView: CostView;
  readonly chart: ChartId;
  readonly chartAsTable: boolean;
  readonly notice: LinkNotice | null;
  setLang(lang: Lang): void;
  setTheme(theme: Theme): void;
  setCostView(view: CostView): void;
  setChart(chart: ChartId): void;
  setChartAsTable(asTable: boolean): void;
  setNotice(notice: LinkNotice | null): void;
}

export type CalculatorState = ScenarioSlice & ViewSlice;

function plain(scenario: Scenario): Json {
  return JSON.parse(JSON.stringify(scenario)) as Json;
}

/** Checks the draft with the one parser; keeps the last valid scenario when the draft is not one. */
function withDraft(state: ScenarioSlice, draft: Json, emptyPath?: readonly string[]): Partial<ScenarioSlice> {
  const parsed = parseScenario(draft, 'strict');
  const problems: Problem[] = [...parsed.problems];
  if (emptyPath && !problems.some((p) => p.path === emptyPath.join('.'))) {
    const allowed = allowedAt(emptyPath);
    problems.push({
      path: emptyPath.join('.'),
      segments: emptyPath,
      code: 'missing',
      message: 'required',
      ...(allowed ? { allowed } : {}),
    });
  }
  if (problems.length === 0 && parsed.ok) {
    return { draft, scenario: parsed.scenario, problems: [], presetId: null };
  }
  return { draft, scenario: state.scenario, problems, presetId: null };
}

function withoutSource(draft: Json, path: readonly string[]): Json {
  const sources = draft.sources;
  const key = path.join('.');
  if (typeof sources !== 'object' || sources === null || !(key in sources)) return draft;
  const rest: Json = { ...(sources as Json) };
  delete rest[key];
  return { ...draft, sources: rest };
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

export const initialScenario = (): Pick<ScenarioSlice, 'draft' | 'scenario' | 'problems' | 'presetId'> => ({
  draft: plain(DEFAULT_SCENARIO),
  scenario: DEFAULT_SCENARIO,
  problems: [],
  presetId: null,
});

export const initialView = (): Pick<
  ViewSlice,
  'lang' | 'theme' | 'costView' | 'chart' | 'chartAsTable' | 'notice'
> => ({
  lang: preferredLang(browserLanguages()),
  theme: 'system',
  costView: 'amortized',
  chart: 'cumulative',
  chartAsTable: false,
  notice: null,
});

export const useCalculator = create<CalculatorState>()((set, get) => ({
  ...initialScenario(),
  ...initialView(),

  setField: (path, value) =>
    set((state) => {
      // a figure the user types is theirs: the catalog's source no longer applies to it
      const changed = getIn(state.draft, path) !== value;
      const draft = setIn(changed ? withoutSource(state.draft, path) : state.draft, path, value);
      return withDraft(state, draft, value === undefined ? path : undefined);
    }),

  removeField: (path) => set((state) => withDraft(state, setIn(state.draft, path, undefined))),

  fillFields: (fills) =>
    set((state) => {
      let draft = state.draft;
      const sources: Json = { ...((draft.sources as Json | undefined) ?? {}) };
      for (const fill of fills) {
        draft = setIn(draft, fill.path, fill.value);
        sources[fill.path.join('.')] = fill.source;
      }
      return withDraft(state, { ...draft, sources });
    }),

  loadScenario: (scenario, presetId = null) => set({ draft: plain(scenario), scenario, problems: [], presetId }),

  switchCurrency: (currency, rate) => {
    const converted = convertCurrency(get().scenario, currency, rate);
    if (!converted.ok) return converted.problems;
    set({ draft: plain(converted.scenario), scenario: converted.scenario, problems: [] });
    return [];
  },

  // a language whose messages are not loaded yet switches once they are
  setLang: (lang) => {
    if (messagesLoaded(lang)) set({ lang });
    else void loadMessages(lang).then(() => set({ lang }));
  },
  setTheme: (theme) => set({ theme }),
  setCostView: (costView) => set({ costView }),
  setChart: (chart) => set({ chart }),
  setChartAsTable: (chartAsTable) => set({ chartAsTable }),
  setNotice: (notice) => set({ notice }),
}));

const results = new WeakMap<Scenario, Result>();

/** The engine's result for a scenario, computed once per scenario object. */
export function resultOf(scenario: Scenario): Result {
  let result = results.get(scenario);
  if (!result) {
    result = evaluate(scenario);
    results.set(scenario, result);
  }
  return result;
}

/** Back to a fresh calculator: for tests, which must not depend on one another's order. */
export function resetCalculator(): void {
  useCalculator.setState({ ...initialScenario(), ...initialView() });
}
