// What reading a scenario reports: the parse modes, each problem's code, path, message and fix, and
// the short rendering of a received value that messages quote. Shared by parse.ts (the steps in
// order), check.ts (finding problems) and repair.ts (lenient mode's fixes).

import { isObject } from '../paths.ts';
import type { Allowed, BrokenRule } from './allowed.ts';
import type { Scenario } from './schema.ts';

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
  /** For a value the field's rule refuses: the part of the rule it breaks, which the message names. */
  readonly broken?: BrokenRule;
  /** Lenient mode: what was done instead ("removed", "used the default 1.5"). */
  readonly fix?: string;
}

export type ParseResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly problems: readonly Problem[] }
  | { readonly ok: false; readonly scenario: null; readonly problems: readonly Problem[] };

export type { Json } from '../paths.ts';

/**
 * Lenient mode's fix for every problem of a scenario's job that is not a source note: the whole job is
 * left out and the calculator keeps working on the workload (job/jobCheck.ts).
 */
export const JOB_LEFT_OUT = 'removed job: the job was left out, and the workload keeps its figures';

/** The path a problem of the whole input names. */
export const ROOT = 'scenario';

/** A short, plain rendering of a received value for messages; never more than 40 characters. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (isObject(value)) return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
