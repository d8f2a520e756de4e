// English messages of everything the page shows after its verdict, the source of truth: one
// dictionary (`later`, at the end), loaded once the verdict is on screen, made of one part a section.

// English messages of the charts.
export const charts = {
  'charts.tabs': 'Charts',
  'charts.tab.cumulative': 'Cumulative cost',
  'charts.tab.breakdown': 'Breakdown',
  'charts.tab.hours': 'Hours a day',
  'charts.tab.plans': 'Rental plans',
  'charts.asTable': 'Show as table',
  'charts.downloadImage': 'Download image',
  'charts.sentences': '{first} {second}',

  'charts.series.ownCash': 'Owning, cash',
  'charts.series.ownAmortized': 'Owning, amortized',
  'charts.series.rent': 'Renting',
  'charts.side.own': 'Owning',
  'charts.side.rent': 'Renting',
  'charts.part.depreciation': 'Depreciation',
  'charts.part.hardware': 'Hardware purchases',
  'charts.part.cluster': 'Cluster around the cards',
  'charts.part.leadTime': 'Rented while on order',
  'charts.part.downtime': 'Rented while cards are repaired',
  'charts.part.staff': 'Staff',
  'charts.part.power': 'Power',
  'charts.part.ops': 'Operations',
  'charts.part.compute': 'GPU rental',
  'charts.part.storage': 'Storage',
  'charts.plan.on-demand': 'On demand',
  'charts.plan.reserved': 'Reserved',
  'charts.plan.monthly': 'Monthly',
  'charts.plan.weekly': 'Weekly',
  'charts.plan.spot': 'Spot',

  'charts.month': 'Month',
  'charts.monthLabel': 'Month {month}',
  'charts.cumulative.title': 'Cumulative cost by month',
  'charts.cumulative.never':
    'Renting stays cheaper than owning in every month, whether the hardware is counted in cash or at book value.',
  'charts.cumulative.amortizedOnly':
    'Counted at book value, owning first costs no more than renting in month {month}; counted in cash, renting stays cheaper in every month.',
  'charts.cumulative.both':
    'Counted at book value, owning first costs no more than renting in month {amortized}; counted in cash, in month {cash}.',

  'charts.breakdown.title': 'What each side costs over the horizon',
  'charts.breakdown.summary': 'Owning costs {own}: {parts}. Renting costs {rent}: {rentParts}.',
  'charts.breakdown.part': '{part} {value}',
  'charts.breakdown.total': '{side}, total',
  'charts.breakdown.column.part': 'Cost',
  'charts.breakdown.column.amount': 'Amount',
  'charts.breakdown.viewAmortized':
    'Owned hardware is counted at its depreciation, as if sold at book value at the end; a reservation at the months used, those paid past the horizon left over.',
  'charts.breakdown.viewCash':
    'Owned hardware is counted at every payment for it; a reservation at every month paid, its last term in full.',

  'charts.hours.title': 'Total cost by busy hours a day, at each whole hour',
  'charts.hours.axis': 'Busy hours a day',
  'charts.hours.value': '{hours} h a day',
  'charts.hours.breakEven': 'Break-even: {hours} h',
  'charts.hours.summary.at': 'From {hours} busy hours a day up, owning (amortized) costs no more than renting.',
  'charts.hours.summary.never': 'Renting stays cheaper than owning even at 24 busy hours a day.',
  'charts.hours.summary.always': 'Owning (amortized) costs no more than renting at any number of hours a day.',

  'charts.plans.title': 'Renting under each plan, over the horizon',
  'charts.plans.noPrice': 'no price',
  'charts.plans.cheapest': 'cheapest',
  'charts.plans.cheapestValue': '{value} · cheapest',
  'charts.plans.current': 'your plan',
  'charts.plans.interruptible': 'interruptible',
  'charts.plans.summary.one': 'The cheapest plan for this workload is {plan}, at {total}.',
  'charts.plans.summary.tie': 'The cheapest plans for this workload are {plans}, at {total} each.',
  'charts.plans.summary.spot': 'Spot cards can be taken away in the middle of a job.',
  'charts.plans.column.plan': 'Plan',
  'charts.plans.column.total': 'Total',
  'charts.plans.column.hours': 'Billed card-hours',
  'charts.plans.column.note': 'Note',

  // each plan against on demand, in percent of on demand's total
  'charts.plans.vsOnDemand': '{plan} is {pct} cheaper than on demand.',
  'charts.plans.column.vsOnDemand': 'Against on demand',
  'charts.plans.cheaperBy': '{pct} cheaper',
  'charts.plans.dearerBy': '{pct} dearer',
} as const;

// English messages of the catalog: the picker that fills figures from the dated GPU catalog.
export const catalog = {
  'catalog.label': 'Fill from the GPU catalog',
  'catalog.hint':
    'Fills power, server price, rental price and, where published, the server around the cards and its lead time with dated figures. Each stays editable and shows where it came from.',
  'catalog.choose': 'Choose a GPU…',
  'catalog.failed': 'The catalog could not be loaded',
  'catalog.market.global': 'Global prices (mostly USD)',
  'catalog.market.cn': 'China prices (CNY)',
  'catalog.market.us': 'US prices (USD)',
  'catalog.market.eu': 'EU prices',
  'catalog.market.other': 'Other markets (converted and marked so)',
  'catalog.option': '{name} · {memory} GB · as of {asOf}',
  'catalog.filled': 'Filled {fields} for the {name} from the catalog (as of {asOf}).',
  'catalog.field.power': 'power',
  'catalog.field.serverPrice': 'server price',
  'catalog.field.rentalPrice': 'rental price',
  'catalog.field.billing': 'billing increment',
  'catalog.field.serverBase': 'server base draw',
  'catalog.field.leadTime': 'lead time',
  'catalog.field.network': 'network fabric',
  'catalog.field.colocation': 'colocation by power',
  'catalog.field.monthly': 'monthly price',
  'catalog.field.weekly': 'weekly price',
  'catalog.field.reserved': 'reserved discount',
  'catalog.field.spot': 'spot discount',
  'resale.hint':
    "Used GPUs sell for less than the curve's value when they are worn or sold in a hurry. Choose both, and the sale's haircut follows from SpotWire's factors.",
  'resale.condition': 'Condition when sold',
  'resale.condition.new': 'New, unopened (× {factor})',
  'resale.condition.refurbished-certified': 'Refurbished and certified (× {factor})',
  'resale.condition.used-working': 'Used, working (× {factor})',
  'resale.condition.as-is': 'As is, untested (× {factor})',
  'resale.speed': 'How fast it is sold',
  'resale.speed.orderly-180d': 'Orderly sale over 180 days (× {factor})',
  'resale.speed.broker-90d': 'Through a broker within 90 days (× {factor})',
  'resale.speed.auction-30d': 'At auction within 30 days (× {factor})',
  'resale.speed.distressed-7d': 'Distressed sale within 7 days (× {factor})',
  'resale.result': 'A haircut of {haircut}: at {months} months old the cards fetch {share} of their price.',
  'resale.use': 'Use this haircut',
  'resale.inUse': 'This haircut is in use',
  'resale.source': 'Source: SpotWire valuator, condition and liquidation factors (CC-BY-4.0), as of {asOf}.',
  'catalog.missing':
    'No {fields} for this card among the {market}: those fields keep the figures they had; check them.',
  'catalog.pin.title': 'Prices from an earlier catalog',
  'catalog.pin.text':
    "This scenario's catalog figures come from catalog snapshot {pinned}, and are kept as they were. The page's catalog is now {current}.",
  'catalog.pin.compare': "Compare with today's prices",
  'catalog.pin.changes': "Today's catalog would change:",
  'catalog.pin.change': '{field}: {before} → {after}',
  'catalog.pin.none': "Today's catalog gives the same figures.",
  'catalog.pin.gone': "Today's catalog has no entry {entry}: the figures are kept.",
  'catalog.pin.use': "Use today's prices",
  'catalog.pin.keep': 'Keep these figures',
  'catalog.pin.empty': 'none',
} as const;

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

// English messages of the export part.
export const exportPart = {
  'export.title': 'Export',
  'export.csv': 'Monthly series (CSV)',
  'export.json': 'Scenario and result (JSON)',
  'export.print': 'Print report',
  'export.csv.month': 'Month',
  'export.csv.ownCash': 'Owned, paid in cash, cumulative ({unit})',
  'export.csv.ownAmortized': 'Owned, amortized, cumulative ({unit})',
  'export.csv.rent': 'Rented, cumulative ({unit})',
} as const;

