// What the printed texts of a price row mean: its as-of date, its price and its billing increment.

export interface Price {
  readonly value: number;
  /** how the figure was read from the printed price, for the source note; empty for a plain number */
  readonly reading: string;
  readonly isRange: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(year: number, month: number, day: number): string | null {
  const text = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/** The date a figure was seen, or null when the as-of text gives none (the rule in scripts/build-catalog.ts). */
export function parseAsOf(text: string): string | null {
  const t = text.trim().replace(/^~/, '');
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return realDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-Q([1-4])/.exec(t);
  if (m) return realDate(Number(m[1]), (Number(m[2]) - 1) * 3 + 1, 1);
  m = /^(\d{4})-(\d{2})\b/.exec(t);
  if (m) return realDate(Number(m[1]), Number(m[2]), 1);
  m = /^(early|mid|late)[- ](\d{4})\b/i.exec(t);
  if (m) {
    const month = { early: 1, mid: 7, late: 10 }[(m[1] ?? '').toLowerCase() as 'early' | 'mid' | 'late'];
    return realDate(Number(m[2]), month, 1);
  }
  m = /^(\d{4})\b/.exec(t);
  if (m) return realDate(Number(m[1]), 1, 1);
  return null;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** The figure a printed price stands for, or null when it is not one price ("+37.5% / +20%"). */
export function parsePrice(text: string, notes: string): Price | null {
  const t = text.replace(/\s+/g, ' ').trim();
  let m = new RegExp(`^${NUMBER} ?-> ?${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[2]), reading: `the later figure of "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}-${NUMBER}$`).exec(t);
  if (m) {
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    if (/rose from/i.test(notes))
      return { value: hi, reading: `the later figure: it rose from ${lo} to ${hi}`, isRange: false };
    // rounded so that binary fractions do not show (0.865-1.141 gives 1.003, not 1.0030000000000001)
    return { value: Number(((lo + hi) / 2).toFixed(6)), reading: `midpoint of ${t}`, isRange: true };
  }
  m = new RegExp(`^~${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[1]), reading: `printed "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}\\+$`).exec(t);
  if (m) return { value: Number(m[1]), reading: `printed "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[1]), reading: '', isRange: false };
  return null;
}

/** Minutes per billed step, or null when the source gives none or its sources conflict. */
export function incrementMinutes(granularity: string): number | null {
  const g = granularity.toLowerCase();
  if (g === '' || /unknown|conflict|n\/a/.test(g)) return null;
  if (/^per[- ]second/.test(g)) return 1 / 60;
  if (/^per[- ]minute/.test(g)) return 1;
  if (/^(hourly|per[- ]hour)/.test(g)) return 60;
  return null;
}
