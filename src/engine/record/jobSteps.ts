// The steps of a scenario sized from a job (src/engine/job/explain.ts records them from the engine's
// facts of the job): "From the job to the workload", from the job's own figures to the workload it
// fills and the runs a year from which owning wins, and for a serving job "Three ways to serve". A line
// worded more than one way (a training or a serving job, why a figure is missing) records one of its
// pieces; an optional remark (a default's source) is a piece too.
import { big, cards, fine, inSlot, job, jobServe, money, num, pct, price, type Spec, text } from './spec.ts';

/** the engine's message, for a function that refused the job's figures */
const failed = { message: text } as const;
const FAILED = { failed: 'job.failed' } as const;
/** where the job uses the default usable memory share: its source, vLLM's */
const USABLE = { usableDefault: 'job.usableDefault' } as const;

const SPEC_PARTS = {
  training: { method: 'method', totalB: num, activeB: num, tokens: big, tflops: num, memoryGB: num },
  serving: {
    tokens: num,
    inputPct: pct,
    cachedPct: pct,
    outputPct: pct,
    peak: num,
    totalB: num,
    precision: 'bytes',
    memoryGB: num,
  },
  /** a figure of the job is missing or not a number: it did not come through the format's check */
  unchecked: {},
  failed,
} as const;
const STATE_PARTS = {
  full: { totalB: num, stateGB: num },
  /** LoRA and QLoRA: the frozen base at its bytes a weight, the adapters with their Adam state */
  adapters: { baseBytes: fine, totalB: num, adapterPct: 'exactPct', stateGB: num },
} as const;
const cardsUsed = { hold: cards, needed: num, perInstance: num, used: cards } as const;
const CARDS_USED_PARTS = { hold: cardsUsed, deadline: { ...cardsUsed, deadline: cards } } as const;
const FILL_PARTS = {
  training: { runs: 'runs', hours: num, days: num, cards },
  serving: { cards },
  /** the runs a year take longer than a year back to back */
  refusedRuns: { runs: num, busy: num, hours: num, cards, most: num },
  /** more cards at once than a scenario holds */
  refusedCards: { cards, most: num },
  failed,
} as const;
const shown = { own: money, rent: money, months: num, view: 'view' } as const;
const RUNS_PARTS = {
  from: { ...shown, cards, hours: num, runs: 'runs', most: num, current: 'runs' },
  never: { ...shown, most: 'runs' },
  tooLong: { hours: num },
  /** no tokens to train on */
  noTime: {},
  failed,
} as const;
const KV_PARTS = {
  /** the bytes a token from the model's shape, when the job gives all of it */
  shape: { layers: num, kvHeads: num, headDim: num, precision: 'bytes', perToken: num },
  given: { perToken: num },
} as const;
/** Where the sequences in flight come from: given, raised so the peak decodes, or Little's law */
const SEQUENCES_PARTS = {
  given: { sequences: num },
  raised: { given: num, sequences: num },
  perUser: { perSecond: num, speed: num, perUser: num, sequences: num },
} as const;
/** A copy's decode: the memory-bandwidth bound under the measured throughput, or the measured figure alone */
const DECODE_PARTS = {
  bandwidth: {
    sequences: num,
    tbps: num,
    cards,
    weightsGB: num,
    kvReadGB: num,
    cap: num,
    perCopy: num,
    perSequence: num,
  },
  measured: { cap: num, perCopy: num },
} as const;
const copy = { cards, weightsGB: num, usableGB: num, memoryGB: num, usablePct: pct } as const;
const COPY_PARTS = { given: copy, fewest: copy } as const;

/** The way a line of "Three ways to serve" tells: its label. */
const WAYS = { own: {}, rent: {} } as const;
const API_PARTS = {
  plain: {
    inputPct: pct,
    input: price,
    outputPct: pct,
    outputPrice: price,
    perMillion: price,
    tokens: num,
    perDay: money,
  },
  /** cached input at its own price (the input price where the provider lists none) */
  cached: {
    inputPct: pct,
    input: price,
    cachedPct: pct,
    cached: price,
    outputPct: pct,
    outputPrice: price,
    perMillion: price,
    tokens: num,
    perDay: money,
  },
  none: {},
  /** priced in another currency than the scenario's: left out */
  currency: { apiCurrency: text, currency: text },
} as const;
const CHEAPEST_PARTS = { own: { perDay: money }, rent: { perDay: money }, api: { perDay: money }, failed } as const;
const BEATS_PARTS = {
  from: { tokens: 'whole', perDay: money, price },
  noApi: {},
  currency: {},
  /** the API charges nothing for these tokens */
  never: {},
  beyondAny: { perDay: money },
  /** the break-even lies above what the deployment carries */
  beyondDeployment: { capacity: 'whole', cards },
} as const;

