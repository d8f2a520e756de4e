// English messages of what both pages show before their verdict: the verdict, the key figures, the
// inputs a widget offers, a number's problems and the embed's own lines. The embed page loads these
// alone before its verdict; the calculator loads them with its own (app.ts, through index.ts).
import { CALCULATOR_NAME } from '../name.ts';

export const embed = {
  'app.title': CALCULATOR_NAME.en,

  'field.slider': '{label} (slider)',
  'field.source': 'Source: {source}, as of {asOf}',
  'field.freshness.fresh': 'fresh: 30 days old or less',
  'field.freshness.aging': 'aging: over 30 days old',
  'field.freshness.stale': 'stale: over 90 days old',

  'field.workload.gpus.label': 'GPUs needed at once',
  'field.workload.gpus.hint': 'Cards your jobs use at the same time.',
  'field.workload.hoursPerDay.label': 'Busy hours a day',
  'field.workload.hoursPerDay.hint': 'Hours the cards compute on an active day.',
  'field.workload.daysPerYear.label': 'Active days a year',
  'field.workload.daysPerYear.hint': 'Days with any GPU work; 250 is every working day.',
  'field.own.serverPrice.label': 'Server price',
  'field.own.serverPrice.hint': 'One server with its GPUs.',
  'field.rent.pricePerGpuHour.label': 'Price per card-hour',
  'field.rent.pricePerGpuHour.hint': 'The on-demand list price of one GPU for one hour.',
  'field.horizonMonths.label': 'Horizon',
  'field.horizonMonths.hint': 'How far ahead to compare.',

  'option.rent.plan.on-demand': 'On demand',
  'option.rent.plan.reserved': 'Reserved',
  'option.rent.plan.monthly': 'Monthly',
  'option.rent.plan.weekly': 'Weekly',
  'option.rent.plan.spot': 'Spot (interruptible)',

  'unit.cards': 'cards',
  'unit.hoursPerDay': 'h / day',
  'unit.daysPerYear': 'days / year',
  'unit.perServer': '/ server',
  'unit.perCardHour': '/ card-hour',
  'unit.months': 'months',

  'problem.required': 'Enter a value.',
  'problem.notNumber': 'Enter a number.',
  'problem.range': 'Enter a number from {min} to {max}.',
  'problem.rangeWhole': 'Enter a whole number from {min} to {max}.',
  'problem.atMost': 'At most {max}.',
  'problem.atLeast': 'At least {min}.',
  'problem.whole': 'Enter a whole number.',
  'problem.tooSmall': 'Enter 0 or at least {min}.',
  'problem.requiredByPlan': 'Needed for the {plan} plan.',
  'problem.other': 'This value is not allowed here.',
  'results.lastValid': 'Showing the last valid result. Fix the marked field to update it.',

  'verdict.rentSaves': 'Renting saves {amount} ({pct}) over {period}.',
  'verdict.ownSaves': 'Owning saves {amount} ({pct}) over {period}.',
  'verdict.equal': 'Owning and renting cost the same over {period}.',
  'verdict.totals': 'Owning costs {own}; renting costs {rent}.',
  'period.years': '{n} years',
  'period.year': '1 year',
  'period.months': '{n} months',
  'period.month': '1 month',

  'figure.ownTotal': 'Owning, total',
  'figure.rentTotal': 'Renting, total',
  'figure.costPerHour': 'Cost per busy GPU-hour',
  'figure.costPerHourOwn': 'owning {value}',
  'figure.costPerHourRent': 'renting {value}',
  'figure.costPerHourNone': 'no busy hours',
  'figure.breakEven': 'Break-even',
  'figure.breakEvenValue': 'buying pays from {hours} h a day',
  'figure.breakEvenNever': 'renting is cheaper even at 24 h a day',
  'figure.breakEvenAlways': 'owning is never dearer, at any hours',
  'figure.payback': 'Payback',
  'figure.paybackValue': 'month {month}',
  'figure.paybackNever': 'not within {period}',

  'embed.inputs': 'Change the scenario',
  'embed.openFull': 'Open in the full calculator ↗',
  'charts.loading': 'Loading charts…',
  'charts.failed': 'The charts could not be loaded. The figures above are complete.',

  // a number refused for mixing decimal points and commas ("1.234,5")
  'problem.separators': 'Use one decimal mark: 1234.5, 1,234.5 or 1234,5.',
  // the embed's compact footer and title
  'embed.sources': 'Sources',
  'embed.converted': 'Converted from {from} at {rate} (rate of {asOf})',
  // the currency the writer asked for could not be shown: the figures stay in their own
  'embed.noRate': 'In {from}: the calculator has no rate to show these figures in {to}.',
  'embed.outOfRange': 'In {from}: in {to} a figure would be outside what the calculator takes.',
  'embed.edited': '{name} (edited)',
  // under the rent total when a reservation's last term runs past the horizon: what is left of it
  'figure.rentLeftOver':
    'less {value} of reservation left over at the end (months paid past the horizon, assumed used)',
  'figure.rentPaidAhead': 'includes {value} paid for reservation months past the horizon',
  'print.notLoaded':
    'This part had not loaded when printing began. To include it, print with the “Print report” button.',

  // the embed's document title, which a screen reader says first: the calculator (as app.title) and its verdict
  'embed.documentTitle': `${CALCULATOR_NAME.en}: {verdict}`,
  // What the verdict compares (format version 6), named under it and on the figures it rests on
  // (answerText.ts); nothing of it shows for undiscounted totals before tax paid in cash.
  'basis.sentence': 'Compared as {value}, {tax}.',
  'basis.sentenceFinanced': 'Compared as {value}, {tax}, with the hardware {financing}.',
  'basis.discounted': 'present values at {rate} a year',
  'basis.undiscounted': 'undiscounted totals',
  'basis.tax.before-tax': 'before tax',
  'basis.tax.cn-general': 'after tax for a China general taxpayer',
  'basis.tax.cn-small': 'after tax for a China small-scale taxpayer',
  'basis.tax.cn-public': 'for a Chinese university or public lab, which pays no income tax',
  'basis.tax.us-company': 'after tax for a US company',
  'basis.noInvoice': '{tax} (the hardware bought without a special invoice: no VAT back, no deduction)',
  'basis.loan': 'paid by a {months}-month loan at {rate}',
  'basis.lease': 'paid by a {months}-month finance lease at {rate}',
  'basis.subsidy': '{financing}, {points} points of it subsidized for {months} months',
  'figure.ownPresentValue': 'Owning, present value',
  'figure.rentPresentValue': 'Renting, present value',
  'figure.ownAfterTax': 'Owning, after tax',
  'figure.rentAfterTax': 'Renting, after tax',
  'figure.breakEvenDiscounted': 'Break-even, discounted',
  'figure.breakEvenAfterTax': 'Break-even, after tax',
  'figure.paybackDiscounted': 'Payback, discounted',
  'figure.paybackAfterTax': 'Payback, after tax',
} as const;
