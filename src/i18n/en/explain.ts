// English messages of the explain area: "How this is computed", one label and one formula a step.
// A formula is what follows "label =" (or "label:" for a statement), with the figures filled in.
import { explainHybrid } from './explainHybrid.ts';
import { explainResale } from './explainResale.ts';
import { explainTools } from './explainTools.ts';
import { explainUncertainty } from './explainUncertainty.ts';

export const explain = {
  ...explainUncertainty,
  ...explainResale,
  'explain.title': 'How this is computed',
  'explain.intro': 'Every figure above, worked out step by step from this scenario’s own numbers.',
  'explain.viewAmortized':
    'The verdict compares the amortized total of owning, which counts the hardware at what it is worth at the end (its book value, or its expected resale price when the salvage value is a resale estimate), with the amortized total of renting, which counts a reservation’s months paid past the horizon as left over at what they cost.',
  'explain.viewCash':
    'The verdict compares the cash total of owning, every payment with the full hardware price and nothing sold at the end, with everything renting pays, a reservation’s last term in full.',
  'explain.rounding':
    'Figures are shown rounded; each result is computed from the unrounded figures, so redoing a step with the rounded ones can differ by a cent.',
  'explain.section.own': 'Owning',
  'explain.section.rent': 'Renting',
  'explain.section.comparison': 'Comparison',
  'explain.section.tools': 'Analysis tools',
  'explain.tools.intro':
    'Each analysis tool this scenario turns on, and how it works, with this scenario’s numbers; the answers are in the deeper analysis below.',
  'explain.list': ', ',
  'explain.is': ' = ',
  'explain.colon': ': ',
  'explain.plus': ' + ',

  'explain.servers.label': 'Servers',
  'explain.servers.formula':
    '⌈{gpus} cards ÷ {gpusPerServer} per server⌉ = {servers}, with {cardsInstalled} cards installed',
  'explain.capital.label': 'Capital of one purchase',
  'explain.capital.formula': '{servers} × {serverPrice} + {setupCost} setup = {capital}',
  'explain.capitalNet.label': 'Servers and setup, before VAT',
  'explain.capitalNet.formula': '{servers} × {serverPrice} + {setupCost} setup = {capital}',
  'explain.capitalVat.label': 'Capital of one purchase, with VAT',
  'explain.capitalVat.formula': '{net} × (1 + {vatPct} VAT, not recovered) = {capital}',
  'explain.hardwareVatRecovered.label': 'VAT on the hardware',
  'explain.hardwareVatRecovered.formula': '{vatPct}, recovered, so the capital is the price without it',
  'explain.busyHours.label': 'Busy hours of a card a month',
  'explain.busyHours.formula': '{hoursPerDay} h × {daysPerYear} days ÷ 12 = {busyHours} h',
  'explain.idleHours.label': 'Idle hours of a card a month',
  'explain.idleHours.formula': '730 h − {busyHours} h = {idleHours} h (the servers stay on all 730 h of a month)',
  'explain.idleHoursOff.label': 'Idle hours of a card a month',
  'explain.idleHoursOff.formula': '0 h, as the servers are off outside busy hours and run {onHours} h a month',
  'explain.energy.label': 'Energy per month',
  'explain.energy.formula':
    '{pue} ÷ 1,000 × [{gpus} × ({busyHours} h × {gpuWatts} W + {idleHours} h × {idleGpuWatts} W){spare} + {servers} × {serverBaseWatts} W × {onHours} h] = {pue} ÷ 1,000 × {wattHours} Wh = {energyKWh} kWh',
  'explain.energy.spare': ' + {spareCards} spare × {onHours} h × {idleGpuWatts} W',
  'explain.power.label': 'Power per month',
  'explain.power.formula': '{energyKWh} kWh × {pricePerKWh} per kWh = {power}',
  'explain.energyBusy.label': 'Energy in busy hours per month',
  'explain.energyBusy.formula':
    '{pue} ÷ 1,000 × {busyHours} h × ({gpus} × {gpuWatts} W{spare} + {servers} × {serverBaseWatts} W) = {energyKWh} kWh',
  'explain.energyBusy.spare': ' + {spareCards} spare × {idleGpuWatts} W',
  'explain.energyIdle.label': 'Energy in idle hours per month',
  'explain.energyIdle.formula':
    '{pue} ÷ 1,000 × {idleHours} h × ({cards} × {idleGpuWatts} W + {servers} × {serverBaseWatts} W) = {energyKWh} kWh',
  'explain.peakHours.label': 'Peak hours of the tariff a month',
  'explain.peakHours.formula': '{peakHoursPerDay} h × 365 ÷ 12 = {peakHours} h',
  'explain.kWhPriceBusy.label': 'Price of a kWh in busy hours',
  'explain.kWhPriceBusy.formula':
    '{busyAtPeakPct} × {peakPrice} at peak + (1 − {busyAtPeakPct}) × {offPeakPrice} off peak = {price}',
  'explain.kWhPriceBusyCapped.label': 'Price of a kWh in busy hours',
  'explain.kWhPriceBusyCapped.formula':
    'min({busyAtPeakPct} of the busy hours at peak, {peakHours} peak h ÷ {busyHours} busy h) = {share}, so {share} × {peakPrice} at peak + (1 − {share}) × {offPeakPrice} off peak = {price}',
  'explain.idlePeakHours.label': 'Peak hours a month left to the idle hours',
  'explain.idlePeakHours.formula':
    'min({idleHours} h, max(0, {peakHours} h − {busyAtPeakPct} × {busyHours} h)) = {idlePeakHours} h',
  'explain.idlePeakHoursCapped.label': 'Peak hours a month left to the idle hours',
  'explain.idlePeakHoursCapped.formula':
    'min({idleHours} h, max(0, {peakHours} h − {busyShare} × {busyHours} h)) = {idlePeakHours} h',
  'explain.kWhPriceIdle.label': 'Price of a kWh in idle hours',
  'explain.kWhPriceIdle.formula':
    '{idlePeakHours} h ÷ {idleHours} h = {share} of them at peak: {share} × {peakPrice} + (1 − {share}) × {offPeakPrice} = {price}',
  'explain.powerTimeOfUse.label': 'Power per month, time-of-use tariff',
  'explain.powerTimeOfUse.busy': '{busyKWh} kWh × {busyPrice} in busy hours',
  'explain.powerTimeOfUse.idle': '{idleKWh} kWh × {idlePrice} in idle hours',
  'explain.ops.label': 'Operations per month',
  'explain.ops.staff': '{staffPerYear} staff a year ÷ 12',
  'explain.ops.maintenance': '{capital} × {maintenancePctPerYear} maintenance a year ÷ 12',
  'explain.ops.maintenanceNet': '{capital} before VAT × {maintenancePctPerYear} maintenance a year ÷ 12',
  'explain.ops.colocation': '{colocationPerMonth} rack and colocation',
  'explain.ops.bandwidth': '{bandwidthPerMonth} bandwidth',
  'explain.ops.other': '{otherPerYear} other a year ÷ 12',
  'explain.salvage.label': 'Amount to depreciate',
  'explain.salvage.formula': '{capital} × (1 − {salvagePct} salvage) = {base}',
  'explain.depreciationStraightLine.label': 'Depreciation a year, straight-line',
  'explain.depreciationStraightLine.formula': '{base} ÷ {years} years = {perYear}, or {perMonth} a month',
  'explain.depreciationSumOfYearsYear.label': 'Depreciation in year {year}, sum of the years’ digits',
  'explain.depreciationSumOfYearsYear.formula': '{base} × {digit} ÷ {digitsSum} = {charge}',
  'explain.depreciationDecliningYear.label': 'Depreciation in year {year}, double declining balance',
  'explain.depreciationDecliningYear.formula':
    'min({bookStart} − {salvage}, max({bookStart} × 2 ÷ {years}, ({bookStart} − {salvage}) ÷ {remainingYears})) = {charge}, leaving a book value of {bookEnd}',
  'explain.depreciationTotal.label': 'Depreciation over {horizonMonths} months',
  'explain.depreciationTotal.life': '{base} (a whole life of {lifeMonths} months)',
  'explain.depreciationTotal.lives': '{fullLives} × {base} ({fullLives} whole lives of {lifeMonths} months)',
  'explain.depreciationTotal.year': '{yearlyCharge} (year {year})',
  'explain.depreciationTotal.partYear': '{months} ÷ 12 × {yearlyCharge} (year {year})',
  'explain.replacements.label': 'Replacements: new hardware less the old one sold at salvage',
  'explain.replacements.formula':
    '1 + ⌊({horizonMonths} − 1) ÷ {lifeMonths}⌋ = {purchases} purchases, so {replacements} × {capital} × (1 − {salvagePct}) = {total}',
  'explain.powerTotal.label': 'Power over the horizon',
  'explain.powerTotal.formula': '{horizonMonths} × {power} = {total}',
  'explain.opsTotal.label': 'Operations over the horizon',
  'explain.opsTotal.formula': '{horizonMonths} × {ops} = {total}',
  'explain.cashTotal.label': 'Owning, cash total',
  'explain.cashTotal.capital': '{capital} capital',
  'explain.cashTotal.power': '{power} power',
  'explain.cashTotal.ops': '{ops} operations',
  'explain.cashTotal.replacements': '{replacements} replacements',

  'explain.rentedCards.label': 'Cards rented',
  'explain.rentedCards.formula':
    '⌈{gpus} cards ÷ {gpusPerInstance} per instance⌉ × {gpusPerInstance} = {rentedCards} cards, in whole instances',

  'explain.sessionMinutes.label': 'One session',
  'explain.sessionMinutes.formula': '{hoursPerDay} h × 60 ÷ {sessionsPerDay} (sessions a day) = {sessionMinutes} min',
  'explain.sessionMinutesSpeed.label': 'One session',
  'explain.sessionMinutesSpeed.formula':
    '{hoursPerDay} h × 60 ÷ {sessionsPerDay} (sessions a day) ÷ {speedRatio} (the rented card’s speed) = {sessionMinutes} min',
  'explain.billedMinutes.label': 'Billed per session',
  'explain.billedMinutes.formula':
    'max({minimumMinutes} min minimum, ⌈{sessionMinutes} ÷ {incrementMinutes}⌉ × {incrementMinutes} min) = max({minimumMinutes} min, {increments} × {incrementMinutes} min) = {billedMinutes} min',
  'explain.billedMinutesNone.label': 'Billed per session',
  'explain.billedMinutesNone.formula':
    '0 min, as a session of 0 min bills nothing, whatever the {minimumMinutes} min minimum',
  'explain.billedHours.label': 'Billed hours of a card a month',
  'explain.billedHours.formula':
    '{daysPerYear} days ÷ 12 × {sessionsPerDay} × {billedMinutes} min ÷ 60 = {billedHours} h',
  'explain.computeOnDemand.label': 'Compute per month, on demand',
  'explain.computeOnDemand.formula': '{gpus} cards × {billedHours} h × {pricePerGpuHour} = {compute}',
  'explain.computeSpot.label': 'Compute per month, spot',
  'explain.computeSpot.formula':
    '{gpus} cards × {billedHours} h × (1 + {overheadPct} lost to preemption) × {pricePerGpuHour} × (1 − {discountPct} discount) = {compute}',
  'explain.computeReserved.label': 'Compute per month, reserved',
  'explain.computeReserved.formula':
    '{gpus} cards × {hoursPerMonth} h × {pricePerGpuHour} × (1 − {discountPct} discount) = {compute}, every hour paid for, used or not',
  'explain.computeMonthly.label': 'Compute per month, monthly plan',
  'explain.computeMonthly.formula': '{gpus} cards × {pricePerGpu} a card-month = {compute}',
  'explain.computeWeekly.label': 'Compute per month, weekly plan',
  'explain.computeWeekly.formula': '{gpus} cards × {pricePerGpu} a card-week × 365 ÷ 7 ÷ 12 = {compute}',
  'explain.computeVat.label': 'Compute per month, with VAT',
  'explain.computeVat.formula': '{net} × (1 + {vatPct} VAT, not recovered) = {compute}',
  'explain.storage.label': 'Storage per month',
  'explain.storage.hot': '{hotGB} GB × {hotPricePerGBMonth} hot',
  'explain.storage.cold': '{coldGB} GB × {coldPricePerGBMonth} cold',
  'explain.storage.egress': '{egressGBPerMonth} GB × {egressPricePerGB} data out',
  'explain.storageVat.label': 'Storage per month, with VAT',
  'explain.storageVat.formula': '{net} × (1 + {vatPct} VAT, not recovered) = {storage}',
  'explain.cloudVatRecovered.label': 'VAT on renting',
  'explain.cloudVatRecovered.formula': '{vatPct}, recovered, so compute and storage are counted without it',
  'explain.reservedMonths.label': 'Months of the reservation paid',
  'explain.reservedMonths.formula':
    '⌈{horizonMonths} ÷ {termMonths}⌉ × {termMonths} = {monthsPaid} months: whole terms, the last one paid in full',
  'explain.rentPriceFall.label': 'Months of compute at today’s price, prices falling',
  'explain.rentPriceFall.formula':
    'f = 0.5^(1 ÷ {doublingMonths}) = {monthlyFactor} a month, and month m costs f^(m − 1) of today’s price: 1 + f + … + f^{lastMonth} = (1 − {endFactor}) ÷ (1 − {monthlyFactor}) = {weightedMonths}',
  'explain.rentPriceFallTerm.label': 'Months of compute at today’s price, prices falling',
  'explain.rentPriceFallTerm.formula':
    'f = 0.5^(1 ÷ {doublingMonths}) = {monthlyFactor} a month, and each term of {termMonths} months pays the price of its first month: {termMonths} × ({termFactors}) = {weightedMonths}',
  'explain.rentPriceFallTerm.termFactors': '{factor}',
  'explain.computeTotal.label': 'Compute over the horizon',
  'explain.computeTotal.formula': '{horizonMonths} × {compute} = {total}',
  'explain.computeTotalWeighted.label': 'Compute over the horizon',
  'explain.computeTotalWeighted.formula': '{months} months × {compute} = {total}',
  'explain.storageTotal.label': 'Storage over the horizon',
  'explain.storageTotal.formula': '{horizonMonths} × {storage} = {total}',
  'explain.rentTotal.label': 'Renting, total',
  'explain.rentTotal.formula': '{compute} compute + {storage} storage = {total}',

  'explain.busyGpuHours.label': 'Busy GPU-hours',
  'explain.busyGpuHours.formula': '{gpus} cards × {busyHours} h × {horizonMonths} months = {busyGpuHours} h',
  'explain.costPerHourOwn.label': 'Owning per busy GPU-hour, amortized',
  'explain.costPerHourOwn.formula': '{total} ÷ {busyGpuHours} h = {costPerHour}',
  'explain.costPerHourOwnNone.label': 'Owning per busy GPU-hour, amortized',
  'explain.costPerHourOwnNone.formula': 'none (no busy hours)',
  'explain.costPerHourOwnCash.label': 'Owning per busy GPU-hour, cash',
  'explain.costPerHourOwnCash.formula': '{total} ÷ {busyGpuHours} h = {costPerHour}',
  'explain.costPerHourOwnCashNone.label': 'Owning per busy GPU-hour, cash',
  'explain.costPerHourOwnCashNone.formula': 'none (no busy hours)',
  'explain.costPerHourRent.label': 'Renting per busy GPU-hour',
  'explain.costPerHourRent.formula': '{total} ÷ {busyGpuHours} h = {costPerHour}',
  'explain.costPerHourRentNone.label': 'Renting per busy GPU-hour',
  'explain.costPerHourRentNone.formula': 'none (no busy hours)',
  'explain.savings.label': 'Owning (amortized) less renting',
  'explain.savings.formula': '{own} − {rent} = {savings}: {cheaper}',
  'explain.savingsCash.label': 'Owning (cash) less renting',
  'explain.savingsCash.formula': '{own} − {rent} = {savings}: {cheaper}',
  'explain.who.rent': 'renting is cheaper',
  'explain.who.own': 'owning is cheaper',
  'explain.who.equal': 'they cost the same',
  'explain.savedPct.label': 'Share saved, of the dearer side',
  'explain.savedPct.formula': '{savings} ÷ {dearer} × 100 = {savedPct}',
  'explain.savedPctNone.label': 'Share saved, of the dearer side',
  'explain.savedPctNone.formula': 'none (both sides cost 0)',
  'explain.breakEven.label': 'Break-even, amortized',
  'explain.breakEven.formula':
    'from {hoursPerDay} h a day buying pays; at {hoursPerDay} h owning costs {ownAt} ≤ renting {rentAt}; at {belowHours} h owning costs {ownBelow} > renting {rentBelow}',
  'explain.breakEvenAlways.label': 'Break-even, amortized',
  'explain.breakEvenAlways.formula':
    'owning is never dearer; even at 0 h a day owning costs {ownAt} ≤ renting {rentAt}',
  'explain.breakEvenNever.label': 'Break-even, amortized',
  'explain.breakEvenNever.formula': 'none; even at 24 h a day renting costs {rentAt} < owning {ownAt}',
  'explain.payback.label': 'Payback, in cash',
  'explain.payback.formula': 'month {month}, when cumulative own cash {ownCash} ≤ cumulative rent {rent}{previous}',
  'explain.payback.previous': '; in month {previousMonth} it was {previousOwnCash} > {previousRent}',
  'explain.paybackNever.label': 'Payback, in cash',
  'explain.paybackNever.formula':
    'not within {horizonMonths} months; by month {horizonMonths} cumulative own cash {ownCash} > cumulative rent {rent}',
  'explain.discountFactors.label': 'Discount factors at {ratePct} a year',
  'explain.discountFactors.formula':
    'v = (1 + {ratePct})^(−1/12) = {monthFactor} a month; v + v² + … + v^{horizonMonths} = {annuityFactor}; v^{horizonMonths} = {endFactor}',
  'explain.presentValueOwn.label': 'Owning, present value',
  'explain.presentValueOwn.formula':
    '{capital} + {running} × {annuityFactor}{replacements} − {bookValue} × {endFactor} = {presentValue}',
  'explain.presentValueOwn.replacements': ' + {replacementsPresentValue} replacements, discounted',
  'explain.presentValueRent.label': 'Renting, present value',
  'explain.presentValueRent.formula': '{running} × {annuityFactor} = {presentValue}',
  'explain.presentValueRentWeighted.label': 'Renting, present value',
  'explain.presentValueRentWeighted.formula':
    '{compute} × {computeAnnuity} (each month’s price factor × v^m, added up){past}{left} + {storage} × {annuityFactor} = {presentValue}',
  'explain.presentValueRentWeighted.past':
    ' + {compute} × {pastMonths} × {endFactor} (the months paid past the horizon, in month {horizonMonths})',
  // the plans' names as the advisor gives them
  'explain.plan.on-demand': 'On demand',
  'explain.plan.reserved': 'Reserved',
  'explain.plan.monthly': 'Monthly',
  'explain.plan.weekly': 'Weekly',
  'explain.plan.spot': 'Spot (interruptible)',
  'explain.plan.reserved+on-demand': 'Reserved base + on demand',
  'explain.toolAdvisor.label': 'Plan advisor',
  'explain.toolAdvisor.formula':
    'every plan with a price is priced for the workload{peak}, with this scenario’s billing, VAT, instances and term. {plan} costs least: {total}{mix}{threshold}{speed}{spot}',
  'explain.toolAdvisor.peak': ' and its peak',
  'explain.toolAdvisor.mix': '; {cards} reserved cards carry the base and the rest is rented on demand',
  'explain.toolAdvisor.threshold':
    '. On demand a card is billed {util} of a month’s 730 h; reserving pays only above 100% − {discount} discount = {threshold} of them',
  'explain.toolAdvisor.thresholdTerm':
    '. On demand a card is billed {util} of a month’s 730 h; reserving pays only above (100% − {discount} discount) × {paid} months paid ÷ {months} months used = {threshold} of them',
  'explain.toolAdvisor.spot': '. Spot costs less, but the workload does not tolerate interruption',
  ...explainHybrid,
  'explain.toolScaling.label': 'Multi-GPU scaling',
  'explain.toolScaling.formula':
    'the job of {hours} h on one rented card runs on 1, 2, 4, … {max} cards, each card above one adding {efficiency} of its speed{measured}{latency}, so {max} cards run {speedup} × as fast; each card is billed the run in whole increments of {increment} min at {price} a card-hour',
  'explain.toolScaling.measured': ' (a measured speedup replaces this for {counts} cards)',
  'explain.toolScaling.latency':
    '; beyond {perNode} cards a node, {latency} ms between nodes keeps 1 − {penalty} a ms × {latency} ms = {kept} of the throughput',
  'explain.toolUtilization.label': 'Utilization of owned cards',
  'explain.toolUtilization.formula':
    '{busy} busy card-hours ÷ {paid} paid for ({cards} cards × 730 h × {months} months) = {now}; kept busy {target} of its hours, the same hardware would cost {atTarget} a useful card-hour{today}, and {needed} cards would carry today’s work',
  'explain.toolUtilization.today': ', against {today} today',
  // figures a day and a year: the horizon's totals spread over its days (a month is 365 ÷ 12 days)
  'explain.depreciationPerDay.label': 'Depreciation a day',
  'explain.depreciationPerDay.formula':
    '{depreciation} ÷ {days} days ({horizonMonths} months × 365 ÷ 12) = {perDay} a day',
  'explain.powerPerDay.label': 'Electricity a day',
  'explain.powerPerDay.formula': '{power} ÷ {days} days = {perDay} a day',
  'explain.rentPerYear.label': 'Rent a year',
  'explain.rentPerYear.formula': '{total} ÷ {years} years ({horizonMonths} months ÷ 12) = {perYear} a year',
  ...explainTools,
} as const;
