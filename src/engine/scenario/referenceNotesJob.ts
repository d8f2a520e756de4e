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
  'job.model.hiddenSize': v4(
    'the model’s width (hidden size), for training: with model.layers, attention FLOPs (PaLM’s 12·L·h·T a token) and activations are counted',
    'none: attention and activations not counted, and the figures say so',
  ),
  'job.model.vocabSize': v4(
    'the vocabulary, for QLoRA: its embeddings and output head stay in 16 bits (2 × vocabulary × width parameters)',
    'none: counted at 4 bits like the rest, and the figures say so',
  ),
  'job.gpu': v4('the card the job runs on'),
  'job.gpu.id': v4('a name for the card (data/gpus.csv’s id), printed back'),
  'job.gpu.peakTflops': v4('dense peak at the run’s precision (data/gpus.csv bf16_dense_tflops)'),
  'job.gpu.memoryGB': v4('the card’s memory, GB of 10⁹ bytes (data/gpus.csv memory_gb)'),
  'job.gpu.cardsPerInstance': v4('cards a rented instance or server holds: the cards used round up to whole ones'),
  'job.gpu.memoryBandwidthTBps': v4(
    'memory bandwidth a card, TB/s of 10¹² bytes: each sequence decodes at most the copy’s bandwidth ÷ the weights and KV cache read a token (data/llm/gpu_memory_bandwidth.csv)',
    'none: no bound, the measured throughput alone',
  ),
  'job.precisionBytes': v4('bytes a weight: 2 BF16, 1 FP8, 0.5 4-bit (LoRA’s frozen base, served weights, KV cache)'),
  'job.usableMemoryPct': v4('share of a card’s memory for weights, state and KV (vLLM’s default 0.9)'),
  'job.training': v4('the training or fine-tuning run', 'required in a training job'),
  'job.training.tokens': v4('training tokens: the dataset times its epochs'),
  'job.training.method': v4('full (6·N·D FLOPs) or lora and qlora (4·N·D)'),
  'job.training.regime': v4(
    'which default MFU applies: pretraining, fine-tuning, lora, qlora or moe',
    'inferred: lora and qlora from the method; moe when model.activeParamsB < model.totalParamsB; else pretraining from 1e11 tokens, fine-tuning below',
  ),
  'job.training.mfuPct': v4(
    'model FLOPs utilization, attention counted, against the card’s dense BF16 peak',
    'the regime’s: pretraining 20.3–41.6 % by size (Meta’s Llama 3.1 model card), fine-tuning 37.14 % (MosaicML MPT-7B, 8 H100), lora 32.8 %, qlora 23.6 % (an assumption), moe 20.5 % (NeMo Qwen3-30B-A3B, 16 H100)',
  ),
  'job.training.adapterSharePct': v4(
    'LoRA and QLoRA: the trainable adapters as a share of all parameters',
    'required for lora and qlora',
  ),
  'job.training.deadlineHours': v4('adds the cards that finish the run in time'),
  'job.training.overheadPct': v4(
    'checkpointing, restarts and lost time on cards that stay',
    '11.1 (1 ÷ 0.9 − 1: Meta’s “>90% effective training time”, Llama 3)',
  ),
  'job.training.spotOverheadPct': v4(
    'the same on spot cards (an assumption); in a scenario the run is written at the overhead of cards that stay and a spot plan adds its own',
  ),
  'job.training.spot': v4('whether the run is on spot cards: which overhead applies'),
  'job.training.runsPerYear': v4(
    'runs of this job a year, back to back on the same cards: the workload holds runs × wall-clock ÷ 24 days of 24 hours',
  ),
  'job.training.sequenceTokens': v4(
    'tokens a training sequence: attention FLOPs and activations',
    '8192 (Llama 3’s pre-training length)',
  ),
  'job.training.microBatchSequences': v4(
    'sequences a card’s micro-batch holds: activations with full recomputation, 2 × sequence × width × layers bytes each',
    '1',
  ),
  'job.training.optimizer': v4(
    'Megatron-LM’s replicated optimizer (18 bytes a trained parameter) or distributed (6 + 12/d, d the data-parallel ranks)',
    'replicated',
  ),
  'job.training.maxCards': v4(
    'the most cards the run may use (the cluster): a deadline that needs more is not met, and the figures say how long the run takes',
    '100000 (the most a scenario’s workload holds)',
  ),
  'job.serving': v4('serving the model yourself', 'required in a serving job'),
  'job.serving.tokensPerDay': v4('tokens a day, input and output, all requests'),
  'job.serving.inputSharePct': v4('uncached input tokens as a share of all tokens'),
  'job.serving.cachedSharePct': v4('cached input tokens; input + cached ≤ 100, output is the rest'),
  'job.serving.peakFactor': v4('the peak hour’s tokens ÷ the average hour’s'),
  'job.serving.outputTokensPerSecondPerCard': v4('output tokens a second one card sustains at the latency wanted'),
  'job.serving.contextTokens': v4('tokens of context each sequence may hold'),
  'job.serving.concurrentSequences': v4(
    'sequences in flight at the peak, across the deployment; raised, and said so, when so few cannot decode the peak within the bandwidth bound',
    'required unless serving.tokensPerSecondPerUser is given',
  ),
  'job.serving.tokensPerSecondPerUser': v4(
    'each user’s decode speed wanted, a floor: each sequence decodes at least this fast, and the sequences in flight are the peak’s output tokens/s ÷ the speed they decode at (Little’s law)',
    'none: serving.concurrentSequences',
  ),
  'job.serving.cardsPerReplica': v4('cards a copy of the model', 'the fewest that hold the weights'),
  'job.serving.kvPrecisionBytes': v4(
    'bytes a cached key or value, its own choice: 1 for an FP8 cache',
    '2, the model’s BF16 (vLLM’s --kv-cache-dtype auto), whatever the weights’ precision',
  ),
  'job.serving.inputTokenCost': v4(
    'card time of an uncached input token in output tokens’ time at the measured throughput: wins over the prefill derived from the card’s peak',
    '2 × active parameters FLOPs at serving.prefillEfficiencyPct of gpu.peakTflops',
  ),
  'job.serving.prefillEfficiencyPct': v4(
    'prefill’s share of the card’s dense peak, for the input tokens’ card time',
    '40 (an assumption: no measured prefill MFU in the project)',
  ),
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
  'job.energy': v4('what the job’s energy and carbon figures read (docs/method/jobs.md, “Energy and carbon”)', 'none'),
  'job.energy.gpuWatts': v4(
    'one card’s draw while working, W',
    'own.power.gpuWatts in a scenario; else the board power (TDP) of gpu.id in data/gpus.csv, an upper bound; else no energy figures',
  ),
  'job.energy.pue': v4('facility power ÷ IT power', 'own.power.pue in a scenario; else 1.58 (Uptime Institute, 2023)'),
  'job.energy.grid': v4(
    'a grid of src/data/energy.json (cn-national-2023, cn-east-2023, us-eia-2023 …) for its carbon factor',
    'in a scenario, its market’s national average (cn, us); else no carbon figures',
  ),
  'job.energy.kgCo2ePerKWh': v4('your own carbon factor, kg CO₂e a kWh: wins over energy.grid'),
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
