// A plain-text listing of the scenario format, made from the schema itself so it cannot drift.
import { describeAllowed } from './rules.ts';
import { allowedAt, defaultAt, FIELD_PATHS, isOptionalAt, isRecordAt } from './walk.ts';

const SAMPLE_KEY: Readonly<Record<string, string>> = { 'scaling.speedups': 'CARDS' };

function defaultNote(segments: readonly string[]): string {
  const value = defaultAt(segments);
  if (value === undefined) return '; optional';
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value).length === 0 ? '; optional, default {}' : '; optional, each field with its default';
  }
  return `; optional, default ${JSON.stringify(value)}`;
}

export function describeFormat(): string[] {
  const lines: string[] = [];
  const paths = ['version', ...FIELD_PATHS, 'sources.FIELD.source', 'sources.FIELD.asOf'];
  const width = Math.max(...paths.map((p) => p.length)) + 6;
  const add = (path: string, text: string) => lines.push(`  ${path.padEnd(width)}  ${text}`);
  for (const path of paths) {
    const segments = path.split('.');
    const optional = isOptionalAt(segments) && segments[0] !== 'sources';
    if (isRecordAt(segments)) {
      const key = SAMPLE_KEY[path] ?? 'KEY';
      const value = allowedAt([...segments, key]);
      if (value) add(`${path}.${key}`, `${describeAllowed(value).replace(/^must be /, '')}${defaultNote(segments)}`);
      continue;
    }
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
