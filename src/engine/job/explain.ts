// "From the job to the workload" and "Three ways to serve" in "How this is computed": the steps of a
// scenario's job, recorded from the engine's facts of it (jobFacts), so that the page words them as it
// words every other step. Each formula shows the job's own inputs beside the figures worked out from
// them; where the job uses a default, the step says so. Formulas: docs/method/jobs.md.
import { collector } from '../explain/collect.ts';
import { type Recorder, STEPS, type StepPart, type StepRecord } from '../record/steps.ts';
import { DEFAULT_OVERHEAD_PCT, DEFAULT_SPOT_OVERHEAD_PCT, DEFAULT_USABLE_MEMORY_PCT } from '../scenario/jobRules.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type EnergyData, energyOf } from './energy.ts';
import type { JobFacts, Outcome } from './facts.ts';
import { outputPctOf, type ServingFigures, type TrainingFigures } from './figures.ts';
import { horizonDays, type ThreeWays } from './threeWays.ts';
import { FLOPS_PER_PARAM_TOKEN, QLORA_BASE_BYTES_PER_PARAM } from './training.ts';
import { MAX_CARDS } from './workload.ts';

export interface JobExplanation {
  /** "From the job to the workload" */
  readonly job: readonly StepRecord[];
  /** "Three ways to serve": a serving job's, empty for a training job */
  readonly serve: readonly StepRecord[];
}

type Sized = Extract<JobFacts, { state: 'sized' }>;
type Serving = NonNullable<JobSpec['serving']>;

const piece = <P extends string, V>(id: P, values: V) => ({ id, values, amount: 0 });

/**
 * Whether the job's figure at `path` is its default: the value the default gives and no source of
 * the job's own for it (a figure the user cited is theirs, even when it equals the default).
 */
const usesDefault = (spec: JobSpec, path: string, value: number, fallback: number) =>
  value === fallback && spec.sources?.[path] === undefined;

const usableDefault = (spec: JobSpec) =>
  usesDefault(spec, 'usableMemoryPct', spec.usableMemoryPct, DEFAULT_USABLE_MEMORY_PCT)
    ? [piece('usableDefault', { usablePct: spec.usableMemoryPct })]
    : [];

/**
 * The steps of the job in `facts` (jobFacts of `scenario`), by the section they belong to; `energy`:
 * the grid factors (src/data/energy.json) its carbon is read from.
 */
export function explainJob(facts: JobFacts, scenario: Scenario, energy?: EnergyData): JobExplanation {
  const { steps, rec } = collector();
  recordJob(rec, facts, scenario, energy);
  return {
    job: steps.filter((step) => STEPS[step.id].section === 'job'),
    serve: steps.filter((step) => STEPS[step.id].section === 'jobServe'),
  };
}

function recordJob(rec: Recorder, facts: JobFacts, scenario: Scenario, energy: EnergyData | undefined): void {
  if (facts.state !== 'sized') {
    const message = facts.state === 'failed' ? facts.message : null;
    rec('job.spec', {}, [message === null ? piece('unchecked', {}) : piece('failed', { message })]);
    return;
  }
  const { spec, figures } = facts;
  const title = spec.title ? [piece('title', { title: spec.title })] : [];
  const { totalParamsB: totalB, activeParamsB } = spec.model;
  const memoryGB = spec.gpu.memoryGB;
  const tf = figures.training;
  if (tf) {
    const t = spec.training;
    rec('job.spec', {}, [
      piece('training', {
        method: t?.method ?? 'full',
        totalB,
        activeB: activeParamsB ?? totalB,
        tokens: t?.tokens ?? 0,
        tflops: spec.gpu.peakTflops,
        memoryGB,
      }),
      ...title,
    ]);
    recordTraining(rec, spec, tf);
    recordFill(rec, facts, scenario);
    rec('job.runsToOwn', {}, [runsToOwn(facts, tf, scenario)]);
    recordEnergy(rec, facts, scenario, energy);
    return;
  }
  const s = spec.serving;
  const sf = figures.serving;
  if (!s || !sf) {
    rec('job.spec', {}, [piece('failed', { message: spec.kind })]);
    return;
  }
  rec('job.spec', {}, [
    piece('serving', {
      tokens: s.tokensPerDay,
      inputPct: s.inputSharePct,
      cachedPct: s.cachedSharePct,
      outputPct: outputPctOf(s),
      peak: s.peakFactor,
      totalB,
      precision: spec.precisionBytes,
      memoryGB,
    }),
    ...title,
  ]);
  recordServing(rec, spec, s, sf);
  recordFill(rec, facts, scenario);
  recordEnergy(rec, facts, scenario, energy);
  if (facts.ways) recordThreeWays(rec, spec, s, sf, facts.ways, scenario);
}

