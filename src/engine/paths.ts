// Reading and writing scenario-shaped data by path: the one copy of these helpers, for the engine,
// the state and the views. A scenario holds no arrays, so a path runs through plain objects only.
/** A plain object read from JSON (a scenario, a link, a saved entry), its fields not yet known. */
export type Json = Record<string, unknown>;

/** A plain object: not null, not an array. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, through own properties only (never a prototype's); undefined when absent. */
export function getIn(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `root` with the value at `path` replaced (removed when `value` is undefined); the objects along the path are copied, the rest shared. */
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
