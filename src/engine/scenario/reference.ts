// The scenario reference: every field of the format with its type, unit, range, default, the format
// version that added it and what it means, read from the schema's own rules and defaults, so the
// command line's help and docs/scenario-reference.md cannot disagree with the parser or each other.
// Only the command line, scripts/docs.ts and tests import this: the page never needs it.

import { getIn } from '../paths.ts';
import { MAP_KEYS } from './check.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import type { FieldNote } from './fieldNote.ts';
import { FIELD_NOTES } from './referenceNotes.ts';

// the notes, for the test that holds them to the format's fields
export { FIELD_NOTES };

import { SCENARIO_VERSION } from './constants.ts';
import { installToolSections } from './formatInstall.ts';
import { defaultFor, fieldsIn, isMapAt, isNullable, mayBeLeftOut, ruleAt } from './referenceSchema.ts';
import type { Allowed } from './rules.ts';
import { FIELD_PATHS } from './walk.ts';

export interface FieldReference {
  /** Dotted path; a map's entries are written once under a sample key (CARDS, ID, FIELD). */
  readonly path: string;
  readonly type: string;
  /** "money per card-hour" is in the scenario's currency; "" when the field has no unit. */
  readonly unit: string;
  /** The values allowed ("1 to 3", "at most 80 characters"); for a map, what a key may be. */
  readonly range: string;
  /** The format's default, "required", or what leaving a section out means. */
  readonly defaultValue: string;
  readonly since: FieldNote['since'];
  readonly meaning: string;
}

const SAMPLE_KEY: Readonly<Record<string, string>> = {
  'scaling.speedups': 'CARDS',
  'providers.list': 'ID',
  'rent.pricePath.points': 'MONTH',
  sources: 'FIELD',
  'job.sources': 'FIELD',
  'convertedFrom.figures': 'FIELD',
  'convertedFrom.notes': 'FIELD',
};
const KEY_RULE: Readonly<Record<string, string>> = {
  ...MAP_KEYS,
  sources: 'the path of a field or group of the scenario',
  'job.sources': 'the path of a field of the job ("api.inputPerM")',
};

/**
 * The paths in the schema's order, each map's entry and its fields under the map's sample key, and
 * after "job" the job spec's fields (version 4).
 */
function referencePaths(): string[] {
  const paths = ['version'];
  const add = (path: string) => {
    paths.push(path);
    if (path === 'job') for (const inner of fieldsIn(['job'], 'job')) add(inner);
    const key = SAMPLE_KEY[path];
    if (!key || !isMapAt(path.split('.'))) return;
    const entry = `${path}.${key}`;
    paths.push(entry);
    if (ruleAt(entry.split('.'))?.kind === 'object') paths.push(...fieldsIn(entry.split('.'), entry));
  };
  // the job section (format version 4) is outside the scenario's schema: its rows come from the job spec
  installToolSections();
  for (const path of [...FIELD_PATHS, 'job', 'sources']) add(path);
  return paths;
}

/** 100,000 and 4,294,967,295 in full; 1e6 and 1e12 as the parser's messages write them. */
function fmt(n: number): string {
  const grouped = n.toLocaleString('en-US', { maximumFractionDigits: 6 });
  if (n < 1e6) return grouped;
  const exp = n.toExponential().replace('e+', 'e');
  return exp.length < grouped.length ? exp : grouped;
}

function typeOf(allowed: Allowed | undefined): string {
  switch (allowed?.kind) {
    case undefined:
      return 'map';
    case 'number':
      return allowed.integer ? 'whole number' : 'number';
    case 'enum':
      return 'one of';
    case 'boolean':
      return 'true or false';
    case 'text':
    case 'pattern':
      return 'text';
    case 'object':
      return 'group';
  }
}

function rangeOf(allowed: Allowed | undefined, path: string): string {
  switch (allowed?.kind) {
    case undefined:
      return `${SAMPLE_KEY[path]}: ${KEY_RULE[path]}`;
    case 'number':
      return `${fmt(allowed.min)} to ${fmt(allowed.max)}`;
    case 'enum':
      return allowed.values.map((v) => `"${v}"`).join(', ');
    case 'text':
      return `at most ${allowed.maxLength} characters`;
    case 'pattern':
      return allowed.description;
    default:
      return '';
  }
}

/** Money's units name what the amount is for; the amount is in the scenario's currency. */
function unitOf(allowed: Allowed | undefined, note: string | undefined): string {
  const unit = allowed?.kind === 'number' ? allowed.unit : '';
  if (unit.startsWith('per ')) return `money ${unit}`;
  if (unit === 'one-time') return 'money, one-time';
  return unit || (note ?? '');
}

function defaultOf(segments: readonly string[], isEntry: boolean, note: string | undefined): string {
  if (isEntry) return '';
  if (note) return note;
  const value = defaultFor(segments);
  if (value !== undefined) {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    return Object.keys(value).length === 0 ? '{}' : 'each field’s default';
  }
  if (segments[0] === 'job' && mayBeLeftOut(segments)) return segments.length === 1 ? 'left out: no job' : 'none';
  if (mayBeLeftOut(segments))
    return segments[0] === 'providers' ? 'left out: no screening' : 'left out: the tool is off';
  const start = getIn(DEFAULT_SCENARIO, segments);
  const leaf = start !== undefined && (typeof start !== 'object' || start === null);
  return leaf && segments[0] !== 'version' ? `required; ${JSON.stringify(start)} in the default scenario` : 'required';
}