/** From the compute to the run's wall-clock time. */
function recordTraining(rec: Recorder, spec: JobSpec, tf: TrainingFigures): void {
  const t = spec.training;
  const spot = t?.spot === true;
  const totalB = spec.model.totalParamsB;
  const memoryGB = spec.gpu.memoryGB;
  const { flops, gpuHours, mfuPct: mfu, overheadPct, stateGB, wallClockHours: hours } = tf;
  const paid = tf.gpuHoursWithOverhead;
  const adapters = tf.method !== 'full';
  rec(
    'job.flops',
    {
      k: FLOPS_PER_PARAM_TOKEN[tf.method as keyof typeof FLOPS_PER_PARAM_TOKEN] ?? 6,
      activeB: spec.model.activeParamsB ?? totalB,
      tokens: t?.tokens ?? 0,
      flops,
    },
    [
      piece(adapters ? 'adapters' : 'full', {}),
      ...(tf.attentionFlopsPerToken > 0
        ? [
            piece('attention', {
              perToken: tf.attentionFlopsPerToken,
              sequence: tf.sequenceTokens,
              tokens: t?.tokens ?? 0,
            }),
          ]
        : []),
    ],
  );
  const mfuDefault = tf.mfuDefault !== null && spec.sources?.['training.mfuPct'] === undefined;
  rec(
    'job.gpuHours',
    { flops, tflops: spec.gpu.peakTflops, mfu, gpuHours },
    mfuDefault ? [piece('mfuDefault', { mfu })] : [],
  );
  const overheadDefault = spot
    ? usesDefault(spec, 'training.spotOverheadPct', overheadPct, DEFAULT_SPOT_OVERHEAD_PCT)
    : t?.overheadPct === undefined || usesDefault(spec, 'training.overheadPct', overheadPct, DEFAULT_OVERHEAD_PCT);
  rec('job.paid', { gpuHours, overheadPct, paid }, [
    ...(spot ? [piece('spot', {})] : []),
    // the spot default is an assumption; the other is Meta's measured share of time lost
    ...(overheadDefault ? [spot ? piece('assumption', { overheadPct }) : piece('meta', { overheadPct })] : []),
  ]);
  const baseBytes = tf.method === 'qlora' ? QLORA_BASE_BYTES_PER_PARAM : spec.precisionBytes;
  rec('job.state', {}, [
    adapters
      ? piece('adapters', { baseBytes, totalB, adapterPct: t?.adapterSharePct ?? 100, stateGB })
      : piece('full', { totalB, stateGB }),
  ]);
  const hold = tf.cardsToHoldState;
  rec('job.holdState', { stateGB, memoryGB, usablePct: spec.usableMemoryPct, cards: hold }, [
    ...(hold > 1 ? [piece('sharded', {})] : []),
    ...usableDefault(spec),
    ...(tf.activationsGBPerCard > 0 ? [piece('activations', { activationsGB: tf.activationsGBPerCard })] : []),
  ]);
  const deadline = t?.deadlineHours;
  const forDeadline = tf.cardsForDeadline;
  if (deadline !== undefined && forDeadline !== null) rec('job.deadline', { paid, deadline, cards: forDeadline });
  const used = { hold, needed: tf.cardsNeeded, perInstance: spec.gpu.cardsPerInstance, used: tf.cardsUsed };
  rec('job.cardsUsed', {}, [
    forDeadline === null ? piece('hold', used) : piece('deadline', { ...used, deadline: forDeadline }),
  ]);
  rec(
    'job.wallClock',
    { paid, used: tf.cardsUsed, hours, days: hours / 24 },
    deadline !== undefined && tf.meetsDeadline === true ? [piece('meets', { deadline })] : [],
  );
}

