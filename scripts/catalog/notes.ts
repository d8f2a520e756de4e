// The source notes: each figure's provider, printed price, data file and line, URL and notes, clipped
// to a budget.
import { parseAsOf } from './readings.ts';
import { type PriceRow, priceOf } from './rows.ts';

/** Room is left under the scenario format's 300 characters for the notes a fill appends. */
export const SOURCE_BUDGET = 230;

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:(-]+$/, '')}…`;
}

/** As many whole parts as fit in `max`, joined by "; " (none when even the first does not fit). */
export function clipParts(parts: readonly string[], max: number): string {
  let text = '';
  for (const part of parts) {
    const next = text === '' ? part : `${text}; ${part}`;
    if (next.length > max) break;
    text = next;
  }
  return text;
}

/** URLs without their scheme, "www." or a Google Docs sharing suffix: the rest still finds the page. */
export const bare = (url: string) =>
  url
    .replace(/https?:\/\//g, '')
    .replace(/^www\./, '')
    .replace(/\/edit\?usp=sharing/g, '');

/** The figure's own words first, then where it is written down, then as much of the notes as fits. */
export function sourceNote(row: PriceRow, what: string): string {
  const price = priceOf(row);
  const reading = price.reading ? ` (${price.reading})` : '';
  const printedDate = parseAsOf(row.asOfText) === row.asOfText ? '' : `, as of "${row.asOfText}"`;
  const head = `${row.provider}, ${what}${reading}${printedDate}. ${row.file} line ${row.line}: ${bare(row.source)}`;
  const notes = clipParts(row.notes.split('; '), SOURCE_BUDGET - head.length - 2);
  return notes === '' ? clip(head, SOURCE_BUDGET) : `${head}. ${notes}`;
}
