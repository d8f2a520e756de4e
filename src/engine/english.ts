// The few English words the command line prints beside its JSON (the verdict, the hybrid tool's answer):
// money and shares rounded as the page's English shows them (src/format/format.ts), so that the two read
// alike. The engine's figures stay unrounded; only these sentences round.

/** "3 years", "1 year", "18 months", "1 month". */
export function englishPeriod(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** Whole units from 1,000 up, cents below: "CN¥509,729", "CN¥600.00". */
export function englishMoney(value: number, currency: string): string {
  const digits = Math.abs(value) >= 1000 ? 0 : 2;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** 64.36 → "64.4%". */
export function englishPercent(valuePct: number): string {
  return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(valuePct / 100);
}
