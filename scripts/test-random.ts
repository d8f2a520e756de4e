// The property tests (every test file that uses fast-check, or those whose path holds one of the
// arguments) with a new seed and more runs than `npm test` makes: FC_SEED and FC_NUM_RUNS choose them
// (1,000 runs by default). The seed is printed first, so that a failure found here can be run again.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const seed = process.env.FC_SEED ?? String((Math.random() * 2 ** 31) | 0);
const numRuns = process.env.FC_NUM_RUNS ?? '1000';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const only = process.argv.slice(2);
const properties = [...testFiles('src'), ...testFiles('tests/unit')].filter(
  (file) =>
    (only.length === 0 || only.some((part) => file.includes(part))) &&
    /from 'fast-check'/.test(readFileSync(file, 'utf8')),
);
if (properties.length === 0) throw new Error(`no property test file matches ${only.join(', ')}`);
console.log(`fast-check: seed ${seed}, ${numRuns} runs a property, ${properties.length} files`);
console.log(`again: FC_SEED=${seed} FC_NUM_RUNS=${numRuns} npm run test:random -- ${only.join(' ')}`.trim());
const run = spawnSync('npx', ['vitest', 'run', ...properties], {
  stdio: 'inherit',
  env: { ...process.env, FC_SEED: seed, FC_NUM_RUNS: numRuns },
});
console.log(`fast-check: seed ${seed}, ${numRuns} runs a property`);
process.exit(run.status ?? 1);
