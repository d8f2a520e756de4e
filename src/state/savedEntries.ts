// Reading one saved or imported entry, and the small checks the saved-scenarios store shares:
// the parts of src/state/saved.ts that touch no storage.
import { getIn, isObject, type Json, type Problem } from '../engine/index.ts';
import { describeValue, parseScenario, plainText } from '../engine/reading.ts';
import type { SavedEntry, SavedProblem } from './savedTypes.ts';

export const NAME_MAX = 80;

/** A saved entry's name, read as a scenario's name is (plainText), in one line of at most NAME_MAX. */
export function cleanName(name: string): string {
  return Array.from(plainText(name).trim().replace(/\s+/g, ' ')).slice(0, NAME_MAX).join('');
}

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

export function isDate(text: unknown): text is string {
  return typeof text === 'string' && text.length <= 40 && !Number.isNaN(Date.parse(text));
}

export function randomId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function problemOf(path: string, code: Problem['code'], message: string): Problem {
  return { path, segments: path === 'scenario' ? [] : path.split('.'), code, message };
}

export interface StoredItem {
  readonly id: string;
  readonly name: string;
  readonly savedAt: string;
  readonly scenario: unknown;
}

export const idsOf = (items: readonly unknown[]) =>
  new Set(items.flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : [])));

/** Items with an id each; the same ids for the same stored text, so list() and a later change agree. */
export function withIds(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    if (!isObject(item)) return item;
    let id = typeof item.id === 'string' && item.id !== '' ? item.id : `entry-${index + 1}`;
    while (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    return id === item.id ? item : { ...item, id };
  });
}

/** One stored or imported entry as a SavedEntry, or null with the reason when it cannot be used. */
export function readEntry(item: unknown, position: number | null, mode: 'lenient' | 'strict') {
  const name = isObject(item) && typeof item.name === 'string' ? cleanName(item.name) : '';
  const problems: SavedProblem[] = [];
  const input = isObject(item) ? item.scenario : undefined;
  if (!isObject(input)) {
    const problem = problemOf('scenario', 'not-object', `must be a scenario (got ${describeValue(input)})`);
    problems.push({ entry: position, name: name || null, problem, skipped: true });
    return { entry: null, problems };
  }
  let parsed: ReturnType<typeof parseScenario>;
  try {
    parsed = parseScenario(input, mode);
  } catch {
    // one entry the parser cannot take is skipped alone; the others still open
    const problem = problemOf('scenario', 'invalid', 'could not be read');
    problems.push({ entry: position, name: name || null, problem, skipped: true });
    return { entry: null, problems };
  }
  // a scenario that could not be read at all is left out, not shown as the default scenario in its place
  const unread = !parsed.ok || parsed.problems.some((p) => p.code === 'too-deep');
  for (const problem of parsed.problems) {
    const value = problem.code === 'too-deep' ? undefined : getIn(input, problem.segments);
    problems.push({ entry: position, name: name || null, problem, value, skipped: unread });
  }
  if (!parsed.ok || unread) return { entry: null, problems };
  const record = item as Json;
  const entry: SavedEntry = {
    id: typeof record.id === 'string' ? record.id : '',
    name: name || cleanName(parsed.scenario.name) || `#${(position ?? 0) + 1}`,
    savedAt: isDate(record.savedAt) ? record.savedAt : new Date(0).toISOString(),
    scenario: parsed.scenario,
  };
  return { entry, problems };
}

/**
 * The entries of an imported file: a saved-scenarios file, one scenario, or the page's own JSON
 * export ({ scenario, result }). `single`: the file held one scenario rather than a list.
 */
export function fileItems(
  text: string,
  fallbackName: string,
): { items: unknown[]; single: boolean; problems: SavedProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const problem = problemOf('scenario', 'not-json', `is not valid JSON (${detail})`);
    return { items: [], single: true, problems: [{ entry: null, name: null, problem, skipped: true }] };
  }
  if (isObject(data) && Array.isArray(data.saved)) return { items: data.saved, single: false, problems: [] };
  const scenario = isObject(data) && data.version === undefined && isObject(data.scenario) ? data.scenario : data;
  const ownName = isObject(scenario) && typeof scenario.name === 'string' ? cleanName(scenario.name) : '';
  return { items: [{ name: ownName || fallbackName, scenario }], single: true, problems: [] };
}

/**
 * JSON text of parsed JSON data, however deep it nests. JSON.stringify recurses and throws past a few
 * thousand levels; an entry that deep, left in the list unread, must still be written back as it was.
 */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  const out: string[] = [];
  const stack: { readonly node: object; readonly keys: readonly string[]; readonly list: boolean; i: number }[] = [];
  const put = (node: unknown) => {
    if (typeof node !== 'object' || node === null) {
      out.push(JSON.stringify(node) ?? 'null');
      return;
    }
    const list = Array.isArray(node);
    out.push(list ? '[' : '{');
    stack.push({ node, keys: Object.keys(node), list, i: 0 });
  };
  put(value);
  for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
    if (top.i === top.keys.length) {
      out.push(top.list ? ']' : '}');
      stack.pop();
      continue;
    }
    const key = top.keys[top.i] as string;
    if (top.i > 0) out.push(',');
    top.i += 1;
    if (!top.list) out.push(`${JSON.stringify(key)}:`);
    put((top.node as Record<string, unknown>)[key]);
  }
  return out.join('');
}
