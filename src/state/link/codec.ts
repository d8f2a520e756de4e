// Share links: the scenario and the view in the address, compact, versioned, and read back through
// the one scenario parser in its lenient mode. `s=4.<payload>`: link format 4, the scenario's
// differences from LINK_V4_BASE as JSON (format 1–3 links, against their own bases in base.ts, are
// still read), deflated and written in URL-safe base64. This file reads them; write.ts writes them.
// Readable parameters (gpus, hours, price, …) may stand beside it or alone, for links written by
// hand; they win. Alone, they are read over LINK_V2_BASE too, so a link written by hand keeps its
// meaning when the page's starting scenario changes (it did in format version 5).

import { defaultRate, isCurrency } from '../../data/rates.ts';
import { canEvaluate, isObject, type Json, type Problem, type Scenario, setIn } from '../../engine/index.ts';
import { holdsMoreThan, parseScenarioLazily, screenInput, UNSAFE_KEYS } from '../../engine/readLink.ts';
import { plainNumber } from '../../format/plainNumber.ts';
import { typedMoney } from '../../format/typed.ts';
import { loadParts, startingScenario } from '../store.ts';
import { LINK_BASES, LINK_V2_BASE } from './base.ts';
import { decompressText } from './compress.ts';
import { ANY_VIEW_FIELDS, type LinkView, READABLE, READABLE_PARAMS } from './manifest.ts';

export { type LinkView, READABLE_PARAMS };

/** The link format this page writes (write.ts), and the newest it reads. */
export const LINK_FORMAT = 4;

/**
 * The longest scenario part (`s=`) a link may have: 64 KB of text. A link the page writes is 1.5–5 KB
 * for the examples, and about 16 KB for a scenario that cites every field with a 300-character note
 * beside 24 providers with their evidence; a longer one is refused before it is read.
 */
export const MAX_LINK_CHARS = 65_536;

/**
 * The most values (fields, entries and the keys of maps, nested ones too) a link's scenario may hold:
 * 5,000. The scenario above holds 1,328; a link far past it is junk, and reading every one of its
 * values as a problem would hold the page for seconds.
 */
export const MAX_LINK_VALUES = 5_000;

type LinkProblemCode =
  | 'newer-link'
  | 'corrupt-link'
  | 'too-large-link'
  | 'too-long-link'
  | 'too-many-values'
  | 'bad-view'
  | 'repeated-param'
  | 'converted-currency';

/** A problem of the link itself, beside the scenario parser's problems with its fields. */
export interface LinkProblem {
  readonly code: LinkProblemCode;
  readonly param: string;
  /** the field a readable parameter sets ("workload.gpus"), so the notice can name it by its label */
  readonly field?: string;
  /** for `too-long-link`: the length of the parameter, in characters */
  readonly size?: number;
  /** for `converted-currency`: the figures the link did not write, converted at the default rate */
  readonly conversion?: { readonly from: string; readonly to: string; readonly rate: number };
}

export interface DecodedLink {
  /** null when the link carries no scenario at all */
  readonly scenario: Scenario | null;
  readonly view: LinkView;
  readonly linkProblems: readonly LinkProblem[];
  /** what the lenient parser found wrong with the scenario's fields, and what it did */
  readonly fieldProblems: readonly Problem[];
}

/** `base` with `patch` laid over it; keys that could reach an object's prototype are skipped. */
function overlay(base: unknown, patch: unknown): unknown {
  if (!isObject(patch) || !isObject(base)) return patch;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) continue;
    out[key] = overlay(base[key], value);
  }
  return out;
}

interface Payload {
  readonly data: unknown;
  readonly base: unknown;
  /** keys that could reach a prototype, left out (as keys from the root) */
  readonly unsafe: readonly (readonly string[])[];
}

/** The scenario part of `s`, or why it cannot be read. */
async function readPayload(value: string): Promise<Payload | { problem: LinkProblemCode }> {
  const dot = value.indexOf('.');
  const format = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isInteger(format) || format < 1) return { problem: 'corrupt-link' };
  if (format > LINK_FORMAT) return { problem: 'newer-link' };
  const body = value.slice(dot + 1);
  const tooLong = body.length > MAX_LINK_CHARS;
  // a link past the limit is unpacked no further than the limit, only to name one that would unpack
  // past 1 MB as such (MAX_LINK_CHARS is a multiple of 4: whole bytes of base64)
  const text = await decompressText(tooLong ? body.slice(0, MAX_LINK_CHARS) : body);
  if (!text.ok && text.reason === 'too-large') return { problem: 'too-large-link' };
  if (tooLong) return { problem: 'too-long-link' };
  if (!text.ok) return { problem: 'corrupt-link' };
  let data: unknown;
  try {
    data = JSON.parse(text.text);
  } catch {
    return { problem: 'corrupt-link' };
  }
  if (holdsMoreThan(data, MAX_LINK_VALUES)) return { problem: 'too-many-values' };
  // nesting no scenario has is damage, whatever else it is: refused before anything walks it
  const screened = screenInput(data);
  if (screened.tooDeep || !isObject(screened.value)) return { problem: 'corrupt-link' };
  return { data: screened.value, base: LINK_BASES[format], unsafe: screened.unsafe };
}

