// The one place where untrusted input becomes a scenario: parse → migrate by version → check →
// (lenient only) repair with defaults. The command line, imports, links and storage all come here.

import type * as z from 'zod/mini';
import { getIn, isObject } from '../paths.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { type Allowed, describeAllowed } from './rules.ts';
import { RANGED_FIELDS, SCENARIO_VERSION, type Scenario, scenarioSchema } from './schema.ts';
import { copyPlain, FORMAT_DEPTH, MAX_DEPTH, screenInput } from './screen.ts';
import { allowedAt, defaultAt, FIELD_PATHS, isOptionalAt, isRecordAt } from './walk.ts';

/**
 * strict: files and the command line; any problem refuses the scenario.
 * lenient: links and browser storage; keeps every valid field and fills the rest with defaults.
 */
export type ParseMode = 'strict' | 'lenient';

export type ProblemCode =
  | 'not-json'
  | 'not-object'
  | 'missing'
  | 'invalid'
  | 'unknown-field'
  | 'required-by'
  | 'conflict'
  | 'newer-version'
  | 'unknown-source-path'
  | 'too-deep';

export interface Problem {
  /** Full dotted path of the field ("own.power.pue"), or "scenario" for the whole input. */
  readonly path: string;
  /** The same path as keys (a source's key holds dots of its own: sources["rent.pricePerGpuHour"]). */
  readonly segments: readonly string[];
  readonly code: ProblemCode;
  /** One plain English sentence saying what is allowed, for the command line. */
  readonly message: string;
  readonly allowed?: Allowed;
  /** Lenient mode: what was done instead ("removed", "used the default 1.5"). */
  readonly fix?: string;
}

export type ParseResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly problems: readonly Problem[] }
  | { readonly ok: false; readonly scenario: null; readonly problems: readonly Problem[] };

type Json = Record<string, unknown>;

const ROOT = 'scenario';

/** Older versions are brought up to the current one here, one step at a time. */
const MIGRATIONS: Readonly<Record<number, (old: Json) => Json>> = {
  // 1 → 2: every field version 2 adds is optional, and its default (or its absence) gives version 1's
  // figures; nothing was renamed or moved.
  1: (old) => ({ ...old, version: 2 }),
  // 2 → 3: version 3 adds the optional providers section (screening and scorecards); nothing moves.
  2: (old) => ({ ...old, version: 3 }),
};

export function parseScenarioText(text: string, mode: ParseMode): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refuse([{ path: ROOT, segments: [], code: 'not-json', message: `is not valid JSON (${detail})` }], mode);
  }
  return parseScenario(value, mode);
}

export function parseScenario(input: unknown, mode: ParseMode): ParseResult {
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

  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { problems: found, scenario } = check(data);
    if (found.length === 0 && scenario) return { ok: true, scenario, problems };
    if (mode === 'strict') return { ok: false, scenario: null, problems: [...problems, ...found] };
    const repaired = repair(data, found);
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

function refuse(problems: Problem[], mode: ParseMode): ParseResult {
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

/** Every problem of the input, schema and cross-field rules alike, and the scenario the schema read. */
function check(data: Json): { problems: Problem[]; scenario: Scenario | null } {
  const problems: Problem[] = [];
  const parsed = scenarioSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(...fromIssue(issue));
  }
  problems.push(...crossFieldProblems(data), ...boundProblems(data), ...sourcePathProblems(data));
  return { problems: dedupe(problems), scenario: parsed.success ? parsed.data : null };
}

/** What a key of each map of the format may be; zod reports a bad key with the rule of the map's values. */
export const MAP_KEYS: Readonly<Record<string, string>> = {
  'scaling.speedups': 'a card count from 1 to 9999',
  'providers.list': 'an id of 1 to 24 characters, each a-z, 0-9 or "-"',
};

function fromIssue(issue: z.core.$ZodIssue): Problem[] {
  const path = issue.path;
  if (issue.code === 'invalid_key') {
    const rule = MAP_KEYS[joinPath(path.slice(0, -1))];
    return [
      {
        path: joinPath(path),
        segments: path.map(String),
        code: 'invalid',
        message: `is not a valid key${rule ? `: must be ${rule}` : ''} (got ${describeValue(path.at(-1))})`,
      },
    ];
  }
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: joinPath([...path, key]),
      segments: [...path, key].map(String),
      code: 'unknown-field' as const,
      message: 'unknown field',
    }));
  }
  const allowed = allowedAt(path);
  // a map (providers.list, scaling.speedups) has no rule of its own: it is an object of entries
  const what = allowed ? describeAllowed(allowed) : isRecordAt(path) ? 'must be an object' : 'is not allowed here';
  if (issue.input === undefined && issue.code === 'invalid_type') {
    return [
      {
        path: joinPath(path),
        segments: path.map(String),
        code: 'missing',
        message: `required; ${what}`,
        ...withAllowed(allowed),
      },
    ];
  }
  const tooSmall =
    allowed?.kind === 'number' &&
    allowed.min === 0 &&
    typeof issue.input === 'number' &&
    issue.input !== 0 &&
    Math.abs(issue.input) < allowed.smallestNonZero;
  const detail = tooSmall ? `; 0 or at least ${allowed.smallestNonZero}` : '';
  return [
    {
      path: joinPath(path),
      segments: path.map(String),
      code: 'invalid',
      message: `${what}${detail} (got ${describeValue(issue.input)})`,
      ...withAllowed(allowed),
    },
  ];
}

