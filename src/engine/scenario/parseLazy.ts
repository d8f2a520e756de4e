// parseScenario for a part that must stay small before its verdict (the embed reads its link before
// it): the same steps and the same result, but the repairs (repair.ts) and the job section's check
// (job/jobCheck.ts, with the job code it brings) load only for an input that needs them: one with a
// problem to repair, or one that holds a job. A sound link without a job reads with neither.
import { isObject } from '../paths.ts';
import { TOOL_SECTIONS } from './constants.ts';
import type { ParseMode, ParseResult } from './problem.ts';
import { readScenario } from './read.ts';

export async function parseScenarioLazily(input: unknown, mode: ParseMode): Promise<ParseResult> {
  // a job, or an analysis tool's section, is checked by the full parser, which brings their tables
  const full = isObject(input) && (input.job !== undefined || TOOL_SECTIONS.some((key) => input[key] !== undefined));
  if (!full) {
    const plain = readScenario(input, mode, null);
    if (plain.ok) return plain;
  }
  // read by the full parser: the same steps, with its repairs, the job check and the tools' tables
  const { parseScenario } = await import('./parse.ts');
  return parseScenario(input, mode);
}
