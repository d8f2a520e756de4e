// gpu-tco FILE's input: a scenario, or the page's JSON export ({ scenario, result[, analysis] }) whose
// scenario is used and whose result is ignored, read up to 20 MB. Every line it prints about the
// input is escaped, so a key or value holding control characters stays on its one line.
import {
  DEFAULT_SCENARIO,
  type ParseResult,
  type Problem,
  parseScenario,
  parseScenarioText,
  type Scenario,
} from '../engine/index.ts';
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
  const { parsed, inExport } = parse(utf8(bytes));
  if (parsed.ok) return { ok: true, scenario: parsed.scenario };
  return {
    ok: false,
    error: parsed.problems.map((p) => `${escapeText(pathOf(p, inExport))}: ${escapeText(p.message)}\n`).join(''),
  };
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
    return { parsed: parseScenario(value, 'strict'), inExport: false };
  }
  if ('scenario' in value) return { parsed: parseScenario(value.scenario, 'strict'), inExport: true };
  if (!Object.keys(value).some((key) => SCENARIO_KEYS.has(key))) {
    const message = `neither a scenario (it has no "version") nor the page's JSON export (it has no "scenario")`;
    return {
      parsed: { ok: false, scenario: null, problems: [{ path: ROOT, segments: [], code: 'invalid', message }] },
      inExport: false,
    };
  }
  // a scenario that lost its version: the engine says what is missing
  return { parsed: parseScenario(value, 'strict'), inExport: false };
}

/** Where the problem is in the file: inside an export, under its "scenario". */
function pathOf(problem: Problem, inExport: boolean): string {
  return inExport && problem.path !== ROOT ? `${ROOT}.${problem.path}` : problem.path;
}
