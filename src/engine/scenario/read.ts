// The parser's steps in order (screen → version → migrate → check, and repair when one is given),
// apart from the repairs themselves: the page checks each draft with checkDraft (draft.ts), so
// repair.ts loads only with the parts that read links, imports and stored scenarios (parse.ts).

import { isObject } from '../paths.ts';
import { namedBuyer } from './buyers.ts';
import { check } from './check.ts';
import { SCENARIO_VERSION } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { describeValue, type Json, type ParseMode, type ParseResult, type Problem, ROOT } from './problem.ts';
import type { repair } from './repair.ts';
import { copyPlain, FORMAT_DEPTH, MAX_DEPTH, screenInput } from './screen.ts';

type Repair = typeof repair;

/**
 * Older versions are brought up to the current one here, one step at a time: a step for each version
 * whose fields moved or changed meaning. Every field versions 2–5 added is optional and its default (or
 * its absence) gives the older version's figures (2: the tools and the finer owning and renting fields;
 * 3: the providers section; 4: the job section; 5: staff per server and the typed figures). Version 6
 * gives discountRatePct a default by buyer: a file of an older version that left it out was compared
 * undiscounted, and keeps 0, so that its figures stay what they were.
 */
const MIGRATIONS: Readonly<Record<number, (old: Json) => Json>> = {
  5: (old) => (old.discountRatePct === undefined ? { ...old, discountRatePct: 0 } : old),
  6: toVersion7,
  7: toVersion8,
};

/**
 * Version 8 lets rental prices move (a flat path unless one is given) and moves a job's API prices by a
 * yearly decline unless told otherwise. A file written before compared the API at today's prices, and
 * keeps that: its API's prices hold flat.
 */
function toVersion8(old: Json): Json {
  const job = isObject(old.job) ? (old.job as Json) : null;
  const api = job && isObject(job.api) ? (job.api as Json) : null;
  if (!job || !api) return old;
  return { ...old, job: { ...job, api: { priceChangePctPerYear: 0, ...api } } };
}

/**
 * Version 7 fills what versions 1–6 left out from the market (market.ts): a book salvage is no longer
 * the default, owned cards fail, a reservation past the horizon is worth nothing unless it can be sold,
 * and the reserved discount is a specialised cloud's. A file written before says none of that, and keeps
 * its figures: salvage as book, every card up, the months past the horizon at what they cost, 40 % off.
 */
function toVersion7(old: Json): Json {
  const own = isObject(old.own) ? (old.own as Json) : null;
  const rent = isObject(old.rent) ? (old.rent as Json) : null;
  const depreciation = own && isObject(own.depreciation) ? (own.depreciation as Json) : null;
  return {
    ...old,
    ...(own && {
      own: {
        availabilityPct: 100,
        ...own,
        ...(depreciation && { depreciation: { salvageIs: 'book', ...depreciation } }),
      },
    }),
    ...(rent && { rent: { reservedDiscountPct: 40, reservationResalePct: 100, ...rent } }),
  };
}

/**
 * A scenario of version 6 or later takes what it leaves out of the finance section, the value-added tax and the
 * discount rate from its buyer's defaults (buyers.ts), not from the format's plain defaults: naming a
 * Chinese company and nothing else means that company's tax, not none. A buyer the format does not know
 * is left for the check to refuse.
 */
function fillFromBuyer(data: Json): Json {
  const finance = isObject(data.finance) ? (data.finance as Json) : {};
  const { buyer, given } = namedBuyer(data);
  const filled: Json = { ...data };
  if (filled.discountRatePct === undefined) filled.discountRatePct = given.discountRatePct;
  if (buyer === 'before-tax') return filled;
  filled.tax = isObject(data.tax)
    ? { ...given.vat, ...(data.tax as Json) }
    : data.tax === undefined
      ? { ...given.vat }
      : data.tax;
  filled.finance = {
    incomeTaxPct: given.incomeTaxPct,
    stateTaxPct: given.stateTaxPct,
    taxSchedule: given.taxSchedule,
    taxLifeYears: given.taxLifeYears,
    ...finance,
  };
  return filled;
}

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
      data: fillFromBuyer({ ...input, version: SCENARIO_VERSION }),
      problems: [{ ...problem, fix: `read as version ${SCENARIO_VERSION}` }],
    };
  }
  if (version > SCENARIO_VERSION) {
    const message = `${version} is newer than this calculator understands (it reads versions up to ${SCENARIO_VERSION})`;
    const problem: Problem = { path: 'version', segments: ['version'], code: 'newer-version', message };
    if (mode === 'strict') return { data: null, problems: [problem] };
    return {
      data: fillFromBuyer({ ...input, version: SCENARIO_VERSION }),
      problems: [{ ...problem, fix: `read as version ${SCENARIO_VERSION}, keeping the fields it knows` }],
    };
  }
  // a file of version 6 on names its buyer, whose defaults fill what it leaves out
  let data: Json = version >= 6 ? fillFromBuyer(input) : input;
  for (let from = version; from < SCENARIO_VERSION; from += 1) {
    const step = MIGRATIONS[from];
    if (step) data = step(data);
  }
  return { data: { ...data, version: SCENARIO_VERSION }, problems: [] };
}
