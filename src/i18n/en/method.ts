// English messages of "How this is computed" (the method section, and the job's part of it), the
// source of truth: one dictionary (`method`, at the end), loaded when the method is first shown.

// English messages of the method, "How this is computed": one label and one formula a step.
// A formula is what follows "label =" (or "label:" for a statement), with the figures filled in.
export const explain = {
  'explain.title': 'How this is computed',
  'explain.intro': 'Every figure above, worked out step by step from this scenario’s own numbers.',
  'explain.viewAmortized':
    'The verdict compares the amortized total of owning, which counts the hardware at what it is worth at the end (the market’s used price, your resale estimate, or its book value), with the amortized total of renting, which credits a reservation’s months paid past the horizon at the share of their price they could be sold for (none unless you say so).',
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

  'explain.serversUpFront.label': 'Servers, bought up front',
  'explain.serversUpFront.formula':
    '⌈{peakGpus} cards at the busiest month ÷ {gpusPerServer} a server⌉ = {servers} servers at the start, {capital}',
  'explain.serversInSteps.label': 'Servers, bought in steps',
  'explain.serversInSteps.formula':
    '{purchases} purchases, each in the month the demand first needs it, from {firstServers} servers to {servers}: {capital} in all',
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
  'explain.ops.staffPerServer': '{servers} servers × {staffPerServerPerYear} staff per server a year ÷ 12',
  'explain.ops.maintenance': '{capital} × {maintenancePctPerYear} maintenance a year ÷ 12',
  'explain.ops.maintenanceNet': '{capital} before VAT × {maintenancePctPerYear} maintenance a year ÷ 12',
  'explain.ops.colocation': '{colocationPerMonth} rack and colocation',
  'explain.ops.colocationKW': '{servers} servers × {kW} kW provisioned × {colocationPerKWMonth} a kW-month',
  'explain.ops.cabinets':
    '{cabinets} cabinets of {cabinetKW} kW for {servers} servers of {kW} kW × {cabinetPerMonth} a cabinet-month',
  'explain.ops.support': '{servers} servers × {supportPerServerPerYear} support contract a year ÷ 12',
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
  'explain.depreciationTotalDelivered.label':
    'Depreciation over the {months} months from month {firstMonth}, when the servers arrive',
  'explain.replacements.label': 'Replacements: new hardware less the old one sold at salvage',
  'explain.replacements.formula':
    '1 + ⌊({horizonMonths}{delivered} − 1) ÷ {lifeMonths}⌋ = {purchases} purchases, so {replacements} × {capital} × (1 − {salvagePct}) = {total}',
  'explain.replacements.delivered': ' − {deliveryMonth} months on order',
  'explain.powerTotal.label': 'Power over the horizon',
  'explain.powerTotal.formula': '{horizonMonths} × {power} = {total}',
  'explain.opsTotal.label': 'Operations over the horizon',
  'explain.opsTotal.formula': '{horizonMonths} × {ops} = {total}',
  'explain.powerTotalInService.label': 'Power over the horizon, from delivery',
  'explain.powerTotalInService.formula':
    '{months} months in service (the horizon’s {horizonMonths} less {leadTimeMonths} on order) × {power} = {total}',
  'explain.opsTotalInService.label': 'Operations over the horizon, from delivery',
  'explain.opsTotalInService.formula':
    '{months} months in service (the horizon’s {horizonMonths} less {leadTimeMonths} on order) × {ops} = {total}',
  'explain.leadTimeTotal.label': 'Work rented while the servers are on order',
  'explain.leadTimeTotal.onOrder': '{months} months × {rentMonth} a month',
  'explain.leadTimeTotal.compute': '{months} months of compute at today’s price × {compute}',
  'explain.leadTimeTotal.storage': '{months} months × {storage} storage',
  'explain.downtimeTotal.label': 'Work rented while cards are down, over the horizon',
  'explain.downtimeTotal.formula': '{months} months in service × {downtime} = {total}',
  'explain.downtimeTotalFalling.label': 'Work rented while cards are down, over the horizon',
  'explain.downtimeTotalFalling.formula':
    '{months} months in service, each at its share of today’s on-demand price, × {downtime} = {total}',
  'explain.clusterTotal.label': 'The cluster’s cost over the horizon',
  'explain.clusterTotal.formula':
    '{capital} × max(0, 1 − {ageMonths} ÷ ({lifeYears} × 12)) = {bookValue} book value after {ageMonths} months in service (straight-line over {lifeYears} years); {capital} − {bookValue} = {total}',
  'explain.cashTotal.label': 'Owning, cash total',
  'explain.cashTotal.capital': '{capital} capital',
  'explain.cashTotal.cluster': '{clusterCapital} cluster',
  'explain.cashTotal.power': '{power} power',
  'explain.cashTotal.ops': '{ops} operations',
  'explain.cashTotal.leadTime': '{leadTime} rented while on order',
  'explain.cashTotal.downtime': '{downtime} rented while cards are down',
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
  'explain.reservationCredit.label': 'A reservation’s months past the horizon',
  'explain.reservationCredit.formula':
    '{pastHorizon} paid for months after the horizon × {reservationResalePct} it could be sold for = {credit} credited',
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
  'explain.rentPricePath.label': 'Months of compute at today’s price, along the price path',
  'explain.rentPricePath.formula':
    'prices change {changePctPerYear} % a year, and month m costs (1 + {changePctPerYear} %)^((m − 1) ÷ 12) of today’s price, {endFactor} by month {lastMonth} + 1: the months added up = {weightedMonths}',
  'explain.rentPricePoints.label': 'Months of compute at today’s price, along the price path',
  'explain.rentPricePoints.formula':
    'from 100 % today, straight through {point} of today’s price and flat after the last, month m read at m − 1 months: {endFactor} by month {lastMonth} + 1, the months added up = {weightedMonths}',
  'explain.rentPricePoints.point': '{pct} % at month {month}',
  'explain.rentPricePathTerm.label': 'Months of compute at today’s price, along the price path',
  'explain.rentPricePathTerm.formula':
    'each term of {termMonths} months pays the path’s price of its first month: {termMonths} × ({termFactors}) = {weightedMonths}',
  'explain.rentPricePathTerm.termFactors': '{factor}',
  'explain.rentPriceIndex.label': 'Where the price path was read',
  'explain.rentPriceIndex.formula': 'read from {name} at {level} on {asOf}',
  'explain.computeTotal.label': 'Compute over the horizon',
  'explain.computeTotal.formula': '{horizonMonths} × {compute} = {total}',
  'explain.computeTotalWeighted.label': 'Compute over the horizon',
  'explain.computeTotalWeighted.formula': '{months} months × {compute} = {total}',
  'explain.storageTotal.label': 'Storage over the horizon',
  'explain.storageTotal.formula': '{horizonMonths} × {storage} = {total}',
  'explain.rentTotal.label': 'Renting, total',
  'explain.rentStaffTotal.label': 'Engineer time renting needs, over the horizon',
  'explain.rentStaffTotal.formula': '{horizonMonths} × {staff} = {total}',
  'explain.rentTotal.formula': '{compute} compute + {storage} storage{staff} = {total}',
  'explain.rentTotal.staff': ' + {staff} staff',

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
  'explain.savings.formula': '{own} − {rent} = {savings}: {cheaper}{presentValues}',
  'explain.savingsCash.label': 'Owning (cash) less renting',
  'explain.savingsCash.formula': '{own} − {rent} = {savings}: {cheaper}{presentValues}',
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
  'explain.demandByMonth.label': 'Compute, month by month',
  'explain.demandByMonth.formula':
    '{gpus} cards growing {pctPerMonth} a month to at most {peakGpus}, at work in {busyMonths} of {horizonMonths} months; each month priced as below for its own cards: {compute} over the horizon',
  'explain.turnMonth.label': 'The month the answer turns',
  'explain.turnMonth.formula':
    'month {month}: from then to the horizon’s end, cumulative own (amortized) {ownAmortized} ≤ cumulative rent {rent}',
  'explain.turnNever.label': 'The month the answer turns',
  'explain.turnNever.formula':
    'not within {horizonMonths} months: at the end, cumulative own (amortized) {ownAmortized} > cumulative rent {rent}',
  'explain.payback.label': 'Payback, in cash',
  'explain.payback.formula': 'month {month}, when cumulative own cash {ownCash} ≤ cumulative rent {rent}{previous}',
  'explain.payback.previous': '; in month {previousMonth} it was {previousOwnCash} > {previousRent}',
  'explain.paybackNever.label': 'Payback, in cash',
  'explain.paybackNever.formula':
    'not within {horizonMonths} months; by month {horizonMonths} cumulative own cash {ownCash} > cumulative rent {rent}',
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
} as const;

