// What the schema cannot say of the job section's fields (format version 4): what each means, and a
// default where the job spec's schema leaves the field out without one. The fields, ranges and
// defaults are the job spec's (src/engine/scenario/jobSpec.ts); docs/method/jobs.md, "The job spec", gives each
// default's source.
import type { FieldNote } from './fieldNote.ts';

const v4 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 4, meaning, defaultValue } : { since: 4, meaning };

const NOT_HERE = 'not allowed in a scenario';

export const JOB_NOTES: Readonly<Record<string, FieldNote>> = {
  job: v4(
    'the training or serving job the workload was sized from, as a job spec (gpu-tco job FILE reads the same fields); checked in full wherever a scenario comes in',
  ),
  'job.kind': v4('which block is required: training or serving (the other is refused)'),
  'job.title': v4('a line saying what the job is, printed back'),
  'job.model': v4('the model: its sizes, which a scenario holds (no catalog is looked up)'),
  'job.model.id': v4('the LLM catalog id the sizes came from (src/data/llm.json), kept as a label'),
  'job.model.totalParamsB': v4('every parameter, each expert of a mixture included: the memory side'),
  'job.model.activeParamsB': v4('parameters a token uses: the compute side', 'model.totalParamsB (a dense model)'),
  'job.model.layers': v4('layers, for the KV cache’s shape (serving)'),
  'job.model.kvHeads': v4('KV heads a layer, for the KV cache’s shape (serving)'),
  'job.model.headDim': v4('values a head, for the KV cache’s shape (serving)'),
  'job.model.kvBytesPerToken': v4(
    'the KV cache a token as given (latent attention); serving needs it or layers, kvHeads and headDim',
  ),
  'job.gpu': v4('the card the job runs on'),
  'job.gpu.id': v4('a name for the card (data/gpus.csv’s id), printed back'),
  'job.gpu.peakTflops': v4('dense peak at the run’s precision (data/gpus.csv bf16_dense_tflops)'),
  'job.gpu.memoryGB': v4('the card’s memory, GB of 10⁹ bytes (data/gpus.csv memory_gb)'),
  'job.gpu.cardsPerInstance': v4('cards a rented instance or server holds: the cards used round up to whole ones'),
  'job.precisionBytes': v4('bytes a weight: 2 BF16, 1 FP8, 0.5 4-bit (LoRA’s frozen base, served weights, KV cache)'),
  'job.usableMemoryPct': v4('share of a card’s memory for weights, state and KV (vLLM’s default 0.9)'),
  'job.training': v4('the training or fine-tuning run', 'required in a training job'),
  'job.training.tokens': v4('training tokens: the dataset times its epochs'),
  'job.training.method': v4('full (6·N·D FLOPs) or lora and qlora (4·N·D)'),
  'job.training.mfuPct': v4('model FLOPs utilization: the median of published large H100 runs by default'),
  'job.training.adapterSharePct': v4(
    'LoRA and QLoRA: the trainable adapters as a share of all parameters',
    'required for lora and qlora',
  ),
  'job.training.deadlineHours': v4('adds the cards that finish the run in time'),
  'job.training.overheadPct': v4('checkpointing and restarts on cards that stay (an assumption)'),
  'job.training.spotOverheadPct': v4('the same on spot cards (an assumption)'),
  'job.training.spot': v4('whether the run is on spot cards: which overhead applies'),
  'job.training.runsPerYear': v4(
    'runs of this job a year, back to back on the same cards: the workload holds runs × wall-clock ÷ 24 days of 24 hours',
  ),
  'job.serving': v4('serving the model yourself', 'required in a serving job'),
  'job.serving.tokensPerDay': v4('tokens a day, input and output, all requests'),
  'job.serving.inputSharePct': v4('uncached input tokens as a share of all tokens'),
  'job.serving.cachedSharePct': v4('cached input tokens; input + cached ≤ 100, output is the rest'),
  'job.serving.peakFactor': v4('the peak hour’s tokens ÷ the average hour’s'),
  'job.serving.outputTokensPerSecondPerCard': v4('output tokens a second one card sustains at the latency wanted'),
  'job.serving.contextTokens': v4('tokens of context each sequence may hold'),
  'job.serving.concurrentSequences': v4('sequences in flight at the peak, across the deployment'),
  'job.serving.cardsPerReplica': v4('cards a copy of the model', 'the fewest that hold the weights'),
  'job.api': v4('an API to compare serving with (serving jobs only)', 'none: no API'),
  'job.api.name': v4('the API’s name as its provider prints it, printed back'),
  'job.api.inputPerM': v4('price of a million uncached input tokens'),
  'job.api.cachedInputPerM': v4('price of a million cached input tokens', 'the input price'),
  'job.api.outputPerM': v4('price of a million output tokens'),
  'job.api.cacheWritePerM': {
    since: 8,
    meaning:
      'price of a million input tokens written to the provider’s cache, where it charges for that (Anthropic: 1.25 × the input price for a 5-minute cache, 2 × for a 1-hour one)',
    defaultValue: 'the input price (a provider that charges nothing for writes)',
  },
  'job.api.cacheWriteSharePct': {
    since: 8,
    meaning: 'share of the uncached input tokens written to the cache, billed at cacheWritePerM',
    defaultValue: '0',
  },
  'job.api.priceChangePctPerYear': {
    since: 8,
    meaning:
      'the API prices’ yearly change over a scenario’s horizon, compounded by the month; 0 holds them flat. Files of versions 1–7 read 0',
    defaultValue:
      '−50 (an assumption between flat and Epoch AI’s slowest fall for a fixed capability, 9× a year: docs/method/jobs.md)',
  },
  'job.api.currency': v4(
    'must be the scenario’s currency: a price in one currency is never shown with another’s symbol',
  ),
  'job.cardHourCost': v4(
    'a job file’s price of a card-hour; not allowed in a scenario, whose owning and renting sides price the job',
    NOT_HERE,
  ),
  'job.cardHourCost.amount': v4('see job.cardHourCost', NOT_HERE),
  'job.cardHourCost.currency': v4('see job.cardHourCost', NOT_HERE),
  'job.sources': v4('where the job’s figures came from, keyed by the job’s own field paths'),
  'job.sources.FIELD': v4('the note for the job’s field at path FIELD ("api.inputPerM")'),
  'job.sources.FIELD.source': v4('where the figure came from, plain text'),
  'job.sources.FIELD.asOf': v4('the date the figure was true or read'),
};
