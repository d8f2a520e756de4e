// The plain table of the scenario format (format.gen.ts), as `npm run docs` writes it from the schema.
import { jobSpecSchema } from './jobSpec.ts';
import { scenarioSchema } from './schema.ts';
import { formatOf } from './zodWalk.ts';

export function formatTableSource(): string {
  const table = JSON.stringify(formatOf(scenarioSchema), null, 2);
  const job = JSON.stringify(formatOf(jobSpecSchema), null, 2);
  return `// Written by \`npm run docs\` from the schema (src/engine/scenario/schema.ts): do not edit. The plain
// table of the scenario format that the page and the link reader check with (format.ts).
import type { FormatField } from './format.ts';

export const FORMAT: FormatField = ${table};

/** The job spec (jobSpec.ts), which a scenario holds under "job" and \`gpu-tco job\` reads. */
export const JOB_FORMAT: FormatField = ${job};
`;
}