// English templates of the uncertainty tool's step in "How this is computed": how each range is read,
// the ranges, and what moves with what.
export const explainUncertainty = {
  'explain.toolUncertainty.label': 'Uncertainty',
  'explain.toolUncertaintyNone.label': 'Uncertainty',
  'explain.toolUncertaintyNone.formula':
    '{samples} samples from seed {seed}, but no input has a range, so every sample is this scenario',
  'explain.toolUncertainty.formula':
    '{samples} samples from seed {seed}, each drawing {ranges} from a triangular distribution {reading} and comparing the two sides again{correlation}{tariff}{noDiscount}; the answer, worked out in the deeper analysis and not here, is the share of samples where renting is cheaper and the 10th, 50th and 90th percentiles of the savings',
  'explain.toolUncertainty.percentiles':
    'whose 10th and 90th percentiles are the low and high given and whose peak is at likely (a draw beyond the input’s allowed values is held at them)',
  'explain.toolUncertainty.limits': 'between low and high, peaking at likely',
  'explain.toolUncertainty.hoursPerDay': 'hours a day ({low}, {likely}, {high})',
  'explain.toolUncertainty.pricePerGpuHour': 'the price per card-hour ({low}, {likely}, {high})',
  'explain.toolUncertainty.pricePerKWh': 'the price of a kWh ({low}, {likely}, {high})',
  'explain.toolUncertainty.serverPrice': 'the server price ({low}, {likely}, {high})',
  'explain.toolUncertainty.daysPerYear': 'active days a year ({low}, {likely}, {high})',
  'explain.toolUncertainty.salvagePct': 'the resale value as a share of the price ({low}, {likely}, {high})',
  'explain.toolUncertainty.planDiscountPct': 'the discount of the plan in use ({low}, {likely}, {high})',
  'explain.toolUncertainty.discountRatePct': 'the discount rate, % a year ({low}, {likely}, {high})',
  'explain.toolUncertainty.leadTimeMonths': 'the months on order ({low}, {likely}, {high})',
  'explain.toolUncertainty.availabilityPct': 'the share of busy hours the owned cards are up ({low}, {likely}, {high})',
  'explain.toolUncertainty.priceChangePctPerYear': 'the rental prices’ yearly change in % ({low}, {likely}, {high})',
  'explain.toolUncertainty.correlation':
    '; the price per card-hour and the server price move together, with a correlation of {rho} (a Gaussian copula: each keeps its own range)',
  'explain.toolUncertainty.tariff':
    '; under the time-of-use tariff, the kWh price drawn scales the peak and off-peak prices by its ratio to likely',
  'explain.toolUncertainty.noDiscount': '; the plan in use has no discount, so the discount’s range changes nothing',
} as const;

