// Vitest setup: every property draws from one fixed seed, so `npm test` checks the same cases on every
// machine and a failure comes back when run again. `npm run test:random` sets FC_SEED (and
// FC_NUM_RUNS) to look further; fast-check names the seed and path of any counterexample it finds.
import fc from 'fast-check';

const FIXED_SEED = 20_260_101;

const seed = process.env.FC_SEED === undefined ? FIXED_SEED : Number(process.env.FC_SEED);
if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be a whole number, not ${process.env.FC_SEED}`);
const numRuns = process.env.FC_NUM_RUNS === undefined ? undefined : Number(process.env.FC_NUM_RUNS);
if (numRuns !== undefined && !(Number.isInteger(numRuns) && numRuns > 0)) {
  throw new Error(`FC_NUM_RUNS must be a whole number above 0, not ${process.env.FC_NUM_RUNS}`);
}
fc.configureGlobal({ seed, ...(numRuns === undefined ? {} : { numRuns }) });
