// gpu-tco FILE's input: a scenario, or the page's JSON export ({ scenario, result[, analysis] }) whose
// scenario is used and whose result is ignored, read up to 20 MB. Every line it prints about the
// input is escaped, so a key or value holding control characters stays on its one line. A job section
// (format version 4) may name its model and API by the LLM catalog's ids: the command line has the
// catalog, so it fills them in (the file's own figures win) before the one parser checks the job.
import energyData from '../data/energy.json';
import { api as apiPrices, models } from '../data/llm.json';
import { DEFAULT_SCENARIO, isObject, type ParseResult, type Problem, type Scenario } from '../engine/index.ts';
import { gridProblem, withCatalogApi, withCatalogModel } from '../engine/job/index.ts';
import { parseScenario, parseScenarioText } from '../engine/reading.ts';
import { escapeText, type Output, readError, utf8 } from './io.ts';

/** Far above any real scenario (the examples are a few KB), low enough that /dev/zero stops at once. */
export const MAX_SCENARIO_BYTES = 20_000_000;

export type ScenarioFile =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false /** lines for standard error, each ending in "\n" */; readonly error: string };

const ROOT = 'scenario';
const SCENARIO_KEYS = new Set(Object.keys(DEFAULT_SCENARIO));

export function readScenarioFile(file: string, io: Output): ScenarioFile {
  const name = escapeText(file === '-' ? 'standard input' : file);
  let bytes: Uint8Array;
  try {
    bytes = io.readLimited(file, MAX_SCENARIO_BYTES);
  } catch (error) {
    return { ok: false, error: `${name}: cannot be read (${escapeText(readError(error))})\n` };
  }
  if (bytes.length > MAX_SCENARIO_BYTES) {
    return { ok: false, error: `${name}: too large: a scenario file is read up to 20 MB, and this one is larger\n` };
  }
  return scenarioFromText(utf8(bytes));
}

/** A scenario file's text read as gpu-tco FILE reads it. */
export function scenarioFromText(text: string): ScenarioFile {
  const { parsed, inExport } = parse(text);
  if (parsed.ok) return { ok: true, scenario: parsed.scenario };
  return {
    ok: false,
    error: parsed.problems.map((p) => `${escapeText(pathOf(p, inExport))}: ${escapeText(p.message)}\n`).join(''),
  };
}

/** The strict parser, after the job's model and API named by catalog id are filled in. */
function parseWithCatalog(value: unknown): ParseResult {
  if (!isObject(value) || !isObject(value.job)) return parseScenario(value, 'strict');
  const api = withCatalogApi(value.job, apiPrices);
  // a model with sizes of its own keeps them, its id a label the catalog need not know
  const sized = isObject(value.job.model) && value.job.model.totalParamsB !== undefined;
  const model = !api.ok ? api : sized ? { ok: true as const, value: api.value } : withCatalogModel(api.value, models);
  if (model.ok) return withGridChecked(parseScenario({ ...value, job: model.value }, 'strict'));
  const problems: Problem[] = model.problems.map((p) => {
    const segments = ['job', ...p.path.split('.')];
    return { path: segments.join('.'), segments, code: 'invalid', message: p.message.replace(/^is /, '') };
  });
  return { ok: false, scenario: null, problems };
}

/** A job's energy.grid must name a grid of the energy data, which the scenario's own check does not hold. */
function withGridChecked(parsed: ParseResult): ParseResult {
  const job = parsed.ok ? parsed.scenario.job : undefined;
  const message = job ? gridProblem(job, energyData) : null;
  if (message === null) return parsed;
  const segments = ['job', 'energy', 'grid'];
  return { ok: false, scenario: null, problems: [{ path: segments.join('.'), segments, code: 'invalid', message }] };
}

function parse(text: string): { parsed: ParseResult; inExport: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // the engine words the JSON error as it does for every other input
    return { parsed: parseScenarioText(text, 'strict'), inExport: false };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'version' in value) {
    return { parsed: parseWithCatalog(value), inExport: false };
  }
  if ('scenario' in value) return { parsed: parseWithCatalog(value.scenario), inExport: true };
  if (!Object.keys(value).some((key) => SCENARIO_KEYS.has(key))) {
    const message = `neither a scenario (it has no "version") nor the page's JSON export (it has no "scenario")`;
    return {
      parsed: { ok: false, scenario: null, problems: [{ path: ROOT, segments: [], code: 'invalid', message }] },
      inExport: false,
    };
  }
  // a scenario that lost its version: the engine says what is missing
  return { parsed: parseWithCatalog(value), inExport: false };
}

/** Where the problem is in the file: inside an export, under its "scenario". */
function pathOf(problem: Problem, inExport: boolean): string {
  return inExport && problem.path !== ROOT ? `${ROOT}.${problem.path}` : problem.path;
}