// English templates of the explain steps about what the owned hardware is worth at the end: its salvage
// (a book residual or a resale estimate), its book value, its expected resale at the horizon, the
// amortized total that credits one of them, and the obsolescence tool.
export const explainResale = {
  'explain.salvageCurve.label': 'Salvage share, at the market’s used prices',
  'explain.salvageCurve.formula':
    'used cards fetch {curvePct} of their price new after {lifeMonths} months (SpotWire’s curve) × (1 − {saleHaircutPct} for a used card sold within 90 days) = {effectivePct}',
  'explain.leadTime.label': 'Months on order',
  'explain.leadTime.formula':
    'for the first {leadTimeMonths} months the servers are on order and in burn-in: the work is rented at {rentMonth} a month, and power and operations start at delivery',
  'explain.downtime.label': 'Cards down for repair',
  'explain.downtime.formula':
    '(100 % − {availabilityPct} up) × {onDemand} a month for the work on demand = {downtime} a month rented while cards are repaired',
  'explain.cluster.label': 'The cluster around the cards',
  'explain.cluster.formula':
    'network, racks and shared storage for {servers} servers: {capital}, written off over {lifeYears} years',
  'explain.salvageFalls.label': 'Salvage share, with resale values falling',
  'explain.salvageFalls.formula':
    '{salvagePct} × 0.5^({lifeMonths} months of life ÷ {doublingMonths} months) = {effectivePct}',
  'explain.bookValue.label': 'Book value at the end',
  'explain.bookValue.formula': '{capital} − {depreciation} written off = {bookValue}',
  'explain.bookValueRefresh.label': 'Book value at the end',
  'explain.bookValueRefresh.formula': '{capital} − {depreciation} written off the newest purchase = {bookValue}',
  'explain.amortizedTotal.label': 'Owning, amortized total',
  'explain.amortizedTotal.formula':
    '{depreciation} depreciation{cluster} + {power} power + {ops} operations{leadTime}{downtime} = {amortizedTotal}, which is the cash total {cashTotal} − the book value {bookValue}{clusterBook}',
  'explain.amortizedTotal.cluster': ' + {cluster} cluster',
  'explain.amortizedTotal.leadTime': ' + {leadTime} rented while on order',
  'explain.amortizedTotal.downtime': ' + {downtime} rented while cards are down',
  'explain.amortizedTotal.clusterBook': ' − the cluster’s book value {clusterBookValue}',

  // the salvage figure as a resale estimate, and what the hardware fetches at the horizon
  'explain.salvageResale.label': 'Salvage, a resale estimate',
  'explain.salvageResale.formula':
    'the cards are expected to sell for {salvagePct} of their price at the end of their life{notHalved}',
  'explain.salvageResale.notHalved': '; the fall of resale values is already in this figure, so it is not halved again',
  'explain.resaleAtHorizon.label': 'Expected resale at the end, falling with price-performance',
  'explain.resaleAtHorizon.formula':
    '{resale} + ({capital} − {resale}) × (0.5^({ageMonths} ÷ {doublingMonths}) − 0.5^({lifeMonths} ÷ {doublingMonths})) ÷ (1 − 0.5^({lifeMonths} ÷ {doublingMonths})) = {value} after {ageMonths} of {lifeMonths} months of life',
  'explain.resaleAtHorizonLinear.label': 'Expected resale at the end',
  'explain.resaleAtHorizonLinear.formula':
    '{resale} + ({capital} − {resale}) × (1 − {ageMonths} ÷ {lifeMonths} months of life) = {value}',
  'explain.resaleAtHorizonAfterLife.label': 'Expected resale at the end',
  'explain.resaleAtHorizonAfterLife.formula':
    'after {ageMonths} months, past its life of {lifeMonths}, the hardware fetches its resale estimate {value}',
  'explain.resaleAtHorizonCurve.label': 'Expected resale at the end, at the market’s used prices',
  'explain.resaleAtHorizonCurve.formula':
    '{capital} × {curvePct} (what used cards fetch after {ageMonths} months, SpotWire’s curve) × (1 − {saleHaircutPct} for a used card sold within 90 days) = {value}',
  'explain.hardwareCostResale.label': 'Hardware cost, credited at its expected resale',
  'explain.hardwareCostResale.formula':
    '{writtenOff} written off + the book value {bookValue} − the expected resale {resale} = {depreciation}',
  'explain.amortizedTotalResale.label': 'Owning, amortized total',
  'explain.amortizedTotalResale.formula':
    '{depreciation} hardware{cluster} + {power} power + {ops} operations{leadTime}{downtime} = {amortizedTotal}, which is the cash total {cashTotal} − the expected resale {resale}{clusterBook}',

  'explain.toolObsolescence.label': 'Obsolescence',
  'explain.toolObsolescence.formula':
    'price-performance doubles every {months} months, so the same work costs 1 − 0.5^(12 ÷ {months}) = {fall} less each year; {rent}; {resale}; {payback}{today}',
  'explain.toolObsolescence.rentFalls': 'rent prices fall with it, as the renting steps above show',
  'explain.toolObsolescence.rentSteady': 'rent prices are kept at today’s',
  'explain.toolObsolescence.resaleFalls': 'resale values fall too, to a salvage share of {salvage}',
  'explain.toolObsolescence.resaleSteady': 'the salvage share stays {salvage}',
  'explain.toolObsolescence.resaleEstimate': 'the salvage share {salvage} is a resale estimate and is not halved',
  'explain.toolObsolescence.paybackWithin':
    'with rent prices and resale values falling at that pace, owning pays back in month {month}, within one doubling',
  'explain.toolObsolescence.paybackAfter':
    'with rent prices and resale values falling at that pace, owning pays back in month {month}, after one doubling: newer cards may do the work for less first',
  'explain.toolObsolescence.paybackNever':
    'with rent prices and resale values falling at that pace, owning does not pay back within the horizon: newer cards may do the work for less first',
  'explain.toolObsolescence.todayMonth': ' (in month {today} as this scenario prices it)',
  'explain.toolObsolescence.todayNever': ' (never within the horizon as this scenario prices it)',
} as const;

