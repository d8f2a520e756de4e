// The calculator's state: the scenario being edited and how the page shows it.
import { createStore } from 'zustand/vanilla';
import {
  type CostView,
  canEvaluate,
  evaluate,
  getIn,
  type Json,
  type Problem,
  type Result,
  type Scenario,
  type Source,
  setIn,
} from '../engine/index.ts';
import { type Lang, preferredLang } from '../i18n/langs.ts';
import { type StartMarket, startMarket, startScenario } from './start.ts';

export type Theme = 'system' | 'light' | 'dark';
export const CHARTS = ['cumulative', 'breakdown', 'hours', 'plans'] as const;
export type ChartId = (typeof CHARTS)[number];

interface ScenarioSlice {
  /** where the browser's locale starts the page (start.ts): what a page without a link shows */
  readonly start: StartMarket;
  /** the scenario as typed, which may hold values the format refuses */
  readonly draft: Json;
  /**
   * What every figure on the page, the address and a save come from: the draft when it is valid;
   * while it is not, the scenario from before the current edit began (not the last valid prefix of
   * what is being typed: "2" on the way to "25").
   */
  readonly scenario: Scenario;
  /**
   * The field being edited and the scenario when its edit began. An edit begins with the first change
   * to a field after a change to another, a load, or the end of the last edit (the input lost focus).
   */
  readonly editing: { readonly path: string; readonly base: Scenario } | null;
  /** what is wrong with the draft; empty when the draft is the scenario */
  readonly problems: readonly Problem[];
  /** the example last loaded, while it is unchanged */
  readonly presetId: string | null;
  /**
   * A field's new value; undefined while its input is empty. `newEdit`: the value does not carry on
   * from what the input held (its text replaced, a slider moved), so it begins a new edit, as
   * `endEdit` and then `setField` would, in one update of everything that reads the store.
   */
  setField(path: readonly string[], value: unknown, newEdit?: boolean): void;
  /** The input being typed into lost focus: what it holds now is the base of its next edit. */
  endEdit(): void;
  /** Takes a field or a whole section out of the scenario (a tool turned off, a tariff removed). */
  removeField(path: readonly string[]): void;
  /**
   * Several fields at once, in one edit: a catalog pick, each figure with where it came from, or the
   * job and the workload it fills (no source: a figure set without one drops any it had).
   */
  fillFields(fills: readonly { path: readonly string[]; value: unknown; source?: Source }[]): void;
  loadScenario(scenario: Scenario, presetId?: string | null): void;
  /**
   * Converts every money field at `rate` units of `currency` per unit of the current one; back in the
   * currency the figures were typed in, a figure left untouched since is the one typed (the scenario
   * carries them, so links and saved scenarios do too). The conversion's code
   * loads with the first conversion, so it answers once that has arrived.
   */
  switchCurrency(currency: string, rate: number): Promise<readonly Problem[]>;
}

