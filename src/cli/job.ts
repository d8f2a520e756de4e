// gpu-tco job FILE: a job spec in (a training or serving job described by its work), or a scenario of
// format version 4 with the job its workload was sized from, its figures out as JSON, or with --summary
// in a few lines. A model named by its id is filled in from the LLM
// catalog, imported here directly (the command line is one bundle). Spec and formulas:
// docs/method/jobs.md.
import energyData from '../data/energy.json';
import { api as apiPrices, memoryBandwidth, models } from '../data/llm.json';
import { evaluate, isObject, type Scenario } from '../engine/index.ts';
import {
  DEFAULT_API_PRICE_CHANGE_PCT,
  DEFAULT_PREFILL_EFFICIENCY_PCT,
  gridProblem,
  type JobFigures,
  type JobSpec,
  jobFigures,
  jobWorkload,
  type RunsToOwn,
  readJobSpec,
  runsToOwn,
  servingThreeWays,
  sizingProblem,
  type ThreeWays,
  workloadFromJob,
} from '../engine/job/index.ts';
import { escapeText, type Output, oneFile, readError, utf8 } from './io.ts';
import { energyLines } from './jobEnergy.ts';
import { readScenarioFile, scenarioFromText } from './scenarioFile.ts';

export const JOB_USAGE = `       gpu-tco job FILE [--against SCENARIO] [--summary]
                          the figures of the training or serving job in FILE (- reads standard
                          input): GPU-hours, cards, wall-clock and cost; or cards, cost per million
                          tokens and the break-even against an API. With --against, the job's
                          cards priced with SCENARIO's owning and renting sides: for training, how
                          many such runs a year make owning them cheaper; for serving, owning,
                          renting and the API a day, and the volume from which each beats the API.
                          FILE may be a scenario with a job section: it is its own --against`;

/** A job spec is a few hundred bytes; 1 MB is far above any. */
const MAX_JOB_BYTES = 1_000_000;

export function runJob(allArgs: readonly string[], io: Output, usage: string, summary: boolean): number {
  const againstAt = allArgs.indexOf('--against');
  const against = againstAt === -1 ? undefined : allArgs[againstAt + 1];
  if (againstAt !== -1 && (against === undefined || (against.startsWith('-') && against !== '-'))) {
    io.stderr(`gpu-tco job: --against needs a scenario file\n${usage}\n`);
    return 2;
  }
  const args = againstAt === -1 ? allArgs : allArgs.filter((_, i) => i !== againstAt && i !== againstAt + 1);
  const file = oneFile(args, io, 'gpu-tco job', 'job', usage);
  if (file === null) return 2;
  const name = escapeText(file === '-' ? 'standard input' : file);
  let text: string;
  try {
    const bytes = io.readLimited(file, MAX_JOB_BYTES);
    if (bytes.length > MAX_JOB_BYTES) {
      io.stderr(`${name}: too large: a job file is read up to 1 MB, and this one is larger\n`);
      return 2;
    }
    text = utf8(bytes);
  } catch (error) {
    io.stderr(`${name}: cannot be read (${escapeText(readError(error))})\n`);
    return 2;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    io.stderr(`${name}: not JSON (${escapeText(error instanceof Error ? error.message : String(error))})\n`);
    return 2;
  }
  let spec: JobSpec;
  let own: Scenario | null = null;
  if (isScenario(value)) {
    // a scenario of format version 4 with the job its workload was sized from: its own --against
    const read = scenarioFromText(text);
    if (!read.ok) {
      io.stderr(read.error);
      return 2;
    }
    if (!read.scenario.job) {
      io.stderr(
        `${name}: a scenario without a job section: give a job spec, or a scenario with "job" (format version 4)\n`,
      );
      return 2;
    }
    // a stored job keeps its card's id: the catalog's bandwidth bounds its decode as in a job file
    const bandwidth = memoryBandwidth.find((b) => b.gpu === read.scenario.job?.gpu.id)?.memoryBandwidthTBps;
    const job = read.scenario.job;
    spec =
      job.gpu.memoryBandwidthTBps === undefined && bandwidth !== undefined
        ? { ...job, gpu: { ...job.gpu, memoryBandwidthTBps: bandwidth } }
        : job;
    own = read.scenario;
  } else {
    const read = readJobSpec(value, models, apiPrices, memoryBandwidth);
    if (!read.ok) {
      io.stderr(read.problems.map((p) => `${escapeText(p.path)}: ${escapeText(p.message)}\n`).join(''));
      return 2;
    }
    // a job the fields allow whose cards cannot run it is refused at its field, not met by the sizing
    const refused = sizingProblem(read.spec, { refusalsOnly: true });
    if (refused) {
      io.stderr(`${escapeText(refused.path || 'job')}: ${escapeText(refused.message)}\n`);
      return 2;
    }
    const unknownGrid = gridProblem(read.spec, energyData);
    if (unknownGrid) {
      io.stderr(`energy.grid: ${escapeText(unknownGrid)}\n`);
      return 2;
    }
    spec = read.spec;
  }
  return printJob(spec, against ?? own, io, summary);
}

