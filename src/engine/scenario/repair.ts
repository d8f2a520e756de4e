// Lenient mode's fixes (links and browser storage): what is unknown goes, a conflict moves to its
// bound, text too long is shortened, and a missing or wrong value takes the default, or its optional
// group goes when it has none. Each fix is reported beside its problem.

import { getIn, isObject } from '../paths.ts';
import { namedBuyer } from './buyers.ts';
import { bounds } from './check.ts';
import { BEFORE_TAX, NO_TAX } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { describeValue, type Json, type Problem } from './problem.ts';
import { copyPlain } from './screen.ts';
import { allowedAt, defaultAt, isOptionalAt, isRecordAt } from './walk.ts';

/** Lenient mode: drop what is unknown, put defaults where values are missing or wrong. */
export function repair(data: Json, problems: readonly Problem[]): { data: Json; problems: Problem[] } {
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
      const fallback = buyerFallback(next, path) ?? getIn(DEFAULT_SCENARIO, path);
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

/**
 * The rate, the value-added tax and the income tax rules come from the scenario's own buyer, not from
 * the page's starting scenario: a bad VAT rate in a file compared before tax goes back to none.
 */
function buyerFallback(data: Json, path: readonly string[]): unknown {
  const [head, field] = path;
  const { buyer, given } = namedBuyer(data);
  if (head === 'discountRatePct') return given.discountRatePct;
  if (head === 'tax' && field !== undefined) {
    if (path.length === 1) return buyer === 'before-tax' ? { ...NO_TAX } : { ...given.vat };
    return (buyer === 'before-tax' ? NO_TAX : given.vat)[field as keyof typeof NO_TAX];
  }
  if (head === 'finance' && field !== undefined && path.length === 2) {
    if (field === 'buyer') return BEFORE_TAX.buyer;
    if (field in given) return given[field as keyof typeof given];
    return BEFORE_TAX[field as keyof typeof BEFORE_TAX];
  }
  if (head === 'finance' && path.length === 3 && field === 'financing')
    return BEFORE_TAX.financing[path[2] as keyof typeof BEFORE_TAX.financing];
  return undefined;
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

function isLongText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > maxLength;
}

/** The first `max` UTF-16 units of `text`, never ending in half of a character. */
function shorten(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
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