// English messages of the pictures of the answer (the verdict and each chart as PNG or SVG).
export const pictures = {
  'pictures.png': 'PNG, sharp at 2×',
  'pictures.svg': 'SVG',
  'pictures.markdown': 'Markdown for a post',
  'pictures.copy': 'Copy',
  'pictures.copied': 'Copied',
  'pictures.note':
    'Upload the image to your platform (Medium, Substack, WeChat, Zhihu…) and put its address in place of the file name: the picture then links to this scenario.',
  'pictures.failed': 'The image could not be made.',
  'pictures.unnamed': 'Unnamed scenario',
  'pictures.alt': '{name}: {verdict}',
  'pictures.footer': '{date} · {view}',
  'pictures.view.amortized': 'owned hardware amortized',
  'pictures.view.cash': 'owned hardware paid in cash',
  // beside the QR code of the scenario's link, over the site's address; in its place when the link is too long
  'pictures.scan': 'Scan to open this scenario',
  'pictures.scanFigures': 'Scan to open these figures (source notes left out)',
  'pictures.noQr': 'The link to this scenario is too long for a QR code. The calculator:',
} as const;

// English messages of the short answer from the job beside the verdict.
export const jobVerdict = {
  'jobVerdict.input.tokens': 'Training tokens',
  'jobVerdict.input.tokens.unit': 'billion',
  'jobVerdict.input.runs': 'Runs a year',
  'jobVerdict.input.runs.unit': 'runs',
  'jobVerdict.input.tpd': 'Tokens a day',
  'jobVerdict.input.tpd.unit': 'million',
  'jobVerdict.input.range': 'Enter a number from {min} to {max}.',
  'jobVerdict.input.runsTooMany': 'At most {most} runs fit in a year back to back: one run takes {hours} hours.',
  'jobVerdict.input.tooManyCards': 'This needs {cards} cards at once, more than a scenario holds (100,000).',
  'jobVerdict.label': 'From the job',
  'jobVerdict.cards.one': '1 card',
  'jobVerdict.cards.many': '{n} cards',
  'jobVerdict.runs.one': '1 run a year',
  'jobVerdict.runs.many': '{n} runs a year',
  'jobVerdict.method.full': 'full fine-tune',
  'jobVerdict.method.lora': 'LoRA fine-tune',
  'jobVerdict.method.qlora': 'QLoRA fine-tune',
  'jobVerdict.sized.training':
    'Sized from the job: {method} of a model of {params} parameters on {tokens} tokens — {cards} × {hours} h a run, {runs}.',
  'jobVerdict.sized.serving':
    'Sized from the job: serving a model of {params} parameters, {tokens} tokens a day — {cards} held all day.',
  'jobVerdict.edited':
    'The workload has been changed by hand since: the verdict above prices your figures, the lines below the job’s own cards and hours.',
  'jobVerdict.unreadable': 'The job this scenario was sized from cannot be read here ({path}).',
  'jobVerdict.view.amortized': 'amortized',
  'jobVerdict.view.cash': 'cash',
  'jobVerdict.training.own':
    'Owning costs no more than renting from {runs}, of the {most} that fit in a year ({view}).',
  'jobVerdict.training.tooLong':
    'One run takes longer than a year: no whole run fits in a year to weigh owning the cards against renting them. A deadline sizes more cards.',
  'jobVerdict.training.rent': 'Renting stays cheaper at every count that fits in a year (at most {runs}; {view}).',
  'jobVerdict.training.totals': 'At {runs}: owning {own}, renting {rent} over {period}.',
  'jobVerdict.ways.caption3': 'The job’s traffic three ways, the cards held all day, amortized over {period}',
  'jobVerdict.ways.caption2': 'The job’s traffic two ways, the cards held all day, amortized over {period}',
  'jobVerdict.ways.way': 'Way',
  'jobVerdict.ways.perMillion': 'Per million tokens',
  'jobVerdict.ways.perDay': 'A day',
  'jobVerdict.way.api': 'API',
  'jobVerdict.way.apiNamed': 'API: {name}',
  'jobVerdict.way.rent': 'Rented cards',
  'jobVerdict.way.own': 'Owned cards',
  'jobVerdict.cheapest': 'cheapest',
  'jobVerdict.api.otherCurrency': 'priced in {currency}: not converted, no exchange rate is assumed',
  'jobVerdict.breakEven.both': 'Serving yourself beats the API from {own} tokens a day owned, {rent} rented.',
  'jobVerdict.breakEven.split': 'Serving yourself — owned: {own}; rented: {rent}.',
  'jobVerdict.breakEven.same': 'Serving yourself, owned or rented: {phrase}.',
  'jobVerdict.breakEven.from': 'cheaper than the API from {tokens} tokens a day',
  'jobVerdict.breakEven.beyond': 'not cheaper than the API within the {capacity} tokens a day these cards carry',
  'jobVerdict.breakEven.never': 'never cheaper than the API, at any volume',
  'jobVerdict.breakEven.noApi': 'No API was given: owning and renting only.',
  'jobVerdict.breakEven.otherCurrency':
    'The API is priced in {api} and this scenario in {scenario}: no exchange rate is assumed, so the API is not compared.',
} as const;