/** A scenario (its version, or the page's export of one) rather than a job spec, which has neither. */
const isScenario = (value: unknown) => isObject(value) && ('version' in value || 'scenario' in value);

/** The job's figures; with a scenario (a file named by --against, or the job's own), priced by its sides. */
function printJob(spec: JobSpec, against: string | Scenario | null, io: Output, summary: boolean): number {
  // the energy figures read the grid factors and cards' board power, and a scenario's own power once read
  let figures = jobFigures(spec, { data: energyData });
  let owning: RunsToOwn | null = null;
  if (against !== null) {
    const scenario =
      typeof against === 'string' ? readScenarioFile(against, io) : { ok: true as const, scenario: against };
    if (!scenario.ok) {
      io.stderr(scenario.error);
      return 2;
    }
    figures = jobFigures(spec, { data: energyData, scenario: scenario.scenario });
    // the scenario that holds the job: its own workload, as its verdict compares the three (verdict.ts),
    // so both name the same cheapest; another scenario's sides: the job's cards held all year
    const own = typeof against !== 'string';
    const deployment = own ? { result: evaluate(scenario.scenario), view: 'amortized' as const } : undefined;
    const ways = servingThreeWays(spec, scenario.scenario, deployment);
    if (ways) {
      // the scenario's own workload is the job's cards held all day unless it was changed since
      const fill = jobWorkload(spec);
      const held = !own || (fill.ok && workloadFromJob(scenario.scenario.workload, fill.workload));
      io.stdout(
        summary
          ? `${[...jobSummary(figures, true), ...waysLines(ways, held)].join('\n')}\n`
          : `${JSON.stringify({ ...figures, threeWays: { ...ways, deployment: own ? 'scenario' : 'held-all-year' } }, null, 2)}\n`,
      );
      return 0;
    }
    if (!figures.training) return 1;
    owning = runsToOwn(scenario.scenario, figures.training.cardsUsed, figures.training.scenarioWallClockHours);
    const lines = summary
      ? [...jobSummary(figures, true), runsLine(owning, figures.training.cardsUsed, scenario.scenario.currency)]
      : null;
    io.stdout(
      lines
        ? `${lines.join('\n')}\n`
        : `${JSON.stringify({ ...figures, runsToOwn: { ...owning, currency: scenario.scenario.currency } }, null, 2)}\n`,
    );
    return 0;
  }
  io.stdout(summary ? `${jobSummary(figures).join('\n')}\n` : `${JSON.stringify(figures, null, 2)}\n`);
  return 0;
}

const WAY_NAMES = { own: 'owning', rent: 'renting', api: 'the API' } as const;