/** Parameters given more than once: the first is used (as URLSearchParams.get reads it), the rest named. */
function repeatedParams(params: URLSearchParams): LinkProblem[] {
  const fields: Readonly<Record<string, { readonly path: readonly string[] }>> = READABLE;
  const names = new Set(params.keys());
  return [...names]
    .filter((param) => param === 's' || VIEW_PARAMS.has(param) || Object.hasOwn(fields, param))
    .filter((param) => params.getAll(param).length > 1)
    .map((param) => {
      const path = Object.hasOwn(fields, param) ? fields[param]?.path : undefined;
      return path ? { code: 'repeated-param', param, field: path.join('.') } : { code: 'repeated-param', param };
    });
}

const VIEW_PARAMS = new Set(ANY_VIEW_FIELDS.map((field) => field.param));

function readView(params: URLSearchParams, problems: LinkProblem[]): LinkView {
  const view: Record<string, string> = {};
  for (const { param, key, values, alias = {} } of ANY_VIEW_FIELDS) {
    const raw = params.get(param);
    if (raw === null) continue;
    // own keys only: "constructor" must not find Object.prototype.constructor
    const value = Object.hasOwn(alias, raw) ? alias[raw] : (values as readonly string[]).find((a) => a === raw);
    if (value === undefined) problems.push({ code: 'bad-view', param });
    else view[key] = value;
  }
  return view as LinkView;
}

/** What the address carries; never throws: whatever it holds, the page opens with a scenario. */
export async function decodeLink(search: string): Promise<DecodedLink> {
  try {
    const decoded = await decodeParams(new URLSearchParams(search));
    // a scenario that needs the evaluation's later parts shows once they are here, never a moment late
    if (decoded.scenario && !canEvaluate(decoded.scenario)) await loadParts().catch(() => undefined);
    return decoded;
  } catch {
    const parsed = await parseScenarioLazily(startingScenario(), 'lenient');
    return {
      scenario: parsed.scenario,
      view: {},
      linkProblems: [{ code: 'corrupt-link', param: 's' }],
      fieldProblems: [],
    };
  }
}

/**
 * A link's `currency=` names the currency of the figures it writes (price=, server=). The figures it
 * does not write (the defaults, or the scenario in `s=`) are in their own currency: they are converted
 * into the link's at the default rate, and the notice says so, rather than read as if written in it.
 * Null when nothing is to be converted (no `currency=`, the same currency, or one without a rate).
 */
async function inCurrencyOf(
  params: URLSearchParams,
  data: unknown,
): Promise<{ readonly data: unknown; readonly problem: LinkProblem; readonly problems: readonly Problem[] } | null> {
  const to = params.get('currency');
  if (to === null || !isCurrency(to)) return null;
  const read = await parseScenarioLazily(data, 'lenient');
  const base = read.scenario;
  if (!base || base.currency === to || !isCurrency(base.currency)) return null;
  const rate = defaultRate(base.currency, to);
  const { convertedDraft } = await import('../../engine/conversion.ts');
  return {
    data: convertedDraft(base, to, rate, typedMoney),
    problem: { code: 'converted-currency', param: 'currency', conversion: { from: base.currency, to, rate } },
    // what reading the link's own scenario found wrong, which the converted one no longer shows
    problems: read.problems,
  };
}

async function decodeParams(params: URLSearchParams): Promise<DecodedLink> {
  const linkProblems: LinkProblem[] = [];
  const view = readView(params, linkProblems);
  linkProblems.push(...repeatedParams(params));
  let data: unknown = LINK_V2_BASE;
  let carriesScenario = false;
  const unsafe: Problem[] = [];
  const s = params.get('s');
  if (s !== null) {
    carriesScenario = true;
    const payload = await readPayload(s);
    if ('problem' in payload) {
      // a scenario part that cannot be read leaves the page's own starting scenario, as an address
      // without one does; readable parameters beside it still apply
      const size = payload.problem === 'too-long-link' ? { size: s.length } : {};
      linkProblems.push({ code: payload.problem, param: 's', ...size });
      data = startingScenario();
    } else {
      data = overlay(payload.base, payload.data);
      for (const segments of payload.unsafe) {
        const path = segments.join('.');
        unsafe.push({ path, segments, code: 'unknown-field', message: 'unknown field', fix: 'removed' });
      }
    }
  }
  const based = await inCurrencyOf(params, data);
  if (based) {
    data = based.data;
    linkProblems.push(based.problem);
  }
  for (const [param, { path, kind }] of Object.entries(READABLE)) {
    const raw = params.get(param);
    if (raw === null) continue;
    carriesScenario = true;
    // only plain decimals are numbers ("0x10" is not 16); the rest goes to the parser as text, which
    // then says what is allowed
    const value = kind === 'text' ? raw : (plainNumber(raw.trim()) ?? raw);
    data = setIn(isObject(data) ? data : {}, path, value);
  }
  if (!carriesScenario) return { scenario: null, view, linkProblems, fieldProblems: [] };
  // the job section's check loads only for a link that holds a job (the embed reads links before its verdict)
  const parsed = await parseScenarioLazily(data, 'lenient');
  let scenario = parsed.scenario;
  // a job's figure given by a parameter (tokens=, runs=, tpd=) fills the workload again from the job
  if (scenario?.job && Object.entries(READABLE).some(([param, { path }]) => path[0] === 'job' && params.has(param))) {
    const { refilledFromJob } = await import('./jobRefill.ts');
    scenario = refilledFromJob(scenario, (param) => params.has(param));
  }
  return { scenario, view, linkProblems, fieldProblems: [...unsafe, ...(based?.problems ?? []), ...parsed.problems] };
}
