// The source notes: each figure's provider, printed price, data file and line, URL and notes, clipped
// to a budget; and the same note's parts, from which the page writes it in the reader's language.
import { parseAsOf } from './readings.ts';
import { type PriceRow, priceOf, taxOf } from './rows.ts';

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

/** The reliability tier the data marks a row with (data/china/README.md), for the note's label. */
export type Tier = 'secondary' | 'repost' | 'scraped' | null;
const tierOf = (notes: string): Tier =>
  /SCRAPED/.test(notes)
    ? 'scraped'
    : /REPOST|REUTERS/.test(notes)
      ? 'repost'
      : /SECONDARY/.test(notes)
        ? 'secondary'
        : null;

/** The parts of a figure's note: the page writes the fixed ones in the reader's language. */
export interface NoteParts {
  readonly seller: string;
  /** the price as printed, with its currency: "1052 CNY" */
  readonly printed: string;
  /** how the printed price was read, in English ("midpoint of …"); empty for a plain number */
  readonly reading: string;
  /** data file and line, and the source's address: the same in every language */
  readonly ref: string;
  readonly tier: Tier;
  /** the row's own remarks, in English (left out of a note in another language) */
  readonly remark: string;
}

export function partsOf(row: PriceRow): NoteParts {
  return {
    seller: row.provider,
    printed: `${row.priceText} ${row.currency}`,
    reading: priceOf(row).reading,
    ref: `${row.file} line ${row.line}: ${bare(row.source)}`,
    tier: tierOf(row.notes),
    // the VAT clause has a field of its own
    remark: row.notes
      .split('; ')
      .filter((p) => !/^VAT (included|excluded)/.test(p))
      .join('; '),
  };
}

/** The figure's own words first, then where it is written down, then as much of the notes as fits. */
export function sourceNote(row: PriceRow, what: string): string {
  const price = priceOf(row);
  const reading = price.reading ? ` (${price.reading})` : '';
  const printedDate = parseAsOf(row.asOfText) === row.asOfText ? '' : `, as of "${row.asOfText}"`;
  const vat =
    taxOf(row).basis === 'vat-included' ? ', VAT included' : taxOf(row).basis === 'vat-excluded' ? ', before VAT' : '';
  const head = `${row.provider}, ${what}${reading}${vat}${printedDate}. ${row.file} line ${row.line}: ${bare(row.source)}`;
  const notes = clipParts(partsOf(row).remark.split('; '), SOURCE_BUDGET - head.length - 2);
  return notes === '' ? clip(head, SOURCE_BUDGET) : `${head}. ${notes}`;
}
