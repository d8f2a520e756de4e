// The plain tables of the scenario format and of the job spec (format.gen.ts, job/jobFormat.gen.ts), as
// `npm run docs` writes them from their schemas. Two files, so that a link without a job reads only the
// scenario's.
import { jobSpecSchema } from './jobSpec.ts';
import { scenarioSchema } from './schema.ts';
import { formatOf } from './zodWalk.ts';

const HEADER = (
  what: string,
  schema: string,
  format: string,
) => `// Written by \`npm run docs\` from the schema (src/engine/scenario/${schema}): do not edit. The plain
// table of ${what} that the page, the link reader and the command line check with (format.ts).
import type { FormatField } from '${format}';
`;

/** Each generated file by its path in src/engine, with the text it must hold. */
export function formatTableSources(): Readonly<Record<string, string>> {
  return {
    'scenario/format.gen.ts': `${HEADER('the scenario format', 'schema.ts', './format.ts')}
export const FORMAT: FormatField = ${JSON.stringify(formatOf(scenarioSchema), null, 2)};
`,
    'job/jobFormat.gen.ts': `${HEADER('the job spec, which a scenario holds under "job"', 'jobSpec.ts', '../scenario/format.ts')}
export const JOB_FORMAT: FormatField = ${JSON.stringify(formatOf(jobSpecSchema), null, 2)};
`,
  };
}
