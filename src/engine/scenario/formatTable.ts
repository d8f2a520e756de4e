// The plain tables of the scenario format and of the job spec (format.gen.ts, formatTools.gen.ts,
// job/jobFormat.gen.ts), as `npm run docs` writes them from their schemas. Three files, so that a link
// without a job or an analysis tool's section reads only the scenario's core: the sections of the tools
// that do not move the verdict (TOOL_SECTIONS) are a table of their own, which the full parser, the
// draft check and the readings install into the core's.
import { TOOL_SECTIONS } from './constants.ts';
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

/** The scenario's table split in two: its core, and the analysis tools' sections the verdict does not read. */
function splitScenarioTable(): { core: PackedField; tools: PackedField; order: string[] } {
  const whole = packFormat(formatOf(scenarioSchema)) as PackedField & { shape: Record<string, PackedField> };
  const core: Record<string, PackedField> = {};
  const tools: Record<string, PackedField> = {};
  for (const [key, field] of Object.entries(whole.shape)) {
    if ((TOOL_SECTIONS as readonly string[]).includes(key)) tools[key] = field;
    else core[key] = field;
  }
  return { core: { ...whole, shape: core }, tools: { type: 'object', shape: tools }, order: Object.keys(whole.shape) };
}

/** Each generated file by its path in src/engine, with the text it must hold. */
export function formatTableSources(): Readonly<Record<string, string>> {
  const { core, tools, order } = splitScenarioTable();
  return {
    'scenario/format.gen.ts': `${HEADER('the scenario format', 'schema.ts', './format.ts')}
export const FORMAT: FormatField = unpackFormat(${JSON.stringify(core, null, 2)});
`,
    'scenario/formatTools.gen.ts': `${HEADER("the analysis tools' sections of the scenario format", 'schema.ts', './format.ts')}
/** The analysis tools' sections, which formatInstall.ts puts into the core table (format.gen.ts). */
export const TOOLS_FORMAT: FormatField = unpackFormat(${JSON.stringify(tools, null, 2)});

/** Every section of the scenario, in the schema's order. */
export const SECTION_ORDER: readonly string[] = ${JSON.stringify(order)};
`,
    'job/jobFormat.gen.ts': `${HEADER('the job spec, which a scenario holds under "job"', 'jobSpec.ts', '../scenario/format.ts')}
export const JOB_FORMAT: FormatField = unpackFormat(${JSON.stringify(packFormat(formatOf(jobSpecSchema)), null, 2)});
`,
  };
}