function withAllowed(allowed: Allowed | undefined): { allowed?: Allowed } {
  return allowed ? { allowed } : {};
}

const PRICE_FOR_PLAN = { monthly: 'monthlyPricePerGpu', weekly: 'weeklyPricePerGpu' } as const;

function crossFieldProblems(data: Json): Problem[] {
  const rent = data.rent;
  if (!isObject(rent)) return [];
  const plan = rent.plan;
  if (plan !== 'monthly' && plan !== 'weekly') return [];
  const field = PRICE_FOR_PLAN[plan];
  const price = rent[field];
  if (price !== undefined && price !== null) return [];
  return [
    {
      path: `rent.${field}`,
      segments: ['rent', field],
      code: 'required-by',
      message: `required when plan is "${plan}": the price of one card for a ${plan === 'monthly' ? 'month' : 'week'}, a number from 0 to 1e12`,
    },
  ];
}

/** Fields bounded by another field's value: a problem names both, and lenient mode moves to the bound. */
const FIELD_BOUNDS = [
  { path: ['hybrid', 'peakGpus'], atLeast: ['workload', 'gpus'], what: 'the cards needed at peak include the base' },
  {
    path: ['hybrid', 'peakDaysPerYear'],
    atMost: ['workload', 'daysPerYear'],
    what: 'peak days are some of the active days',
  },
  {
    path: ['storageIO', 'ioWaitWithCachePct'],
    atMost: ['storageIO', 'ioWaitPct'],
    what: 'the cache takes I/O wait away, it does not add it',
  },
] as const;

