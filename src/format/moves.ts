// How far each sensitivity row moved its input, in words a reader checks: the values' change and the
// change as a share of the value ("−1 / +1 (−50% / +50%)" for 2 cards). The page and the command
// line both write it.
import type { Lang } from '../i18n/index.ts';

interface Moved {
  readonly base: number;
  readonly low: number;
  readonly high: number;
  readonly lowPct: number;
  readonly highPct: number;
  /** a rate moved up from 0 by percentage points: it has no share of its value to state */
  readonly fromZero?: boolean;
}

// a true minus sign, as in the rest of the page's figures
const minus = (text: string) => text.replace('-', '−');

function signed(lang: Lang, value: number): string {
  const format = new Intl.NumberFormat(lang, { maximumSignificantDigits: 4, signDisplay: 'exceptZero' });
  return minus(format.format(value));
}

function signedPct(lang: Lang, valuePct: number): string {
  const format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return minus(format.format(valuePct / 100));
}

/** "−1 / +1 (−50% / +50%)": the move down and up, in the input's unit and as a share of its value. */
export function moveText(row: Moved, lang: Lang): string {
  const values = `${signed(lang, row.low - row.base)} / ${signed(lang, row.high - row.base)}`;
  if (row.fromZero) return values;
  return `${values} (${signedPct(lang, row.lowPct)} / ${signedPct(lang, row.highPct)})`;
}

/** The same, shorter where the move is the same each way: "±1 (±50%)". */
export function moveTextShort(row: Moved, lang: Lang): string {
  const down = row.base - row.low;
  const up = row.high - row.base;
  if (row.fromZero) return signed(lang, up);
  if (Math.abs(down - up) > 1e-9 * Math.max(1, Math.abs(row.base))) return moveText(row, lang);
  const size = new Intl.NumberFormat(lang, { maximumSignificantDigits: 4 }).format(up);
  const pct = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(row.highPct / 100);
  return `±${size} (±${pct})`;
}
