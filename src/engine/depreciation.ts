import type { Recorder } from './record/steps.ts';
import type { DepreciationMethod } from './scenario/schema.ts';

interface DepreciationTerms {
  readonly method: DepreciationMethod;
  readonly years: number;
  readonly salvagePct: number;
}

/** What a purchase's life writes off: the capital less its salvage value. */
export function depreciableOf(capital: number, salvagePct: number): number {
  return capital * (1 - salvagePct / 100);
}

/**
 * The charge of each year of one purchase's life, which together take the capital down to its
 * salvage value. Each year's charge is spread evenly over its 12 months.
 */
export function yearlyCharges(capital: number, terms: DepreciationTerms, rec?: Recorder): number[] {
  const { years, salvagePct } = terms;
  const salvage = capital * (salvagePct / 100);
  // written as capital − salvage, which the version 1 figures pin to the last bit; depreciableOf may
  // differ from it in the last bits, and the last month of monthlyCharges takes up the difference
  const base = capital - salvage;
  rec?.('salvage', { capital, salvagePct, base });
  const charges: number[] = [];
  switch (terms.method) {
    case 'straight-line': {
      const perYear = base / years;
      for (let k = 1; k <= years; k += 1) charges.push(perYear);
      rec?.('depreciationStraightLine', { base, years, perYear, perMonth: perYear / 12 });
      break;
    }
    case 'sum-of-years': {
      const digitsSum = (years * (years + 1)) / 2;
      for (let year = 1; year <= years; year += 1) {
        const digit = years - year + 1;
        const charge = (base * digit) / digitsSum;
        charges.push(charge);
        rec?.('depreciationSumOfYearsYear', { year, base, digit, digitsSum, charge });
      }
      break;
    }
    case 'declining-balance': {
      // double declining balance, switching to straight-line over the remaining years when that is larger
      let book = capital;
      for (let year = 1; year <= years; year += 1) {
        const remaining = book - salvage;
        const remainingYears = years - year + 1;
        const charge = Math.min(remaining, Math.max((book * 2) / years, remaining / remainingYears));
        charges.push(charge);
        const bookStart = book;
        book -= charge;
        rec?.('depreciationDecliningYear', { year, bookStart, salvage, years, remainingYears, charge, bookEnd: book });
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
export function monthlyCharges(capital: number, terms: DepreciationTerms, rec?: Recorder): Float64Array {
  const months = new Float64Array(terms.years * 12);
  yearlyCharges(capital, terms, rec).forEach((charge, year) => {
    months.fill(charge / 12, year * 12, year * 12 + 12);
  });
  let sum = 0;
  for (let m = 0; m < months.length - 1; m += 1) sum += months[m] ?? 0;
  // never below 0: rounding may leave the earlier months a hair above the total
  months[months.length - 1] = Math.max(0, depreciableOf(capital, terms.salvagePct) - sum);
  return months;
}

/**
 * What one purchase is expected to fetch at an age of ageMonths, from its capital at purchase down to
 * the end-of-life resale (resalePct of it) at lifeMonths, and held there after. Under a price-performance
 * doubling every P months the used card's price tracks what the same work costs new, so it falls as
 * 0.5^(a/P) does, shifted to end at the user's own end-of-life figure S:
 *   R(a) = S + (C − S) × (q^a − q^L) / (1 − q^L),  q = 0.5^(1/P)
 * which is C × 0.5^(a/P) itself when S = C × 0.5^(L/P). Without a fall (doublingMonths null) it is the
 * straight line from C to S, the limit of the same formula as P grows.
 */
export function resaleValueAt(
  capital: number,
  resalePct: number,
  lifeMonths: number,
  ageMonths: number,
  doublingMonths: number | null,
): number {
  const resale = capital * (resalePct / 100);
  if (ageMonths >= lifeMonths) return resale;
  if (doublingMonths === null) return resale + (capital - resale) * (1 - ageMonths / lifeMonths);
  const q = 0.5 ** (1 / doublingMonths);
  const atLife = q ** lifeMonths;
  return resale + ((capital - resale) * (q ** ageMonths - atLife)) / (1 - atLife);
}
