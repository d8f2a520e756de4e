// The job section's full check (format version 4), where scenarios come in: links, imports, saved
// scenarios and the command line (parseScenario in parse.ts). The scenario's schema takes any
// object as the job, so that the job code loads only with the parts that read untrusted scenarios; the
// page itself only ever writes a job its job panel checked. Rules and why: docs/method/format.md,
// "The job section".
//
// A scenario's job must pass the job spec's schema and its rules across fields (src/engine/scenario/jobSpec.ts;
// no catalog lookup here: a scenario's job holds the model's sizes, model.id is a label), hold no
// cardHourCost (the scenario's own sides price its cards), give its API prices in the scenario's
// currency, and size a workload (jobWorkload). The workload itself is never held to the job: the user
// may change it after the job filled it.

import { getIn, isObject, type Json } from '../paths.ts';
import { describeAllowed, describeBroken } from '../scenario/allowed.ts';
import { dedupe } from '../scenario/check.ts';
import { type FormatIssue, readFormat } from '../scenario/format.ts';
import { crossFieldProblems } from '../scenario/jobRules.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import {
  describeValue,
  JOB_LEFT_OUT,
  type ParseMode,
  type ParseResult,
  type Problem,
  ROOT,
} from '../scenario/problem.ts';
import { copyPlain } from '../scenario/screen.ts';
import { JOB_FORMAT } from './jobFormat.gen.ts';
import { jobRuleAt, UNKNOWN_SOURCE_KEY, unknownSourceKeys } from './readSpec.ts';
import { sizingProblem } from './sizingProblem.ts';

export { JOB_LEFT_OUT };

const at = (path: readonly PropertyKey[]) => ['job', ...path.map(String)];

function problem(segments: string[], code: Problem['code'], message: string, extra: Partial<Problem> = {}): Problem {
  return { path: segments.join('.'), segments, code, message, ...extra };
}

/** A schema issue of the job spec, worded as the scenario's own problems are. */
function fromIssue(issue: FormatIssue): Problem[] {
  if (issue.code === 'unknown-keys') {
    return issue.keys.map((key) => problem(at([...issue.path, key]), 'unknown-field', 'unknown field'));
  }
  const allowed = jobRuleAt(issue.path);
  const what = allowed ? describeAllowed(allowed) : 'is not allowed here';
  const extra = allowed ? { allowed } : {};
  if (issue.code === 'missing') return [problem(at(issue.path), 'missing', `required; ${what}`, extra)];
  const input = issue.code === 'invalid' ? issue.input : issue.path.at(-1);
  const broken = issue.code === 'invalid' ? issue.broken : undefined;
  const rule = allowed ? describeBroken(allowed, broken) : what;
  return [
    problem(at(issue.path), 'invalid', `${rule} (got ${describeValue(input)})`, {
      ...extra,
      ...(broken ? { broken } : {}),
    }),
  ];
}

/** The rules across the job's fields, worded as the scenario's ("required for lora", "must be at most …"). */
function fromRule(rule: { path: string; message: string }): Problem {
  const message = rule.message.replace(/^is /, '');
  return problem(['job', ...rule.path.split('.')], message.startsWith('required') ? 'missing' : 'invalid', message);
}

