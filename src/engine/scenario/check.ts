// Finding what is wrong with a scenario's data, already screened and at the current version: the
// schema's issues turned into problems with the rule that was broken, the rules between fields (a
// plan's price, bounds set by another field, low ≤ likely ≤ high) and source notes naming no field.

import { getIn, isObject } from '../paths.ts';
import { type Allowed, describeAllowed, describeBroken } from './allowed.ts';
import { FORMAT } from './format.gen.ts';
import { type FormatIssue, readFormat } from './format.ts';
import type { JobSpec } from './jobSpec.ts';
import { describeValue, type Json, type Problem, ROOT } from './problem.ts';
import { RANGED_FIELDS } from './rangedFields.ts';
import type { Scenario } from './schema.ts';
import { allowedAt, FIELD_PATHS, isRecordAt } from './walk.ts';

/**
 * Every problem of the input, schema and cross-field rules alike, and the scenario the schema read.
 * The page checks its own drafts with this alone (checkDraft): a draft starts as a scenario the parser
 * read and changes only by the page's own edits (a value typed at a field's fixed path, a section the
 * page writes), so it is at the current version and holds no key a screen would drop. What comes from
 * outside (links, files, storage, examples) goes through parseScenario, whose screening, migrations
 * and job check load with the parts that read it, not before the verdict.
 */
export function check(
  data: Json,
  options: { readonly anyCurrency?: boolean } = {},
): { problems: Problem[]; scenario: Scenario | null } {
  const problems: Problem[] = [];
  // the job section is the job code's to check (parse.ts): set aside here, kept as it is
  const { job, ...rest } = data;
  const found: FormatIssue[] = [];
  let read = readFormat(FORMAT, rest, found) as Scenario;
  const legacy = options.anyCurrency === true && found.some(isUnlistedCurrency);
  const issues = legacy ? found.filter((issue) => !isUnlistedCurrency(issue)) : found;
  if (legacy) read = { ...read, currency: rest.currency as string };
  for (const issue of issues) problems.push(...fromIssue(issue));
  problems.push(...crossFieldProblems(data), ...boundProblems(data), ...sourcePathProblems(data));
  const scenario = issues.length === 0 ? (job === undefined ? read : { ...read, job: job as JobSpec }) : null;
  return { problems: dedupe(problems), scenario };
}

/** The scenario's currency written as three capital letters that ISO 4217 does not list. */
const isUnlistedCurrency = (issue: FormatIssue) =>
  issue.code === 'invalid' && issue.broken === 'currency' && issue.path.length === 1 && issue.path[0] === 'currency';

/** What a key of each map of the format may be; zod reports a bad key with the rule of the map's values. */
export const MAP_KEYS: Readonly<Record<string, string>> = {
  'scaling.speedups': 'a card count from 1 to 9999',
  'providers.list': 'an id of 1 to 24 characters, each a-z, 0-9 or "-"',
  'rent.pricePath.points': 'a month from 1 to 600',
  'convertedFrom.figures': 'the dotted path of a money field ("own.serverPrice")',
  'convertedFrom.notes': 'the dotted path of a money field ("own.serverPrice") or of a provider ("providers.list.ID")',
};