// English messages of "Start from the job": a training run or a model to serve, read from the dated
// catalogs, that fills the workload.
export const jobStart = {
  'job.intro':
    'Describe a training run or a model to serve: the workload below is filled from it and stays editable. Model sizes, GPU peaks, measured throughputs and API prices come from dated catalogs, each with its source; “How this is computed” shows every step.',
  'job.loading': 'Loading the model and GPU catalogs…',
  'job.failed': 'The model and GPU catalogs could not be loaded.',
  'job.retry': 'Try again',
  'job.examples': 'Examples',
  'job.example.lab': 'A lab’s LoRA fine-tune of a 7B model',
  'job.example.fineTune': 'A 70B full fine-tune on 8-card instances',
  'job.example.serve': 'Serving a 32B model against an API',
  'job.kind': 'The job',
  'job.kind.training': 'Train or fine-tune',
  'job.kind.serving': 'Serve a model',
  'job.model': 'Model',
  'job.model.typed': 'Another model: type its size',
  'job.model.option': '{name} · {params} B parameters',
  'job.model.optionMoe': '{name} · {params} B parameters, {active} B active',
  'job.totalParamsB': 'Parameters, all',
  'job.totalParamsB.hint': 'Every expert of a mixture of experts: what memory holds.',
  'job.activeParamsB': 'Parameters used a token',
  'job.activeParamsB.hint': 'What each token computes with; leave empty for a dense model.',
  'job.layers': 'Layers',
  'job.kvHeads': 'Key-value heads',
  'job.headDim': 'Values a head',
  'job.kvShape.hint': 'The KV cache’s shape, from the model’s config.json.',
  'job.unit.billion': 'billion',
  'job.unit.million': 'million',
  'job.unit.days': 'days',
  'job.unit.tokens': 'tokens',
  'job.unit.gb': 'GB',
  'job.unit.times': '×',
  'job.unit.perSecond': 'tokens/s',
  'job.unit.perM': 'per million tokens',
  'job.gpu': 'GPU',
  'job.gpu.typed': 'Another card: type its figures',
  'job.gpu.option': '{name} · {memory} GB · {tflops} TFLOPS',
  'job.gpu.hint': 'Peak dense 16-bit tensor throughput and memory from the dated GPU catalog, with their sources.',
  'job.peakTflops': 'Peak dense TFLOPS at this precision',
  'job.memoryGB': 'Memory of one card',
  'job.cardsPerInstance': 'Cards in one instance or server',
  'job.cardsPerInstance.hint': 'The cards a job uses round up to whole instances.',
  'job.precision': 'Precision of the weights',
  'job.precision.2': 'BF16 · 2 bytes a weight',
  'job.precision.1': 'FP8 · 1 byte a weight',
  'job.precision.0.5': '4-bit · half a byte a weight',
  'job.precision.other': '{bytes} bytes a weight',
  'job.tokensB': 'Training tokens',
  'job.tokensB.hint': 'The dataset times its epochs.',
  'job.method': 'Method',
  'job.method.full': 'Full training (6 × parameters × tokens)',
  'job.method.lora': 'LoRA fine-tune (4 × parameters × tokens)',
  'job.method.qlora': 'QLoRA fine-tune (4-bit base)',
  'job.adapterSharePct': 'Adapters’ share of the parameters',
  'job.adapterSharePct.hint': 'The weights LoRA trains, often 0.1–1 % of the model.',
  'job.mfuPct': 'Model FLOPs utilization (MFU)',
  'job.mfuPct.hint':
    '42 % by default: the median of ten published dense BF16 runs on 64 or more H100s (Llama 3, Megatron-Core, MosaicML). A fine-tune on one card often reaches less.',
  'job.deadlineDays': 'Deadline',
  'job.deadlineDays.hint': 'Optional: more cards finish sooner, in whole instances.',
  'job.runsPerYear': 'Runs a year',
  'job.runsPerYear.hint': 'Back to back on the same cards: what owning them is weighed against.',
  'job.spot': 'On spot cards',
  'job.spot.hint':
    'Checkpoints and restarts cost 15 % of the GPU-hours on spot cards and 5 % on cards that stay: assumptions, not measurements.',
  'job.tokensPerDayM': 'Tokens a day',
  'job.tokensPerDayM.hint': 'Input and output together, on an average day.',
  'job.inputSharePct': 'Input share',
  'job.inputSharePct.hint': 'Prompt tokens not read from a cache; output is what input and cached leave.',
  'job.cachedSharePct': 'Cached input share',
  'job.cachedSharePct.hint': 'Input read from a prompt cache, which an API bills lower.',
  'job.peakFactor': 'Busiest hour against the average',
  'job.peakFactor.hint': '2× unless you know your traffic: an assumption, named in the sources.',
  'job.throughputRow': 'Output tokens a second per card',
  'job.throughputRow.typed': 'Type a measured figure',
  'job.throughputRow.same': 'Measured for this model on this card',
  'job.throughputRow.other': 'Other models on this card (stand-ins)',
  'job.throughputRow.option': '{model} · {precision} · {scenario} · {tps} tokens/s a card · {asOf}',
  'job.throughputRow.hint':
    'Measured at the latency you want. MLPerf rows are a whole system’s throughput divided by its cards; a stand-in is another model’s, and its source says so.',
  'job.throughputRow.none': 'No measured row for this card: type a figure.',
  'job.throughput': 'Measured output tokens a second per card',
  'job.contextTokens': 'Context a sequence holds',
  'job.concurrentSequences': 'Sequences at once at the busiest hour',
  'job.concurrentSequences.hint': 'Their KV cache must fit beside the weights.',
  'job.api': 'Compare with an API',
  'job.api.none': 'No API',
  'job.api.typed': 'Type its prices',
  'job.api.option': '{provider} {model} · input {input}, output {output} {currency} per million · {asOf}',
  'job.api.hint':
    'Prices per million tokens from the dated API catalog. A price in another currency is converted at the calculator’s rate, which its source then states.',
  'job.inputPerM': 'Input price',
  'job.cachedInputPerM': 'Cached input price',
  'job.cachedInputPerM.hint': 'Empty: cached tokens pay the input price.',
  'job.outputPerM': 'Output price',
  'job.fill': 'Fill the workload from this job',
  'job.fillAgain': 'Fill it again',
  'job.remove': 'Stop sizing from the job',
  'job.removed': 'The job is no longer kept; the workload keeps its figures.',
  'job.filled': 'The workload is filled from this job — cards: {cards}; hours a day: {hours}; days a year: {days}.',
  'job.edited':
    'The workload has been changed by hand since the job filled it; the verdict uses the workload as it stands. The job gives cards: {cards}; hours a day: {hours}; days a year: {days}.',
  'job.priced':
    'Power, server and rental prices for the {name} are filled from the GPU catalog (as of {asOf}); each stays editable.',
  'job.pending': 'Fill the workload to use this job: its figures below are not in the verdict yet.',
  'job.training.summary':
    'One run: {gpuHours} GPU-hours; cards used: {cards}; {hours} hours ({days} days) from start to end; its state needs {stateGB} GB.',
  'job.training.deadlineMissed': 'The run cannot meet the deadline on whole instances.',
  'job.serving.summary':
    'Cards at the busiest hour: {cards} (copies of the model: {replicas}, cards a copy: {perReplica}); busy card-hours a day: {busy}. The workload holds the cards all day.',
  'job.serving.noFit': 'The weights and the KV cache of {sequences} sequences do not fit these cards.',
  'job.error.range': 'Enter a number from {min} to {max}.',
  'job.error.whole': 'Enter a whole number from {min} to {max}.',
  'job.error.required': 'Required: a number from {min} to {max}.',
  'job.error.active': 'Must be at most the parameters in all ({total} B).',
  'job.error.shares': 'Input and cached input add up to more than 100 %: output is what they leave.',
  'job.error.runs': 'At most {most} runs fit in a year back to back: one run takes {hours} hours.',
  'job.error.cards': 'This needs {cards} cards at once, more than a scenario holds (100,000).',
  'job.error.noRate':
    'The calculator has no rate from {from} to this scenario’s currency: type the API’s prices instead.',
  'job.error.other': '{path}: {message}',
} as const;

// English messages of the link notice: a link read as it was never needs them.
export const linkNotice = {
  'link.notice.title': 'This link could not be used exactly as it was.',
  'link.notice.kept': 'Everything else in the link was kept; the calculator works as usual.',
  'link.notice.dismiss': 'Dismiss',
  'link.notice.more': '…and {count} more.',
  'link.problem.newer-link':
    'It was made by a newer version of the calculator, whose scenarios this version cannot read. The default scenario is shown instead.',
  'link.problem.corrupt-link':
    'Its scenario part is damaged, perhaps cut short when it was copied, so it could not be read. The default scenario is shown instead.',
  'link.problem.bad-view': 'The setting “{param}” had a value this calculator does not know, so it was left as it was.',
  'link.field.removed': '“{field}” is not something this calculator knows, so it was left out.',
  'link.field.dropped': '“{field}” was not valid ({allowed}), so the part of the link that holds it was left out.',
  // a problem of a scenario's job takes the whole job with it; the workload keeps the link's figures
  'link.field.jobDropped':
    '“{field}” was not valid ({allowed}), so the whole job (“Start from the job”) was left out; the workload keeps the figures the link gave it.',
  'link.field.jobMissing':
    'The job needs “{field}”, which the link did not give, so the whole job (“Start from the job”) was left out; the workload keeps the figures the link gave it.',
  'link.field.jobUnknown':
    '“{field}” is not a field of a job, so the whole job (“Start from the job”) was left out; the workload keeps the figures the link gave it.',
  'link.field.default': '“{field}” was not valid ({allowed}), so {value} is used.',
  'link.field.plan': 'The plan needed a price the link did not give, so the on-demand plan is used.',
  'link.field.newer': 'The scenario was written by a newer version; what this version knows was kept.',
  'link.field.whole': 'The scenario was not readable at all, so the default scenario is shown.',
  'link.problem.too-long-link':
    'Its scenario part is {size} long, more than the {limit} a link may hold (a link the calculator writes is a few KB), so it was not read. The default scenario is shown instead.',
  'link.problem.too-many-values':
    'Its scenario part holds more than {limit} values, far more than any scenario (one citing every field beside 24 providers holds about 1,300), so it was not read. The default scenario is shown instead.',
  'link.kb': '{n} KB',
  'link.problem.too-large-link':
    'Its scenario part unpacks to more than 1 MB, far more than any scenario needs, so it was not read. The default scenario is shown instead.',
  'link.problem.repeated-param':
    'The link gave “{param}” more than once; the first value was used and the others were left out.',
  'link.problem.converted-currency':
    'The link gives its figures in {to}; the ones it does not give were in {from} and are converted at the default rate, 1 {from} = {rate} {to}.',
  'link.field.shortened': '“{field}” was longer than the {max} characters allowed, so it was shortened.',
  'link.field.sourceDate':
    'The source note for “{field}” had a date that is not a real date written YYYY-MM-DD, so the note was left out.',
  'link.field.source': 'The source note for “{field}” was not valid, so the note was left out.',
  'link.notice.line': 'This link could not be used exactly as it was. Left out or changed: {parts}.',
  'link.part.scenario': 'the scenario',
  'link.part.param': '{label} ({param})',
} as const;

// English messages of the currency dialog.
export const currency = {
  'currency.rate': 'Exchange rate: 1 {from} = ? {to}',
  'currency.convert': 'Convert to {to}',
  'currency.cancel': 'Cancel',
  'currency.hint': 'Every money figure is converted at this rate. The default is a rough rate; set the one you use.',
  'currency.failed': 'Cannot convert at this rate: {detail}',
  'currency.intro': 'The figures are in {from}. Nothing changes until you convert.',
  'currency.to': 'Convert into',
  'currency.offered': 'Offered: 1 {from} = {rate} {to}, from these rates:',
  'currency.perUsd': '{perUsd} {code} per US dollar on {asOf} (source: {source})',
  'currency.noRate': 'There is no rate on file for {code}: enter the one you use.',
  'currency.restores':
    'Figures you have not changed since converting from {to} go back to exactly what they were in {to}; the rate applies only to figures changed since.',
  'currency.draftInvalid':
    'Some fields hold values that are not valid: the conversion starts from the last valid figures, and what is typed in those fields is replaced.',
} as const;