// English templates of the hybrid tool's step in "How this is computed": how many cards to own, how the
// rest is rented, and against the cheapest way to rent everything.
const hybridMethod =
  'owns 0 to {peak} cards in whole servers of {perServer}, their busy hours spread evenly over the active days, with colocation and bandwidth paid for each server owned and staff and other costs in full once one is; what they leave is rented on the cheapest plan the advisor prices for it (spot only when the workload tolerates interruption)';
export const explainHybrid = {
  'explain.toolHybrid.label': 'Own the base, rent the peaks',
  'explain.toolHybridRentAll.label': 'Own the base, rent the peaks',
  'explain.toolHybridRentAll.formula': `${hybridMethod}; renting everything costs least: {plan}{mix}, {total}`,
  'explain.toolHybridRentAll.mix': ' with {cards} cards reserved',
  'explain.toolHybrid.formula': `${hybridMethod}; owning {owned} cards costs least, {total} in all{rest}, which saves {savings} ({pct}) against {allRented} renting everything ({allPlan}{allMix})`,
  'explain.toolHybrid.rest': ' (the rest rented: {plan})',
  'explain.toolHybrid.restMix': ' (the rest rented: {plan}, {cards} cards reserved)',
  'explain.toolHybrid.allMix': ', {cards} cards reserved',
} as const;

// English templates of two analysis tools' steps in "How this is computed": the storage cache, priced
// through the sessions' billing, and the sensitivity, with the move each input actually made.
export const explainTools = {
  'explain.toolStorageIO.label': 'Storage and I/O',
  'explain.toolStorageIO.formula':
    'an epoch of {epoch} min waits {io} of it for data, so {epoch} × (1 − {io}) = {compute} min of compute, which with the cache takes {compute} ÷ (1 − {ioCache}) = {cached} min. The {epochs} epochs a month run within the workload’s {sessions} rented sessions a month, {perSession} a session, so a session of {session} min becomes {session} − {perSession} × ({epoch} − {cached}) = {shorter} min{floor}; billed in whole increments of {increment} min{minimum}, {billed} min become {billedCached} min: {cards} rented cards × {sessions} sessions × ({billed} − {billedCached}) min ÷ 60 = {hours} card-hours a month saved × {price} = {saved}{flat}, less {cache} for the cache = {net} a month',
  'explain.toolStorageIO.minimum': ' and at least {minimum} min',
  'explain.toolStorageIO.floor': ' (no less than 0: the epochs take longer than the sessions)',
  'explain.toolStorageIO.flat': ' (the plan pays for every hour, so shorter epochs lower no bill)',
  'explain.toolSensitivity.label': 'Sensitivity',
  'explain.toolSensitivity.formula':
    'each of the {inputs} inputs that has a value is moved down and up by {pct} of it (a whole number by the whole step nearest that, at least 1, the same each way), one at a time, all else fixed, and the savings are worked out again at each end; a move stops at the input’s allowed range. Since a whole step can move an input by more than {pct}, the bars are ranked by how much the savings change for each 1 % the input moved: {rows}',
  'explain.toolSensitivity.gpus': 'cards {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.hoursPerDay':
    'busy hours a day {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.daysPerYear':
    'active days a year {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.serverPrice':
    'the server price {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.pricePerKWh':
    'the electricity price {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.staffPerYear':
    'the staff cost {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.staffPerServerPerYear':
    'the staff cost per server {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.years':
    'the hardware life {low} and {high} years instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.pricePerGpuHour':
    'the price per card-hour {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.reservedDiscountPct':
    'the reserved discount {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.spotDiscountPct':
    'the spot discount {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.spotOverheadPct':
    'the spot overhead {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.monthlyPricePerGpu':
    'the monthly price per card {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.weeklyPricePerGpu':
    'the weekly price per card {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.horizonMonths':
    'the horizon {low} and {high} months instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.pue': 'the PUE {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.salvagePct':
    'the salvage value {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.leadTimeMonths':
    'the months on order {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.availabilityPct':
    'the cards up {low} and {high} of busy hours instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.saleHaircutPct':
    'the quick sale’s haircut {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.colocationPerKWMonth':
    'colocation {low} and {high} a kW-month instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.supportPerServerPerYear':
    'the support contract {low} and {high} a server a year instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.reservationResalePct':
    'the share of a reservation’s unused months sold {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.speedRatio':
    'the rented card’s speed {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.hardwareVatPct':
    'VAT on hardware {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.cloudVatPct':
    'VAT on cloud services {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.discountRatePct':
    'the discount rate {low} and {high} a year instead of {base} (−{down} / +{up}; a rate of 0 moves up a tenth of a point for each 1 % of the share and ranks as that share; {perPct} per 1 %)',
  'explain.toolSensitivity.doublingMonths':
    'the doubling period {low} and {high} months instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
} as const;