/** Three ways to serve, in two lines: the job's cards held all day, or the scenario's workload as changed since. */
function waysLines(w: ThreeWays, held: boolean): string[] {
  const day = (v: number | null) => (v === null ? 'no price here' : money(v, w.currency));
  const from = (v: number | null) => (v === null ? 'at no volume the cards carry' : `from ${big(v)} tokens a day`);
  const deployment = held ? 'the cards held all day' : "the scenario's own workload, as its verdict compares them";
  return [
    `A day, ${deployment}: owning ${day(w.perDay.own)}, renting ${day(w.perDay.rent)}, the API ${day(w.perDay.api)}: ${WAY_NAMES[w.cheapest]} costs least`,
    ...(w.apiPath && w.apiPath.changePctPerYear !== 0
      ? [
          `The API's prices change ${n(w.apiPath.changePctPerYear, 1)} % a year: over the horizon they average ${n(w.apiPath.averageFactor, 3)} × today's (${day(w.apiPath.todayPerDay)} a day today)`,
        ]
      : []),
    w.perDay.api === null
      ? `The API is left out: ${w.reasons.api === 'currencies-differ' ? 'its prices are in another currency than the scenario' : 'the job gives no API prices'}`
      : `Against the API: owning costs less ${from(w.breakEvenTokensPerDay.own)}, renting ${from(w.breakEvenTokensPerDay.rent)}`,
  ];
}

/** The runs a year that make owning the job's cards cheaper, in one line. */
function runsLine(r: RunsToOwn, count: number, currency: string): string {
  const cards = `${count} card${count === 1 ? '' : 's'}`;
  const totals = `owning ${money(r.at.own, currency, 0)}, renting ${money(r.at.rent, currency, 0)} over the horizon`;
  if (r.reason === 'run-longer-than-a-year')
    return `Owning the ${cards}: one run takes longer than a year, so no count a year weighs owning against renting`;
  if (r.reason === 'run-takes-no-time')
    return `Owning the ${cards}: a run of no tokens takes no time, so no count a year weighs owning against renting (owning ${money(r.at.own, currency, 0)} over the horizon, renting nothing)`;
  const [only, ...more] = r.owningWins;
  if (r.runsPerYear === null || !only)
    return `Owning the ${cards}: renting stays cheaper even at ${r.maxRunsPerYear} runs a year, back to back (${totals})`;
  const runs = (count: number) => `${count} run${count === 1 ? '' : 's'}`;
  // one range up to the most: owning wins from a count on, as on a plan billed by the hour
  if (more.length === 0 && only.to === r.maxRunsPerYear)
    return `Owning the ${cards} costs no more than renting from ${runs(r.runsPerYear)} a year (at most ${r.maxRunsPerYear}; ${totals})`;
  return `Owning the ${cards} costs no more than renting at ${runsRanges(r.owningWins, r.maxRunsPerYear)} a year, renting less at the other counts (at most ${r.maxRunsPerYear}; at ${runs(r.runsPerYear)}: ${totals})`;
}

