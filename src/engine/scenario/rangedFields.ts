// The fields the uncertainty tool may give a range for: in a module of its own, so that it loads with
// the tool and the checks that read it and not before the verdict.

const RANGES_SINCE_3 = ['daysPerYear', 'salvagePct', 'planDiscountPct'] as const;

/**
 * The fields a range may be given for, in the order samples draw them: the first four as in version 2,
 * the rate last, so that a file without it draws what it drew before.
 */
export const RANGED_FIELDS = [
  'hoursPerDay',
  'pricePerGpuHour',
  'pricePerKWh',
  'serverPrice',
  ...RANGES_SINCE_3,
  'discountRatePct',
  // format version 7: the months on order and the owned cards' availability, drawn after the rest
  'leadTimeMonths',
  'availabilityPct',
  // format version 8: the rental prices' yearly change
  'priceChangePctPerYear',
] as const;
export type RangedField = (typeof RANGED_FIELDS)[number];
