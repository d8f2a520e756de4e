// English messages of the explain area for a scenario sized from a job (format version 4's job
// section): the training run's or the serving deployment's figures with the job's numbers in each
// formula, the workload they fill, the runs a year from which owning wins, and three ways to serve.
// Formulas and sources: docs/method/jobs.md.
export const explainJob = {
  'explain.section.job': 'From the job to the workload',
  'explain.job.intro':
    'This scenario’s workload was sized from a job. Each figure of the job is worked out below from the job’s own numbers; where the job uses a default, its source is named.',
  'explain.count.cards.one': '{n} card',
  'explain.count.cards.other': '{n} cards',
  'explain.count.runs.one': '{n} run',
  'explain.count.runs.other': '{n} runs',
  'explain.count.sessions.one': '{n} session',
  'explain.count.sessions.other': '{n} sessions',
  'explain.count.bytes.one': '{n} byte',
  'explain.count.bytes.other': '{n} bytes',
  'explain.job.spec.title': ', “{title}”',
  'explain.job.view.amortized': 'amortized',
  'explain.job.view.cash': 'cash',

  'explain.job.spec.label': 'The job',
  'explain.job.spec.formula': '{answer}{title}',
  'explain.job.spec.unchecked':
    'cannot be worked out: a figure of the job is missing or not a number, as the job did not come through the scenario’s checks',
  'explain.job.failed': 'cannot be worked out: {message}',
  'explain.job.spec.training':
    '{method} of a model of {totalB}B parameters ({activeB}B active a token) on {tokens} tokens, on cards of {tflops} TFLOPS and {memoryGB} GB',
  'explain.job.method.full': 'full training',
  'explain.job.method.lora': 'a LoRA fine-tune',
  'explain.job.method.qlora': 'a QLoRA fine-tune',
  'explain.job.spec.serving':
    '{tokens} tokens a day ({inputPct} input, {cachedPct} cached input, {outputPct} output), the peak hour {peak} × the average, served by a model of {totalB}B parameters in {precision} a weight on cards of {memoryGB} GB',

  'explain.job.flops.label': 'Compute',
  'explain.job.flops.formula': '{k} × {activeB}B active parameters × {tokens} tokens = {flops} FLOPs ({why})',
  'explain.job.flops.full': '6 a parameter and token for full training: forward 2, backward 4; Kaplan et al. 2020',
  'explain.job.flops.adapters':
    '4 a parameter and token for LoRA and QLoRA: forward 2, backward through the frozen base 2, whose own weights get no gradients; Hu et al. 2021',
  'explain.job.gpuHours.label': 'GPU-hours',
  'explain.job.gpuHours.formula':
    '{flops} FLOPs ÷ ({tflops} TFLOPS × 10¹² × {mfu} MFU × 3,600 s) = {gpuHours} GPU-hours{source}',
  'explain.job.gpuHours.mfuDefault':
    '; MFU {mfu} is the default, the median of published large training runs on H100-class cards (LLM catalog); a small run may reach less, which makes these hours a floor',
  'explain.job.paid.label': 'GPU-hours with checkpoints and restarts',
  'explain.job.paid.formula': '{gpuHours} × (1 + {overheadPct}{spot}) = {paid} GPU-hours{source}',
  'explain.job.paid.spot': ' on spot cards',
  'explain.job.paid.assumption':
    '; {overheadPct} is the default and an assumption, not a measured figure: give your cluster’s own',
  'explain.job.state.label': 'Training state in memory',
  'explain.job.state.formula': '{answer}',
  'explain.job.state.full':
    '16 bytes × {totalB}B parameters = {stateGB} GB (16-bit weights and gradients, fp32 master weights and Adam’s two moments; ZeRO, Rajbhandari et al. 2020), before activations',
  'explain.job.state.adapters':
    '{baseBytes} bytes × {totalB}B frozen parameters + 16 bytes × {adapterPct} × {totalB}B adapter parameters = {stateGB} GB (the adapters’ Adam state at 16 bytes a parameter, ZeRO), before activations',
  'explain.job.holdState.label': 'Cards to hold the state',
  'explain.job.holdState.formula': '⌈{stateGB} GB ÷ ({memoryGB} GB × {usablePct} usable)⌉ = {cards}{sharded}{source}',
  'explain.job.holdState.sharded': ', the state split across them (ZeRO stage 3, FSDP)',
  'explain.job.usableDefault':
    '; {usablePct} usable is the default, vLLM’s default GPU memory utilization, keeping a tenth for the CUDA context and fragmentation',
  'explain.job.deadline.label': 'Cards for the deadline',
  'explain.job.deadline.formula': '⌈{paid} GPU-hours ÷ {deadline} h⌉ = {cards}',
  'explain.job.cardsUsed.label': 'Cards used',
  'explain.job.cardsUsed.formula': '{answer}',
  'explain.job.cardsUsed.hold':
    '{hold} to hold the state, in whole instances of {perInstance}: ⌈{needed} ÷ {perInstance}⌉ × {perInstance} = {used}',
  'explain.job.cardsUsed.deadline':
    'max({hold} to hold the state, {deadline} for the deadline) = {needed}, in whole instances of {perInstance}: ⌈{needed} ÷ {perInstance}⌉ × {perInstance} = {used}',
  'explain.job.wallClock.label': 'Wall-clock time of a run',
  'explain.job.wallClock.formula': '{paid} GPU-hours ÷ {used} = {hours} h, {days} days{deadline}',
  'explain.job.wallClock.meets': ', within the {deadline} h deadline',
  'explain.job.fill.label': 'The workload it fills',
  'explain.job.fill.formula': '{answer}',
  'explain.job.fill.training': '{runs} a year × {hours} h ÷ 24 h = {days} days a year, 24 h a day, on {cards}',
  'explain.job.fill.serving': '{cards} held 24 h a day, 365 days a year: a service must be up to answer',
  'explain.job.fill.refusedRuns':
    'none, as the runs a year ({runs}) take {busy} h back to back, more than a year’s 8,760 h: one run takes {hours} h on {cards}, so at most {most} fit (change the runs a year)',
  'explain.job.fill.refusedCards': 'none, as the job needs {cards} at once, more than a scenario holds ({most})',
  'explain.job.edited.label': 'Workload changed by hand',
  'explain.job.edited.formula':
    'the job fills {jobCards}, {jobHours} h a day, {jobDays} days a year{jobSessions}; the workload now holds {cards}, {hours} h a day, {days} days a year{sessions}, and the verdict above uses the workload as shown',
  'explain.job.edited.sessions': ', {sessions} a day',
  'explain.job.runsToOwn.label': 'Runs a year from which owning wins',
  'explain.job.runsToOwn.formula': '{answer}',
  'explain.job.runsToOwn.from':
    'owning {cards} for {hours} h a run costs no more than renting from {runs} a year (at most {most} fit in a year); at {runs} a year, owning {own} against renting {rent} over {months} months ({view}); the job: {current} a year',
  'explain.job.runsToOwn.never':
    'renting stays cheaper at every count up to {most} a year, the most that fit in a year; there, owning {own} against renting {rent} over {months} months ({view})',
  'explain.job.runsToOwn.tooLong': 'none, as one run takes {hours} h, more than a year',
  'explain.job.runsToOwn.noTime': 'none, as the run takes no time (no tokens to train on)',

  'explain.job.output.label': 'Output tokens a day',
  'explain.job.output.formula': '{tokens} × {outputPct} = {output}',
  'explain.job.peak.label': 'Peak output tokens a second',
  'explain.job.peak.formula': '{output} ÷ 86,400 s × {peak} = {perSecond} tokens/s',
  'explain.job.atPeak.label': 'Cards at the peak',
  'explain.job.atPeak.formula': '⌈{perSecond} ÷ {perCard} tokens/s a card⌉ = {cards}',
  'explain.job.weights.label': 'Weights',
  'explain.job.weights.formula': '{totalB}B parameters × {precision} = {weightsGB} GB',
  'explain.job.kv.label': 'KV cache',
  'explain.job.kv.formula':
    '{tokenBytes}; × {context} tokens of context × {sequences} sequences at once = {kvGB} GB (every sequence at its full context: an upper bound)',
  'explain.job.kv.shape':
    '2 (K and V) × {layers} layers × {kvHeads} KV heads × {headDim} × {precision} = {perToken} bytes a token',
  'explain.job.kv.given': '{perToken} bytes a token, as given',
  'explain.job.perReplica.label': 'Cards a copy of the model',
  'explain.job.perReplica.formula': '{answer}{source}',
  'explain.job.perReplica.given':
    '{cards}, as given; {weightsGB} GB of weights on {usableGB} GB usable a card ({memoryGB} GB × {usablePct})',
  'explain.job.perReplica.fewest':
    'the fewest that hold {weightsGB} GB of weights with room to spare, at {usableGB} GB usable a card ({memoryGB} GB × {usablePct}): {cards}',
  'explain.job.replicas.label': 'Copies and cards',
  'explain.job.replicas.formula':
    'max(1, ⌈{atPeak} ÷ {perReplica}⌉ for the peak, ⌈{kvGB} GB ÷ {roomGB} GB left a copy⌉ for the KV cache) = {replicas} × {perReplica} a copy = {cards}; {fits}',
  'explain.job.replicas.fits': 'the KV cache fits in the copies the peak needs',
  'explain.job.replicas.more': 'the KV cache needs more copies than the peak does',
  'explain.job.busy.label': 'Busy card-hours a day',
  'explain.job.busy.formula':
    '{output} ÷ {perCard} tokens/s ÷ 3,600 = {busy} card-hours, the floor with perfect autoscaling, against {cards} × 24 h = {held} card-hours held',

  'explain.section.jobServe': 'Three ways to serve',
  'explain.job.serve.intro':
    'The deployment’s cards held all year, owned and rented at this scenario’s prices (amortized over its horizon), beside the API for the same tokens.',
  'explain.job.held.label': '{way}',
  'explain.job.held.own': 'On owned cards',
  'explain.job.held.rent': 'On rented cards',
  'explain.job.held.formula':
    '{total} over {months} months ÷ {days} days = {perDay} a day; ÷ ({tokens} tokens a day ÷ 10⁶) = {perMillion} per million tokens',
  'explain.job.api.label': 'Through the API',
  'explain.job.api.formula': '{answer}{name}',
  'explain.job.api.plain':
    '{inputPct} × {input} + {outputPct} × {outputPrice} = {perMillion} per million tokens; × ({tokens} tokens a day ÷ 10⁶) = {perDay} a day',
  'explain.job.api.cached':
    '{inputPct} × {input} + {cachedPct} × {cached} cached + {outputPct} × {outputPrice} = {perMillion} per million tokens; × ({tokens} tokens a day ÷ 10⁶) = {perDay} a day',
  'explain.job.api.name': ' ({name})',
  'explain.job.api.none': 'none in the job to compare with',
  'explain.job.api.currency':
    'left out: its prices are in {apiCurrency} and the scenario’s in {currency}, and no exchange rate is assumed',
  'explain.job.cheapest.label': 'Cheapest',
  'explain.job.cheapest.formula': '{answer}',
  'explain.job.cheapest.own': 'owned cards, at {perDay} a day',
  'explain.job.cheapest.rent': 'rented cards, at {perDay} a day',
  'explain.job.cheapest.api': 'the API, at {perDay} a day',
  'explain.job.beats.label': '{way}',
  'explain.job.beats.formula': '{answer}{within}',
  'explain.job.beats.own': 'Owned cards beat the API',
  'explain.job.beats.rent': 'Rented cards beat the API',
  'explain.job.beats.from': 'from {tokens} tokens a day: {perDay} a day ÷ {price} per million tokens × 10⁶',
  'explain.job.beats.within': ', within the {capacity} tokens a day the deployment carries',
  'explain.job.beats.noApi': 'no API to compare with',
  'explain.job.beats.currency': 'not compared: the API’s prices are in another currency',
  'explain.job.beats.never': 'never: the API charges nothing for these tokens',
  'explain.job.beats.beyondAny': 'at no volume: the API is dearer a token by too little to make up {perDay} a day',
  'explain.job.beats.beyondDeployment':
    'not within what the deployment carries ({capacity} tokens a day on {cards}): above it, more cards cost more',
} as const;
