// Immutable edits of a scenario-shaped object by path, for the draft the user is typing into.
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is undefined). */
export function setIn(root: Json, path: readonly string[], value: unknown): Json {
  const [key, ...rest] = path;
  if (key === undefined) return root;
  const copy: Json = { ...root };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = root[key];
  copy[key] = setIn(isObject(child) ? child : {}, rest, value);
  return copy;
}

export function getIn(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}
