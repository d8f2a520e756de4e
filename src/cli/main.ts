// The command line over the engine: a scenario file in, the result as JSON out; or, with inspect,
// evidence from nvidia-smi or iperf3 in, what it says as JSON out.
// Exit codes: 0 result printed; 2 bad usage, unreadable file, invalid scenario or unrecognized
// evidence; 1 internal fault.
import { analyse } from '../engine/analysis.ts';
import { evaluate } from '../engine/index.ts';
import { installParts } from '../engine/parts.ts';
import { referenceText } from '../engine/scenario/reference.ts';
import { INSPECT_USAGE, runInspect } from './inspect.ts';
import { escapeText, type Output, oneFile, readLimited } from './io.ts';
import { JOB_USAGE, runJob } from './job.ts';
import { resultJson, summaryLines } from './output.ts';
import { readScenarioFile } from './scenarioFile.ts';
import { evaluationDay } from './sources.ts';
import { runUsage, USAGE_USAGE } from './usage.ts';
import { verdictOf } from './words.ts';

const USAGE = `Usage: gpu-tco FILE       evaluate the scenario in FILE (- reads standard input)
${INSPECT_USAGE}
${JOB_USAGE}
${USAGE_USAGE}
       gpu-tco --summary FILE
                          the verdict first, then the figures behind it, in a few lines
                          instead of the JSON (the verdict's amortized view, as the page's default)
       gpu-tco --on YYYY-MM-DD FILE
                          count each source's freshness from that day (else the scenario's
                          evaluatedOn, else today): fresh within 30 days, aging within 90, stale
                          beyond; the JSON's "sources" always, --summary's last line with a day
       gpu-tco --help     show this help

Prints the result as JSON on standard output and exits 0. An invalid scenario, a file that is not
JSON or cannot be read: exit 2, one "path: message" line per problem on standard error. inspect
prints what it found and exits 0; a file it cannot read or does not recognize: exit 2, one
"FILE: reason" line on standard error.`;

function help(): string {
  return `${USAGE}

A scenario is a JSON object (format version 8; files of versions 1 to 7 are read as they are). Money is
in the scenario's currency; percentages are 0-100. Fields, by path: what each may be (type, range and
unit), its default or "required", the format version that added it (v1 to v8), then what it means.
docs/scenario-reference.md holds the same rows as a table.
${referenceText().join('\n')}

"sources" maps a field path to { "source": text, "asOf": "YYYY-MM-DD" }: where a figure came from; the
output lists each with its age in days and freshness band ("sources"; --summary's last lines).
rent.monthlyPricePerGpu is required when rent.plan is "monthly", rent.weeklyPricePerGpu when "weekly".
The sections advisor, hybrid, scaling, utilization, obsolescence, storageIO, sensitivity and uncertainty
each turn on one analysis tool; its result field (plans and cheapestPlan, hybrid, scaling, ...) is
printed only when its section is there. The providers section screens rental providers: each
provider's cost for the workload, its five-check scorecard (null where nothing is measured), the share
of the weight measured and its rank are printed as "providers"; --summary lists them best first.
The job section (version 4) holds the training or serving job the workload was sized from: the fields
of a job spec (gpu-tco job, below) without cardHourCost, its API prices in the scenario's currency. A
model or API named only by its catalog id is filled in from src/data/llm.json before the check. It
leaves the figures as they are; "job" in the JSON (kind, model, the workload it fills, its card-hours a
year, workloadFromJob) and a line of --summary say what the workload was sized from, and whether it
was changed since (docs/method/jobs.md, "From the job to the workload").
The method, every formula and the result's fields: docs/README.md lists the pages (owning, renting,
plans, tools, providers, the comparison and the format).
Examples: examples/*.json
FILE may also be the page's "Scenario and result (JSON)" export: its scenario is evaluated, its
result ignored.
FILE is read up to 20 MB; a leading UTF-8 byte-order mark is skipped.

gpu-tco inspect FILE reads the output of one of these tools (up to 2 MB) and prints what it found:
  nvidia-smi -q                        kind "nvidia-smi-q": driverVersion, cudaVersion and gpus
  nvidia-smi --query-gpu=name,memory.total,mig.mode.current,enforced.power.limit,driver_version --format=csv
                                       kind "nvidia-smi-csv": the same, one GPU for each row; the
                                       header is required (not noheader), nounits is read too
  iperf3 -J                            kind "iperf3": protocol, streams, sentGbps, receivedGbps and
                                       retransmits, from the end summary
Each GPU has name, memoryTotalMiB, migMode (current), virtualizationMode and powerLimitW (the limit
in force). A field the output does not give is null; --query-gpu has no CUDA version or
virtualization mode, so those are null in kind "nvidia-smi-csv". A scenario file named "inspect"
runs as ./inspect.

gpu-tco usage FILE… reads logs a team already has (each up to 256 MB) and prints what they say of the
workload: Slurm accounting (sacct -a -X -P --format=JobID,User,Partition,AllocTRES,Start,End,Elapsed,
State, with its header) as allocated GPU-hours, GPUs at once (median, p90, p95, most) and hours a day;
nvidia-smi --query-gpu=timestamp,index,utilization.gpu,power.draw,… --format=csv -l N, nvidia-smi dmon
-s u -o DT or DCGM exporter text as sampled and busy GPU-hours above --threshold (10 % when not given),
gaps, and energy (--busy-by activity: by DCGM's engine activity); the hours of the week and GPU-hours
by weekday; and the workload they fill (cards at the --base percentile, hours, days, the hybrid peak at
--peak). --into SCENARIO prints that scenario with the workload filled, each field sourced. Files of one
kind are the parts of one log; DCGM scrapes without timestamps need --interval. Lines not read are
counted and the first 20 shown. docs/method/usage.md.

gpu-tco job FILE reads a job spec (JSON, up to 1 MB): a training or serving job described by its work.
  kind "training" or "serving"; model (id from the LLM catalog src/data/llm.json, or totalParamsB,
  activeParamsB and for serving layers, kvHeads, headDim or kvBytesPerToken); gpu (peakTflops,
  memoryGB from data/gpus.csv, cardsPerInstance); precisionBytes (default 2); training (tokens,
  method full|lora|qlora, mfuPct default 42, adapterSharePct, deadlineHours, overheadPct default 5,
  spotOverheadPct default 15, spot) or serving (tokensPerDay, inputSharePct, cachedSharePct,
  peakFactor, outputTokensPerSecondPerCard, contextTokens, concurrentSequences, cardsPerReplica);
  api (inputPerM, cachedInputPerM, outputPerM, cacheWritePerM and cacheWriteSharePct, currency; or
  provider and model from the catalog, with currency or asOf where a model has two prices) and
  cardHourCost (amount, currency).
It prints the figures as JSON (training: FLOPs, GPU-hours, state, cards, wall-clock, cost; serving:
peak tokens/s, cards, busy card-hours, memory fit, cost per million tokens; api: cost a day and the
break-even tokens a day); a figure that cannot be given is null, its reason under "reasons". --summary
prints a few lines instead. An invalid spec: exit 2, one "path: message" line per problem. Every field,
its default and source: docs/method/jobs.md, "The job spec". Examples: examples/jobs/*.json. A scenario
file named "job" runs as ./job.
FILE may also be a scenario with a job section (format version 4): the scenario is then its own
--against (a scenario named by --against is used instead).
gpu-tco job FILE --against SCENARIO prices the job's cards with SCENARIO's owning and renting sides.
For a training job it adds "runsToOwn": the fewest runs a year, back to back, from which owning them
costs no more than renting (null when none), the most that fit in a year, and both totals there. For
a serving job it adds "threeWays": owning, renting (the cards held all day) and the API a day and per
million tokens, the cheapest, and the tokens a day from which owning or renting beats the API. On a
scenario's own job, owning and renting are the scenario as it stands, and the cheapest is its verdict's:
a scenario that serves with an API is answered among the three (verdict.cheaper may be "api").
docs/method/jobs.md, "Runs a year that make owning cheaper", "Three ways to serve" and "The verdict
with an API".
`;
}

