// The monthly series as a spreadsheet reads it: one header row in the reader's language, each money
// column naming its currency and saying that it is cumulative, money to the cent as plain numbers
// (no grouping, no symbol, no float noise), and a byte-order mark so that Excel opens Chinese as UTF-8.
import type { Result } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

/** The currency as a header's unit: the ISO code in English, its Chinese name (元 for the yuan) in Chinese. */
export function currencyUnit(lang: Lang, currency: string): string {
  if (lang === 'en') return currency;
  if (currency === 'CNY') return '元';
  try {
    return new Intl.DisplayNames(['zh-CN'], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** Money to the cent, as text a spreadsheet reads as a number: "19200.00", never "19200.000000001" or "-0.00". */
export function cents(value: number): string {
  // to 15 significant digits first, so 12.345 (1234.4999… cents in binary) rounds as written; half a
  // cent rounds away from zero on both sides
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const text = (hundredths / 100).toFixed(2);
  return value < 0 && hundredths > 0 ? `-${text}` : text;
}

function monthlyTable(
  result: Result,
  currency: string,
  lang: Lang,
  t: Translate,
): { fields: string[]; data: string[][] } {
  const unit = currencyUnit(lang, currency);
  return {
    fields: [
      t('export.csv.month'),
      t('export.csv.ownCash', { unit }),
      t('export.csv.ownAmortized', { unit }),
      t('export.csv.rent', { unit }),
    ],
    data: result.monthly.map((row) => [
      String(row.month),
      cents(row.ownCash),
      cents(row.ownAmortized),
      cents(row.rent),
    ]),
  };
}

/** The file's text: BOM, header, one row a month, CRLF line ends as RFC 4180 has them. */
export async function monthlyCsv(result: Result, currency: string, lang: Lang, t: Translate): Promise<string> {
  // the CSV writer loads only when asked for
  const { unparse } = await import('papaparse');
  return `\ufeff${unparse(monthlyTable(result, currency, lang, t), { newline: '\r\n' })}\r\n`;
}