// English messages of the saved-scenarios dialog.
export const saved = {
  'saved.title': 'Saved scenarios',
  'saved.close': 'Close',
  'saved.intro':
    'Scenarios are kept in this browser only. Opening one replaces the scenario on screen; export them to keep a copy or move them to another computer.',

  'saved.save.title': 'Save the scenario on screen',
  'saved.save.name': 'Name',
  'saved.save.hint': 'Up to 80 characters.',
  'saved.save.stale':
    'Some inputs on screen are not valid: the last valid scenario, the one the results show, is what will be saved.',
  'saved.save.button': 'Save',
  'saved.defaultName': 'Scenario {n}',
  'saved.copyName': '{name} (copy)',

  'saved.list.title': 'Your saved scenarios',
  'saved.list.empty': 'Nothing saved yet. Save the scenario on screen to come back to it later.',
  'saved.list.savedAt': 'Saved {date}',
  'saved.list.repaired': 'Some values could not be used; defaults were put in their place.',

  'saved.open': 'Open',
  'saved.open.named': 'Open “{name}”',
  'saved.rename': 'Rename',
  'saved.rename.named': 'Rename “{name}”',
  'saved.rename.label': 'New name for “{name}”',
  'saved.rename.hint': 'Enter to keep, Escape to cancel.',
  'saved.rename.confirm': 'Keep name',
  'saved.rename.cancel': 'Cancel',
  'saved.duplicate': 'Duplicate',
  'saved.duplicate.named': 'Duplicate “{name}”',
  'saved.delete': 'Delete',
  'saved.delete.named': 'Delete “{name}”',
  'saved.delete.confirm': 'Yes, delete',
  'saved.delete.confirmNamed': 'Yes, delete “{name}”',
  'saved.delete.keep': 'Keep',
  'saved.delete.keepNamed': 'Keep “{name}”',
  'saved.delete.question': 'Delete “{name}”?',
  'saved.export': 'Export',
  'saved.export.named': 'Export “{name}”',

  'saved.done.saved': 'Saved “{name}”.',
  'saved.done.opened': 'Opened “{name}”. It is now the scenario on screen.',
  'saved.done.renamed': 'Renamed to “{name}”.',
  'saved.done.duplicated': 'Saved a copy as “{name}”.',
  'saved.done.deleted': 'Deleted “{name}”.',
  'saved.done.exported': 'Exported “{name}”.',
  'saved.done.exportedAll': 'Exported {n} saved scenarios.',
  'saved.done.setAside':
    'The old, unreadable list was kept aside in this browser, untouched, in case it can be recovered.',

  'saved.error.full':
    'There is no room left in this browser’s storage, so nothing was saved. The scenario on screen is safe; delete or export saved scenarios to make room.',
  'saved.error.unavailable':
    'This browser is not letting the page keep saved scenarios (storage may be turned off, or blocked in private browsing). The scenario on screen is safe, and you can still export it to a file.',
  'saved.error.corrupted':
    'Your saved scenarios could not be read; they may have been changed by another program. Nothing has been written over them: download them to keep a copy, or start a new list. The scenario on screen is safe.',
  'saved.error.notFound':
    'That saved scenario is no longer there; it may have been deleted in another tab. The list has been refreshed.',
  'saved.error.emptyName': 'Enter a name.',
  'saved.error.fileTooLarge':
    'The file “{file}” is larger than {limit} MB, more than any list of saved scenarios needs, so it was not read.',
  'saved.error.fileUnreadable': 'The file “{file}” could not be read.',
  'saved.skipped': 'One saved entry could not be read and is not shown:',
  'saved.skippedMany': '{n} saved entries could not be read and are not shown:',

  'saved.transfer.title': 'Files',
  'saved.exportAll': 'Export all',
  'saved.import.label': 'Import scenarios from a file (.json)',
  'saved.import.hint': 'A file exported here, or a single scenario file.',
  'saved.import.done': 'Imported {n} from “{file}”: {names}.',
  'saved.import.none': 'Nothing was imported from “{file}”.',
  'saved.import.problems': 'Not imported:',
  'saved.problem.entry': 'Entry {n}',
  'saved.problem.entryNamed': 'Entry {n}, “{name}”',
  'saved.problem.file': 'The file',
  'saved.problem.line': '{where}: {field} — {detail}',
  'saved.problem.lineWhole': '{where}: {detail}',
  'saved.problem.fieldLabel': '{label} ({path})',
  'saved.problem.notJson': 'is not valid JSON.',
  'saved.problem.notScenario': 'holds no scenario.',
  'saved.problem.unknownField': 'is not a field this calculator knows.',
  'saved.problem.newer': 'was saved by a newer version of this calculator.',
  'saved.problem.unknownSource': 'is a source note for no field.',
  'saved.problem.usedDefault': '{detail} The default was used.',
  'saved.problem.removed': '{detail} It was left out.',
  'saved.problem.jobRemoved':
    '{detail} So the whole job (“Start from the job”) was left out; the workload keeps the figures saved with it.',

  'saved.compare.title': 'Compare two scenarios',
  'saved.compare.first': 'First scenario',
  'saved.compare.second': 'Second scenario',
  'saved.compare.onScreen': 'The scenario on screen',
  'saved.compare.onScreenNamed': 'On screen: {name}',
  'saved.compare.hint': 'Save a scenario to compare it with the one on screen.',
  'saved.compare.caption': '“{first}” and “{second}”, owned hardware counted {view}',
  'saved.compare.view.amortized': 'amortized',
  'saved.compare.view.cash': 'in cash',
  'saved.compare.figure': 'Figure',
  'saved.compare.inputs': 'Inputs',
  'saved.compare.results': 'Results',
  'saved.compare.basis': 'Compared as',
  'saved.compare.savings': 'Savings',
  'saved.compare.rentSaves': 'renting saves {amount}',
  'saved.compare.ownSaves': 'owning saves {amount}',
  'saved.compare.equal': 'the same',
  'saved.compare.currencies':
    'The two scenarios are in different currencies ({first} and {second}); no figure is converted.',

  // an unreadable saved list, and problem lists too long to show whole
  'saved.unreadable.download': 'Download the unreadable data',
  'saved.unreadable.newList': 'Start a new list',
  'saved.unreadable.hint':
    'Starting a new list removes the unreadable data from this browser; download it first to keep it.',
  'saved.done.newList': 'Started a new list of saved scenarios.',
  'saved.done.unreadableDownloaded': 'Downloaded the unreadable data.',
  'saved.problems.more': '…and {n} more.',
} as const;