/** The workload the job fills, or why it fills none; and the scenario's when it was changed by hand since. */
function recordFill(rec: Recorder, facts: Sized, scenario: Scenario): void {
  const { fill, figures, spec } = facts;
  const tf = figures.training;
  const runs = spec.training?.runsPerYear ?? 1;
  if (!fill.ok) {
    const cards = tf?.cardsUsed ?? figures.serving?.cards ?? 0;
    rec('job.fill', {}, [
      fill.path === 'training.runsPerYear' && tf
        ? piece('refusedRuns', {
            runs,
            busy: runs * tf.scenarioWallClockHours,
            hours: tf.scenarioWallClockHours,
            cards,
            // the engine's count of the runs that fit in a year, with its refusal
            most: fill.mostRunsPerYear ?? 0,
          })
        : cards > MAX_CARDS
          ? piece('refusedCards', { cards, most: MAX_CARDS })
          : piece('failed', { message: `${fill.path} ${fill.message}` }),
    ]);
    return;
  }
  const job = fill.workload;
  rec('job.fill', {}, [
    tf
      ? piece('training', { runs, hours: tf.scenarioWallClockHours, days: job.daysPerYear, cards: job.gpus })
      : piece('serving', { cards: job.gpus }),
  ]);
  if (!facts.edited) return;
  const now = scenario.workload;
  const sessions =
    now.sessionsPerDay === job.sessionsPerDay
      ? []
      : [piece('jobSessions', { sessions: job.sessionsPerDay }), piece('sessions', { sessions: now.sessionsPerDay })];
  rec(
    'job.edited',
    {
      jobCards: job.gpus,
      jobHours: job.hoursPerDay,
      jobDays: job.daysPerYear,
      cards: now.gpus,
      hours: now.hoursPerDay,
      days: now.daysPerYear,
    },
    sessions,
  );
}

/** The runs a year from which owning the run's cards costs no more than renting them, in the page's view. */
function runsToOwn(facts: Sized, tf: TrainingFigures, scenario: Scenario): StepPart<'job.runsToOwn'> {
  const hours = tf.scenarioWallClockHours;
  const { runs } = facts;
  if (runs === null) return piece('noTime', {});
  if (!runs.ok) return piece('failed', { message: runs.message });
  const r = runs.value;
  if (r.reason === 'run-longer-than-a-year') return piece('tooLong', { hours });
  if (r.reason === 'run-takes-no-time') return piece('noTime', {});
  const shown = { own: r.at.own, rent: r.at.rent, months: scenario.horizonMonths, view: facts.view };
  if (r.runsPerYear === null) return piece('never', { ...shown, most: r.maxRunsPerYear });
  return piece('from', {
    ...shown,
    cards: tf.cardsUsed,
    hours,
    runs: r.runsPerYear,
    most: r.maxRunsPerYear,
    current: facts.spec.training?.runsPerYear ?? 1,
  });
}

/** From the output tokens to the busy card-hours a day. */
function recordServing(rec: Recorder, spec: JobSpec, s: Serving, sf: ServingFigures): void {
  const { memoryGB } = spec.gpu;
  const precision = spec.precisionBytes;
  const output = sf.outputTokensPerDay;
  const perSecond = sf.peakOutputTokensPerSecond;
  // the decode rate a card gives at the sequences in flight, and an input token's prefill (serving.ts)
  const perCard = sf.decodeTokensPerSecondPerReplica / sf.cardsPerReplica;
  const prefillMs = (sf.inputTokenCost / s.outputTokensPerSecondPerCard) * 1000;
  const input = (s.tokensPerDay * s.inputSharePct) / 100;
  const { weightsGB, kvGB, cardsPerReplica: perReplica, cards } = sf;
  rec('job.output', { tokens: s.tokensPerDay, outputPct: outputPctOf(s), output });
  rec('job.peak', { output, peak: s.peakFactor, perSecond });
  recordDecode(rec, s, sf);
  const inputPerSecond = (perSecond * s.inputSharePct) / Math.max(outputPctOf(s), Number.MIN_VALUE);
  rec('job.atPeak', { perSecond, perCard, inputPerSecond, prefillMs, cards: sf.cardsAtPeak });
  rec('job.weights', { totalB: spec.model.totalParamsB, precision, weightsGB });
  // the engine's rule: the shape when all three are given, the bytes a token otherwise
  const { layers, kvHeads, headDim } = spec.model;
  const perToken = sf.kvBytesPerToken;
  rec('job.kv', { context: s.contextTokens, sequences: sf.concurrentSequences, kvGB }, [
    layers !== undefined && kvHeads !== undefined && headDim !== undefined
      ? piece('shape', { layers, kvHeads, headDim, precision: sf.kvPrecisionBytes ?? precision, perToken })
      : piece('given', { perToken }),
  ]);
  const usableGB = (memoryGB * spec.usableMemoryPct) / 100;
  const copy = { cards: perReplica, weightsGB, usableGB, memoryGB, usablePct: spec.usableMemoryPct };
  rec('job.perReplica', {}, [
    s.cardsPerReplica === undefined ? piece('fewest', copy) : piece('given', copy),
    ...usableDefault(spec),
  ]);
  rec(
    'job.replicas',
    {
      atPeak: sf.cardsAtPeak,
      perReplica,
      kvGB,
      // the room a copy leaves beside its weights, which the KV cache spreads over (serving.ts)
      roomGB: perReplica * usableGB - weightsGB,
      replicas: sf.replicas,
      cards,
    },
    [piece(sf.fitsAtPeak ? 'fits' : 'more', {})],
  );
  rec('job.busy', { output, perCard, input, prefillMs, busy: sf.busyCardHoursPerDay, cards, held: cards * 24 });
}