export function run(given: readonly string[], io: Output, summary = false): number {
  let args = given;
  // --summary, before or after the file, changes only how the result is printed
  if (args[0] !== 'inspect' && args.includes('--summary')) {
    return run(
      args.filter((a) => a !== '--summary'),
      io,
      true,
    );
  }
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    io.stdout(help());
    return 0;
  }
  if (args[0] === 'job') {
    if (args.length === 2 && (args[1] === '--help' || args[1] === '-h')) {
      io.stdout(help());
      return 0;
    }
    return runJob(args.slice(1), io, USAGE, summary);
  }
  if (args[0] === 'usage') {
    if (args.length === 2 && (args[1] === '--help' || args[1] === '-h')) {
      io.stdout(help());
      return 0;
    }
    return runUsage(args.slice(1), io, summary);
  }
  if (args[0] === 'inspect') {
    if (args.length === 2 && (args[1] === '--help' || args[1] === '-h')) {
      io.stdout(help());
      return 0;
    }
    return runInspect(args.slice(1), io, USAGE);
  }
  // --on YYYY-MM-DD: the day each source's freshness is counted from
  const at = args.indexOf('--on');
  let on: string | null = null;
  if (at >= 0) {
    const day = args[at + 1] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      io.stderr(`gpu-tco: --on takes a date written YYYY-MM-DD (got ${escapeText(day || 'nothing')})\n`);
      return 2;
    }
    on = day;
    args = [...args.slice(0, at), ...args.slice(at + 2)];
  }
  const file = oneFile(args, io, 'gpu-tco', 'scenario', USAGE);
  if (file === null) return 2;
  const parsed = readScenarioFile(file, io);
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return 2;
  }
  const result = evaluate(parsed.scenario);
  // the page's verdict in its default, amortized view
  const verdict = verdictOf(result, 'amortized', parsed.scenario);
  const analysis = analyse(parsed.scenario, result);
  const day = evaluationDay(parsed.scenario, on, new Date().toISOString().slice(0, 10));
  if (summary) {
    io.stdout(
      `${summaryLines(parsed.scenario, result, verdict, analysis, day, on !== null || parsed.scenario.evaluatedOn !== null).join('\n')}\n`,
    );
    return 0;
  }
  io.stdout(`${JSON.stringify(resultJson(parsed.scenario, result, verdict, analysis, day), null, 2)}\n`);
  return 0;
}

function main(): void {
  installParts();
  try {
    process.exitCode = run(process.argv.slice(2), {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      readLimited,
    });
  } catch (error) {
    process.stderr.write(
      `gpu-tco: internal error: ${escapeText(error instanceof Error ? error.message : String(error))}\n`,
    );
    process.exitCode = 1;
  }
}

main();
