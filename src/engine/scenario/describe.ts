// A plain-text listing of the scenario format, made from the schema itself so it cannot drift.
import { MAP_KEYS } from './check.ts';
import { describeAllowed } from './rules.ts';
import { allowedAt, defaultAt, FIELD_PATHS, fieldPathsIn, isOptionalAt, isRecordAt } from './walk.ts';

const SAMPLE_KEY: Readonly<Record<string, string>> = { 'scaling.speedups': 'CARDS', 'providers.list': 'ID' };

function defaultNote(segments: readonly string[]): string {
  const value = defaultAt(segments);
  if (value === undefined) return '; optional';
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value).length === 0 ? '; optional, default {}' : '; optional, each field with its default';
  }
  return `; optional, default ${JSON.stringify(value)}`;
}

/** The field paths, each map's entries written once under a sample key, with their fields when they are groups. */
function listedPaths(): string[] {
  const paths = ['version'];
  for (const path of FIELD_PATHS) {
    const segments = path.split('.');
    if (!isRecordAt(segments)) {
      paths.push(path);
      continue;
    }
    const entry = `${path}.${SAMPLE_KEY[path] ?? 'KEY'}`;
    paths.push(entry);
    if (allowedAt(entry.split('.'))?.kind === 'object') paths.push(...fieldPathsIn(entry.split('.'), entry));
  }
  return [...paths, 'sources.FIELD.source', 'sources.FIELD.asOf'];
}

export function describeFormat(): string[] {
  const lines: string[] = [];
  const paths = listedPaths();
  const width = Math.max(...paths.map((p) => p.length)) + 6;
  const add = (path: string, text: string) => lines.push(`  ${path.padEnd(width)}  ${text}`);
  for (const path of paths) {
    const segments = path.split('.');
    const map = segments.slice(0, -1).join('.');
    if (isRecordAt(segments.slice(0, -1))) {
      // an entry of a map: what it holds, what its key may be, and the map's default
      const allowed = allowedAt(segments);
      if (!allowed) continue;
      const key = segments.at(-1);
      const what =
        allowed.kind === 'object'
          ? `a group for each ${key}, its fields follow`
          : describeAllowed(allowed).replace(/^must be /, '');
      const rule = MAP_KEYS[map] ? `; ${key}: ${MAP_KEYS[map]}` : '';
      add(path, `${what}${rule}${defaultNote(segments.slice(0, -1))}`);
      continue;
    }
    const optional = isOptionalAt(segments) && segments[0] !== 'sources';
    const allowed = allowedAt(segments);
    if (!allowed) continue;
    if (allowed.kind === 'object') {
      // a tool's section, or a group that may be left out: say so, its fields follow
      if (optional)
        add(
          path,
          `a group${defaultAt(segments) === undefined ? '; optional: leave it out to turn it off' : defaultNote(segments)}`,
        );
      continue;
    }
    add(path, `${describeAllowed(allowed).replace(/^must be /, '')}${optional ? defaultNote(segments) : ''}`);
  }
  return lines;
}