/** "1–4 and from 12 runs", "3 runs", "1–4 and 7–9 runs" */
export function runsRanges(ranges: readonly { from: number; to: number }[], most: number): string {
  const parts = ranges.map((range) =>
    range.from === range.to
      ? n(range.from)
      : range.to === most
        ? `from ${n(range.from)}`
        : `${n(range.from)}–${n(range.to)}`,
  );
  const last = parts.pop() ?? '';
  const single = ranges.length === 1 && ranges[0]?.from === ranges[0]?.to && ranges[0]?.from === 1;
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last} run${single ? '' : 's'}`;
}

export const n = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const money = (amount: number, currency: string, digits = 2) => `${n(amount, digits)} ${currency}`;
export const big = (x: number) => (x >= 1e9 ? `${n(x / 1e9, 2)} bn` : x >= 1e6 ? `${n(x / 1e6, 2)} M` : n(x));

/**
 * A few lines for a person: what is needed, how long it takes, what it costs. `priced`: a scenario's
 * sides price the cards in the lines that follow, so a job without a card-hour cost of its own does
 * not say it has none.
 */
export function jobSummary(f: JobFigures, priced = false): string[] {
  // the user's own text (title, names) escaped, so that each stays on its line and moves no cursor
  const what = `${f.model.id ?? `${n(f.model.totalParamsB, 2)}B model`} on ${f.gpu.id === null ? 'the card' : escapeText(f.gpu.id)}`;
  const lines = f.title ? [escapeText(f.title)] : [];
  if (f.training) {
    const t = f.training;
    const attention =
      t.attentionFlopsPerToken > 0
        ? `, attention counted at ${n(t.sequenceTokens)} tokens a sequence`
        : ', attention not counted (no model.layers and model.hiddenSize)';
    const activations =
      t.activationsGBPerCard > 0
        ? ` and ${n(t.activationsGBPerCard, 1)} GB of activations a card`
        : ' (activations not counted)';
    const deadlineCards =
      t.cardsForDeadline === null
        ? ''
        : `; to meet the deadline: ${n(t.cardsForDeadline)}${t.cardsForDeadline > t.maxCards ? `, more than the ${n(t.maxCards)} allowed (training.maxCards)` : ''}`;
    lines.push(
      `${t.method} run of ${what}: ${t.flops.toExponential(3)} FLOPs${attention}, ${n(t.gpuHours, 1)} GPU-hours at ${n(t.mfuPct, 1)} % MFU (${n(t.gpuHoursWithOverhead, 1)} with ${n(t.overheadPct, 1)} % overhead)`,
      `MFU ${n(t.mfuPct, 1)} %: ${t.mfuDefault ?? `the job's own (regime ${t.regime})`}${t.regimeInferred ? ` (regime ${t.regime}, inferred: set training.regime or training.mfuPct)` : ''}`,
      `Cards: ${n(t.cardsUsed)} used (${n(t.instances)} instance${t.instances === 1 ? '' : 's'}); to hold the ${n(t.stateGB, 1)} GB of state (${n(t.bytesPerTrainedParam, 2)} B a trained parameter, ${t.optimizer} optimizer)${activations}: ${n(t.cardsToHoldState)}${deadlineCards}`,
      `Wall-clock: ${n(t.wallClockHours, 1)} h (${n(t.wallClockHours / 24, 1)} days)${t.meetsDeadline === null ? '' : t.meetsDeadline ? ', within the deadline' : `, past the deadline: it cannot be met on at most ${n(t.maxCards)} cards`}`,
    );
    if (t.cost) lines.push(`Cost: ${money(t.cost.amount, t.cost.currency)}`);
    else if (!priced) lines.push('Cost: no card-hour cost given');
  }
  if (f.serving) {
    const s = f.serving;
    lines.push(
      `Serving ${what}: ${n(s.peakOutputTokensPerSecond, 1)} output tokens/s at the peak, ${s.cardsAtPeak} card${s.cardsAtPeak === 1 ? '' : 's'} for it, ${n(s.busyCardHoursPerDay, 2)} busy card-hours a day`,
      decodeLine(s),
      `Deployment: ${s.replicas} × ${s.cardsPerReplica} card${s.cards === 1 ? '' : 's'} = ${s.cards}${s.instances === s.cards ? '' : ` (${s.instances} whole instance${s.instances === 1 ? '' : 's'})`}; weights ${n(s.weightsGB, 1)} GB, KV cache ${n(s.kvGB, 1)} GB${s.kvPrecisionBytes === null ? '' : ` at ${n(s.kvPrecisionBytes, 2)} byte${s.kvPrecisionBytes === 1 ? '' : 's'} a value`}: ${s.fitsAtPeak ? 'fits' : 'more copies for the KV cache'}; carries ${s.capacityTokensPerDay === null ? 'any volume' : `${big(s.capacityTokensPerDay)} tokens a day`}`,
      `Prompts: an input token costs ${n(s.inputTokenCost, 3)} output tokens' card time (${s.inputTokenCostSource === 'given' ? 'serving.inputTokenCost' : s.inputTokenCostSource === 'prefill' ? `prefill, 2 × active parameters FLOPs at ${n(s.prefillEfficiencyPct ?? 0)} % of the card's peak${s.prefillEfficiencyPct === DEFAULT_PREFILL_EFFICIENCY_PCT ? ': an assumption' : ''}` : 'none counted'}); a cached one, none`,
    );
    if (s.costPerMillionTokens && s.currency)
      lines.push(
        `Per million tokens: ${money(s.costPerMillionTokens.held, s.currency)} with the cards held all day, ${money(s.costPerMillionTokens.busy, s.currency)} busy hours only`,
      );
    if (s.costPerMillionByKind && s.currency) {
      const k = s.costPerMillionByKind;
      const kinds = (c: typeof k.busy) =>
        `input ${money(c.input, s.currency ?? '', 3)}, cached input ${money(c.cachedInput, s.currency ?? '', 3)}, output ${money(c.output, s.currency ?? '', 3)}`;
      lines.push(`Per million by kind: ${kinds(k.held)} with the cards held all day; ${kinds(k.busy)} busy hours only`);
    } else if (!priced) lines.push('Per million tokens: no card-hour cost given');
  }
  if (f.api) {
    const a = f.api;
    const capacity = f.serving?.capacityTokensPerDay;
    const be = (x: number | null, why: string | undefined) => {
      if (x !== null) return `above ${big(x)} tokens a day`;
      if (why === 'beyond-deployment' && capacity)
        return `at no volume up to the ${big(capacity)} tokens a day its cards carry`;
      return `never (${why})`;
    };
    lines.push(
      `API${a.name ? ` (${escapeText(a.name)})` : ''}: ${money(a.pricePerMillionTokens, a.currency, 3)} per million tokens, ${money(a.costPerDay, a.currency)} a day at today's prices`,
      a.priceChangePctPerYear === 0
        ? 'API prices held flat over a horizon'
        : `API prices change ${n(a.priceChangePctPerYear, 1)} % a year over a horizon${a.priceChangePctPerYear === DEFAULT_API_PRICE_CHANGE_PCT ? ' (the default: an assumption, docs/method/jobs.md; set api.priceChangePctPerYear, 0 holds them flat)' : ''}`,
    );
    if (!priced || a.reasons.held !== 'no-card-hour-cost')
      lines.push(
        `Serving yourself costs less: ${be(a.breakEvenTokensPerDay.held, a.reasons.held)} with the cards held all day; ${be(a.breakEvenTokensPerDay.busy, a.reasons.busy)} paying busy hours only`,
      );
  }
  lines.push(...energyLines(f));
  return lines;
}