function numberAt(data: Json, path: readonly string[]): number | undefined {
  const value = getIn(data, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

interface Bound {
  readonly problem: Problem;
  readonly value: unknown;
}

function bounds(data: Json): Bound[] {
  const found: Bound[] = [];
  for (const rule of FIELD_BOUNDS) {
    const value = numberAt(data, rule.path);
    const other = 'atLeast' in rule ? rule.atLeast : rule.atMost;
    const limit = numberAt(data, other);
    if (value === undefined || limit === undefined) continue;
    const wrong = 'atLeast' in rule ? value < limit : value > limit;
    if (!wrong) continue;
    found.push({
      problem: {
        path: rule.path.join('.'),
        segments: rule.path,
        code: 'conflict',
        message: `must be ${'atLeast' in rule ? 'at least' : 'at most'} ${other.join('.')} (${limit}): ${rule.what} (got ${value})`,
      },
      value: limit,
    });
  }
  const uncertainty = data.uncertainty;
  if (isObject(uncertainty)) {
    for (const field of RANGED_FIELDS) {
      const range = uncertainty[field];
      if (!isObject(range)) continue;
      const [low, likely, high] = (['low', 'likely', 'high'] as const).map((k) => numberAt(range, [k]));
      if (low === undefined || likely === undefined || high === undefined) continue;
      if (low <= likely && likely <= high) continue;
      const sorted = [low, likely, high].sort((a, b) => a - b);
      found.push({
        problem: {
          path: `uncertainty.${field}`,
          segments: ['uncertainty', field],
          code: 'conflict',
          message: `must have low ≤ likely ≤ high (got ${low}, ${likely}, ${high})`,
        },
        value: { low: sorted[0], likely: sorted[1], high: sorted[2] },
      });
    }
  }
  return found;
}

function boundProblems(data: Json): Problem[] {
  return bounds(data).map((b) => b.problem);
}

function sourcePathProblems(data: Json): Problem[] {
  const sources = data.sources;
  if (!isObject(sources)) return [];
  return Object.keys(sources)
    .filter((key) => !FIELD_PATHS.has(key))
    .map((key) => ({
      path: `sources.${key}`,
      segments: ['sources', key],
      code: 'unknown-source-path' as const,
      message: 'names no field of the scenario; keys of sources must be field paths such as "rent.pricePerGpuHour"',
    }));
}

/** Lenient mode: drop what is unknown, put defaults where values are missing or wrong. */
function repair(data: Json, problems: readonly Problem[]): { data: Json; problems: Problem[] } {
  const next = copyPlain(data);
  const done: Problem[] = [];
  for (const problem of problems) {
    const path = problem.segments;
    if (problem.code === 'required-by') {
      setAt(next, ['rent', 'plan'], DEFAULT_SCENARIO.rent.plan);
      done.push({ ...problem, fix: `used plan "${DEFAULT_SCENARIO.rent.plan}" instead` });
    } else if (problem.code === 'conflict') {
      const bound = bounds(next).find((b) => b.problem.path === problem.path);
      // an earlier repair of this pass (a bad bound's range removed, the other field reset) may have
      // settled the conflict already: then there is nothing to do or report
      if (!bound) continue;
      setAt(next, path, bound.value);
      done.push({
        ...problem,
        fix: isObject(bound.value) ? 'put low, likely and high in order' : `used ${describeValue(bound.value)}`,
      });
    } else if (problem.code === 'unknown-field' || path[0] === 'sources') {
      // a bad source note is dropped whole: keeping half of one would misattribute a figure
      const target = path[0] === 'sources' && path.length > 2 ? path.slice(0, 2) : path;
      deleteAt(next, target);
      done.push({ ...problem, fix: 'removed' });
    } else if (problem.allowed?.kind === 'text' && isLongText(getIn(next, path), problem.allowed.maxLength)) {
      // too long is the only thing wrong with it: the start of it is still what the user wrote
      const max = problem.allowed.maxLength;
      setAt(next, path, shorten(getIn(next, path) as string, max));
      done.push({ ...problem, fix: `shortened to ${max} characters` });
    } else {
      const fallback = getIn(DEFAULT_SCENARIO, path);
      const group = fallback === undefined ? optionalGroupAround(path) : null;
      if (group) {
        // a field of an optional group (a tool, a tariff, a range) with no default of its own: the group
        // goes, so the tool or option is off rather than half read
        deleteAt(next, group);
        done.push({ ...problem, fix: `removed ${group.join('.')}` });
      } else if (fallback === undefined || (problem.code === 'missing' && isOptionalAt(path))) {
        deleteAt(next, path);
        // a field of a tool's section falls back to the format's default, not the default scenario's
        const schemaDefault = defaultAt(path);
        done.push({
          ...problem,
          fix:
            schemaDefault === undefined
              ? 'removed'
              : isObject(schemaDefault)
                ? 'used the default values'
                : `used the default ${describeValue(schemaDefault)}`,
        });
      } else {
        setAt(next, path, copyPlain(fallback));
        done.push({
          ...problem,
          fix: isObject(fallback) ? 'used the default values' : `used the default ${describeValue(fallback)}`,
        });
      }
    }
  }
  return { data: next, problems: done };
}

/** The innermost group around `path` that may be left out, when the field itself has no default. */
function optionalGroupAround(path: readonly string[]): string[] | null {
  if (isOptionalAt(path)) return null;
  // an entry of a map of groups (one provider of the list) goes alone, not the whole map, also when the
  // entry itself or its key is bad
  for (let length = path.length; length >= 1; length -= 1) {
    const prefix = path.slice(0, length);
    const entry = isRecordAt(prefix.slice(0, -1)) && allowedAt(prefix)?.kind === 'object';
    if (entry || (length < path.length && isOptionalAt(prefix))) return prefix;
  }
  return null;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (seen.has(p.path)) return false;
    seen.add(p.path);
    return true;
  });
}

function isLongText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > maxLength;
}

/** The first `max` UTF-16 units of `text`, never ending in half of a character. */
function shorten(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT : path.map(String).join('.');
}

function setAt(root: Json, path: readonly string[], value: unknown): void {
  let current: Json = root;
  for (const key of path.slice(0, -1)) {
    const child = current[key];
    if (!isObject(child)) current[key] = {};
    current = current[key] as Json;
  }
  const last = path.at(-1);
  if (last !== undefined) current[last] = value;
}

function deleteAt(root: Json, path: readonly string[]): void {
  const parent = getIn(root, path.slice(0, -1));
  const last = path.at(-1);
  if (isObject(parent) && last !== undefined) delete parent[last];
}

/** A short, plain rendering of a received value for messages; never more than 40 characters. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (isObject(value)) return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
