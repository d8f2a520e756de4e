// English templates of two analysis tools' steps in "How this is computed", spread into the explain
// dictionary: the storage cache, priced through the sessions' billing, and the sensitivity, with the
// move each input actually made.
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
  'explain.toolSensitivity.speedRatio':
    'the rented card’s speed {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.hardwareVatPct':
    'VAT on hardware {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.cloudVatPct':
    'VAT on cloud services {low} and {high} instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
  'explain.toolSensitivity.doublingMonths':
    'the doubling period {low} and {high} months instead of {base} (−{down} / +{up}, {perPct} per 1 %)',
} as const;