/**
 * Little's law at the speed each sequence decodes: no less than a user wants, faster where the copies
 * are; the rate is the deployment's decode at the peak (its output, in the time prompts leave).
 */
function perUserPiece(s: Serving, sf: ServingFigures, sequences: number) {
  const speed = sf.tokensPerSecondPerSequence ?? s.tokensPerSecondPerUser ?? 0;
  return piece('perUser', { perSecond: sequences * speed, speed, perUser: s.tokensPerSecondPerUser ?? 0, sequences });
}

/** The sequences in flight and how fast a copy decodes them: each reads the weights and its KV cache a token. */
function recordDecode(rec: Recorder, s: Serving, sf: ServingFigures): void {
  const sequences = sf.concurrentSequences;
  rec('job.sequences', {}, [
    sf.concurrencySource === 'per-user-speed'
      ? perUserPiece(s, sf, sequences)
      : sf.concurrencySource === 'raised'
        ? piece('raised', { given: s.concurrentSequences ?? 0, sequences })
        : piece('given', { sequences }),
  ]);
  const cap = s.outputTokensPerSecondPerCard * sf.cardsPerReplica;
  const perCopy = sf.decodeTokensPerSecondPerReplica;
  const tbps = sf.memoryBandwidthTBps;
  rec('job.decode', {}, [
    tbps === null
      ? piece('measured', { cap, perCopy })
      : piece('bandwidth', {
          sequences: sequences / sf.replicas,
          tbps,
          cards: sf.cardsPerReplica,
          weightsGB: sf.weightsGB,
          // sequences spread over their lengths: each reads half its context's cache a token (serving.ts)
          kvReadGB: (sf.kvBytesPerToken * s.contextTokens) / 2 / 1e9,
          cap,
          perCopy,
          perSequence: sf.tokensPerSecondPerSequence ?? 0,
        }),
  ]);
}

/** The energy of a run or of a day's serving, and its carbon, with the scenario's own power (energy.ts). */
function recordEnergy(rec: Recorder, facts: Sized, scenario: Scenario, data: EnergyData | undefined): void {
  const { spec, figures } = facts;
  const e = energyOf(spec, figures, { ...(data ? { data } : {}), scenario });
  // a scenario always gives a draw and a PUE: its owned side's, where the job's energy group does not
  const gpuWatts = e.gpuWatts ?? 0;
  const { pue } = e;
  rec('job.draw', { pue }, [
    piece(e.gpuWattsFrom === 'job' ? 'given' : 'scenario', { watts: gpuWatts }),
    ...(e.serverShareWatts > 0 ? [piece('server', { share: e.serverShareWatts })] : []),
  ]);
  const watts = gpuWatts + e.serverShareWatts;
  const tf = figures.training;
  const sf = figures.serving;
  let kWh: number | null = null;
  if (tf && e.training) {
    kWh = e.training.kWh;
    rec('job.runEnergy', { paid: tf.gpuHoursWithOverhead, watts, pue, kWh });
  } else if (sf && e.serving) {
    const { busy, held } = e.serving;
    const perToken = (joules: number | null) => (joules === null ? [] : [piece('perToken', { joules })]);
    const busyHours = sf.busyCardHoursPerDay;
    rec(
      'job.busyEnergy',
      { busy: busyHours, watts, pue, kWh: busy.kWhPerDay, perMillion: busy.kWhPerMillionTokens },
      perToken(busy.joulesPerOutputToken),
    );
    const quiet = Math.max(0, sf.cards * 24 - busyHours);
    const idle = (e.idleWatts ?? gpuWatts) + e.serverShareWatts;
    rec(
      'job.heldEnergy',
      { busy: busyHours, watts, quiet, idle, pue, kWh: held.kWhPerDay, perMillion: held.kWhPerMillionTokens },
      perToken(held.joulesPerOutputToken),
    );
    kWh = held.kWhPerDay;
  }
  if (kWh === null) return;
  rec('job.carbon', {}, carbon(e, kWh, sf !== null, spec.energy?.grid));
}

