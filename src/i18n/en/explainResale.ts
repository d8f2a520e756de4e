// English templates of the explain steps about what the owned hardware is worth at the end: its salvage
// (a book residual or a resale estimate), its book value, its expected resale at the horizon, the
// amortized total that credits one of them, and the obsolescence tool. Spread into explain.ts.
export const explainResale = {
  'explain.salvageFalls.label': 'Salvage share, with resale values falling',
  'explain.salvageFalls.formula':
    '{salvagePct} × 0.5^({lifeMonths} months of life ÷ {doublingMonths} months) = {effectivePct}',
  'explain.bookValue.label': 'Book value at the end',
  'explain.bookValue.formula': '{capital} − {depreciation} written off = {bookValue}',
  'explain.bookValueRefresh.label': 'Book value at the end',
  'explain.bookValueRefresh.formula': '{capital} − {depreciation} written off the newest purchase = {bookValue}',
  'explain.amortizedTotal.label': 'Owning, amortized total',
  'explain.amortizedTotal.formula':
    '{depreciation} depreciation + {power} power + {ops} operations = {amortizedTotal}, which is the cash total {cashTotal} − the book value {bookValue}',

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
  'explain.hardwareCostResale.label': 'Hardware cost, credited at its expected resale',
  'explain.hardwareCostResale.formula':
    '{writtenOff} written off + the book value {bookValue} − the expected resale {resale} = {depreciation}',
  'explain.amortizedTotalResale.label': 'Owning, amortized total',
  'explain.amortizedTotalResale.formula':
    '{depreciation} hardware + {power} power + {ops} operations = {amortizedTotal}, which is the cash total {cashTotal} − the expected resale {resale}',

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
