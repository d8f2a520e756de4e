// English messages of the explain area for what is left at the horizon on the rented side: a
// reservation's months paid and not yet used, counted as the owned hardware's book value is.
export const explainHorizon = {
  'explain.rentRemaining.label': 'Reservation left over at the end',
  'explain.rentRemaining.formula':
    '{pastMonths} months paid past the horizon × {compute} = {remainingValue}, counted at what they cost: the cards stay reserved for those months, assumed used (or the reservation passed on) after the horizon',
  'explain.rentAmortizedTotal.label': 'Renting, amortized total',
  'explain.rentAmortizedTotal.formula':
    '{cashTotal} paid − {remainingValue} left over = {total}, the months used, as owning is counted less its book value',
  'explain.presentValueRentWeighted.left': ' − {remainingValue} × {endFactor} (those months left over at the end)',
} as const;
