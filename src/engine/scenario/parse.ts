// The one place where untrusted input becomes a scenario: parse → migrate by version → check →
// (lenient only) repair with defaults. The command line, imports, links and storage all come here.
// read.ts holds the steps in order; check.ts finds the problems, repair.ts fixes them in lenient
// mode, problem.ts says what a problem is; job/jobCheck.ts checks the job section in full (format version
// 4), so the job code loads here and never with the page's first bundle (read.ts).

import { withJobChecked } from '../job/jobCheck.ts';
import { installToolSections } from './formatInstall.ts';
import { type ParseMode, type ParseResult, ROOT } from './problem.ts';
import { readScenario, refuse } from './read.ts';
import { repair } from './repair.ts';

export { describeValue, type ParseResult, type Problem } from './problem.ts';

export function parseScenarioText(text: string, mode: ParseMode): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refuse([{ path: ROOT, segments: [], code: 'not-json', message: `is not valid JSON (${detail})` }], mode);
  }
  return parseScenario(value, mode);
}

export function parseScenario(input: unknown, mode: ParseMode): ParseResult {
  // the whole format, the analysis tools' sections with it
  installToolSections();
  return withJobChecked(input, readScenario(input, mode, repair), mode);
}