// English messages of the Embed dialog.
export const embedPanel = {
  'embedPanel.title': 'Embed this calculator in a blog post',
  'embedPanel.intro':
    'Paste a snippet into your page. Readers see this scenario and can change the inputs you pick; the widget leaves your page’s styles alone.',
  'embedPanel.inputs': 'Inputs readers may change',
  'embedPanel.input.gpus': 'GPUs',
  'embedPanel.input.hours': 'Busy hours a day',
  'embedPanel.input.days': 'Active days a year',
  'embedPanel.input.price': 'Price per card-hour',
  'embedPanel.input.server': 'Server price',
  'embedPanel.input.tokens': 'Training tokens (the job)',
  'embedPanel.input.runs': 'Runs a year (the job)',
  'embedPanel.input.tpd': 'Tokens a day (the job)',
  'embedPanel.input.months': 'Horizon',
  'embedPanel.lang': 'Language',
  'embedPanel.langReader': 'The reader’s browser language',
  'embedPanel.currency': 'Currency readers see',
  'embedPanel.currencyOwn': 'The scenario’s own ({code})',
  'embedPanel.currencyHint':
    'Another currency shows the figures converted at the default rate, which the widget states under them.',
  'embedPanel.snippet': 'Snippet to paste, with the loader script',
  'embedPanel.copy': 'Copy loader snippet',
  'embedPanel.copied': 'Snippet copied.',
  'embedPanel.close': 'Close',
  'embedPanel.preview': 'Preview',
  'embedPanel.previewTitle': 'Preview of the embedded calculator',
  // the iframe-only snippet, and which snippet to use where
  'embedPanel.loaderHint':
    'For pages that run scripts: the frame follows its content’s height as readers change inputs.',
  'embedPanel.iframeSnippet': 'Iframe-only snippet, no script',
  'embedPanel.iframeHint':
    'For pages that strip scripts. Its height, {height} px, holds the preview below in any column from {from} to {to} px wide, with these inputs, this language and this currency, and a line to spare.',
  'embedPanel.measuring': 'Measuring the preview’s height for these inputs…',
  'embedPanel.copyIframe': 'Copy iframe snippet',
  'embedPanel.copiedIframe': 'Iframe snippet copied.',
  'embedPanel.hugoSnippet': 'Hugo shortcode',
  'embedPanel.hugoHint':
    'For a Hugo post: copy docs/embed/hugo/gpu-tco.html into your site’s layouts/shortcodes/ once, then paste this line. Pasted HTML would need markup.goldmark.renderer.unsafe = true in the site’s configuration; the shortcode does not.',
  'embedPanel.copyHugo': 'Copy Hugo shortcode',
  'embedPanel.copiedHugo': 'Hugo shortcode copied.',
  'embedPanel.mdxSnippet': 'MDX or React component',
  'embedPanel.mdxHint':
    'For an MDX page or a React site: copy docs/embed/GpuTco.tsx into your project once, import it, then paste this.',
  'embedPanel.copyMdx': 'Copy MDX component',
  'embedPanel.copiedMdx': 'MDX component copied.',
  'embedPanel.copyFailed': 'The browser did not allow copying: select the text and copy it.',
  'embedPanel.measureTitle': 'The preview, measured for the iframe snippet’s height',
  'embedPanel.where': 'Which snippet where',
  'embedPanel.where.host': 'Where you publish',
  'embedPanel.where.use': 'What to paste',
  'embedPanel.where.selfHosted.host': 'Your own blog or static site (self-hosted WordPress, plain HTML)',
  'embedPanel.where.selfHosted.use': 'The loader snippet',
  'embedPanel.where.hosted.host':
    'Hosted blogs that strip scripts but keep iframes: Ghost, WordPress.com on a plan that allows iframes',
  'embedPanel.where.hosted.use':
    'The iframe snippet, in a custom HTML block or an HTML card. Where iframes are stripped too (WordPress.com below its Business plan), a picture with a link',
  'embedPanel.where.generators.host': 'Hugo, Jekyll, Markdown',
  'embedPanel.where.generators.use': 'The Hugo shortcode, or the iframe snippet as raw HTML (docs/embedding.md)',
  'embedPanel.where.mdx.host': 'MDX, React',
  'embedPanel.where.mdx.use': 'The GpuTco component (docs/embedding.md)',
  'embedPanel.where.noFrames.host': 'Medium, Substack, WeChat articles, Zhihu',
  'embedPanel.where.noFrames.use':
    'Neither: these allow no custom iframe. Post a picture of the answer with a link to the calculator: “Download image” on the verdict card or beside the charts.',
} as const;

// English messages of the analysis tools (scenario format version 2).
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
    'A reservation is paid in whole terms, the last one in full even where it runs past the horizon. Amortized, the months past the horizon are credited at the share of their price they could be sold for (the reservation’s resale share, 0 unless you say so); in cash they are charged.',

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
    'Each input moves down and up by the set share of its value, one at a time, kept inside its allowed range (marked * where the range cut the move); a whole number (cards, years, months) moves by the whole step nearest that share, at least 1, so its move can be larger, as shown under its name. A discount rate of 0 has no share to move by: it moves up by a tenth of a percentage point for each 1 % of the share (2 points at 20 %), ranked as a move of that share. The bar spans the savings (owning − renting in present values after tax, amortized) at the two values. Rows are ranked by how much the savings change for each 1 % the input moved, so that a larger whole step does not rank an input higher.',

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
    'Each varied input is drawn from a triangle peaking at likely, whose 10th and 90th percentiles are low and high (or whose ends they are, read as limits); a draw beyond what the input allows is held at it. The rental price follows the server price through a Gaussian copula. Under a time-of-use tariff the electricity draw scales peak and off-peak prices by draw ÷ likely. Seeded (mulberry32): the same seed gives the same answer. Compared amortized, in present values after tax at the scenario’s discount rate (or at the drawn one, when it is varied); nearest-rank percentiles; 20 bins.',

  'tools.input.workload.hoursPerDay': 'busy hours a day',
  'tools.input.workload.gpus': 'cards',
  'tools.input.workload.daysPerYear': 'active days a year',
  'tools.input.own.serverPrice': 'server price',
  'tools.input.own.power.pricePerKWh': 'electricity price',
  'tools.input.own.ops.staffPerYear': 'staff cost',
  'tools.input.own.ops.staffPerServerPerYear': 'staff cost per server',
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
  'tools.input.discountRatePct': 'discount rate (% a year)',
  'tools.input.leadTimeMonths': 'months on order',
  'tools.input.availabilityPct': 'cards up (share of busy hours)',
  'tools.input.priceChangePctPerYear': 'rental prices’ yearly change',
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
  'tools.input.own.leadTimeMonths': 'months on order',
  'tools.input.own.availabilityPct': 'cards up (share of busy hours)',
  'tools.input.own.depreciation.saleHaircutPct': 'quick-sale haircut',
  'tools.input.own.ops.colocationPerKWMonth': 'colocation per kW',
  'tools.input.own.ops.supportPerServerPerYear': 'support contract',
  'tools.input.rent.reservationResalePct': 'reservation resale share',
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
  // what a field other than a number asks for, by the part of its rule a value broke
  'problem.choice': 'Choose {values}.',
  'problem.boolean': 'Must be yes or no (true or false).',
  'problem.text': 'Enter text.',
  'problem.tooLong': 'Enter at most {max} characters.',
  'problem.date': 'Enter a date the calendar has, written YYYY-MM-DD.',
  'problem.currency': 'Enter a three-letter ISO 4217 currency code such as CNY, USD or EUR.',
  'problem.version': 'Enter a version such as 12.4, or leave it empty.',

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
  'tools.advisor.flip.below': 'Reserved at {discount} off is assumed; below {at} the advice becomes {plan}.',
  'tools.advisor.flip.above': 'Reserved at {discount} off is assumed; above {at} the advice becomes {plan}.',
  'tools.advisor.source.rent.reservedDiscountPct':
    'one-year H100 contracts ran about 20% under the on-demand median in 2026 (SemiAnalysis contract survey, relayed 2026-04-02); CoreWeave H100 $2.23 on demand against $1.79 for one year, 19.7%. A hyperscaler takes more off its own list price: GCP one-year commitments 30.6–37.6% (data/gcp_gpu_instances_subset.csv)',
  'tools.advisor.source.rent.reservedDiscountPctEarlier':
    'versions 1–6 of the format assumed 40%, which a file of theirs that leaves it out keeps: GCP one-year commitments on A100, H100 and L4 machines are 30.6–37.6% off on demand (median 37%), three-year ones 55–65% (data/gcp_gpu_instances_subset.csv, from Cyclenerd pricing.yml); CoreWeave offers “up to 60%”, Vast.ai up to 50% (data/assumptions.md)',
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