function fromIssue(issue: FormatIssue): Problem[] {
  const path = issue.path;
  if (issue.code === 'invalid-key') {
    const rule = MAP_KEYS[joinPath(path.slice(0, -1))];
    return [
      {
        path: joinPath(path),
        segments: path,
        code: 'invalid',
        message: `is not a valid key${rule ? `: must be ${rule}` : ''} (got ${describeValue(path.at(-1))})`,
      },
    ];
  }
  if (issue.code === 'unknown-keys') {
    return issue.keys.map((key) => ({
      path: joinPath([...path, key]),
      segments: [...path, key],
      code: 'unknown-field' as const,
      message: 'unknown field',
    }));
  }
  const allowed = allowedAt(path);
  // a map (providers.list, scaling.speedups) has no rule of its own: it is an object of entries
  const what = allowed ? describeAllowed(allowed) : isRecordAt(path) ? 'must be an object' : 'is not allowed here';
  if (issue.code === 'missing') {
    return [
      {
        path: joinPath(path),
        segments: path,
        code: 'missing',
        message: `required; ${what}`,
        ...withAllowed(allowed),
      },
    ];
  }
  const broken = issue.code === 'invalid' ? issue.broken : undefined;
  return [
    {
      path: joinPath(path),
      segments: path.map(String),
      code: 'invalid',
      message: `${allowed ? describeBroken(allowed, broken) : what} (got ${describeValue(issue.input)})`,
      ...withAllowed(allowed),
      ...(broken ? { broken } : {}),
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

export function bounds(data: Json): Bound[] {
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
  found.push(...priceMovementConflicts(data), ...stepsConflicts(data));
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

/** Whether a path as written moves prices: a yearly change other than 0, or a point away from 100 %. */
function pathMovesAsWritten(path: unknown): boolean {
  if (!isObject(path)) return false;
  const points = isObject(path.points) ? Object.values(path.points) : [];
  if (points.length > 0) return points.some((pct) => pct !== 100);
  return typeof path.changePctPerYear === 'number' && path.changePctPerYear !== 0;
}

/**
 * The obsolescence tool's fall and a price path are two ways for rental prices to move: a scenario
 * takes one, never both silently. Lenient mode keeps the tool's fall, which older files meant.
 */
function priceMovementConflicts(data: Json): Bound[] {
  if (!isObject(data.obsolescence) || data.obsolescence.rentPricesFall !== true) return [];
  const found: Bound[] = [];
  const rent = isObject(data.rent) ? data.rent : {};
  if (pathMovesAsWritten(rent.pricePath)) {
    found.push({
      problem: {
        path: 'rent.pricePath',
        segments: ['rent', 'pricePath'],
        code: 'conflict',
        message:
          'must be flat (changePctPerYear 0 and no points) while obsolescence.rentPricesFall is on: the obsolescence tool’s fall is the other way for prices to move; turn rentPricesFall off to set a path',
      },
      value: {
        changePctPerYear: 0,
        points: {},
        index: isObject(rent.pricePath) ? (rent.pricePath.index ?? null) : null,
      },
    });
  }
  const uncertainty = data.uncertainty;
  if (isObject(uncertainty) && isObject(uncertainty.priceChangePctPerYear)) {
    found.push({
      problem: {
        path: 'uncertainty.priceChangePctPerYear',
        segments: ['uncertainty', 'priceChangePctPerYear'],
        code: 'conflict',
        message:
          'must be null while obsolescence.rentPricesFall is on: the tool’s fall sets how prices move; turn rentPricesFall off to draw rent.pricePath’s yearly change',
      },
      value: null,
    });
  }
  return found;
}

/**
 * Owned servers bought in steps are each paid in cash when the demand needs them; a loan or lease
 * pays for one purchase at the start. Lenient mode buys up front, which the financing can pay for.
 */
function stepsConflicts(data: Json): Bound[] {
  const workload = isObject(data.workload) ? data.workload : {};
  const growth = isObject(workload.growth) ? workload.growth : {};
  const finance = isObject(data.finance) ? data.finance : {};
  const financing = isObject(finance.financing) ? finance.financing : {};
  const kind = financing.kind;
  if (growth.ownBuys !== 'in-steps' || (kind !== 'loan' && kind !== 'lease')) return [];
  return [
    {
      problem: {
        path: 'workload.growth.ownBuys',
        segments: ['workload', 'growth', 'ownBuys'],
        code: 'conflict',
        message: `must be "up-front" while finance.financing.kind is "${kind}": a ${kind} pays for one purchase at the start, not for servers bought in steps; pay in cash to buy in steps`,
      },
      value: 'up-front',
    },
  ];
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

export function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (seen.has(p.path)) return false;
    seen.add(p.path);
    return true;
  });
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT : path.map(String).join('.');
}
