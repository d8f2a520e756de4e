// The first look at untrusted input, before any parsing or repair: how deep it nests and which keys
// could reach an object's prototype. Nothing here recurses, so no input can exhaust the stack.

/**
 * The deepest a scenario nests: the root, providers, list, one provider, its source note (5 levels of
 * objects). Input deeper than this margin above it is not a scenario, whatever else it is.
 */
export const FORMAT_DEPTH = 5;
export const MAX_DEPTH = FORMAT_DEPTH + 11;

/**
 * Keys that set an object's prototype when written as a property. "constructor" and "prototype" only
 * reach one when read from an object that lacks them: the parser names and removes them wherever the
 * format has no such field, and keeps them where it allows any id (a provider may be "constructor").
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__']);

type Screened =
  | { readonly tooDeep: true }
  | {
      readonly tooDeep: false;
      /** the input copied, without its unsafe keys */
      readonly value: unknown;
      /** where each unsafe key was, as keys from the root */
      readonly unsafe: readonly (readonly string[])[];
    };

type Container = Record<string, unknown> | unknown[];

/** A copy of plain JSON-like data, iteratively; unsafe keys are left out and reported. */
export function screenInput(input: unknown, maxDepth = MAX_DEPTH): Screened {
  if (typeof input !== 'object' || input === null) return { tooDeep: false, value: input, unsafe: [] };
  const unsafe: string[][] = [];
  const root: Container = Array.isArray(input) ? [] : {};
  const stack: { from: object; to: Container; depth: number; path: string[] }[] = [
    { from: input, to: root, depth: 1, path: [] },
  ];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { from, to, depth, path } = item;
    if (depth > maxDepth) return { tooDeep: true };
    for (const [key, child] of Object.entries(from)) {
      if (!Array.isArray(from) && UNSAFE_KEYS.has(key)) {
        unsafe.push([...path, key]);
        continue;
      }
      let copy: unknown = child;
      if (typeof child === 'object' && child !== null) {
        const target: Container = Array.isArray(child) ? [] : {};
        stack.push({ from: child, to: target, depth: depth + 1, path: [...path, key] });
        copy = target;
      }
      if (Array.isArray(to)) to[Number(key)] = copy;
      else to[key] = copy;
    }
  }
  return { tooDeep: false, value: root, unsafe };
}

/**
 * Whether `input` holds more than `max` values (each entry of an object or list counts, nested ones
 * too), found without copying anything and stopping as soon as it does.
 */
export function holdsMoreThan(input: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [input];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item !== 'object' || item === null) continue;
    for (const child of Object.values(item)) {
      count += 1;
      if (count > max) return true;
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/** Deep copy of plain JSON-like data that has been screened (the engine has no structuredClone). */
export function copyPlain<T>(value: T): T {
  const screened = screenInput(value, Number.POSITIVE_INFINITY);
  return (screened.tooDeep ? value : screened.value) as T;
}