// English messages of provider screening (scenario format version 3).
export const providers = {
  'providers.title': 'Provider screening',
  'providers.intro':
    'A low price per card-hour is worth little from a provider that slices GPUs, throttles the network or loses a week of training. Add the providers you are considering, paste what their machines report, and compare them on five checks as well as on price.',
  'providers.start': 'Start screening providers',
  'providers.add': 'Add a provider',
  'providers.addFromCatalog': 'Add from the catalog',
  'providers.catalogPick': 'Provider and GPU from the dated catalog',
  'providers.catalogChoose': 'Choose…',
  'providers.catalogLoading': 'Loading the catalog…',
  'providers.newName': 'Provider {n}',
  'providers.stop': 'Stop screening (removes every provider)',
  'providers.empty': 'No providers yet. Add one from the catalog or by hand.',
  'providers.method': 'How the scores are given',
  'providers.method.intro':
    'Each check gives 0 to 10 points from evidence, never from advertising. A check without evidence is unknown, neither 0 nor an average: the total is the weighted mean of what is measured, out of 100, shown with the share of the weight measured. Each provider is scored on its own figures and this scenario’s, so adding or removing a provider never moves the others.',
  'providers.method.hardware':
    'Hardware: 10 points when nvidia-smi output is given, less 5 when it reports another GPU model than advertised, 3 for fewer cards, 3 for less memory (below 90 % of the advertised), 4 for MIG slices, 4 for a virtual GPU (any mode but None or Pass-Through), 2 each for a driver or CUDA older than you need.',
  'providers.method.network':
    'Network: up to 6 points for iperf3 bandwidth against the target (10 Gbps by default), up to 4 for latency (each ms costs the set share of distributed-training throughput; 20 % lost leaves none), less 1 for TCP retransmits (2 above 100).',
  'providers.method.recovery':
    'Recovery: 3 points for off-site backup, 2 for snapshots, 2.5 each for an RTO and an RPO in the SLA within your targets (a share of them when longer).',
  'providers.method.billing':
    'Billing fit: what this workload costs a busy GPU-hour at the provider (its billing increments, minimum, storage and plan included), against what owning costs a busy GPU-hour in this scenario, or your target price. 10 points at half of it or less, 5 at it, 0 at twice it or more; between, each halving of the price earns the same points.',
  'providers.method.support':
    'Support: 10 points when a test ticket (a deliberately broken CUDA setup) is answered within the target (15 minutes by default), a share of them when slower.',
  'providers.plan.on-demand': 'On demand',
  'providers.plan.reserved': 'Reserved',
  'providers.plan.monthly': 'Monthly',
  'providers.plan.weekly': 'Weekly',
  'providers.plan.spot': 'Spot',
  'providers.plan.reserved+on-demand': 'Reserved + on demand',
  'providers.weights': 'Weights',
  'providers.weightsHint': 'How much each check counts in the total, from 0 to 10.',
  'providers.targets': 'What you need',
  'providers.dim.hardware': 'Hardware',
  'providers.dim.network': 'Network',
  'providers.dim.recovery': 'Recovery',
  'providers.dim.billing': 'Billing fit',
  'providers.dim.support': 'Support',
  'providers.overall': 'Total',
  'providers.table.caption':
    'Providers for this workload: scores out of 10 (unknown where nothing is measured), total out of 100 over what is measured, and how much of the weight that is',
  'providers.col.name': 'Provider',
  'providers.col.gpu': 'GPU',
  'providers.col.plan': 'Plan',
  'providers.col.cost': 'Cost over the horizon',
  'providers.col.use': 'Calculator',
  'providers.sortBy': 'Sort by {column}',
  'providers.use': 'Use {name} in the calculator',
  'providers.inUse': 'In use',
  'providers.remove': 'Remove {name}',
  'providers.summary.cost': '{name} costs least for this workload: {total} ({plan}).',
  'providers.summary.best': '{name} ranks first: {score} of 100, with {measured} of the weight measured.',
  'providers.costChart': 'Cost of the workload at each provider',
  'providers.radarTitle': 'The five checks, side by side',
  'providers.radarOne': 'Scores of {name}',
  'providers.card': '{name}: details, evidence and scores',
  'providers.scoreLine': '{dimension}: {score} of 10',
  'providers.totalLine': 'Total: {score} of 100',
  'providers.noTotal': 'No total: every weight is 0.',
  'providers.evidence': 'Evidence',
  'providers.paste': 'Paste the output of nvidia-smi -q, nvidia-smi --query-gpu=… --format=csv, or iperf3 -J',
  'providers.pasteHint': 'It is read here, in your browser; only the figures found are kept in the scenario.',
  'providers.file': 'Or choose a file',
  'providers.read': 'Read the evidence',
  'providers.found.gpu':
    'Read: {count} × {name}, {memory} MiB, MIG {mig}, virtualization {mode}, driver {driver}, CUDA {cuda}.',
  'providers.found.net': 'Read: iperf3 {protocol}, {streams} streams, {gbps} Gbps received, {retransmits} retransmits.',
  'providers.notRecognized': 'Not recognized. {reason}',
  'providers.unknown': 'not shown',
  'providers.checklist': 'Checklist',
  'providers.checklistTable': 'Checklist, provider by provider',
  'providers.checklistHint': 'What to ask each provider for before renting. Printing the page prints it.',
  'providers.print': 'Print the checklist',
  'providers.check.hardware':
    'nvidia-smi -q on a rented machine: the advertised GPU, whole cards, the driver and CUDA you need',
  'providers.check.network': 'iperf3 between two nodes: at least the target bandwidth; latency measured',
  'providers.check.recovery': 'Off-site backup, snapshots, an RTO and RPO written in the SLA',
  'providers.check.billing': 'Prices for the plans you would use, with the billing increment and minimum',
  'providers.check.support': 'A test ticket (a broken CUDA setup) answered within the target',
  'providers.done': 'done',
  'providers.missing': 'missing',

  'providers.reason.hardware.none': 'No nvidia-smi output: nothing shows what the machine really has.',
  'providers.reason.hardware.evidence': 'nvidia-smi shows {count} × {name}.',
  'providers.reason.hardware.model': 'Reports {reported}, but {advertised} is advertised.',
  'providers.reason.hardware.count': '{reported} cards visible, {advertised} advertised.',
  'providers.reason.hardware.memory': '{reportedMiB} MiB of memory, {advertisedGB} GB advertised.',
  'providers.reason.hardware.mig': 'MIG is enabled: the card is sliced, not whole.',
  'providers.reason.hardware.vgpu': 'Virtualization mode {mode}: a virtual GPU, not a whole card.',
  'providers.reason.hardware.driver': 'Driver {reported} is older than the {needed} needed.',
  'providers.reason.hardware.driverUnknown': 'The driver version is not shown; {needed} is needed.',
  'providers.reason.hardware.cuda': 'CUDA {reported} is older than the {needed} needed.',
  'providers.reason.hardware.cudaUnknown': 'The CUDA version is not shown; {needed} is needed.',
  'providers.reason.network.noBandwidth': 'No iperf3 result to hold against the {target} Gbps target.',
  'providers.reason.network.bandwidth': '{gbps} Gbps measured against a {target} Gbps target.',
  'providers.reason.network.noLatency': 'No latency measured between nodes.',
  'providers.reason.network.latency': '{ms} ms between nodes costs about {lossPct} of distributed-training throughput.',
  'providers.reason.network.retransmits': '{count} TCP retransmits in the iperf3 run.',
  'providers.reason.recovery.offsite': 'Off-site backup.',
  'providers.reason.recovery.noOffsite': 'No off-site backup.',
  'providers.reason.recovery.snapshots': 'Snapshots.',
  'providers.reason.recovery.noSnapshots': 'No snapshots.',
  'providers.reason.recovery.rto': 'Recovery time of {hours} h in the SLA, against a {target} h target.',
  'providers.reason.recovery.rtoNone': 'No recovery time (RTO) in the SLA.',
  'providers.reason.recovery.rpo': 'Data-loss window of {hours} h in the SLA, against a {target} h target.',
  'providers.reason.recovery.rpoNone': 'No recovery point (RPO) in the SLA.',
  'providers.reason.support.none': 'No test ticket timed against the {target}-minute target.',
  'providers.reason.support.fast': 'A test ticket answered in {minutes} minutes (target {target}).',
  'providers.reason.support.slow': 'A test ticket took {minutes} minutes (target {target}).',

  'providers.field.name': 'Name',
  'providers.field.gpuModel': 'GPU model advertised',
  'providers.field.gpuMemoryGB': 'Memory per card advertised',
  'providers.field.gpusPerInstance': 'Cards per instance',
  'providers.field.pricePerGpuHour': 'Price per card-hour',
  'providers.field.billingIncrementMinutes': 'Billing increment',
  'providers.field.minimumMinutes': 'Minimum billed',
  'providers.field.reservedDiscountPct': 'Reserved discount',
  'providers.field.monthlyPricePerGpu': 'Monthly price per card',
  'providers.field.weeklyPricePerGpu': 'Weekly price per card',
  'providers.field.spotDiscountPct': 'Spot discount',
  'providers.field.hotStoragePricePerGBMonth': 'Storage price',
  'providers.field.bandwidthGbps': 'Bandwidth between nodes',
  'providers.field.retransmits': 'TCP retransmits',
  'providers.field.latencyMs': 'Latency between nodes',
  'providers.field.offsiteBackup': 'Off-site backup',
  'providers.field.snapshots': 'Snapshots',
  'providers.field.rtoHours': 'RTO in the SLA',
  'providers.field.rpoHours': 'RPO in the SLA',
  'providers.field.supportMinutes': 'Test ticket answered in',
  'providers.hint.optional': 'Leave empty when not given.',
  'providers.hint.measured': 'From iperf3 -J, or typed in.',
  'providers.hint.sla': 'As the service agreement promises it.',
  'providers.hint.support': 'Minutes until a deliberately broken CUDA setup was fixed.',
  'providers.hint.billing': 'As the provider advertises it.',
  'providers.hint.price': 'Without VAT, in the scenario’s currency.',
  'providers.source': 'Price from {source}, {asOf}.',

  'field.providers.targets.bandwidthGbps.label': 'Bandwidth needed',
  'field.providers.targets.bandwidthGbps.hint': 'Between nodes, for distributed training.',
  'field.providers.targets.latencyPenaltyPctPerMs.label': 'Throughput lost per ms',
  'field.providers.targets.latencyPenaltyPctPerMs.hint': 'Distributed training loses about 5–8 % per ms.',
  'field.providers.targets.rtoHours.label': 'Longest recovery time',
  'field.providers.targets.rtoHours.hint': 'RTO you can live with.',
  'field.providers.targets.rpoHours.label': 'Most data you can lose',
  'field.providers.targets.rpoHours.hint': 'RPO, in hours of work.',
  'field.providers.targets.supportMinutes.label': 'Support answer within',
  'field.providers.targets.supportMinutes.hint': 'For a broken CUDA setup.',
  'field.providers.targets.driverVersion.label': 'Driver needed',
  'field.providers.targets.driverVersion.hint': 'At least this version; empty for any.',
  'field.providers.targets.cudaVersion.label': 'CUDA needed',
  'field.providers.targets.cudaVersion.hint': 'At least this version; empty for any.',
  'field.providers.weights.hardware.label': 'Hardware',
  'field.providers.weights.hardware.hint': 'Its weight in the total, 0 to 10.',
  'field.providers.weights.network.label': 'Network',
  'field.providers.weights.network.hint': 'Its weight in the total, 0 to 10.',
  'field.providers.weights.recovery.label': 'Recovery',
  'field.providers.weights.recovery.hint': 'Its weight in the total, 0 to 10.',
  'field.providers.weights.billing.label': 'Billing fit',
  'field.providers.weights.billing.hint': 'Its weight in the total, 0 to 10.',
  'field.providers.weights.support.label': 'Support',
  'field.providers.weights.support.hint': 'Its weight in the total, 0 to 10.',
  'unit.gbps': 'Gbps',
  'unit.slaHours': 'hours',
  'unit.latencyMs': 'ms',
  'unit.weight': 'of 10',
  // large pastes read without the text box, and where a provider's latency came from
  'providers.pasted': 'Pasted {size} MB from the clipboard and read it here, without putting it in the box.',
  'providers.fromFile': 'Read {name} ({size} MB) here, without putting it in the box.',
  'providers.latency.measured': 'Measured by iperf3 -J: the mean TCP round trip of its {streams} streams.',
  'providers.latency.typed':
    'Typed in or kept from the link: a figure the provider advertises or your own ping; no evidence read here measured it.',
  'providers.latency.missing':
    'Missing: iperf3 -J over TCP measures it (the mean round trip), or type the figure the provider advertises or your own ping.',
  'providers.latency.noRtt':
    'Missing: this iperf3 run gives no round trip (UDP has none); run it over TCP, or type a figure.',
  // price held against a reference of the scenario, unknowns, how much is measured, faults and the ranking
  'providers.reason.billing.vsOwn':
    '{perHour} a busy GPU-hour ({plan}, {total} in all), {ratio} × the {reference} owning costs a busy GPU-hour.',
  'providers.reason.billing.vsTarget':
    '{perHour} a busy GPU-hour ({plan}, {total} in all), {ratio} × your target of {reference}.',
  'providers.reason.billing.freeReference':
    '{perHour} a busy GPU-hour ({plan}, {total} in all), against a reference price of 0.',
  'providers.reason.billing.noBusyHours': 'Unknown: the workload has no busy GPU-hours to price.',
  'providers.reason.recovery.none': 'No SLA terms entered: nothing shows how the data is protected.',
  'providers.reference.own':
    'Price is held against what owning costs a busy GPU-hour in this scenario: {price} (the calculation’s own figure). Set a target price under “What you need” to use yours.',
  'providers.reference.target': 'Price is held against your target of {price} a busy GPU-hour.',
  'providers.reference.none': 'The workload has no busy GPU-hours, so no price per busy GPU-hour is scored.',
  'providers.scoreUnknown': '{dimension}: unknown, no evidence yet',
  'providers.scorePart': '{dimension}: {score} of 10 on the {measured} of it measured',
  'providers.measuredLine': '{measured} of the weight measured',
  'providers.noMeasured': 'No total: nothing weighted is measured yet.',
  'providers.unknownCell': 'unknown',
  'providers.col.measured': 'Measured',
  'providers.standing.thin': 'Less than half the weight measured: ranked after the providers with more evidence.',
  'providers.standing.fault': 'The evidence shows a fault ({faults}): ranked below every provider without one.',
  'providers.fault.hardware.model': 'another GPU model',
  'providers.fault.hardware.mig': 'MIG slices',
  'providers.fault.hardware.vgpu': 'a virtual GPU',
  'providers.fault.hardware.count': 'fewer cards',
  'providers.fault.hardware.memory': 'less memory',
  'providers.flag.thin': 'little evidence',
  'providers.flag.fault': 'fault',
  'providers.summary.noBest':
    'No provider ranks first on evidence yet: each has a fault or less than half its weight measured.',
  'providers.method.rank':
    'Ranking: providers whose evidence shows a fault (another model, MIG slices, a virtual GPU, fewer cards or less memory) come last, those with less than half the weight measured before them, and within each group the higher total first. The total column sorts in this order.',
  'field.providers.targets.costPerBusyGpuHour.label': 'Target price per busy GPU-hour',
  'field.providers.targets.costPerBusyGpuHour.hint': 'Scores 5 of 10 at it. Empty: what owning costs.',
} as const;