// English messages of the method for the rented card's speed on a flat plan: the cards the work
// needs, and the advisor's comparison on those cards.
export const explainSpeed = {
  'explain.rentedCardsSpeed.label': 'Cards the work needs',
  'explain.rentedCardsSpeed.formula':
    '⌈{gpus} cards ÷ {speedRatio} (the rented card’s speed)⌉ = {neededCards} cards: a flat plan pays every hour of a card, so it rents the cards that do the owned cards’ work at the rented card’s speed in the same hours. That holds for throughput and batch work, not for a job that needs {gpus} cards at once (for their memory)',
  'explain.toolAdvisor.speed':
    '. At the rented card’s speed {speedRatio}, a flat plan rents {flatCards} cards for the work on demand bills on {onDemandCards}: {util} of their 730 h a month',
} as const;

// English messages of the method for what is left at the horizon on the rented side: a
// reservation's months paid and not yet used, counted as the owned hardware's book value is.
export const explainHorizon = {
  'explain.rentRemaining.label': 'Reservation left over at the end',
  'explain.rentRemaining.formula':
    '{pastMonths} months paid past the horizon × {compute} = {remainingValue}, counted at what they cost: the cards stay reserved for those months, assumed used (or the reservation passed on) after the horizon',
  'explain.rentRemainingResold.label': 'Reservation left over at the end',
  'explain.rentRemainingResold.formula':
    '{pastMonths} months paid past the horizon × {compute} = {pastHorizon}, × {reservationResalePct} they could be sold for = {remainingValue}',
  'explain.rentAmortizedTotalResold.label': 'Renting, amortized total',
  'explain.rentAmortizedTotalResold.formula':
    '{cashTotal} paid − {remainingValue} the months past the horizon would sell for = {total}',
  'explain.rentAmortizedTotal.label': 'Renting, amortized total',
  'explain.rentAmortizedTotal.formula':
    '{cashTotal} paid − {remainingValue} left over = {total}, the months used, as owning is counted less its book value',
} as const;
// English messages of the method for tax, financing and present values (format version 6), shown for a
// scenario with a discount rate, income tax, or a loan or lease: each with this scenario's numbers.
// Rules and sources: docs/method/finance.md.
export const explainFinance = {
  'explain.section.finance': 'Tax, financing and present value',
  'explain.discountFactors.label': 'Discount factors at {ratePct} a year',
  'explain.discountFactors.formula':
    'v = (1 + {ratePct})^(−1/12) = {monthFactor} a month; v + v² + … + v^{horizonMonths} = {annuityFactor}; v^{horizonMonths} = {endFactor}',
  'explain.taxNone.label': 'Income tax',
  'explain.taxNone.formula': 'none: both sides are compared before tax',
  'explain.taxRate.label': 'Income tax rate both sides are compared after',
  'explain.taxRate.formula': '{incomeTaxPct} income tax{state} = {taxPct}',
  'explain.taxRate.state':
    ' + {stateTaxPct} state tax × (1 − {incomeTaxPct}), as state tax is deducted from federal taxable income',
  'explain.noInvoice.label': 'Hardware without a special invoice',
  'explain.noInvoice.formula':
    'bought without one (the grey channel), it is not deducted from taxable income and its VAT is not recovered; power, operations and interest still are deducted',
  'explain.deductionExpense.label': 'Deduction of the hardware bought in {year}',
  'explain.deductionExpense.formula': '{capital}, all of it in {year}{rule}',
  'explain.deductionExpense.cn':
    ': China’s one-off deduction, for equipment of up to {limit} a unit bought from {fromYear} to {toYear}',
  'explain.deductionExpense.us': ': 100% bonus depreciation, for property acquired after 19 January {fromYear}',
  'explain.deductionStraightLine.label': 'Deduction of the hardware bought in {year}, straight-line',
  'explain.deductionStraightLine.formula':
    '{capital} ÷ {taxLifeYears} years = {perYear} a year, from {year} to {lastYear}{why}',
  'explain.deductionStraightLine.overLimit':
    '; not at once, as one server at {unitValue} is above the {limit} a unit China’s one-off deduction allows',
  'explain.deductionStraightLine.outsideYears':
    '; not at once, as China’s one-off deduction covers purchases from {fromYear} to {toYear} only',
  'explain.deductionMacrs.label': 'Deduction of the hardware bought in {year}, 5-year MACRS',
  'explain.deductionMacrs.formula': '{capital} over six tax years: {years}{why}',
  'explain.deductionMacrs.share': '{pct} = {amount} in {taxYear}',
  'explain.deductionMacrs.outsideYears':
    '; not at once, as 100% bonus depreciation covers property acquired from {fromYear} only',
  'explain.deductionSection179.label': 'Deduction of the hardware bought in {year}, Section 179',
  'explain.deductionSection179.formula':
    '{first} of {capital} at once (up to {limit}, less each dollar of the purchase above {phaseOutFrom}), the rest by 5-year MACRS: {years}',
  'explain.loanAmount.label': 'Loan',
  'explain.loanAmount.formula': '{capital} − {downPaymentPct} down payment {downPayment} = {financed} borrowed',
  'explain.leaseAmount.label': 'Finance lease',
  'explain.leaseAmount.formula': 'the lessor pays all {capital}; the buy-out at its end is {buyoutPct} of it, {buyout}',
  'explain.loanPayment.label': 'Monthly payment',
  'explain.loanPayment.formula':
    'r = {ratePct} ÷ 12 = {monthlyRatePct} a month; {financed} × r ÷ (1 − (1 + r)^−{months}) = {payment}',
  'explain.leasePayment.label': 'Monthly lease payment',
  'explain.leasePayment.formula':
    'r = {ratePct} ÷ 12 = {monthlyRatePct} a month; ({financed} − {buyout} buy-out × (1 + r)^−{months}) × r ÷ (1 − (1 + r)^−{months}) = {payment}',
  'explain.loanPaymentFree.label': 'Monthly payment, without interest',
  'explain.loanPaymentFree.formula': '({financed} − {buyout} buy-out) ÷ {months} months = {payment}',
  'explain.loanInterest.label': 'Interest in the horizon, deducted from taxable income',
  'explain.loanInterest.formula': '{interest} over {paidMonths} months{subsidy} = {net}',
  'explain.loanInterest.subsidy': ' − {subsidy} interest subsidy ({subsidyPct} points for {subsidyMonths} months)',
  'explain.loanPaid.label': 'Paid to the lender in the horizon',
  'explain.loanPaid.formula': '{payments}{subsidy}{buyout}{payoff} = {total}',
  'explain.loanPaid.payments': '{paidMonths} × {payment}',
  'explain.loanPaid.subsidy': ' − {subsidy} interest subsidy',
  'explain.loanPaid.buyout': ' + {buyout} buy-out in month {month}',
  'explain.loanPaid.payoff': ' + {payoff} still owed, paid off in month {month}',
  'explain.taxSavedOwn.label': 'Tax owning saves in {year} (months {fromMonth}–{toMonth})',
  'explain.taxSavedOwn.formula':
    '{taxPct} × ({running} power and operations{deducted}{interest}{sale}) = {own}, saved at the end of the tax year (discount factor {factor})',
  'explain.taxSavedOwn.deducted': ' + {deducted} hardware deducted',
  'explain.taxSavedOwn.interest': ' + {interest} interest',
  'explain.taxSavedOwn.sale': ' − ({sold} the old hardware is sold for − {taxBook} its tax book value)',
  'explain.taxSavedRent.label': 'Tax renting saves in {year} (months {fromMonth}–{toMonth})',
  'explain.taxSavedRent.formula':
    '{taxPct} × {paid} rent paid = {rent}, saved at the end of the tax year (discount factor {factor})',
  'explain.taxOnSale.label': 'Tax on the hardware’s value at the end',
  'explain.taxOnSale.formula':
    '{taxPct} × ({credit} it is counted at − {taxBook} tax book value) = {tax}, as if sold then',
  'explain.presentValueOwn.label': 'Owning, present value (amortized)',
  'explain.presentValueOwn.formula':
    '{start} + {running} × {annuityFactor} power and operations{onOrder}{leadTime}{downtime}{replacements}{loan}{taxSaved}{credit}{saleTax} = {presentValue}',
  'explain.presentValueOwn.capital': '{capital} capital',
  'explain.presentValueOwn.downPayment': '{downPayment} down payment',
  'explain.presentValueOwn.replacements': ' + {replacementsPresentValue} replacements, discounted',
  'explain.presentValueOwn.loan': ' + {loanPresentValue} paid to the lender, discounted',
  'explain.presentValueOwn.onOrder':
    ' − {running} × {orderFactor} (none while on order: the share of month m on order × v^m, added up)',
  'explain.presentValueOwn.leadTime': ' + {leadTimePresentValue} rented while on order, discounted',
  'explain.presentValueOwn.downtime': ' + {downtimePresentValue} rented while cards are down, discounted',
  'explain.presentValueOwn.taxSaved': ' − {taxPresentValue} tax saved, discounted',
  'explain.presentValueOwn.credit': ' − {credit} × {endFactor} (the hardware’s value at the end)',
  'explain.presentValueOwn.saleTax': ' + {taxOnSale} × {yearEndFactor} (the tax on that value)',
  'explain.presentValueOwnCash.label': 'Owning, present value (cash)',
  'explain.presentValueOwnCash.formula':
    '{start} + {running} × {annuityFactor} power and operations{onOrder}{leadTime}{downtime}{replacements}{loan}{taxSaved} = {presentValue}',
  'explain.presentValueRent.label': 'Renting, present value (amortized)',
  'explain.presentValueRent.formula':
    '{compute} + {storage} × {annuityFactor} storage{staff}{past}{taxSaved}{left}{leftTax} = {presentValue}',
  'explain.presentValueRent.staff': ' + {staff} × {annuityFactor} staff',
  'explain.presentValueRent.compute': '{compute} × {annuityFactor} compute',
  'explain.presentValueRent.computeFalling':
    '{compute} × {computeAnnuity} compute (each month’s price factor × v^m, added up)',
  'explain.presentValueRent.past':
    ' + {compute} × {pastMonths} × {endFactor} (the months paid past the horizon, in month {horizonMonths})',
  'explain.presentValueRent.taxSaved': ' − {taxPresentValue} tax saved, discounted',
  'explain.presentValueRent.left': ' − {remainingValue} × {endFactor} (those months left over at the end)',
  'explain.presentValueRent.leftTax':
    ' + {taxPct} × {remainingValue} × {yearEndFactor} (the tax their rent saved, left over with them)',
  'explain.presentValueRentCash.label': 'Renting, present value (cash)',
  'explain.presentValueRentCash.formula':
    '{compute} + {storage} × {annuityFactor} storage{staff}{past}{taxSaved} = {presentValue}',
  'explain.savings.presentValues': ', comparing the present values above, as the verdict does',
} as const;