/** Every problem of a scenario's job, and the job the schema read (its defaults filled) when there is none. */
export function jobProblems(job: unknown, currency: unknown): { problems: Problem[]; spec: JobSpec | null } {
  if (!isObject(job)) {
    const message = `must be an object: a training or serving job spec (got ${describeValue(job)})`;
    return { problems: [problem(['job'], 'invalid', message)], spec: null };
  }
  const problems: Problem[] = [];
  if (job.cardHourCost !== undefined) {
    const message =
      "not allowed in a scenario: the scenario's owning and renting sides (own, rent) price the job's cards";
    problems.push(problem(['job', 'cardHourCost'], 'invalid', message));
  }
  const issues: FormatIssue[] = [];
  const read = readFormat(JOB_FORMAT, job, issues) as JobSpec;
  problems.push(...issues.flatMap(fromIssue));
  // the job's source notes are held as the scenario's are: each key a field of the job
  const unknownSources = unknownSourceKeys(job).map((key) =>
    problem(['job', 'sources', key], 'unknown-source-path', UNKNOWN_SOURCE_KEY),
  );
  problems.push(...unknownSources);
  const api = isObject(job.api) ? job.api : null;
  if (api && typeof api.currency === 'string' && typeof currency === 'string' && api.currency !== currency) {
    // no rate is assumed: a price in one currency is never shown with another's symbol
    const message = `must be the scenario's currency "${currency}" (got "${api.currency}"): convert the API's prices to ${currency} first`;
    problems.push(problem(['job', 'api', 'currency'], 'invalid', message));
  }
  if (issues.length > 0 || unknownSources.length > 0) return { problems: dedupe(problems), spec: null };
  const rules = crossFieldProblems(read).map(fromRule);
  problems.push(...rules);
  if (problems.length > 0) return { problems: dedupe(problems), spec: null };
  const fill = sized(read);
  if (fill) return { problems: [fill], spec: null };
  return { problems: [], spec: read };
}

/** The problem that keeps the job from sizing a workload, at the job's field to change; null when it sizes one. */
function sized(spec: JobSpec): Problem | null {
  const found = sizingProblem(spec);
  if (!found) return null;
  return problem(['job', ...(found.path ? found.path.split('.') : [])], 'invalid', found.message);
}

/**
 * Lenient mode: the job without its bad source notes, each gone whole as the scenario's own are (a note
 * changes no figure, and half of one would misattribute it); null when any other value is bad. A bad
 * figure takes the whole job with it: a job sized from a default the link did not hold would fill the
 * workload with figures nobody wrote.
 */
function withoutBadNotes(job: unknown, problems: readonly Problem[]): { job: Json; fixed: Problem[] } | null {
  if (!isObject(job)) return null;
  const next = copyPlain(job);
  const fixed: Problem[] = [];
  for (const p of problems) {
    const path = p.segments.slice(1);
    if (path[0] !== 'sources' || path.length < 2) return null;
    deleteAt(next, path.slice(0, 2));
    fixed.push({ ...p, fix: 'removed' });
  }
  return { job: next, fixed };
}

function deleteAt(root: Json, path: readonly string[]): void {
  const parent = getIn(root, path.slice(0, -1));
  const last = path.at(-1);
  if (isObject(parent) && last !== undefined) delete parent[last];
}

/**
 * A read scenario with its job checked in full. Strict: refused with the job's problems beside any
 * others. Lenient: a bad source note goes alone; any other problem leaves the whole job out, each
 * problem saying so (JOB_LEFT_OUT), and the workload keeps its figures.
 */
export function withJobChecked(input: unknown, result: ParseResult, mode: ParseMode): ParseResult {
  // the first bundle's check words a job that is not an object as any field it has no rule for
  const others = result.problems.filter((p) => p.path !== 'job');
  if (!result.ok) {
    const whole = result.problems.some((p) => p.path === ROOT || p.path === 'version');
    if (whole || !isObject(input) || input.job === undefined) return result;
    const { problems } = jobProblems(input.job, input.currency);
    return { ok: false, scenario: null, problems: [...others, ...problems] };
  }
  const dropped = result.problems.length - others.length;
  const { job, ...scenario } = result.scenario;
  if (job === undefined && dropped === 0) return result;
  const raw = job === undefined && isObject(input) ? input.job : job;
  const { problems, spec } = jobProblems(raw, scenario.currency);
  if (spec) return { ok: true, scenario: { ...scenario, job: spec }, problems: others };
  if (mode === 'strict') return { ok: false, scenario: null, problems: [...others, ...problems] };
  const kept = withoutBadNotes(raw, problems);
  const again = kept ? jobProblems(kept.job, scenario.currency) : null;
  if (kept && again?.spec)
    return { ok: true, scenario: { ...scenario, job: again.spec }, problems: [...others, ...kept.fixed] };
  return { ok: true, scenario, problems: [...others, ...problems.map((p) => ({ ...p, fix: JOB_LEFT_OUT }))] };
}
