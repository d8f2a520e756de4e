// English messages of the analysis tools (scenario format version 2), loaded with that part.
export const tools = {
  'tools.title': 'Deeper analysis',
  'tools.intro':
    'Each tool answers a question the verdict leaves open. Turn one on to add its inputs to the scenario: its figures and chart follow every edit, and a link or a saved scenario carries it.',
  'tools.loading': 'Loading the analysis tools…',
  'tools.failed': 'The analysis tools could not load. The calculator above still works; reload the page to try again.',
  'tools.use': 'Use this tool',
  'tools.asTable': 'Show as table',
  'tools.problems': 'Fix these to update this tool: {list}',
  'tools.method': 'Method',

  'tools.buyer.title': 'Finer points of the comparison',
  'tools.buyer.question':
    'Is the rented card faster? Are cards rented only in whole machines, reserved for a term, taxed? Does electricity cost more at peak hours? These change the verdict above.',
  'tools.buyer.method':
    'A faster rented card works busy hours ÷ speed ratio, billed in its increments. Cards are rented in whole instances (the workload rounded up). A reservation with a term is paid in whole terms. VAT that is not recoverable multiplies the hardware’s price (maintenance stays on the price without VAT) and the rent. With time-of-use prices, busy hours pay the peak price for their share at peak; idle hours share the peak hours left over.',
  'tools.buyer.tou': 'Time-of-use electricity prices',
  'tools.buyer.touHint': 'Peak and off-peak prices replace the single price per kWh.',
  'tools.buyer.term': 'Reservation term',
  'tools.buyer.termNone': 'None: paid month by month',
  'tools.buyer.termYears': '{years}-year term',
  'tools.buyer.termHint':
    'A reservation is paid in whole terms, the last one in full even where it runs past the horizon. Amortized, the months past the horizon are left over at what they cost, assumed used after it; in cash they are charged.',

  'tools.advisor.title': 'Plan advisor',
  'tools.advisor.question': 'Which rental plan costs least for this workload, and why?',
  'tools.advisor.cheapest': '{plan} costs least: {total} over the horizon.',
  'tools.advisor.withPeak': 'Prices include the peaks of the hybrid tool.',
  'tools.advisor.busy':
    'The cards are busy {util} of the hours; reserving pays only above {threshold} at a {discount} discount.',
  'tools.advisor.busyNoReserved': 'The cards are busy {util} of the hours.',
  'tools.advisor.flatPays': '{plan} pays above {threshold} busy.',
  'tools.advisor.mix': '{cards} reserved cards carry the steady base; the peaks are rented on demand.',
  'tools.advisor.spotSkipped':
    'Spot would cost less, but the workload is not marked as tolerating interruption (see Finer points).',
  'tools.advisor.plan.on-demand': 'On demand',
  'tools.advisor.plan.reserved': 'Reserved',
  'tools.advisor.plan.monthly': 'Monthly',
  'tools.advisor.plan.weekly': 'Weekly',
  'tools.advisor.plan.spot': 'Spot',
  'tools.advisor.plan.reserved+on-demand': 'Reserved + on demand',
  'tools.advisor.interruptible': 'interruptible',
  'tools.advisor.chosen': 'recommended',
  'tools.advisor.plan': 'Plan',
  'tools.advisor.total': 'Total over the horizon',
  'tools.advisor.method':
    'Each plan with a price is priced for the same demand, with the scenario’s billing increments, minimum, VAT, speed ratio, whole instances and reservation term. The mix reserves cards in whole instances for the steady base and rents the rest by the hour; every count of reserved cards is tried. Reserving pays when a card is busy more than (1 − discount) of the month. Spot is recommended only when the workload tolerates interruption.',

  'tools.hybrid.title': 'Own the base, rent the peaks',
  'tools.hybrid.question': 'How many cards should you own when demand has peaks, renting the rest when needed?',
  'tools.hybrid.owned': 'Cards owned',
  'tools.hybrid.total': 'Total over the horizon',
  'tools.hybrid.method':
    'The base (the workload’s cards) is busy every active day; on peak days more cards are busy for the peak hours. For each number of owned cards, in whole servers, the owned side is costed as the calculator costs it (their busy hours spread over the active days for power; colocation and bandwidth for each server owned, staff and other costs in full once one is), and what they do not cover is rented on the cheapest plan the advisor prices for it (spot only when the workload tolerates interruption). The cheapest count is marked; the dashed line is the cheapest way to rent everything.',

  'tools.scaling.title': 'Multi-GPU scaling',
  'tools.scaling.question': 'Does running a job on more cards save time without costing too much more?',
  'tools.scaling.summary':
    'On {gpus} cards the job takes {wall} instead of {single} on one, at {ratio} the single card’s cost.',
  'tools.scaling.gpus': 'Cards',
  'tools.scaling.cost': 'Cost',
  'tools.scaling.wall': 'Wall-clock hours',
  'tools.scaling.speedup': 'Speedup',
  'tools.scaling.ratio': 'Cost ÷ one card',
  'tools.scaling.speedupAtNode': 'Measured speedup on one node ({cards} cards)',
  'tools.scaling.speedupAtNodeHint': 'Leave empty to use the efficiency. The article’s case: 7.2 on 8 cards.',
  'tools.scaling.method':
    'Speedup on N cards is N × efficiency (or the measured value); beyond one node each millisecond of extra latency costs the set throughput share. Each card is billed for the run in whole increments, with the minimum; the cost ratio is the run’s cost over the single card’s.',

  'tools.utilization.title': 'Utilization of owned cards',
  'tools.utilization.question':
    'How much of the hardware you pay for does useful work, and what would better scheduling save?',
  'tools.utilization.summary':
    'The owned cards are busy {current} of the hours paid for. At {target}, a useful card-hour would cost {atTarget} instead of {now} (renting costs {rent}); or the same work would need {cards} cards.',
  'tools.utilization.now': 'Now',
  'tools.utilization.atTarget': 'At the target',
  'tools.utilization.rent': 'Renting',
  'tools.utilization.perHour': 'Cost per useful card-hour',
  'tools.utilization.method':
    'Utilization is busy card-hours over every installed card’s every hour. At the target the same hardware is kept busy that share of its hours; the owned total (with the power that draws) is divided by the useful card-hours.',

  'tools.obsolescence.title': 'Obsolescence',
  'tools.obsolescence.question': 'Newer cards do the same work for less. When does that hurt owning?',
  'tools.obsolescence.summary':
    'Price-performance doubling every {months} months makes the same work {fall} cheaper each year.',
  'tools.obsolescence.late':
    'Warning: with rent prices and resale values falling at this pace, owning pays back in month {month}, later than one doubling ({months} months). Newer cards may do the work for less before then.',
  'tools.obsolescence.never':
    'Warning: with rent prices and resale values falling at this pace, owning never pays back within the horizon, and the same work keeps getting cheaper to rent.',
  'tools.obsolescence.inTime':
    'With rent prices and resale values falling at this pace, owning pays back in month {month}, within one doubling.',
  'tools.obsolescence.price': 'Price of the same work, % of today',
  'tools.obsolescence.payback': 'Payback',
  'tools.obsolescence.doubling': 'One doubling',
  'tools.obsolescence.method':
    'The price of the same work falls by 1 − 0.5^(12/P) a year. When rental prices fall, month m costs 0.5^((m − 1)/P) of today’s price (a reservation keeps the price of its term’s first month). When resale falls, a book salvage share is multiplied by 0.5^(life in months / P); a resale estimate is kept, and before the end of the life the cards are worth their price falling as 0.5^(months / P), shifted to end at that estimate. The warning compares one doubling with the payback when rent prices and resale values both fall at this pace, whatever this card’s switches say.',

  'tools.storageIO.title': 'Storage and I/O',
  'tools.storageIO.question': 'Does a hot-storage cache pay for itself in fewer billed GPU hours?',
  'tools.storageIO.summary':
    'With the cache an epoch takes {cached} instead of {epoch}, so a rented session of {session} takes {shorter}, billed {billedCached} instead of {billed}: {hours} billed card-hours a month fewer, worth {saved}, against {cache} for the cache.',
  'tools.storageIO.pays': 'The cache saves {net} a month.',
  'tools.storageIO.costs': 'The cache costs {net} a month more than it saves.',
  'tools.storageIO.saved': 'Compute saved',
  'tools.storageIO.cache': 'Cache',
  'tools.storageIO.perMonth': 'A month',
  'tools.storageIO.method':
    'An epoch’s compute is its time less the I/O wait; with the cache it takes compute ÷ (1 − the wait that remains). The epochs run within the workload’s rented sessions: each session is shorter by its epochs’ saved minutes and is billed, as every rented session is, in whole increments with the plan’s minimum, so under hourly billing a few minutes may save nothing, or a whole hour. The saving is the rented cards × sessions a month × the billed minutes saved, at the price per card-hour with VAT (nothing on a plan paid by the month, week or reservation), against cache GB × price.',

  'tools.sensitivity.title': 'Sensitivity',
  'tools.sensitivity.question': 'Which inputs decide the answer?',
  'tools.sensitivity.summary': 'Each 1 % of {input} moves the savings most: from {low} to {high} when it moves {move}.',
  'tools.sensitivity.none': 'No input moves the savings.',
  'tools.sensitivity.input': 'Input',
  'tools.sensitivity.low': 'Savings, input lower',
  'tools.sensitivity.high': 'Savings, input higher',
  'tools.sensitivity.cut': 'cut by its range',
  'tools.sensitivity.savings': 'What renting saves',
  'tools.sensitivity.method':
    'Each input moves down and up by the set share of its value, one at a time, kept inside its allowed range (marked * where the range cut the move); a whole number (cards, years, months) moves by the whole step nearest that share, at least 1, so its move can be larger, as shown under its name. The bar spans the savings (owning − renting, amortized) at the two values. Rows are ranked by how much the savings change for each 1 % the input moved, so that a larger whole step does not rank an input higher.',

  'tools.uncertainty.title': 'Uncertainty',
  'tools.uncertainty.question': 'How likely is renting to be cheaper, given what you do not know for sure?',
  'tools.uncertainty.summary':
    'Renting is cheaper in {p} of {n} samples drawn from your ranges: a statement about your ranges, not a forecast. What renting saves: {p10} (10th percentile), {p50} (median), {p90} (90th).',
  'tools.uncertainty.running': 'Sampling…',
  'tools.uncertainty.none': 'Vary at least one input to see a spread.',
  'tools.uncertainty.vary': 'Vary {input}',
  'tools.uncertainty.low': 'Low',
  'tools.uncertainty.likely': 'Likely',
  'tools.uncertainty.high': 'High',
  'tools.uncertainty.rangeHint': 'About 1 in 10 below low and 1 in 10 above high; low ≤ likely ≤ high.',
  'tools.uncertainty.bin': 'Savings from',
  'tools.uncertainty.count': 'Samples',
  'tools.uncertainty.method':
    'Each varied input is drawn from a triangle peaking at likely, whose 10th and 90th percentiles are low and high (or whose ends they are, read as limits); a draw beyond what the input allows is held at it. The rental price follows the server price through a Gaussian copula. Under a time-of-use tariff the electricity draw scales peak and off-peak prices by draw ÷ likely. Seeded (mulberry32): the same seed gives the same answer. Compared amortized; nearest-rank percentiles; 20 bins.',

  'tools.input.workload.hoursPerDay': 'busy hours a day',
  'tools.input.workload.gpus': 'cards',
  'tools.input.workload.daysPerYear': 'active days a year',
  'tools.input.own.serverPrice': 'server price',
  'tools.input.own.power.pricePerKWh': 'electricity price',
  'tools.input.own.ops.staffPerYear': 'staff cost',
  'tools.input.own.depreciation.years': 'hardware life',
  'tools.input.rent.pricePerGpuHour': 'price per card-hour',
  'tools.input.horizonMonths': 'horizon',
  'tools.input.own.power.pue': 'PUE',
  'tools.input.own.depreciation.salvagePct': 'salvage value',
  'tools.input.hoursPerDay': 'busy hours a day',
  'tools.input.pricePerGpuHour': 'price per card-hour',
  'tools.input.pricePerKWh': 'electricity price',
  'tools.input.serverPrice': 'server price',

  // uncertainty: how low and high are read, the prices moving together, the inputs format 3 adds
  'tools.input.daysPerYear': 'active days a year',
  'tools.input.salvagePct': 'resale value (share of the price)',
  'tools.input.planDiscountPct': 'discount of the plan in use',
  'tools.uncertainty.rangeHintLimits': 'Nothing is drawn below low or above high; low ≤ likely ≤ high.',
  'tools.uncertainty.tariffHint':
    'Under your time-of-use tariff, each draw scales the peak and off-peak prices by draw ÷ likely.',
  'tools.uncertainty.discountHint.reserved': 'Moves the reserved discount, the plan in use.',
  'tools.uncertainty.discountHint.spot': 'Moves the spot discount, the plan in use.',
  'tools.uncertainty.discountHint.none': 'The plan in use has no discount: this range changes nothing.',
  'field.uncertainty.rangesAre.label': 'Low and high are',
  'field.uncertainty.rangesAre.hint':
    'People’s lowest and highest guesses are passed far more often than they mean (Capen 1976), so they are read as the 10th and 90th percentiles unless you say they are hard limits.',
  'option.uncertainty.rangesAre.p10-p90': '10th and 90th percentiles',
  'option.uncertainty.rangesAre.limits': 'hard limits',
  'field.uncertainty.priceCorrelation.label': 'Rental price follows server price',
  'field.uncertainty.priceCorrelation.hint':
    'When both vary: 0 independent, 1 in lockstep. 0.5 is a judgement: rent recovers the hardware’s cost (Jorgenson 1963; Latent Space, October 2024) but also follows demand, which took H100 rents from $8 to $2 an hour while the card’s price held.',
  // the sensitivity's moves, ranking and the inputs it moves beyond the uncertainty's
  'tools.sensitivity.move': 'Moved by',
  'tools.sensitivity.perPct': 'Change per 1 % moved',
  'tools.input.rent.reservedDiscountPct': 'reserved discount',
  'tools.input.rent.spotDiscountPct': 'spot discount',
  'tools.input.rent.spotOverheadPct': 'spot overhead',
  'tools.input.rent.monthlyPricePerGpu': 'monthly price per card',
  'tools.input.rent.weeklyPricePerGpu': 'weekly price per card',
  'tools.input.rent.speedRatio': 'rented card’s speed',
  'tools.input.tax.hardwareVatPct': 'VAT on hardware',
  'tools.input.tax.cloudVatPct': 'VAT on cloud services',
  'tools.input.obsolescence.doublingMonths': 'doubling period',

  'unit.times': '×',
  'unit.ms': 'ms',
  'unit.pctPerMs': '% per ms',
  'unit.hours': 'hours',
  'unit.epochsPerMonth': 'epochs a month',
  'unit.samples': 'samples',
  'unit.cardsPerInstance': 'cards per instance',

  'problem.conflict.hybrid.peakGpus': 'Must be at least the workload’s cards: the peak includes the base.',
  'problem.conflict.uncertainty.range': 'Put low, likely and high in order: low ≤ likely ≤ high.',
  'problem.conflict.storageIO.ioWaitWithCachePct':
    'Must be at most the I/O wait without the cache: the cache takes wait away.',
  'problem.conflict.hybrid.peakDaysPerYear': 'Must be at most the active days a year: peak days are active days.',

  'field.rent.speedRatio.label': 'Rented card’s speed',
  'field.rent.speedRatio.hint':
    'How much faster the rented card does the same work (2 = twice as fast): an owned A100 against a rented H100. Hourly plans bill shorter sessions; flat plans (reserved, monthly, weekly) rent fewer cards, ⌈cards ÷ speed⌉, which holds for throughput and batch work but not for a job that needs every card at once (for memory).',
  'field.rent.gpusPerInstance.label': 'Rented in instances of',
  'field.rent.gpusPerInstance.hint': 'Cards come in whole machines (8 for most H100 nodes); 1 rents single cards.',
  'field.workload.toleratesInterruption.label': 'The work tolerates interruption',
  'field.workload.toleratesInterruption.hint': 'Checkpointed jobs can run on spot cards, which may be taken back.',
  'field.tax.hardwareVatPct.label': 'VAT on hardware',
  'field.tax.hardwareVatPct.hint': 'Added to servers and setup (13 % in China). Prices above are without VAT.',
  'field.tax.hardwareVatRecoverable.label': 'Hardware VAT is recoverable',
  'field.tax.hardwareVatRecoverable.hint': 'A VAT-registered buyer deducts it: it then costs nothing.',
  'field.tax.cloudVatPct.label': 'VAT on cloud services',
  'field.tax.cloudVatPct.hint': 'Added to GPU rental and storage (6 % in China).',
  'field.tax.cloudVatRecoverable.label': 'Cloud VAT is recoverable',
  'field.tax.cloudVatRecoverable.hint': 'Deducted as input tax: it then costs nothing.',
  'field.own.power.timeOfUse.peakPricePerKWh.label': 'Peak price per kWh',
  'field.own.power.timeOfUse.peakPricePerKWh.hint': 'The tariff in peak hours.',
  'field.own.power.timeOfUse.offPeakPricePerKWh.label': 'Off-peak price per kWh',
  'field.own.power.timeOfUse.offPeakPricePerKWh.hint': 'The tariff in the other hours.',
  'field.own.power.timeOfUse.peakHoursPerDay.label': 'Peak hours a day',
  'field.own.power.timeOfUse.peakHoursPerDay.hint': 'Hours of each day billed at the peak price.',
  'field.own.power.timeOfUse.busyAtPeakPct.label': 'Busy hours at peak',
  'field.own.power.timeOfUse.busyAtPeakPct.hint': 'The share of the busy hours that fall in peak hours.',
  'field.advisor.mix.label': 'Try reserved cards for the base plus on demand for the peaks',
  'field.advisor.mix.hint': 'Priced when the hybrid tool gives demand peaks above the base.',
  'field.hybrid.peakGpus.label': 'Cards at peak',
  'field.hybrid.peakGpus.hint': 'All the cards busy at once on a peak day, the base included.',
  'field.hybrid.peakDaysPerYear.label': 'Peak days a year',
  'field.hybrid.peakDaysPerYear.hint': 'Active days on which the peak comes.',
  'field.hybrid.peakHoursPerDay.label': 'Peak hours on those days',
  'field.hybrid.peakHoursPerDay.hint': 'How long the extra cards are busy on a peak day.',
  'field.scaling.jobGpuHours.label': 'Job length on one card',
  'field.scaling.jobGpuHours.hint': 'Hours the job takes on one rented card.',
  'field.scaling.maxGpus.label': 'Most cards to try',
  'field.scaling.maxGpus.hint': 'Tries 1, 2, 4, 8, … up to this.',
  'field.scaling.efficiencyPct.label': 'Scaling efficiency',
  'field.scaling.efficiencyPct.hint': 'Speedup ÷ cards: 7.2× on 8 cards is 90 %.',
  'field.scaling.gpusPerNode.label': 'Cards per node',
  'field.scaling.gpusPerNode.hint': 'Beyond one node the job pays for network latency.',
  'field.scaling.interNodeLatencyMs.label': 'Extra latency between nodes',
  'field.scaling.interNodeLatencyMs.hint': 'Over a good cluster network.',
  'field.scaling.latencyPenaltyPctPerMs.label': 'Throughput lost per ms',
  'field.scaling.latencyPenaltyPctPerMs.hint': 'Distributed training loses about 5–8 % per ms.',
  'field.utilization.targetPct.label': 'Target utilization',
  'field.utilization.targetPct.hint': 'Better scheduling took one lab from 45 % to 78 %.',
  'field.obsolescence.doublingMonths.label': 'Price-performance doubles every',
  'field.obsolescence.doublingMonths.hint':
    '30 months by default: GPU FLOP/s per dollar doubled every 2.46 years from 2006 to 2021 (Epoch AI, 2022).',
  'field.obsolescence.rentPricesFall.label': 'Rental prices fall with it',
  'field.obsolescence.rentPricesFall.hint': 'The same work costs less to rent each month (changes the verdict).',
  'field.obsolescence.resaleFalls.label': 'Resale value falls with it',
  'field.obsolescence.resaleFalls.hint':
    'A book salvage value halves every doubling of the hardware’s life; a resale estimate is kept as you gave it.',
  'field.storageIO.epochMinutes.label': 'Epoch time without the cache',
  'field.storageIO.epochMinutes.hint': 'One pass over the data, as measured.',
  'field.storageIO.ioWaitPct.label': 'I/O wait without the cache',
  'field.storageIO.ioWaitPct.hint': 'Share of the epoch the cards wait for data (25 % turns 12 minutes into 9).',
  'field.storageIO.ioWaitWithCachePct.label': 'I/O wait with the cache',
  'field.storageIO.ioWaitWithCachePct.hint': 'What remains once the data sits in hot storage.',
  'field.storageIO.epochsPerMonth.label': 'Epochs a month',
  'field.storageIO.epochsPerMonth.hint': 'Run within the workload’s rented sessions, on every rented card.',
  'field.storageIO.cacheGB.label': 'Cache size',
  'field.storageIO.cacheGB.hint': 'Hot storage for the training data.',
  'field.storageIO.cachePricePerGBMonth.label': 'Cache price',
  'field.storageIO.cachePricePerGBMonth.hint': 'Per GB and month, without VAT.',
  'field.sensitivity.movePct.label': 'Move each input by',
  'field.sensitivity.movePct.hint': 'Down and up, as a share of its value.',
  'field.uncertainty.samples.label': 'Samples',
  'field.uncertainty.samples.hint': 'At least 10,000 for steady percentiles.',
  'field.uncertainty.seed.label': 'Seed',
  'field.uncertainty.seed.hint': 'The same seed gives the same answer.',

  // plans against on demand, the hybrid tool against renting all, and the advisor's assumed figures
  'tools.advisor.vsOnDemand': '{plan} is {pct} cheaper than on demand.',
  'tools.advisor.belowOnDemand': '{pct} below on demand',
  'tools.advisor.aboveOnDemand': '{pct} above on demand',
  'tools.advisor.assumptions': 'Figures this advice assumes',
  'tools.advisor.assumptionsIntro': 'The plans are priced with these. Change one here and the advice follows.',
  'tools.advisor.assumed': 'Assumed: {value} is the default, not a figure you gave. Source ({asOf}): {source}.',
  'tools.advisor.yours': 'Your figure; the default is {value}.',
  'tools.advisor.source.rent.reservedDiscountPct':
    'GCP one-year commitments on A100, H100 and L4 machines are 30.6–37.6% off on demand (median 37%), three-year ones 55–65% (data/gcp_gpu_instances_subset.csv, from Cyclenerd pricing.yml); CoreWeave offers “up to 60%”, Vast.ai up to 50% (data/assumptions.md)',
  'tools.advisor.source.rent.spotDiscountPct':
    'GCP spot GPU machines are 40–75% off on demand (median 47.5%, data/gcp_gpu_instances_subset.csv); a Chinese marketplace sells preemptible jobs at 60% or 40% of list, sources conflict (data/china/README.md); AWS and Azure spot “up to 90%” (data/assumptions.md)',
  'tools.advisor.source.rent.spotOverheadPct':
    'no measured figure in data/: the format’s default (docs/scenario-reference.md), a guess at the hours lost to preemption and restarts; your jobs’ logs give a better one',
  'tools.hybrid.best.rentAll':
    'Renting all {peak} cards {allHow} costs least: {total}; owning all {peak} would cost {ownAll}.',
  'tools.hybrid.best.ownAll':
    'Owning all {peak} cards costs least: {total}, which saves {savings} ({pct}) against {rentAll} renting all {allHow}.',
  'tools.hybrid.best.some':
    'Owning {owned} of the {peak} cards and renting the rest {how} costs least: {total}, which saves {savings} ({pct}) against {rentAll} renting all {allHow}; owning all {peak} would cost {ownAll}.',

  // the hybrid tool: how what the owned cards leave is rented, and the cheapest way to rent everything
  'tools.hybrid.how.on-demand': 'on demand',
  'tools.hybrid.how.reserved': 'reserved',
  'tools.hybrid.how.monthly': 'monthly',
  'tools.hybrid.how.weekly': 'weekly',
  'tools.hybrid.how.spot': 'on spot',
  'tools.hybrid.how.reserved+on-demand': '({cards} reserved, the rest on demand)',
  'tools.hybrid.rentAllLine': 'Renting all {how}: {total}',
  'tools.hybrid.rentedAs': 'The rest rented',
  'tools.hybrid.nothingRented': 'nothing left to rent',

  // a rented card of another speed: a flat plan rents the cards the work needs at that speed
  'tools.advisor.speed':
    'At {speed}× the owned card’s speed, a flat plan rents {flatCards} cards for the work of {cards}; on demand bills {util} of their hours, and reserving pays only above {threshold} at a {discount} discount.',
  'tools.advisor.speedNoReserved':
    'At {speed}× the owned card’s speed, a flat plan rents {flatCards} cards for the work of {cards}; on demand bills {util} of their hours.',

  // the obsolescence card's presets of the doubling period, with their sources
  'tools.obsolescence.preset.label': 'Doubling period from',
  'tools.obsolescence.preset.hint':
    'Epoch AI (Hobbhahn & Besiroglu, “Trends in GPU price-performance”, 2022): FLOP/s per dollar doubled every 2.46 years across 470 GPUs of 2006–2021, every 2.07 years for the GPUs used in ML research. The article this calculator started from assumes 18 months.',
  'tools.obsolescence.preset.epoch': 'Epoch AI, all GPUs: 30 months (default)',
  'tools.obsolescence.preset.epochMl': 'Epoch AI, ML GPUs: 25 months',
  'tools.obsolescence.preset.article': 'The article: 18 months',
  'tools.obsolescence.preset.custom': 'Your own figure',
  'tools.obsolescence.today': 'As this scenario prices rent and resale, owning pays back in month {month}.',
  'tools.obsolescence.todayNever':
    'As this scenario prices rent and resale, owning does not pay back within the horizon.',
} as const;