// English messages of the inputs' finance group (the buyer, its tax and the financing), loaded when the
// group first opens.
export const finance = {
  'finance.intro': 'Who buys the hardware, what money costs them, their tax, and how they pay for it.',
  'finance.section.tax': 'Buyer and tax',
  'finance.section.financing': 'Financing',
  'field.finance.buyer.label': 'Buyer',
  'field.finance.buyer.hint':
    'Sets the discount rate, income tax, deduction and VAT to this kind of buyer’s sourced figures, in one step; each stays yours to change.',
  'option.finance.buyer.before-tax': 'Before tax (no tax counted)',
  'option.finance.buyer.cn-general': 'China: general taxpayer',
  'option.finance.buyer.cn-small': 'China: small-scale taxpayer',
  'option.finance.buyer.cn-public': 'China: university or public lab',
  'option.finance.buyer.us-company': 'US company',
  'finance.rateHint.cn':
    'Your yearly cost of capital; 0 to leave money undiscounted. Default {rate} %: China’s social discount rate (NDRC, 2006).',
  'finance.rateHint.us':
    'Your yearly cost of capital; 0 to leave money undiscounted. Default {rate} %: loans against GPUs cost 10–17 % a year (2025).',
  'field.finance.incomeTaxPct.label': 'Income tax',
  'field.finance.incomeTaxPct.hint':
    'On taxable income: China 25 %, a small low-profit firm 5 % in effect, a public institution none, US federal 21 %.',
  'field.finance.stateTaxPct.label': 'State income tax',
  'field.finance.stateTaxPct.hint': 'Your state’s rate, itself deductible from federal income; 0 where there is none.',
  'field.finance.taxSchedule.label': 'Hardware deduction',
  'field.finance.taxSchedule.hint':
    'How the price comes off taxable income. All at once: China’s one-off deduction (up to ¥5M a unit, bought 2024–2027) or US 100 % bonus depreciation.',
  'option.finance.taxSchedule.expense': 'All at once',
  'option.finance.taxSchedule.straight-line': 'Straight-line',
  'option.finance.taxSchedule.macrs-5': 'MACRS, 5 years',
  'option.finance.taxSchedule.section-179': 'Section 179',
  'field.finance.taxLifeYears.label': 'Tax life',
  'field.finance.taxLifeYears.hint':
    'Years the straight-line deduction is spread over (China: at least 3 for electronics).',
  'field.finance.invoiced.label': 'Bought with a special invoice',
  'field.finance.invoiced.hint': 'Without one, no VAT back and no deduction: a grey-channel purchase.',
  'field.finance.firstYear.label': 'First purchase year',
  'field.finance.firstYear.hint':
    'Which time-limited rules apply: China’s one-off deduction 2024–2027, US bonus depreciation from 2025.',
  'field.finance.financing.kind.label': 'Paid by',
  'field.finance.financing.kind.hint': 'The price in cash, an equipment loan or a finance lease.',
  'option.finance.financing.kind.cash': 'Cash',
  'option.finance.financing.kind.loan': 'Loan',
  'option.finance.financing.kind.lease': 'Finance lease',
  'field.finance.financing.downPaymentPct.label': 'Down payment',
  'field.finance.financing.downPaymentPct.hint': 'Share of the price paid at the start; the loan is the rest.',
  'field.finance.financing.ratePct.label': 'Interest rate',
  'field.finance.financing.ratePct.hint': 'A year, as the lender quotes it; a month’s interest is a twelfth.',
  'field.finance.financing.months.label': 'Term',
  'field.finance.financing.months.hint': 'Months of equal payments; may run past the horizon.',
  'field.finance.financing.subsidyPct.label': 'Interest subsidy',
  'field.finance.financing.subsidyPct.hint':
    'Percentage points of the rate paid for you, such as China’s 1.5 on equipment-renewal loans (2026).',
  'field.finance.financing.subsidyMonths.label': 'Subsidy months',
  'field.finance.financing.subsidyMonths.hint': 'How long the subsidy lasts (China: up to 24 months).',
  'field.finance.financing.buyoutPct.label': 'Buy-out',
  'field.finance.financing.buyoutPct.hint': 'Share of the price paid at the lease’s end to keep the hardware.',
  'unit.pointsPerYear': 'points / year',
} as const;