// English messages of the method for the tipping points: the highest price at which each side
// still costs no more than the other, all else as entered, and the busy hours a day from which owning wins.
export const explainTipping = {
  'explain.section.tipping': 'Where the answer turns',
  'explain.tipping.intro':
    'Each price is the highest at which its side still costs no more than the other, everything else as entered, in the view compared above; a price shown is cut to the cent below, where that side still wins.',
  'explain.tipping.rent.formula': '{answer}',
  'explain.tipping.rent.label': 'Highest rental price',
  'explain.tipping.rent.hour': 'renting wins while a card-hour costs at most {price} (now {current})',
  'explain.tipping.rent.month': 'renting wins while a card costs at most {price} a month (now {current})',
  'explain.tipping.rent.week': 'renting wins while a card costs at most {price} a week (now {current})',
  'explain.tipping.rent.never': 'renting does not win at any price: its storage alone costs more than owning',
  'explain.tipping.rent.always': 'renting wins whatever the rental price',
  'explain.tipping.server.formula': '{answer}',
  'explain.tipping.server.label': 'Highest server price',
  'explain.tipping.server.at': 'owning wins while a server costs at most {price} (now {current})',
  'explain.tipping.server.never':
    'owning does not win at any server price: its electricity, operations and setup alone cost more than renting',
  'explain.tipping.server.always': 'owning wins whatever a server costs',
  'explain.tipping.hours.formula': '{answer}',
  'explain.tipping.hours.label': 'Fewest busy hours a day',
  'explain.tipping.hours.at': 'owning wins from {hours} busy hours a day (amortized, the break-even)',
  'explain.tipping.hours.never': 'owning does not win even at 24 busy hours a day (amortized)',
  'explain.tipping.hours.always': 'owning wins at any busy hours a day (amortized)',
} as const;

