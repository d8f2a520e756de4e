// A plain-text listing of the scenario format, made from the schema itself so it cannot drift.
import { DEFAULT_SCENARIO } from './defaults.ts';
import { describeAllowed } from './rules.ts';
import { allowedAt, FIELD_PATHS, isOptionalAt } from './walk.ts';

export function describeFormat(): string[] {
  const lines: string[] = [];
  const paths = ['version', ...FIELD_PATHS, 'sources.FIELD.source', 'sources.FIELD.asOf'];
  const width = Math.max(...paths.map((p) => p.length));
  for (const path of paths) {
    const segments = path.split('.');
    const allowed = allowedAt(segments);
    if (!allowed || allowed.kind === 'object') continue;
    const optional = isOptionalAt(segments) || segments[0] === 'sources';
    let note = '';
    if (optional && segments[0] !== 'sources') {
      note = `; optional, default ${JSON.stringify(valueAt(segments))}`;
    }
    lines.push(`  ${path.padEnd(width)}  ${describeAllowed(allowed).replace(/^must be /, '')}${note}`);
  }
  return lines;
}

function valueAt(path: readonly string[]): unknown {
  let current: unknown = DEFAULT_SCENARIO;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