const SEQUENCES_FROM = {
  given: 'serving.concurrentSequences',
  raised: 'raised from serving.concurrentSequences: fewer cannot decode the peak',
  'per-user-speed': "Little's law: peak output tokens/s ÷ serving.tokensPerSecondPerUser",
} as const;

/** How fast the copies decode: the sequences in flight and each one's speed under the bandwidth bound. */
function decodeLine(s: NonNullable<JobFigures['serving']>): string {
  const sequences = `${n(s.concurrentSequences, Number.isInteger(s.concurrentSequences) ? 0 : 1)} sequences in flight (${SEQUENCES_FROM[s.concurrencySource]})`;
  if (s.memoryBandwidthTBps === null)
    return `Decode: ${sequences}; no memory bandwidth known for the card (gpu.memoryBandwidthTBps): the measured ${n(s.decodeTokensPerSecondPerReplica / s.cardsPerReplica, 1)} tokens/s a card alone`;
  const each =
    s.tokensPerSecondPerSequence === null ? 'none decoding' : `${n(s.tokensPerSecondPerSequence, 1)} tokens/s each`;
  return `Decode: ${sequences}, ${each} (at most ${n(s.maxTokensPerSecondPerSequence ?? 0, 1)} alone: ${n(s.memoryBandwidthTBps, 2)} TB/s a card ÷ ${n(s.weightsGB / s.cardsPerReplica, 1)} GB of weights a card read a token; with more in flight their KV cache is read too); a copy ${n(s.decodeTokensPerSecondPerReplica, 1)} tokens/s, ${s.bandwidthBound ? 'bound by memory bandwidth' : 'at the measured throughput'}`;
}