/** What a link that was opened had wrong with it, and what was kept: shown until dismissed. */
export interface LinkNotice {
  readonly linkProblems: readonly {
    readonly code: string;
    readonly param: string;
    readonly field?: string;
    /** the length of a link too long to read, in characters */
    readonly size?: number;
    readonly conversion?: { readonly from: string; readonly to: string; readonly rate: number };
  }[];
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

type DraftCheck = typeof import('../engine/draft.ts');
let draftCheck: DraftCheck | null = null;
let draftCheckLoading: Promise<DraftCheck> | null = null;

/**
 * Loads the check of drafts (the format's schema, with zod): the page starts it after its first paint,
 * and tests before they edit. An edit made before it arrives is checked when it does.
 */
export function loadDraftCheck(): Promise<DraftCheck> {
  draftCheckLoading ??= import('../engine/draft.ts').then(
    (module) => {
      draftCheck = module;
      return module;
    },
    (error: unknown) => {
      // a load that failed (the network dropped) is tried again with the next edit
      draftCheckLoading = null;
      throw error;
    },
  );
  return draftCheckLoading;
}

let partsLoading: Promise<void> | null = null;

/**
 * Loads the evaluation's parts the first screen does without (a workload that changes over time, loans
 * and leases: src/engine/parts.ts): they come when a scenario first needs them.
 */
export function loadParts(): Promise<void> {
  partsLoading ??= import('../engine/parts.ts').then(
    (parts) => parts.installParts(),
    (error: unknown) => {
      partsLoading = null;
      throw error;
    },
  );
  return partsLoading;
}

/**
 * Checks the draft with the format's schema and rules; shows `base` while the draft is not a valid
 * scenario, or while the check (or a part its evaluation needs) has not arrived: then it runs
 * once it has, if the draft is still this one.
 */
function withDraft(base: Scenario, draft: Json, emptyPath?: readonly string[]): Partial<ScenarioSlice> {
  const checked = checkedDraft(base, draft, emptyPath);
  if (!checked.scenario || canEvaluate(checked.scenario)) return checked;
  loadParts().then(
    () => {
      if (calculatorStore.getState().draft === draft) calculatorStore.setState(withDraft(base, draft, emptyPath));
    },
    () => undefined,
  );
  return { ...checked, scenario: base };
}

function checkedDraft(base: Scenario, draft: Json, emptyPath?: readonly string[]): Partial<ScenarioSlice> {
  if (draftCheck === null) {
    loadDraftCheck().then(
      () => {
        if (calculatorStore.getState().draft === draft) calculatorStore.setState(withDraft(base, draft, emptyPath));
      },
      () => undefined,
    );
    return { draft, scenario: base, problems: [], presetId: null };
  }
  const parsed = draftCheck.checkDraft(draft);
  const problems: Problem[] = [...parsed.problems];
  if (emptyPath && !problems.some((p) => p.path === emptyPath.join('.'))) {
    const allowed = draftCheck.allowedAt(emptyPath);
    problems.push({
      path: emptyPath.join('.'),
      segments: emptyPath,
      code: 'missing',
      message: 'required',
      ...(allowed ? { allowed } : {}),
    });
  }
  if (problems.length === 0 && parsed.scenario) {
    return { draft, scenario: parsed.scenario, problems: [], presetId: null };
  }
  return { draft, scenario: base, problems, presetId: null };
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

const initialScenario = (): Pick<
  ScenarioSlice,
  'start' | 'draft' | 'scenario' | 'editing' | 'problems' | 'presetId'
> => {
  const start = startMarket(browserLanguages());
  const scenario = startScenario(start);
  return { start, draft: plain(scenario), scenario, editing: null, problems: [], presetId: null };
};

const initialView = (): Pick<ViewSlice, 'lang' | 'theme' | 'costView' | 'chart' | 'chartAsTable' | 'notice'> => ({
  lang: preferredLang(browserLanguages()),
  theme: 'system',
  costView: 'amortized',
  chart: 'cumulative',
  chartAsTable: false,
  notice: null,
});

/** The one store; views read it through the hook in src/app/useCalculator.ts. */
export const calculatorStore = createStore<CalculatorState>()((set, get) => ({
  ...initialScenario(),
  ...initialView(),

  setField: (path, value, newEdit) =>
    set((state) => {
      // a figure the user types is theirs: the catalog's source no longer applies to it
      const changed = getIn(state.draft, path) !== value;
      const draft = setIn(changed ? withoutSource(state.draft, path) : state.draft, path, value);
      const key = path.join('.');
      const editing = !newEdit && state.editing?.path === key ? state.editing : { path: key, base: state.scenario };
      return { ...withDraft(editing.base, draft, value === undefined ? path : undefined), editing };
    }),

  endEdit: () => set((state) => (state.editing ? { editing: null } : state)),

  removeField: (path) =>
    set((state) => ({ ...withDraft(state.scenario, setIn(state.draft, path, undefined)), editing: null })),

  fillFields: (fills) =>
    set((state) => {
      let draft = state.draft;
      const sources: Json = { ...((draft.sources as Json | undefined) ?? {}) };
      for (const { path, value, source } of fills) {
        draft = setIn(draft, path, value);
        if (source) sources[path.join('.')] = source;
        else delete sources[path.join('.')];
      }
      return { ...withDraft(state.scenario, { ...draft, sources }), editing: null };
    }),

  loadScenario: (scenario, presetId = null) => {
    const draft = plain(scenario);
    if (canEvaluate(scenario)) {
      set({ draft, scenario, editing: null, problems: [], presetId });
      return;
    }
    // the figures shown stay the last scenario's until the parts its evaluation needs arrive
    set({ draft, editing: null, problems: [], presetId });
    loadParts().then(
      () => {
        if (calculatorStore.getState().draft === draft) calculatorStore.setState({ scenario });
      },
      () => undefined,
    );
  },

  switchCurrency: async (currency, rate) => {
    const [{ convertCurrency }, { typedMoney }] = await Promise.all([
      import('../engine/conversion.ts'),
      import('../format/typed.ts'),
    ]);
    // each converted amount as a reader would type it (0.0875, not 0.08750007): the field shows all of it
    const converted = convertCurrency(get().scenario, currency, rate, typedMoney);
    if (!converted.ok) return converted.problems;
    set({ draft: plain(converted.scenario), scenario: converted.scenario, editing: null, problems: [] });
    return [];
  },

  // the caller loads the language's messages first (src/app/language.ts)
  setLang: (lang) => set({ lang }),
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

/** The scenario the page starts from for this reader: what an address without a scenario shows. */
export function startingScenario(): Scenario {
  return startScenario(calculatorStore.getState().start);
}

/**
 * Back to a fresh calculator, at the start of the browser's locale as it is now: for tests, which must
 * not depend on one another's order.
 */
export function resetCalculator(): void {
  calculatorStore.setState({ ...initialScenario(), ...initialView() });
}
