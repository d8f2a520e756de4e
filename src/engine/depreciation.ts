import type { DepreciationMethod } from './scenario/schema.ts';

export interface DepreciationTerms {
  readonly method: DepreciationMethod;
  readonly years: number;
  readonly salvagePct: number;
}

/**
 * The charge of each year of one purchase's life, which together take the capital down to its
 * salvage value. Each year's charge is spread evenly over its 12 months.
 */
export function yearlyCharges(capital: number, terms: DepreciationTerms): number[] {
  const { years } = terms;
  const salvage = capital * (terms.salvagePct / 100);
  const base = capital - salvage;
  const charges: number[] = [];
  switch (terms.method) {
    case 'straight-line':
      for (let k = 1; k <= years; k += 1) charges.push(base / years);
      break;
    case 'sum-of-years': {
      const sum = (years * (years + 1)) / 2;
      for (let k = 1; k <= years; k += 1) charges.push((base * (years - k + 1)) / sum);
      break;
    }
    case 'declining-balance': {
      // double declining balance, switching to straight-line over the remaining years when that is larger
      let book = capital;
      for (let k = 1; k <= years; k += 1) {
        const remaining = book - salvage;
        const charge = Math.min(remaining, Math.max((book * 2) / years, remaining / (years - k + 1)));
        charges.push(charge);
        book -= charge;
      }
      break;
    }
  }
  return charges;
}

/**
 * Depreciation of each month 1..lifeMonths of one purchase. The last month takes what is left, so
 * that the months, added in order, come to capital − salvage without floating-point residue (a
 * book value of 1.7e-10 instead of 0 at the end of the life).
 */
export function monthlyCharges(capital: number, terms: DepreciationTerms): Float64Array {
  const months = new Float64Array(terms.years * 12);
  yearlyCharges(capital, terms).forEach((charge, year) => {
    months.fill(charge / 12, year * 12, year * 12 + 12);
  });
  let sum = 0;
  for (let m = 0; m < months.length - 1; m += 1) sum += months[m] ?? 0;
  // never below 0: rounding may leave the earlier months a hair above the total
  months[months.length - 1] = Math.max(0, capital * (1 - terms.salvagePct / 100) - sum);
  return months;
}