export function scenarioReference(): FieldReference[] {
  return referencePaths().map((path) => {
    const segments = path.split('.');
    const note = FIELD_NOTES[path];
    if (!note) throw new Error(`referenceNotes.ts has no note for ${path}`);
    const isEntry = segments.length > 1 && isMapAt(segments.slice(0, -1));
    const allowed = isMapAt(segments) ? undefined : ruleAt(segments);
    const type = typeOf(allowed);
    return {
      path,
      type: isNullable(segments) ? `${type} or null` : type,
      unit: unitOf(allowed, note.unit),
      range: rangeOf(allowed, path),
      defaultValue: defaultOf(segments, isEntry, note.defaultValue),
      since: note.since,
      meaning: note.meaning,
    };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');
/** A default that is a JSON value (64, null, "", {}), not words. */
const isLiteral = (value: string) => /^(".*"|-?\d[\d.e]*|null|true|false|\{\})$/.test(value);

/** A section for the top-level fields, then one for each top-level group and for each map entry that is a group. */
function sections(rows: readonly FieldReference[]): [string, FieldReference[]][] {
  const out: [string, FieldReference[]][] = [['Top level', []]];
  for (const row of rows) {
    const depth = row.path.split('.').length;
    const starts = (depth === 1 && row.type.startsWith('group')) || row.path.endsWith('.ID') || row.path === 'sources';
    if (starts) out.push([`\`${row.path}\``, []]);
    const target = depth === 1 && !starts && out.length > 1 ? out[0] : out.at(-1);
    target?.[1].push(row);
  }
  return out;
}

export function referenceMarkdown(): string {
  const lines = [
    '# Scenario reference',
    '',
    '<!-- Written by `npm run docs` from src/engine/scenario/ (schema.ts, defaults.ts, referenceNotes.ts); do not edit by hand. -->',
    '',
    `Every field of the scenario format (version ${SCENARIO_VERSION}), by path, as the parser reads it.`,
    '`gpu-tco --help` prints the same rows. The method behind each field is in [the method pages](README.md).',
    '',
    '- **unit**: "money" is in the scenario’s `currency`; percentages are 0–100 (`40` means 40 %).',
    '- **range**: both ends allowed. A number other than 0 must be at least 0.000001 in size. Rules between',
    '  two fields (peak cards, peak days, the cache’s wait, uncertainty ranges, a monthly or weekly price) are',
    '  in [the format page](method/format.md#cross-field-rules-and-lenient-repairs).',
    '- **default**: what a field left out is read as. "required" means required once its group is given;',
    '  the default scenario is the one the page starts from and links repair a bad value with. A group',
    '  whose default is "each field’s default" may be left out or given in part; a tool’s section left',
    '  out turns that tool off.',
    '- **since**: the format version that added the field. Files of every older version are read unchanged.',
    '- **job** (version 4): the training or serving job the workload was sized from, the fields of a job spec',
    '  ([the job spec](method/jobs.md#the-job-spec)); money in it is in the scenario’s `currency`, and',
    '  `job.cardHourCost` is not allowed: the scenario’s owning and renting sides price the job. Its rules are in',
    '  [the format page](method/format.md#the-job-section).',
  ];
  for (const [title, rows] of sections(scenarioReference())) {
    lines.push('', `## ${title}`, '', '| field | type | unit | range | default | since | meaning |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      const dflt = isLiteral(r.defaultValue) ? `\`${r.defaultValue}\`` : r.defaultValue;
      const values = [`\`${r.path}\``, r.type, r.unit, r.range, dflt, String(r.since), r.meaning];
      lines.push(`| ${values.map(cell).join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function wrap(text: string, indent: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...out, indent + line];
}

/** The reference as the command line prints it: a line of what a field may be, then what it means. */
export function referenceText(): string[] {
  const rows = scenarioReference();
  const width = Math.max(...rows.map((r) => r.path.length)) + 2;
  return rows.flatMap((r) => {
    const type = r.type.replace(/ or null$/, '');
    const joiner = (type === 'text' && !r.range.startsWith('at most')) || type === 'map' ? ': ' : ' ';
    const what = `${r.range ? `${type}${joiner}${r.range}` : type}${type === r.type ? '' : ' or null'}`;
    const unit = r.unit ? ` (${r.unit})` : '';
    const dflt = isLiteral(r.defaultValue) ? `default ${r.defaultValue}` : r.defaultValue;
    const summary = [`${what}${unit}`, dflt, `v${r.since}`].filter(Boolean).join('; ');
    return [`  ${r.path.padEnd(width)}${summary}`, ...wrap(r.meaning, '      ', 100)];
  });
}
export { formatTableSources } from './formatTable.ts';