/** Where a card's draw comes from: the job's own figure or the owned side's */
const DRAW_PARTS = { given: { watts: num }, scenario: { watts: num } } as const;
const CARBON_PARTS = {
  grid: { kWh: num, factor: fine, kg: num, grid: text, source: text },
  own: { kWh: num, factor: fine, kg: num },
  noGrid: {},
  unknownGrid: { grid: text },
} as const;

export const JOB_STEPS = {
  'job.spec': job({
    kind: 'statement',
    values: {},
    parts: { ...SPEC_PARTS, title: { title: text } },
    slots: inSlot(SPEC_PARTS, 'answer'),
    wording: FAILED,
  }),
  'job.flops': job({
    kind: 'formula',
    values: { k: num, activeB: num, tokens: big, flops: big },
    /** why k FLOPs a parameter and token; attention's FLOPs a token when the model's shape is given */
    parts: { full: {}, adapters: {}, attention: { perToken: big, sequence: num, tokens: big } },
    slots: { full: 'why', adapters: 'why', attention: 'attention' },
    result: 'flops',
  }),
  'job.gpuHours': job({
    kind: 'formula',
    values: { flops: big, tflops: num, mfu: pct, gpuHours: num },
    parts: { mfuDefault: { mfu: pct } },
    slots: { mfuDefault: 'source' },
    result: 'gpuHours',
  }),
  'job.paid': job({
    kind: 'formula',
    values: { gpuHours: num, overheadPct: pct, paid: num },
    parts: { spot: {}, assumption: { overheadPct: pct }, meta: { overheadPct: pct } },
    slots: { assumption: 'source', meta: 'source' },
    result: 'paid',
  }),
  'job.state': job({ kind: 'formula', values: {}, parts: STATE_PARTS, slots: inSlot(STATE_PARTS, 'answer') }),
  'job.holdState': job({
    kind: 'formula',
    values: { stateGB: num, memoryGB: num, usablePct: pct, cards },
    /** sharded: the state split across more than one card; activations: each card's, when counted */
    parts: { sharded: {}, usableDefault: { usablePct: pct }, activations: { activationsGB: num } },
    slots: { usableDefault: 'source', activations: 'activations' },
    wording: USABLE,
    result: 'cards',
  }),
  'job.deadline': job({ kind: 'formula', values: { paid: num, deadline: num, cards }, result: 'cards' }),
  'job.cardsUsed': job({
    kind: 'formula',
    values: {},
    parts: CARDS_USED_PARTS,
    slots: inSlot(CARDS_USED_PARTS, 'answer'),
  }),
  'job.wallClock': job({
    kind: 'formula',
    values: { paid: num, used: cards, hours: num, days: num },
    parts: { meets: { deadline: num } },
    slots: { meets: 'deadline' },
    result: 'hours',
  }),
  'job.output': job({ kind: 'formula', values: { tokens: num, outputPct: pct, output: num }, result: 'output' }),
  'job.peak': job({ kind: 'formula', values: { output: num, peak: num, perSecond: num }, result: 'perSecond' }),
  'job.sequences': job({
    kind: 'statement',
    values: {},
    parts: SEQUENCES_PARTS,
    slots: inSlot(SEQUENCES_PARTS, 'answer'),
  }),
  'job.decode': job({ kind: 'statement', values: {}, parts: DECODE_PARTS, slots: inSlot(DECODE_PARTS, 'answer') }),
  'job.atPeak': job({
    kind: 'formula',
    values: { perSecond: num, perCard: num, inputPerSecond: num, prefillMs: num, cards },
    result: 'cards',
  }),
  'job.weights': job({
    kind: 'formula',
    values: { totalB: num, precision: 'bytes', weightsGB: num },
    result: 'weightsGB',
  }),
  'job.kv': job({
    kind: 'formula',
    values: { context: num, sequences: num, kvGB: num },
    parts: KV_PARTS,
    slots: inSlot(KV_PARTS, 'tokenBytes'),
    result: 'kvGB',
  }),
  'job.perReplica': job({
    kind: 'statement',
    values: {},
    parts: { ...COPY_PARTS, usableDefault: { usablePct: pct } },
    slots: { ...inSlot(COPY_PARTS, 'answer'), usableDefault: 'source' },
    wording: USABLE,
  }),
  'job.replicas': job({
    kind: 'formula',
    values: { atPeak: num, perReplica: num, kvGB: num, roomGB: num, replicas: num, cards },
    /** whether the copies the peak needs hold the KV cache */
    parts: { fits: {}, more: {} },
    slots: { more: 'fits' },
    result: 'cards',
  }),
  'job.busy': job({
    kind: 'formula',
    values: { output: num, perCard: num, input: num, prefillMs: num, busy: num, cards, held: num },
    result: 'busy',
  }),
  'job.fill': job({
    kind: 'formula',
    values: {},
    parts: FILL_PARTS,
    slots: inSlot(FILL_PARTS, 'answer'),
    statements: { serving: true, refusedRuns: true, refusedCards: true, failed: true },
    wording: FAILED,
  }),
  /** the scenario's workload changed by hand since the job filled it: both, and which the verdict uses */
  'job.edited': job({
    kind: 'statement',
    values: { jobCards: cards, jobHours: num, jobDays: num, cards, hours: num, days: num },
    /** the sessions a day, when they differ */
    parts: { jobSessions: { sessions: 'sessions' }, sessions: { sessions: 'sessions' } },
    wording: { jobSessions: 'job.edited.sessions' },
  }),
  /** the fewest runs a year from which owning the run's cards costs no more than renting them */
  'job.runsToOwn': job({
    kind: 'statement',
    values: {},
    parts: RUNS_PARTS,
    slots: inSlot(RUNS_PARTS, 'answer'),
    wording: FAILED,
  }),
  /** the deployment's cards held all year, owned or rented at the scenario's prices */
  'job.held': jobServe({
    kind: 'formula',
    values: { total: money, months: num, days: num, perDay: money, tokens: num, perMillion: price },
    parts: WAYS,
    slots: inSlot(WAYS, 'way'),
  }),
  'job.api': jobServe({
    kind: 'formula',
    values: {},
    parts: { ...API_PARTS, name: { name: text } },
    slots: inSlot(API_PARTS, 'answer'),
    statements: { none: true, currency: true },
  }),
  /** the API's prices along their yearly change: the horizon's average against today's */
  'job.apiPath': jobServe({
    kind: 'formula',
    values: { changePctPerYear: num, months: 'whole', averageFactor: fine, todayPerDay: money, perDay: money },
    result: 'perDay',
  }),
  /** the cheapest of the three ways, or why they could not be worked out */
  'job.cheapest': jobServe({
    kind: 'statement',
    values: {},
    parts: CHEAPEST_PARTS,
    slots: inSlot(CHEAPEST_PARTS, 'answer'),
    wording: FAILED,
  }),
  /** the tokens a day from which the owned or rented deployment costs less than the API */
  'job.beats': jobServe({
    kind: 'statement',
    values: {},
    /** within: what the deployment carries, when its output is not nil */
    parts: { ...WAYS, ...BEATS_PARTS, within: { capacity: 'whole' } },
    slots: { ...inSlot(WAYS, 'way'), ...inSlot(BEATS_PARTS, 'answer') },
  }),
  /** a card's draw while working and the facility's overhead, the energy figures' inputs (in a scenario, its own power when the job gives none) */
  'job.draw': job({
    kind: 'statement',
    values: { pue: num },
    /** server: each card's share of its server's base draw */
    parts: { ...DRAW_PARTS, server: { share: num } },
    slots: inSlot(DRAW_PARTS, 'answer'),
  }),
  /** a training run's energy */
  'job.runEnergy': job({ kind: 'formula', values: { paid: num, watts: num, pue: num, kWh: num }, result: 'kWh' }),
  /** serving's energy a day: busy card-hours only (the floor), and the cards held all day */
  'job.busyEnergy': job({
    kind: 'formula',
    values: { busy: num, watts: num, pue: num, kWh: num, perMillion: fine },
    parts: { perToken: { joules: fine } },
    result: 'kWh',
  }),
  'job.heldEnergy': job({
    kind: 'formula',
    values: { busy: num, watts: num, quiet: num, idle: num, pue: num, kWh: num, perMillion: fine },
    parts: { perToken: { joules: fine } },
    result: 'kWh',
  }),
  /** kg CO₂e from the energy and a grid's factor, or why there is none */
  'job.carbon': job({
    kind: 'formula',
    values: {},
    /** day: serving's figure is a day's; market: the scenario's market chose the grid; secondary: a relayed factor */
    parts: { ...CARBON_PARTS, day: {}, market: {}, secondary: {} },
    slots: inSlot(CARBON_PARTS, 'answer'),
    statements: { noGrid: true, unknownGrid: true },
  }),
} as const satisfies Record<string, Spec>;
