// English messages of the charts area.
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
