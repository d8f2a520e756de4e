// English messages the calculator alone shows before its verdict: the header, the examples, every
// input beyond a widget's, the view switch and the toolbar (what the embed shows too is embed.ts).

export const app = {
  'app.tagline': 'Buy GPU servers or rent cloud GPUs? The cost of each, month by month, with the method shown.',
  // the page's <meta name="description">, which a search result or a browser's share sheet shows
  'app.description':
    'Buy GPU servers or rent cloud GPUs? Compare the cost of each, month by month, on equal terms, with the method and sources shown.',
  'app.skip': 'Skip to the results',

  'header.language': 'Language',
  'header.theme': 'Theme',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'header.currency': 'Currency',

  // the currency selector, and the title of its dialog
  'currency.how': 'Choosing another currency asks for the exchange rate before any figure changes.',
  'currency.title': 'Convert the figures to another currency',

  'presets.title': 'Examples',
  'preset.startup': 'Start-up: 4×V100',
  'preset.a100': '8×A100 server',
  'preset.lab': 'Lab: 3 months, weekly',
  'preset.burst': 'Burst tuning: 8 cards',
  'presets.loaded': 'Loaded the example “{name}”.',

  'inputs.title': 'Your scenario',
  'inputs.name': 'Scenario name',
  'group.workload': 'Workload',
  'group.own': 'Self-hosted',
  'group.rent': 'Rented',
  'group.finance': 'Finance',
  'section.workload': 'How much you compute',
  'section.hardware': 'Hardware',
  'section.power': 'Power',
  'section.ops': 'Operations',
  'section.billing': 'Billing',
  'section.plans': 'Plan prices',
  'section.storage': 'Storage',

  'field.workload.sessionsPerDay.label': 'Rental sessions a day',
  'field.workload.sessionsPerDay.hint':
    'Rented machines are started this many times a day; each session is billed on its own.',
  'field.own.gpusPerServer.label': 'GPUs per server',
  'field.own.gpusPerServer.hint': 'Servers are bought whole; spare cards idle.',
  'field.own.setupCost.label': 'Setup cost',
  'field.own.setupCost.hint': 'One-time racking, cabling and installation.',
  'field.own.depreciation.method.label': 'Depreciation method',
  'field.own.depreciation.method.hint': 'How the hardware loses value over its life.',
  'field.own.depreciation.years.label': 'Hardware life',
  'field.own.depreciation.years.hint': 'Years over which it is written off.',
  'field.own.depreciation.salvagePct.label': 'Salvage value',
  'field.own.depreciation.salvagePct.hint': 'Share of the price it is still worth at the end of its life.',
  'field.own.refreshAtEndOfLife.label': 'Buy again at the end of its life',
  'field.own.refreshAtEndOfLife.hint':
    'Replace the hardware when its life ends within the horizon, selling the old at salvage.',
  'field.own.power.pricePerKWh.label': 'Electricity price',
  'field.own.power.pricePerKWh.hint': 'What one kWh costs you.',
  'field.own.power.gpuWatts.label': 'Busy GPU draw',
  'field.own.power.gpuWatts.hint': 'Average power of one card while it computes.',
  'field.own.power.idleGpuWatts.label': 'Idle GPU draw',
  'field.own.power.idleGpuWatts.hint': 'Power of one powered card doing nothing.',
  'field.own.power.serverBaseWatts.label': 'Server base draw',
  'field.own.power.serverBaseWatts.hint': 'CPUs, memory, fans and disks of one server.',
  'field.own.power.pue.label': 'PUE',
  'field.own.power.pue.hint': 'Facility power per unit of IT power: cooling and losses (1 = none).',
  'field.own.power.alwaysOn.label': 'Servers always on',
  'field.own.power.alwaysOn.hint': 'Off: servers are switched off outside busy hours.',
  'field.own.ops.staffPerServerPerYear.label': 'Staff a year, per server',
  'field.own.ops.staffPerServerPerYear.hint':
    'An engineer’s yearly cost × the share of their time one server takes; grows with the servers owned. The default: one engineer for 20 servers.',
  'field.own.ops.staffPerYear.label': 'Fixed staff',
  'field.own.ops.staffPerYear.hint': 'Staff cost that does not grow with the servers, such as part of a lead’s time.',
  'field.own.ops.maintenancePctPerYear.label': 'Maintenance',
  'field.own.ops.maintenancePctPerYear.hint': 'Yearly, as a share of the hardware price.',
  'field.own.ops.colocationPerMonth.label': 'Rack and colocation',
  'field.own.ops.colocationPerMonth.hint': 'Rent for the machine room or rack.',
  'field.own.ops.bandwidthPerMonth.label': 'Network bandwidth',
  'field.own.ops.bandwidthPerMonth.hint': 'Internet and interconnect fees.',
  'field.own.ops.otherPerYear.label': 'Other costs',
  'field.own.ops.otherPerYear.hint': 'Insurance, licences, spare parts.',
  'field.rent.plan.label': 'Rental plan',
  'field.rent.plan.hint': 'How the rented cards are paid for.',
  'field.rent.billingIncrementMinutes.label': 'Billing increment',
  'field.rent.billingIncrementMinutes.hint': 'Each session is billed in whole increments.',
  'field.rent.minimumMinutes.label': 'Minimum billed',
  'field.rent.minimumMinutes.hint': 'Least time billed for one session.',
  'field.rent.reservedDiscountPct.label': 'Reserved discount',
  'field.rent.reservedDiscountPct.hint': 'Reserved cards are paid for every hour, used or not.',
  'field.rent.monthlyPricePerGpu.label': 'Monthly price per card',
  'field.rent.monthlyPricePerGpu.hint': 'A card rented by the month; needed for the monthly plan.',
  'field.rent.weeklyPricePerGpu.label': 'Weekly price per card',
  'field.rent.weeklyPricePerGpu.hint': 'A card rented by the week; needed for the weekly plan.',
  'field.rent.spotDiscountPct.label': 'Spot discount',
  'field.rent.spotDiscountPct.hint': 'Off the list price for interruptible cards.',
  'field.rent.spotOverheadPct.label': 'Spot overhead',
  'field.rent.spotOverheadPct.hint': 'Extra hours lost to preemption and restarts.',
  'field.discountRatePct.label': 'Discount rate',
  'field.discountRatePct.hint': 'Your yearly cost of capital, for present values; 0 to skip.',

  'option.own.depreciation.method.straight-line': 'Straight-line',
  'option.own.depreciation.method.declining-balance': 'Double declining balance',
  'option.own.depreciation.method.sum-of-years': "Sum of the years' digits",
  'increment.second': 'Per second',
  'increment.minute': 'Per minute',
  'increment.quarter': 'Per 15 minutes',
  'increment.hour': 'Hourly',
  'increment.day': 'Daily',
  'increment.custom': 'Other (minutes)',
  'increment.customLabel': 'Billing increment in minutes',

  'results.title': 'Result',

  'verdict.image': 'Download image',
  'verdict.bar': 'Go to the verdict and its figures',
  'verdict.bar.rent': 'Renting saves {amount} ({pct})',
  'verdict.bar.own': 'Owning saves {amount} ({pct})',
  'verdict.bar.equal': 'Owning and renting cost the same',

  'view.label': 'Count owned hardware',
  'view.amortized': 'Amortized',
  'view.cash': 'Cash',
  'view.amortizedHint':
    'Counts the hardware at its book value at the end (or its expected resale), as if it could be sold for that, and a reservation’s months paid past the horizon at what they cost, as if used after it.',
  'view.cashHint':
    'Counts every payment, the full hardware price and a reservation’s last term included; nothing is sold or left over at the end.',

  'toolbar.saved': 'Saved scenarios',
  'job.title': 'Start from the job',
  'dialog.loading': 'Loading…',
  'dialog.failed': 'This part could not be loaded. The calculator still works.',
  'toolbar.embed': 'Embed',
  'link.copy': 'Copy link',
  'link.copied': 'Link copied. Anyone who opens it sees these figures.',
  'link.copyFailed': 'Copying was not allowed here; select the link below and copy it.',
  'link.address': 'Link to this scenario',

  // the monthly CSV's headers, and the printed report: the counted view in words, a part not loaded
  'view.printed.amortized': 'Owned hardware counted as: amortized.',
  'view.printed.cash': 'Owned hardware counted as: cash.',

  // what the salvage figure is: a book residual or a resale estimate
  'field.own.depreciation.salvageIs.label': 'The salvage value is',
  'field.own.depreciation.salvageIs.hint':
    'Market: what used cards fetch by age (SpotWire, CC-BY, 2026-06) less a quick sale’s haircut. Book: an accounting figure, lowered when resale values fall. Resale: what you expect to sell the cards for at the end of their life, never lowered.',
  'option.own.depreciation.salvageIs.book': 'Book value',
  'option.own.depreciation.salvageIs.resale': 'Expected resale',
  // the same basis in a few words, under the verdict's line at the top of a phone's screen
  'basis.short.discounted': 'Present values at {rate} a year, {tax}',
  'basis.short.undiscounted': 'Undiscounted, {tax}',
  'basis.short.beforeTax': 'before tax',
  'basis.short.afterTax': 'after tax',
  'basis.short.noIncomeTax': 'no income tax',

  // format version 7: what a purchase carries beyond the server (issue 24); defaults' sources in
  // src/engine/scenario/market.ts and docs/method/how-we-model.md
  'section.colocation': 'Colocation by power',
  'section.failures': 'Failures and repairs',
  'section.cluster': 'Cluster around the cards',
  'field.own.leadTimeMonths.label': 'Lead time',
  'field.own.leadTimeMonths.hint':
    'Months from order to first work, fractions allowed: 12 weeks on order + 2 of burn-in ≈ 3.2. Rented on your plan meanwhile; paid for when ordered. Makers quoted 8–12 weeks (2024–2026).',
  'field.own.depreciation.saleHaircutPct.label': 'Quick-sale haircut',
  'field.own.depreciation.saleHaircutPct.hint':
    'Off the market’s used prices: a used, working card sold through a broker within 90 days, 1 − 0.72 × 0.85 = 38.8 % (SpotWire).',
  'option.own.depreciation.salvageIs.market-curve': 'Market used prices',
  'field.rent.staffPerYear.label': 'Staff renting needs, a year',
  'field.rent.staffPerYear.hint': 'Engineer time renting takes: images, quotas, moving data.',
  'field.rent.reservationResalePct.label': 'Share of a reservation’s unused months you could sell',
  'field.rent.reservationResalePct.hint':
    'Credited for a reservation’s months past the horizon; 0 when it cannot be resold (Google Cloud commitments, AWS Convertible RIs).',
} as const;