// English messages of the inputs' folded sections (colocation by power, failures and repairs, the cluster
// around the cards, storage), loaded when one first opens.
export const foldedFields = {
  'section.cluster.hint':
    'Network, racks and shared storage: priced only when more than one server is owned, written off over their own life.',
  'unit.perKWMonth': '/ kW-month',
  'unit.perCabinetMonth': '/ cabinet-month',
  'unit.kW': 'kW',
  'unit.perServerYear': '/ server-year',
  'field.own.availabilityPct.label': 'Cards available',
  'field.own.availabilityPct.hint':
    'Share of busy hours the cards are up. Empty: {derived} for {cards}-card servers, from Meta’s Llama 3 failures ({rate} of cards a year), {days} days to repair, a failed card stopping its server.',
  'field.own.failureCover.label': 'While cards are down',
  'field.own.failureCover.hint': 'Hours lost to repairs are rented on demand, or the work waits.',
  'option.own.failureCover.rent': 'Rent on demand',
  'option.own.failureCover.wait': 'Wait (no cost)',
  'field.own.ops.supportPerServerPerYear.label': 'Support contract',
  'field.own.ops.supportPerServerPerYear.hint': 'A warranty or support contract, each server a year.',
  'field.own.ops.colocationPerKWMonth.label': 'Colocation per kW',
  'field.own.ops.colocationPerKWMonth.hint':
    'Per kW provisioned: each server’s full draw, used or not (about 10.2 kW for 8×H100). GDS: about CN¥570.',
  'field.own.ops.cabinetPerMonth.label': 'Cabinet',
  'field.own.ops.cabinetPerMonth.hint':
    'Sold by the cabinet-month (VNET about CN¥9,799); servers share one up to its power cap.',
  'field.own.ops.cabinetKW.label': 'Cabinet power cap',
  'field.own.ops.cabinetKW.hint': 'kW a cabinet may draw, which sets the servers it holds; 0: one server a cabinet.',
  'field.own.cluster.networkPerServer.label': 'Network fabric',
  'field.own.cluster.networkPerServer.hint':
    'One server’s share of the InfiniBand or RoCE switches, cables, optics and network cards.',
  'field.own.cluster.rackPerServer.label': 'Racks and installation',
  'field.own.cluster.rackPerServer.hint': 'Racks, power distribution and installation for each server.',
  'field.own.cluster.storage.label': 'Shared storage',
  'field.own.cluster.storage.hint': 'Storage for the whole cluster, bought once.',
  'field.own.cluster.lifeYears.label': 'Cluster life',
  'field.own.cluster.lifeYears.hint': 'Years it is written off over; it serves the whole horizon.',
  'unit.perGBMonth': '/ GB-month',
  'unit.perGB': '/ GB',
  'unit.gb': 'GB',
  'unit.gbPerMonth': 'GB / month',
  'field.rent.storage.hotGB.label': 'Hot storage',
  'field.rent.storage.hotGB.hint': 'Fast disk kept next to the GPUs.',
  'field.rent.storage.hotPricePerGBMonth.label': 'Hot storage price',
  'field.rent.storage.hotPricePerGBMonth.hint': 'Per GB for a month.',
  'field.rent.storage.coldGB.label': 'Cold storage',
  'field.rent.storage.coldGB.hint': 'Archive or object storage.',
  'field.rent.storage.coldPricePerGBMonth.label': 'Cold storage price',
  'field.rent.storage.coldPricePerGBMonth.hint': 'Per GB for a month.',
  'field.rent.storage.egressGBPerMonth.label': 'Data out',
  'field.rent.storage.egressGBPerMonth.hint': 'Data downloaded from the cloud each month.',
  'field.rent.storage.egressPricePerGB.label': 'Data-out price',
  'field.rent.storage.egressPricePerGB.hint': 'Per GB downloaded.',
  // format version 8: how rental prices move (rent.pricePath), PricePathFields.tsx
  'pricePath.hint':
    'Today’s rental prices are the ones above; choose how they move over the horizon. Every plan’s price follows, and a reservation keeps the price of the month its term began.',
  'pricePath.choice': 'Rental prices over the horizon',
  'pricePath.choice.flat': 'Stay at today’s',
  'pricePath.choice.yearly': 'Change each year, up or down',
  'pricePath.choice.points': 'Follow points by month',
  'pricePath.choice.fall': 'Fall with the obsolescence tool (halving as cards double in speed)',
  'field.rent.pricePath.changePctPerYear.label': 'Yearly change',
  'field.rent.pricePath.changePctPerYear.hint':
    'Compounded month by month: +10 raises prices a tenth a year, −10 lowers them a tenth. From −90 to 500. In 2026 one-year H100 contracts rose while spot prices fell.',
  'pricePath.points': 'Points by month',
  'pricePath.points.hint':
    'Month: % of today’s price, separated by commas, such as 6: 120, 12: 90. Straight lines between points, flat after the last. Months 1 to 600, shares 1 to 1000 %.',
  'pricePath.points.error.form':
    'Points by month: “{entry}” is not a point. Write the month, a colon and the % of today’s price, such as 6: 120.',
  'pricePath.points.error.month': 'Points by month: month {month} is not allowed; months go from 1 to 600.',
  'pricePath.points.error.pct': 'Points by month: {pct} % is not allowed; a point is 1 to 1000 % of today’s price.',
  'pricePath.points.error.repeat': 'Points by month: month {month} is given twice; give each month once.',
  'pricePath.index': 'The index the path was read from (optional)',
  'pricePath.index.name': 'Index name',
  'pricePath.index.name.hint': 'Such as Silicon Data H100 rental index; up to 60 characters.',
  'pricePath.index.level': 'Index level',
  'pricePath.index.level.hint': 'Its level when you read it.',
  'pricePath.index.asOf': 'Read on',
  'pricePath.index.asOf.hint': 'The day, written YYYY-MM-DD.',
  'pricePath.index.error.name': 'Index name: give a name of up to 60 characters, or clear the index.',
  'pricePath.index.error.level': 'Index level: a number, 0 or more.',
  'pricePath.index.error.asOf': 'Read on: a date written YYYY-MM-DD, such as 2026-07-03.',
  'pricePath.index.clear': 'Clear the index',
  'pricePath.result': 'Rental prices: {months}.',
  'pricePath.result.month': 'month {month} at {pct} of today’s price',
  'pricePath.result.separator': '; ',
  'pricePath.result.reserved': 'A reservation keeps the price of the month its term began.',
} as const;

// English messages of what owning assumed, under the key figures (format version 7): the lead time, the
// cards' availability and the resale, from the engine's result; loaded after the verdict.
export const assumed = {
  'figure.assumed': 'Owning assumes',
  'figure.assumed.leadTime': '{months} months from order to work, rented meanwhile',
  'figure.assumed.upRent': 'cards up {pct} of busy hours ({from}), the rest rented on demand',
  'figure.assumed.upWait': 'cards up {pct} of busy hours ({from}), the rest of the work waits',
  'figure.assumed.upDerived': 'from Meta’s Llama 3 failures',
  'figure.assumed.upGiven': 'as entered',
  'figure.assumed.resale.market-curve': 'sold at the end for {value}: the market’s used prices less {haircut}',
  'figure.assumed.resale.book': 'credited at the end at its book value, {value}',
  'figure.assumed.resale.resale': 'sold at the end for your expected resale, {value}',
} as const;

export const later = {
  ...charts,
  ...catalog,
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
  ...exportPart,
  ...pictures,
  ...jobVerdict,
  ...jobStart,
  ...linkNotice,
  ...currency,
  ...saved,
  ...embedPanel,
  ...tools,
  ...providers,
  ...finance,
  ...foldedFields,
  ...assumed,
} as const;
export type LaterKey = keyof typeof later;