function carbon(
  e: ReturnType<typeof energyOf>,
  kWh: number,
  perDay: boolean,
  named: string | undefined,
): StepPart<'job.carbon'>[] {
  const factor = e.kgCo2ePerKWh;
  if (factor === null) {
    return [
      named !== undefined && e.reasons.kgCo2ePerKWh === 'unknown-grid'
        ? piece('unknownGrid', { grid: named })
        : piece('noGrid', {}),
    ];
  }
  const day = perDay ? [piece('day', {})] : [];
  const kg = kWh * factor;
  if (!e.grid) return [piece('own', { kWh, factor, kg }), ...day];
  return [
    piece('grid', { kWh, factor, kg, grid: e.grid.id, source: e.grid.source }),
    ...day,
    ...(e.kgCo2ePerKWhFrom === 'market' ? [piece('market', {})] : []),
    ...(e.grid.doubt.includes('SECONDARY') ? [piece('secondary', {})] : []),
  ];
}

/** Three ways to serve, from the scenario's own totals as it stands, in the verdict's view. */
function recordThreeWays(
  rec: Recorder,
  spec: JobSpec,
  s: Serving,
  sf: ServingFigures,
  outcome: Outcome<ThreeWays>,
  scenario: Scenario,
): void {
  if (!outcome.ok) {
    rec('job.cheapest', {}, [piece('failed', { message: outcome.message })]);
    return;
  }
  const ways = outcome.value;
  const months = scenario.horizonMonths;
  const days = horizonDays(months);
  const tokens = s.tokensPerDay;
  for (const way of ['own', 'rent'] as const) {
    const perDay = ways.perDay[way];
    rec('job.held', { total: perDay * days, months, days, perDay, tokens, perMillion: ways.perMillionTokens[way] }, [
      piece(way, {}),
    ]);
  }
  rec('job.api', {}, apiBill(spec, s, ways));
  const path = ways.apiPath;
  if (path && path.changePctPerYear !== 0 && ways.perDay.api !== null) {
    rec('job.apiPath', {
      changePctPerYear: path.changePctPerYear,
      months: scenario.horizonMonths,
      averageFactor: path.averageFactor,
      todayPerDay: path.todayPerDay,
      perDay: ways.perDay.api,
    });
  }
  const { cheapest } = ways;
  const cheapestPerDay = cheapest === 'api' ? (ways.perDay.api ?? 0) : ways.perDay[cheapest];
  rec('job.cheapest', {}, [piece(cheapest, { perDay: cheapestPerDay })]);
  for (const way of ['own', 'rent'] as const) rec('job.beats', {}, [piece(way, {}), ...beats(way, ways, sf)]);
}

/** The API's bill for the same tokens, or why there is none to compare with. */
function apiBill(spec: JobSpec, s: Serving, ways: ThreeWays): StepPart<'job.api'>[] {
  const api = spec.api;
  if (!api) return [piece('none', {})];
  // today's prices: the step after it moves them along the API's price path
  const perDay = ways.apiPath?.todayPerDay ?? null;
  const perMillion = ways.apiPath?.todayPerMillionTokens ?? null;
  if (perDay === null || perMillion === null) {
    return [piece('currency', { apiCurrency: api.currency, currency: ways.currency })];
  }
  const shares = {
    inputPct: s.inputSharePct,
    input: api.inputPerM,
    outputPct: outputPctOf(s),
    outputPrice: api.outputPerM,
    perMillion,
    tokens: s.tokensPerDay,
    perDay,
  };
  const name = api.name ? [piece('name', { name: api.name })] : [];
  // where the provider lists no cached price, cached tokens pay the input price (api.ts)
  const cached = { ...shares, cachedPct: s.cachedSharePct, cached: api.cachedInputPerM ?? api.inputPerM };
  return [s.cachedSharePct === 0 ? piece('plain', shares) : piece('cached', cached), ...name];
}

/** The tokens a day from which the way beats the API, or why it never does. */
function beats(way: 'own' | 'rent', ways: ThreeWays, sf: ServingFigures): StepPart<'job.beats'>[] {
  const tokens = ways.breakEvenTokensPerDay[way];
  const perDay = ways.perDay[way];
  const capacity = sf.capacityTokensPerDay;
  const price = ways.perMillionTokens.api;
  if (tokens !== null && price !== null) {
    const within = capacity === null ? [] : [piece('within', { capacity })];
    return [piece('from', { tokens, perDay, price }), ...within];
  }
  const reason = ways.reasons.api ?? ways.reasons[`breakEven.${way}`];
  if (reason === 'no-api') return [piece('noApi', {})];
  if (reason === 'currencies-differ') return [piece('currency', {})];
  if (reason === 'beyond-any-volume') return [piece('beyondAny', { perDay })];
  if (reason === 'beyond-deployment') return [piece('beyondDeployment', { capacity: capacity ?? 0, cards: sf.cards })];
  return [piece('never', {})];
}
