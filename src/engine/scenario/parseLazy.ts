// parseScenario for a part that must stay small before its verdict (the embed reads its link before
// it): the same steps and the same result, but the repairs (repair.ts) and the job section's check
// (job/jobCheck.ts, with the job code it brings) load only for an input that needs them: one with a
// problem to repair, or one that holds a job. A sound link without a job reads with neither.
import { isObject } from '../paths.ts';
import type { ParseMode, ParseResult } from './problem.ts';
import { readScenario } from './read.ts';

export async function parseScenarioLazily(input: unknown, mode: ParseMode): Promise<ParseResult> {
  const plain = readScenario(input, mode, null);
  if (plain.ok && !(isObject(input) && input.job !== undefined)) return plain;
  // read again by the full parser: the same steps, with its repairs and the job check
  const { parseScenario } = await import('./parse.ts');
  return parseScenario(input, mode);
}
