// Scenarios sized from a job (format version 4), for the tests of "From the job to the workload": the
// lab's LoRA fine-tune and the Qwen2.5 32B deployment of docs/method/jobs.md, each in a scenario whose
// prices make the sums easy by hand, and variants that between them reach every message of the section.
import { QWEN_32B_SERVING } from '../../../tests/support/jobs.ts';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import type { Scenario } from '../../engine/index.ts';
import { type JobSpec, jobWorkload, readJobSpec } from '../../engine/job/index.ts';

/** A job spec as the job panel would store it: read, with every default filled in. */
export function jobSpec(input: Record<string, unknown>): JobSpec {
  const read = readJobSpec(input);
  if (!read.ok)
    throw new Error(`test job is invalid: ${read.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return read.spec;
}

/** Llama 3.1 8B, LoRA adapters of 0.52 %, 1 B tokens, one RTX 4090 (165 TFLOPS, 24 GB): the lab's job. */
export const labLora = (training: Record<string, unknown> = {}) =>
  jobSpec({
    kind: 'training',
    title: 'Lab LoRA',
    model: { totalParamsB: 8 },
    gpu: { id: 'rtx-4090', peakTflops: 165, memoryGB: 24 },
    training: { tokens: 1e9, method: 'lora', adapterSharePct: 0.52, ...training },
  });

const QWEN = {
  ...QWEN_32B_SERVING,
  gpu: { ...QWEN_32B_SERVING.gpu, id: 'h800' },
  // held flat: the lines below are worked at today's API prices
  api: { ...QWEN_32B_SERVING.api, name: 'Alibaba Cloud Bailian qwen-plus', priceChangePctPerYear: 0 },
  cardHourCost: { amount: 25, currency: 'CNY' },
};

/** The H800's memory bandwidth, as the catalog lists it: bounds each sequence's decode. */
const H800_BANDWIDTH = { gpu: { ...QWEN.gpu, memoryBandwidthTBps: 3.35 } };

/** Qwen2.5 32B in FP8 on one H800 for 5 M tokens a day, against qwen-plus at 0.8 / 2 CNY a million. */
export function qwenServing(change: Record<string, unknown> = {}, serving: Record<string, unknown> = {}) {
  const input: Record<string, unknown> = { ...QWEN, ...change, serving: { ...QWEN.serving, ...serving } };
  if (change.api === null) delete input.api;
  return jobSpec(input);
}

function withJob(job: JobSpec, base: Overrides, overrides: Overrides): Scenario {
  // a job the engine refuses fills nothing: the scenario keeps the base's workload
  const fill = (() => {
    try {
      return jobWorkload(job);
    } catch {
      return null;
    }
  })();
  const filled = fill?.ok ? fill.workload : {};
  const made = scenario({
    ...base,
    ...overrides,
    workload: { ...filled, ...overrides.workload },
    own: { ...base.own, ...overrides.own },
    rent: { ...base.rent, ...overrides.rent },
  });
  return { ...made, job };
}

/**
 * The training job in a scenario of one-card servers at 15,000 written off in a year over 12 months,
 * rented at 1.88 a card-hour (AutoDL's RTX 4090), nothing else to pay; the workload is the job's.
 */
export const trainingScenario = (job: JobSpec, overrides: Overrides = {}) =>
  withJob(
    job,
    { horizonMonths: 12, own: { serverPrice: 15_000, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 1.88 } },
    overrides,
  );

/** The serving job with one-card servers at 36,500 written off in a year over 12 months, rented at 5. */
export const servingScenario = (job: JobSpec, overrides: Overrides = {}) =>
  withJob(
    job,
    { horizonMonths: 12, own: { serverPrice: 36_500, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 5 } },
    overrides,
  );

/** Between them, every message of the section (checked by howJob.test.tsx). */
export const JOB_FIXTURES: Readonly<Record<string, () => Scenario>> = {
  'the lab’s LoRA fine-tune': () => trainingScenario(labLora()),
  'a full fine-tune on spot 8-card instances with a deadline, twice a year': () =>
    trainingScenario(
      jobSpec({
        kind: 'training',
        model: { totalParamsB: 70, layers: 80, hiddenSize: 8192 },
        gpu: { peakTflops: 989, memoryGB: 80, cardsPerInstance: 8 },
        usableMemoryPct: 85,
        training: { tokens: 20e9, method: 'full', mfuPct: 40, deadlineHours: 336, spot: true, runsPerYear: 2 },
      }),
    ),
  'a QLoRA fine-tune that owning never wins': () =>
    trainingScenario(labLora({ method: 'qlora', adapterSharePct: 1, overheadPct: 8 }), {
      own: { serverPrice: 1_000_000 },
    }),
  'a run longer than a year': () => trainingScenario(labLora({ tokens: 1e11 })),
  'a run of no tokens': () => trainingScenario(labLora({ tokens: 0 })),
  'a workload changed by hand, two sessions a day': () =>
    trainingScenario(labLora(), { workload: { gpus: 3, hoursPerDay: 10, daysPerYear: 100, sessionsPerDay: 2 } }),
  'a job without its parts': () => ({ ...scenario(), job: { kind: 'training' } as unknown as JobSpec }),
  'a job without its defaults': () => {
    const { overheadPct: _, ...training } = labLora().training ?? { tokens: 0, method: 'full' };
    return { ...scenario(), job: { ...labLora(), training } as JobSpec };
  },
  'a deployment the engine refuses': () =>
    servingScenario(
      qwenServing(
        { model: { totalParamsB: 70, layers: 80, kvHeads: 8, headDim: 128 }, precisionBytes: 2 },
        {
          cardsPerReplica: 1,
        },
      ),
    ),
  'Qwen2.5 32B against qwen-plus': () => servingScenario(qwenServing()),
  'a deployment too large for a scenario': () => servingScenario(qwenServing({}, { tokensPerDay: 1e16 })),
  'latent attention in given copies, owned cards cheapest': () =>
    servingScenario(
      qwenServing(
        {
          model: { totalParamsB: 32.5, kvBytesPerToken: 70_272 },
          api: { inputPerM: 3, cachedInputPerM: 0.3, outputPerM: 15, currency: 'CNY' },
        },
        {
          tokensPerDay: 1e9,
          inputSharePct: 45,
          cachedSharePct: 30,
          contextTokens: 131_072,
          concurrentSequences: 64,
          cardsPerReplica: 2,
        },
      ),
    ),
  'no API, rented cards cheapest': () => servingScenario(qwenServing({ api: null }), { rent: { pricePerGpuHour: 1 } }),
  'an API that charges nothing': () =>
    servingScenario(qwenServing({ api: { inputPerM: 0, outputPerM: 0, currency: 'CNY' } })),
  'an API cheaper than the card carries': () =>
    servingScenario(qwenServing({ api: { inputPerM: 0.1, outputPerM: 0.1, currency: 'CNY' } })),
  'an API priced in another currency': () =>
    servingScenario(qwenServing({ api: { inputPerM: 0.1, outputPerM: 0.4, currency: 'USD' } })),
  'a run with its own draw and carbon factor, on servers with a base draw': () =>
    trainingScenario(jobSpec({ ...labLora(), energy: { gpuWatts: 300, kgCo2ePerKWh: 0.2 } }), {
      own: { power: { serverBaseWatts: 200 } },
    }),
  'serving in a market with no grid of its own': () => ({ ...servingScenario(qwenServing()), market: 'eu' }),
  'serving on a grid the energy data lacks': () => servingScenario(qwenServing({ energy: { grid: 'nowhere-2023' } })),
  // the H800's 3.35 TB/s bounds each sequence: 16 given, one in flight at 50 M tokens a day raised, and
  // a per-user speed of 20 tokens/s giving the count by Little's law
  'serving bounded by memory bandwidth': () => servingScenario(qwenServing(H800_BANDWIDTH)),
  'one sequence given, raised so the peak decodes': () =>
    servingScenario(qwenServing(H800_BANDWIDTH, { tokensPerDay: 50_000_000, concurrentSequences: 1 })),
  'sequences in flight by Little’s law': () =>
    servingScenario(qwenServing(H800_BANDWIDTH, { concurrentSequences: undefined, tokensPerSecondPerUser: 20 })),
};
