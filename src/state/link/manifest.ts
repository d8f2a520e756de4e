// What a link carries besides its encoded scenario, in one table: the view fields (their query name,
// the store field they set, the values allowed and the one left unwritten) and the readable parameters
// (the scenario field each sets and whether it is read as a number). Encoding, decoding, the address
// sync, applying a link and the widget's inputs all follow it: a new field is one line here.
import { LANGS } from '../../i18n/langs.ts';
import { CHARTS, type ViewSlice } from '../store.ts';

/** The store's setter of a field: `setLang` for `lang`. */
type SetterOf<K extends string> = `set${Capitalize<K>}`;
/** The store fields a link may carry: those with a setter of that name. */
type ViewKey = { [K in keyof ViewSlice & string]: SetterOf<K> extends keyof ViewSlice ? K : never }[keyof ViewSlice &
  string];

interface ViewField<K extends ViewKey> {
  /** its name in the address */
  readonly param: string;
  /** the store field it sets, through the store's setter of that name (`setLang`) */
  readonly key: K;
  /** the values a link may give it */
  readonly values: readonly ViewSlice[K][];
  /** other spellings read as one of `values` */
  readonly alias?: Readonly<Record<string, ViewSlice[K]>>;
  /** the value a link leaves out (what a page shows untold); without one the field is always written */
  readonly quiet?: ViewSlice[K];
}

type FieldOf<Keys extends ViewKey> = { [K in Keys]: ViewField<K> }[Keys];

/** The view fields, in the order a link writes them. */
const VIEW_FIELDS = [
  { param: 'lang', key: 'lang', values: LANGS, alias: { zh: 'zh-CN', 'zh-cn': 'zh-CN', cn: 'zh-CN' } },
  { param: 'theme', key: 'theme', values: ['system', 'light', 'dark'], quiet: 'system' },
  { param: 'view', key: 'costView', values: ['amortized', 'cash'], quiet: 'amortized' },
  { param: 'chart', key: 'chart', values: CHARTS, quiet: 'cumulative' },
] as const satisfies readonly FieldOf<ViewKey>[];

/** The store fields a link carries. */
type LinkKey = (typeof VIEW_FIELDS)[number]['key'];
/** Any one view field, for code that walks the table without caring which it is. */
type AnyViewField = FieldOf<LinkKey>;
export const ANY_VIEW_FIELDS: readonly AnyViewField[] = VIEW_FIELDS;

/** The view a link carries: any of the view fields, by their store names. */
export type LinkView = { readonly [K in LinkKey]?: ViewSlice[K] };

/** Sets a view field through the store's setter for it. */
export function setViewField<K extends ViewKey>(store: ViewSlice, key: K, value: ViewSlice[K]): void {
  const setters = store as unknown as Record<SetterOf<K>, (value: ViewSlice[K]) => void>;
  setters[`set${key.charAt(0).toUpperCase()}${key.slice(1)}` as SetterOf<K>](value);
}

/** Hand-editable parameters: the scenario field each sets, and whether it is read as a number. */
export const READABLE = {
  gpus: { path: ['workload', 'gpus'], kind: 'number' },
  hours: { path: ['workload', 'hoursPerDay'], kind: 'number' },
  days: { path: ['workload', 'daysPerYear'], kind: 'number' },
  price: { path: ['rent', 'pricePerGpuHour'], kind: 'number' },
  server: { path: ['own', 'serverPrice'], kind: 'number' },
  months: { path: ['horizonMonths'], kind: 'number' },
  // a scenario sized from a job (format version 4): the job's own figures, from which the link fills the
  // workload again (src/state/link/jobRefill.ts); only a link that holds a job of that kind has them
  tokens: { path: ['job', 'training', 'tokens'], kind: 'number' },
  runs: { path: ['job', 'training', 'runsPerYear'], kind: 'number' },
  tpd: { path: ['job', 'serving', 'tokensPerDay'], kind: 'number' },
  plan: { path: ['rent', 'plan'], kind: 'text' },
  currency: { path: ['currency'], kind: 'text' },
  name: { path: ['name'], kind: 'text' },
} as const satisfies Record<string, { readonly path: readonly string[]; readonly kind: 'number' | 'text' }>;

export type ReadableParam = keyof typeof READABLE;
/** The readable parameters read as numbers: the inputs a widget may offer. */
export type NumberParam = {
  [P in ReadableParam]: (typeof READABLE)[P]['kind'] extends 'number' ? P : never;
}[ReadableParam];

const pathsOf = <R extends Record<string, { readonly path: readonly string[] }>>(readable: R) =>
  Object.fromEntries(Object.entries(readable).map(([param, { path }]) => [param, path])) as {
    readonly [P in keyof R]: R[P]['path'];
  };

/** Hand-editable parameters and the field each one sets. */
export const READABLE_PARAMS = /* @__PURE__ */ pathsOf(READABLE);

export const NUMBER_PARAMS = (Object.keys(READABLE) as ReadableParam[]).filter(
  (param): param is NumberParam => READABLE[param].kind === 'number',
);

/** The inputs a widget offers when its snippet does not say. */
export const DEFAULT_NUMBER_PARAMS: readonly NumberParam[] = ['gpus', 'hours', 'price'];