// English messages of the method for a scenario sized from a job (format version 4's job
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
  'explain.job.flops.formula':
    '{k} × {activeB}B active parameters × {tokens} tokens{attention} = {flops} FLOPs ({why})',
  'explain.job.flops.attention':
    ' + {perToken} attention FLOPs a token × {tokens} tokens (12 × layers × width × {sequence} tokens a sequence, two thirds of it for LoRA; PaLM, Chowdhery et al. 2022)',
  'explain.job.flops.full': '6 a parameter and token for full training: forward 2, backward 4; Kaplan et al. 2020',
  'explain.job.flops.adapters':
    '4 a parameter and token for LoRA and QLoRA: forward 2, backward through the frozen base 2, whose own weights get no gradients; Hu et al. 2021',
  'explain.job.gpuHours.label': 'GPU-hours',
  'explain.job.gpuHours.formula':
    '{flops} FLOPs ÷ ({tflops} TFLOPS × 10¹² × {mfu} MFU × 3,600 s) = {gpuHours} GPU-hours{source}',
  'explain.job.gpuHours.mfuDefault':
    '; MFU {mfu} is the default of the job’s regime (pre-training by size from Meta’s Llama 3.1 model card, fine-tuning from MosaicML, LoRA and QLoRA derived from it, a mixture of experts from NeMo; docs/method/jobs.md): give your own measured figure',
  'explain.job.paid.label': 'GPU-hours with checkpoints and restarts',
  'explain.job.paid.formula': '{gpuHours} × (1 + {overheadPct}{spot}) = {paid} GPU-hours{source}',
  'explain.job.paid.spot': ' on spot cards',
  'explain.job.paid.assumption':
    '; {overheadPct} is the default and an assumption, not a measured figure: give your cluster’s own',
  'explain.job.paid.meta':
    '; {overheadPct} is the default, 1 ÷ 0.9 − 1 from Meta’s “>90% effective training time” on 16,384 H100s (Llama 3 paper, §3.3.4): give your cluster’s own',
  'explain.job.state.label': 'Training state in memory',
  'explain.job.state.formula': '{answer}',
  'explain.job.state.full':
    '18 bytes × {totalB}B parameters = {stateGB} GB (BF16 weights 2, fp32 gradients 4, fp32 master weights and Adam’s two moments 12; Megatron-LM), activations on top',
  'explain.job.state.adapters':
    '{baseBytes} bytes × {totalB}B frozen parameters + 18 bytes × {adapterPct} × {totalB}B adapter parameters = {stateGB} GB (the adapters’ training state at 18 bytes a parameter, Megatron-LM), activations on top',
  'explain.job.holdState.label': 'Cards to hold the state',
  'explain.job.holdState.formula':
    '⌈{stateGB} GB ÷ ({memoryGB} GB × {usablePct} usable{activations})⌉ = {cards}{sharded}{source}',
  'explain.job.holdState.activations':
    ' − {activationsGB} GB of each card’s activations (2 bytes × sequence × width × layers a sequence with full recomputation; Korthikanti et al. 2022)',
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
  'explain.job.sequences.label': 'Sequences in flight at the peak',
  'explain.job.sequences.formula': '{answer}',
  'explain.job.sequences.given': '{sequences}, as given',
  'explain.job.sequences.raised':
    '{given} given, raised to {sequences}: fewer cannot decode the peak’s tokens within the bandwidth bound',
  'explain.job.sequences.perUser':
    'Little’s law: {perSecond} output tokens/s decoded at the peak ÷ {speed} tokens/s each (a user wants at least {perUser}) = {sequences}',
  'explain.job.decode.label': 'Decode of a copy',
  'explain.job.decode.formula': '{answer}',
  'explain.job.decode.bandwidth':
    'min({sequences} sequences × {tbps} TB/s × {cards} ÷ ({weightsGB} GB of weights + {sequences} × {kvReadGB} GB of KV cache, half the context, read a token), the measured {cap} tokens/s) = {perCopy} tokens/s, {perSequence} tokens/s a sequence',
  'explain.job.decode.measured':
    'the measured {cap} tokens/s; no memory bandwidth known, so no bound = {perCopy} tokens/s',
  'explain.job.atPeak.label': 'Cards at the peak',
  'explain.job.atPeak.formula':
    '⌈{perSecond} ÷ {perCard} tokens/s a card decodes + {inputPerSecond} input tokens/s × {prefillMs} ms of prefill each ÷ 1,000 ms⌉ = {cards}',
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
    '({output} ÷ {perCard} tokens/s + {input} input tokens × {prefillMs} ms ÷ 1,000 ms) ÷ 3,600 = {busy} card-hours, the floor with perfect autoscaling, against {cards} × 24 h = {held} card-hours held',

  'explain.job.draw.label': 'Power a card',
  'explain.job.draw.formula': '{answer}{server}; PUE {pue}',
  'explain.job.draw.given': '{watts} W working, as the job gives it',
  'explain.job.draw.scenario':
    '{watts} W working, the owned side’s (the card’s board power, TDP, when the catalog filled it: an upper bound of its draw, not a measurement; “don’t use TDP, measure”, ML.ENERGY)',
  'explain.job.draw.server': ' + {share} W a card of the server’s base draw (serverBaseWatts ÷ cards a server)',
  'explain.job.runEnergy.label': 'Energy of a run',
  'explain.job.runEnergy.formula': '{paid} GPU-hours × {watts} W × PUE {pue} ÷ 1,000 = {kWh} kWh',
  'explain.job.busyEnergy.label': 'Energy a day, busy hours only',
  'explain.job.busyEnergy.formula':
    '{busy} card-hours × {watts} W × PUE {pue} ÷ 1,000 = {kWh} kWh, the floor; {perMillion} kWh per million tokens{perToken}',
  'explain.job.busyEnergy.perToken': ', {joules} J per output token',
  'explain.job.heldEnergy.label': 'Energy a day, the cards held all day',
  'explain.job.heldEnergy.formula':
    '({busy} busy card-hours × {watts} W + {quiet} idle card-hours × {idle} W) × PUE {pue} ÷ 1,000 = {kWh} kWh; {perMillion} kWh per million tokens{perToken}',
  'explain.job.heldEnergy.perToken': ', {joules} J per output token',
  'explain.job.carbon.label': 'Carbon',
  'explain.job.carbon.formula': '{answer}{day}{market}{secondary}',
  'explain.job.carbon.grid': '{kWh} kWh × {factor} kg CO₂e a kWh ({grid}: {source}) = {kg} kg CO₂e',
  'explain.job.carbon.own': '{kWh} kWh × {factor} kg CO₂e a kWh, as the job gives it = {kg} kg CO₂e',
  'explain.job.carbon.noGrid': 'not worked out: the job names no grid (energy.grid) and the scenario’s market has none',
  'explain.job.carbon.unknownGrid': 'not worked out: the grid {grid} is not in the energy data',
  'explain.job.carbon.day': ' a day, the cards held all day',
  'explain.job.carbon.market': '; the grid is the scenario’s market’s national average: name a region in energy.grid',
  'explain.job.carbon.secondary': '; the factor is relayed, not read at its source',

  'explain.section.jobServe': 'Three ways to serve',
  'explain.job.serve.intro':
    'Owning and renting as this scenario holds them (its workload and prices over its horizon, in the verdict’s view), beside the API for the same tokens.',
  'explain.job.held.label': '{way}',
  'explain.job.held.own': 'On owned cards',
  'explain.job.held.rent': 'On rented cards',
  'explain.job.held.formula':
    '{total} over {months} months ÷ {days} days = {perDay} a day; ÷ ({tokens} tokens a day ÷ 10⁶) = {perMillion} per million tokens',
  'explain.job.apiPath.label': 'The API’s prices over the horizon',
  'explain.job.apiPath.formula':
    'prices change {changePctPerYear} % a year: over {months} months they average {averageFactor} × today’s, so {todayPerDay} a day × {averageFactor} = {perDay} a day',
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

export const method = {
  ...explain,
  ...explainUncertainty,
  ...explainResale,
  ...explainHybrid,
  ...explainTools,
  ...explainSpeed,
  ...explainHorizon,
  ...explainFinance,
  ...explainTipping,
  ...explainJob,
} as const;
export type MethodKey = keyof typeof method;
