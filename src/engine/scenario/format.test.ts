// The plain table of the format (format.gen.ts) is what the page and the link reader check scenarios
// with; the zod schema (schema.ts) defines the format. Reading any input by the table must find what zod
// finds, at the same paths in the same order, and give the same scenario (tests/unit/scenario-reference
// holds the committed table to the one `npm run docs` writes).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import a100 from '../../../examples/a100-server-8x.json';
import burst from '../../../examples/burst-tuning-8x.json';
import fullJob from '../../../examples/jobs/full-70b-h100-deadline.json';
import loraJob from '../../../examples/jobs/lab-lora-8b-4090.json';
import serveJob from '../../../examples/jobs/serve-32b-vs-api.json';
import lab from '../../../examples/lab-3-month-weekly.json';
import startup from '../../../examples/startup-4xv100.json';
import v2Tools from '../../../examples/v2-lab-tools.json';
import v3Screening from '../../../examples/v3-provider-screening.json';
import v4Full from '../../../examples/v4-full-70b-h100-deadline.json';
import v4Lora from '../../../examples/v4-lab-lora-4090.json';
import v4Serve from '../../../examples/v4-serve-32b-vs-api.json';
import { JOB_FORMAT } from '../job/jobFormat.gen.ts';
import { setIn } from '../paths.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { FORMAT } from './format.gen.ts';
import { type FormatField, type FormatIssue, fieldPaths, readFormat, unpackFormat } from './format.ts';
import { installToolSections } from './formatInstall.ts';
import { packFormat } from './formatTable.ts';
import { jobSpecSchema } from './jobSpec.ts';
import { scenarioSchema } from './schema.ts';
import { FIELD_PATHS } from './walk.ts';
import { formatOf } from './zodWalk.ts';

// the whole format: the core and the analysis tools' sections
installToolSections();

/** What zod finds, as the table's check says it: one entry a path and kind, in zod's order. */
function zodRead(input: unknown, schema: typeof scenarioSchema | typeof jobSpecSchema = scenarioSchema) {
  const parsed = schema.safeParse(input, { reportInput: true });
  const issues: string[] = [];
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'invalid_key') issues.push(`invalid-key ${path}`);
    else if (issue.code === 'unrecognized_keys') issues.push(`unknown-keys ${path} ${issue.keys.join(',')}`);
    else issues.push(`${issue.input === undefined && issue.code === 'invalid_type' ? 'missing' : 'invalid'} ${path}`);
  }
  return { issues: [...new Set(issues)], data: parsed.success ? parsed.data : null };
}

function tableRead(input: unknown, table: FormatField = FORMAT) {
  const found: FormatIssue[] = [];
  const data = readFormat(table, input, found);
  const issues = found.map((issue) =>
    issue.code === 'unknown-keys'
      ? `unknown-keys ${issue.path.join('.')} ${issue.keys.join(',')}`
      : `${issue.code} ${issue.path.join('.')}`,
  );
  return { issues: [...new Set(issues)], data: found.length === 0 ? data : null };
}

const examples = [a100, burst, lab, startup, v2Tools, v3Screening, v4Full, v4Lora, v4Serve].map(
  ({ job: _job, ...rest }: Record<string, unknown>) => ({ ...rest, version: 4 }),
);

const anyValue = fc.oneof(
  fc.double(),
  fc.integer({ min: -10, max: 200_000 }),
  fc.constantFrom(0, 1e-7, 1e-6, 24, 25, 365, 1e12, 2e12, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.string({ maxLength: 90 }),
  fc.constantFrom('on-demand', 'monthly', 'weekly', 'book', 'CNY', 'cny', '2026-02-30', '2026-02-28', '12.4', ''),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.dictionary(fc.constantFrom('low', 'likely', 'high', 'x', '8', '0'), fc.oneof(fc.double(), fc.integer())),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const paths = [
  ...FIELD_PATHS,
  'sources',
  'version',
  'unknownTop',
  'own.extra',
  'scaling.speedups.8',
  'scaling.speedups.x',
];

describe('the format as a plain table', () => {
  it('is, read back from its packed file, the format the schema defines, field for field and in order', () => {
    for (const [table, schema] of [
      [FORMAT, scenarioSchema],
      [JOB_FORMAT, jobSpecSchema],
    ] as const) {
      const format = formatOf(schema);
      expect(table).toEqual(format);
      expect(JSON.stringify(table)).toBe(JSON.stringify(format));
      expect(unpackFormat(packFormat(format))).toEqual(format);
    }
  });

  it('reads the examples and the default scenario as zod does', () => {
    for (const input of [DEFAULT_SCENARIO, ...examples]) {
      const table = tableRead(input);
      expect(table).toEqual(zodRead(input));
      expect(table.issues).toEqual([]);
      expect(JSON.stringify(table.data)).toBe(JSON.stringify(zodRead(input).data));
    }
  });

  it('finds what zod finds in any input, in the same order, and reads the same scenario', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DEFAULT_SCENARIO as unknown as Record<string, unknown>, ...examples),
        fc.array(fc.tuple(fc.constantFrom(...paths), anyValue), { minLength: 1, maxLength: 4 }),
        (base, edits) => {
          let input: unknown = base;
          for (const [path, value] of edits) input = setIn(input as Record<string, unknown>, path.split('.'), value);
          const zod = zodRead(input);
          const table = tableRead(input);
          expect(table.issues).toEqual(zod.issues);
          expect(JSON.stringify(table.data)).toBe(JSON.stringify(zod.data));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds what zod finds in inputs that are not objects at all', () => {
    for (const input of [null, 3, 'text', [], [1], undefined, {}]) expect(tableRead(input)).toEqual(zodRead(input));
  });

  const jobs = [fullJob, loraJob, serveJob, v4Full.job, v4Lora.job, v4Serve.job] as Record<string, unknown>[];
  const jobPaths = [...fieldPaths(JOB_FORMAT, ''), 'unknownTop', 'training.extra', 'sources.api.inputPerM.asOf'];

  it('reads every job of the examples as zod does', () => {
    for (const job of jobs) expect(tableRead(job, JOB_FORMAT)).toEqual(zodRead(job, jobSpecSchema));
  });

  it('finds what zod finds in any job spec, in the same order, and reads the same spec', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...jobs),
        fc.array(fc.tuple(fc.constantFrom(...jobPaths), anyValue), { minLength: 1, maxLength: 4 }),
        (base, edits) => {
          let input: unknown = base;
          for (const [path, value] of edits) input = setIn(input as Record<string, unknown>, path.split('.'), value);
          const zod = zodRead(input, jobSpecSchema);
          const table = tableRead(input, JOB_FORMAT);
          expect(table.issues).toEqual(zod.issues);
          expect(JSON.stringify(table.data)).toBe(JSON.stringify(zod.data));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
