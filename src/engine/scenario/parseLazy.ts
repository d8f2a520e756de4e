// parseScenario for a part that must stay small before its verdict (the embed reads its link before
// it): the same steps and the same result, with the job section's check (jobCheck.ts and the job code
// it brings) loaded only when the input holds a job.
import { isObject } from '../paths.ts';
import type { ParseMode, ParseResult } from './problem.ts';
import { readScenario } from './read.ts';
import { repair } from './repair.ts';

export async function parseScenarioLazily(input: unknown, mode: ParseMode): Promise<ParseResult> {
  const result = readScenario(input, mode, repair);
  if (!isObject(input) || input.job === undefined) return result;
  const { withJobChecked } = await import('./jobCheck.ts');
  return withJobChecked(input, result, mode);
}
