// The command line over the engine: a scenario file in, the result as JSON out.
// Exit codes: 0 result printed; 2 bad usage, unreadable file or invalid scenario; 1 internal fault.
import { readFileSync } from 'node:fs';
import { analyse } from '../engine/analysis.ts';
import { describeFormat, evaluate, parseScenarioText } from '../engine/index.ts';

interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readStdin: () => string;
  readonly readFile: (path: string) => string;
}

const USAGE = `Usage: gpu-tco FILE       evaluate the scenario in FILE (- reads standard input)
       gpu-tco --help     show this help

Prints the result as JSON on standard output and exits 0. An invalid scenario, a file that is not
JSON or cannot be read: exit 2, one "path: message" line per problem on standard error.`;

function help(): string {
  return `${USAGE}

A scenario is a JSON object (format version 2; version 1 files are read as they are). Money is in the
scenario's currency; percentages are 0-100. Fields, by path:
${describeFormat().join('\n')}

"sources" maps a field path to { "source": text, "asOf": "YYYY-MM-DD" }: where a figure came from.
rent.monthlyPricePerGpu is required when rent.plan is "monthly", rent.weeklyPricePerGpu when "weekly".
The sections advisor, hybrid, scaling, utilization, obsolescence, storageIO, sensitivity and uncertainty
each turn on one analysis tool; its result field (plans and cheapestPlan, hybrid, scaling, ...) is
printed only when its section is there.
The method, every formula and the result's fields: docs/cost-model.md and docs/scenario-v2.md.
Examples: examples/*.json
`;
}

export function run(args: readonly string[], io: Output): number {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    io.stdout(help());
    return 0;
  }
  const file = args[0];
  if (args.length !== 1 || file === undefined || (file.startsWith('-') && file !== '-')) {
    const what = args.length === 0 ? 'no scenario file given' : `cannot use ${args.map((a) => `"${a}"`).join(' ')}`;
    io.stderr(`gpu-tco: ${what}\n${USAGE}\n`);
    return 2;
  }
  let text: string;
  try {
    text = file === '-' ? io.readStdin() : io.readFile(file);
  } catch (error) {
    io.stderr(`${file === '-' ? 'standard input' : file}: cannot be read (${reason(error)})\n`);
    return 2;
  }
  const parsed = parseScenarioText(text, 'strict');
  if (!parsed.ok) {
    io.stderr(parsed.problems.map((p) => `${p.path}: ${p.message}\n`).join(''));
    return 2;
  }
  const result = evaluate(parsed.scenario);
  io.stdout(`${JSON.stringify({ ...result, ...analyse(parsed.scenario, result) }, null, 2)}\n`);
  return 0;
}

function reason(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = String(error.code);
    const known: Record<string, string> = {
      ENOENT: 'no such file',
      EACCES: 'permission denied',
      EISDIR: 'it is a folder',
    };
    return known[code] ?? code;
  }
  return error instanceof Error ? error.message : String(error);
}

function main(): void {
  try {
    process.exitCode = run(process.argv.slice(2), {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      readStdin: () => readFileSync(0, 'utf8'),
      readFile: (path) => readFileSync(path, 'utf8'),
    });
  } catch (error) {
    process.stderr.write(`gpu-tco: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

main();
