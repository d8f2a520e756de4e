// The plain tables of the scenario format and of the job spec (format.gen.ts, job/jobFormat.gen.ts), as
// `npm run docs` writes them from their schemas. Two files, so that a link without a job reads only the
// scenario's.
import { COMMON_NUMBER, type FormatField, type PackedField, RULE_PARTS } from './format.ts';
import { jobSpecSchema } from './jobSpec.ts';
import { scenarioSchema } from './schema.ts';
import { formatOf } from './zodWalk.ts';

const HEADER = (
  what: string,
  schema: string,
  format: string,
) => `// Written by \`npm run docs\` from the schema (src/engine/scenario/${schema}): do not edit. The plain
// table of ${what} that the page, the link reader and the command line check with (format.ts).
import { type FormatField, unpackFormat } from '${format}';
`;

/** A field as the tables write it, short enough for the page's first code (unpackFormat reads it back). */
export function packFormat(field: FormatField): PackedField {
  const { type, ...rest } = field;
  const out: Record<string, unknown> = type === 'number' ? {} : { type };
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'allowed') {
      const { kind, ...parts } = value as Record<string, unknown>;
      if (kind !== type) throw new Error(`a ${type} field with a ${String(kind)} rule`);
      for (const [part, given] of Object.entries(parts)) {
        if (!RULE_PARTS[type]?.includes(part)) throw new Error(`a ${type} rule with a ${part}`);
        if (type !== 'number' || !(part in COMMON_NUMBER) || !Object.is(COMMON_NUMBER[part], given)) out[part] = given;
      }
    } else if (key === 'shape') {
      out.shape = Object.fromEntries(
        Object.entries(value as Record<string, FormatField>).map(([name, child]) => [name, packFormat(child)]),
      );
    } else out[key] = key === 'value' ? packFormat(value as FormatField) : value;
  }
  return out;
}

/** Each generated file by its path in src/engine, with the text it must hold. */
export function formatTableSources(): Readonly<Record<string, string>> {
  return {
    'scenario/format.gen.ts': `${HEADER('the scenario format', 'schema.ts', './format.ts')}
export const FORMAT: FormatField = unpackFormat(${JSON.stringify(packFormat(formatOf(scenarioSchema)), null, 2)});
`,
    'job/jobFormat.gen.ts': `${HEADER('the job spec, which a scenario holds under "job"', 'jobSpec.ts', '../scenario/format.ts')}
export const JOB_FORMAT: FormatField = unpackFormat(${JSON.stringify(packFormat(formatOf(jobSpecSchema)), null, 2)});
`,
  };
}
