// npx tsx scripts/v1-golden.ts WORKTREE: writes tests/fixtures/v1-results.json, the figures the
// version-1 engine gives, which tests/unit/v1-compat.test.ts holds today's engine to. WORKTREE is a
// checkout of the last release before format version 2, made and removed with
//   git worktree add /tmp/v1 ba015b7 && npx tsx scripts/v1-golden.ts /tmp/v1 && git worktree remove /tmp/v1
// The checkout is only read: its engine and its fast-check arbitraries are imported from it, their
// packages (zod, fast-check) from this project's node_modules.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'tests/fixtures/v1-results.json');
/** Scenarios drawn from the version-1 arbitraries, with a fixed seed so a rerun draws the same ones. */
const SEED = 20_261_129;
const DRAWS = 60;

const worktree = process.argv[2];
if (!worktree) {
  console.error('usage: npx tsx scripts/v1-golden.ts WORKTREE (a checkout of the version-1 release)');
  process.exit(2);
}
const tree = resolve(worktree);
const commit = execFileSync('git', ['-C', tree, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

// Bare imports inside the checkout (it has no node_modules) resolve from this project instead.
const hook = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const bare = !/^(\\.|\\/|[a-z]+:)/.test(specifier);
    if (!bare || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(join(ROOT, 'package.json')).href)} });
  }
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

interface Engine {
  parseScenario(input: unknown, mode: 'strict'): { ok: boolean; scenario: unknown; problems: { path: string }[] };
  evaluate(scenario: unknown): unknown;
  SCENARIO_VERSION: number;
}
interface Arbitraries {
  scenarioArb: unknown;
}

const engine = (await import(pathToFileURL(join(tree, 'src/engine/index.ts')).href)) as Engine;
const { scenarioArb } = (await import(pathToFileURL(join(tree, 'tests/support/arbitraries.ts')).href)) as Arbitraries;
const fc = (await import('fast-check')).default;
if (engine.SCENARIO_VERSION !== 1) throw new Error(`${tree} holds format version ${engine.SCENARIO_VERSION}, not 1`);

function resultOf(name: string, input: unknown) {
  const parsed = engine.parseScenario(input, 'strict');
  if (!parsed.ok) throw new Error(`${name}: the version-1 parser refuses it (${parsed.problems[0]?.path})`);
  return { name, input, result: engine.evaluate(parsed.scenario) };
}

const examples = readdirSync(join(tree, 'examples'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => resultOf(`examples/${file}`, JSON.parse(readFileSync(join(tree, 'examples', file), 'utf8'))));
const drawn = fc
  .sample(scenarioArb as Parameters<typeof fc.sample>[0], { seed: SEED, numRuns: DRAWS })
  .map((input, i) => resultOf(`scenarioArb seed ${SEED} #${i}`, input));

const fixture = {
  note: [
    `evaluate() of the version-1 engine at commit ${commit} (the last release before format version 2), for`,
    `every examples/*.json of that commit and ${DRAWS} scenarios its tests/support/arbitraries.ts drew with seed ${SEED}.`,
    'Regenerate: git worktree add /tmp/v1 ba015b7 && npx tsx scripts/v1-golden.ts /tmp/v1 && git worktree remove /tmp/v1',
  ].join(' '),
  commit,
  cases: [...examples, ...drawn],
};
writeFileSync(OUT, `${JSON.stringify(fixture)}\n`);
// in the layout the project's formatter keeps, so that npm run lint stays clean after a rerun
execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
console.log(`wrote ${fixture.cases.length} cases to ${OUT}`);
