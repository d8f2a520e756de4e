// The parser's steps in order (screen → version → migrate → check, and repair when one is given),
// apart from the repairs themselves: the page checks each draft with checkDraft (draft.ts), so
// repair.ts loads only with the parts that read links, imports and stored scenarios (parse.ts).

import { isObject } from '../paths.ts';
import { check } from './check.ts';
import { SCENARIO_VERSION } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { describeValue, type Json, type ParseMode, type ParseResult, type Problem, ROOT } from './problem.ts';
import type { repair } from './repair.ts';
import { copyPlain, FORMAT_DEPTH, MAX_DEPTH, screenInput } from './screen.ts';

type Repair = typeof repair;

/**
 * Older versions are brought up to the current one here, one step at a time: a step for each version
 * whose fields moved or changed meaning. None has yet: every field versions 2, 3 and 4 added is
 * optional and its default (or its absence) gives the older version's figures (2: the tools and the
 * finer owning and renting fields; 3: the providers section; 4: the job section), so reading an older
 * file only sets its version.
 */
const MIGRATIONS: Readonly<Record<number, (old: Json) => Json>> = {};

export function readScenario(input: unknown, mode: ParseMode, repairWith: Repair | null): ParseResult {
  if (!isObject(input)) {
    return refuse(
      [
        {
          path: ROOT,
          segments: [],
          code: 'not-object',
          message: `must be a JSON object (got ${describeValue(input)})`,
        },
      ],
      mode,
    );
  }
  // before anything walks the input: nesting that no scenario has is refused whole, and keys that
  // would reach a prototype are left out here, so no later step meets them
  const screened = screenInput(input);
  if (screened.tooDeep) {
    const message = `nests more than ${MAX_DEPTH} levels deep; a scenario needs at most ${FORMAT_DEPTH}`;
    return refuse([{ path: ROOT, segments: [], code: 'too-deep', message }], mode);
  }
  const unsafe: Problem[] = screened.unsafe.map((segments) => ({
    path: segments.join('.'),
    segments,
    code: 'unknown-field',
    message: 'unknown field',
  }));
  if (mode === 'strict' && unsafe.length > 0) return { ok: false, scenario: null, problems: unsafe };
  const versioned = readVersion(screened.value as Json, mode);
  if (!versioned.data) return { ok: false, scenario: null, problems: versioned.problems };
  const problems: Problem[] = [...unsafe.map((p) => ({ ...p, fix: 'removed' })), ...versioned.problems];
  let data = versioned.data;
  // version 1 took any three capital letters as a currency: a file written then reads as it was written
  const anyCurrency = (screened.value as Json).version === 1;

  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { problems: found, scenario } = check(data, { anyCurrency });
    if (found.length === 0 && scenario) return { ok: true, scenario, problems };
    if (mode === 'strict' || repairWith === null)
      return { ok: false, scenario: null, problems: [...problems, ...found] };
    const repaired = repairWith(data, found);
    data = repaired.data;
    problems.push(...repaired.problems);
  }
  // Repair always converges in practice; this keeps a working calculator if it ever does not.
  problems.push({
    path: ROOT,
    segments: [],
    code: 'invalid',
    message: 'could not be read',
    fix: 'used the default scenario',
  });
  return { ok: true, scenario: copyPlain(DEFAULT_SCENARIO), problems };
}

export function refuse(problems: Problem[], mode: ParseMode): ParseResult {
  if (mode === 'strict') return { ok: false, scenario: null, problems };
  return {
    ok: true,
    scenario: copyPlain(DEFAULT_SCENARIO),
    problems: problems.map((p) => ({ ...p, fix: 'used the default scenario' })),
  };
}

function readVersion(input: Json, mode: ParseMode): { data: Json | null; problems: Problem[] } {
  const version = input.version;
  if (version === undefined || typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    const message = `${version === undefined ? 'required; ' : ''}must be a whole number from 1 to ${SCENARIO_VERSION}${
      version === undefined ? '' : ` (got ${describeValue(version)})`
    }`;
    const problem: Problem = {
      path: 'version',
      segments: ['version'],
      code: version === undefined ? 'missing' : 'invalid',
      message,
    };
    if (mode === 'strict') return { data: null, problems: [problem] };
    return {
      data: { ...input, version: SCENARIO_VERSION },
      problems: [{ ...problem, fix: `read as version ${SCENARIO_VERSION}` }],
    };
  }
  if (version > SCENARIO_VERSION) {
    const message = `${version} is newer than this calculator understands (it reads versions up to ${SCENARIO_VERSION})`;
    const problem: Problem = { path: 'version', segments: ['version'], code: 'newer-version', message };
    if (mode === 'strict') return { data: null, problems: [problem] };
    return {
      data: { ...input, version: SCENARIO_VERSION },
      problems: [{ ...problem, fix: `read as version ${SCENARIO_VERSION}, keeping the fields it knows` }],
    };
  }
  let data: Json = input;
  for (let from = version; from < SCENARIO_VERSION; from += 1) {
    const step = MIGRATIONS[from];
    if (step) data = step(data);
  }
  return { data: { ...data, version: SCENARIO_VERSION }, problems: [] };
}
