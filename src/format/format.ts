// Numbers and money for people to read, through Intl. The engine's figures are unrounded; rounding
// happens only here. Locale and currency are arguments: there is no global format setting.
import type { Lang } from '../i18n/index.ts';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang, options);
    cache.set(key, found);
  }
  return found;
}

/** `value`, or 0 where it shows as zero at `digits` decimals: "-$0.00" is no figure anyone meant. */
const unsignedZero = (value: number, digits: number) => (Math.abs(value) < 0.5 / 10 ** digits ? 0 : value);

/**
 * Money: whole units for large amounts, cents for small ones (a card-hour costs 0.80). Chinese
 * readers get large amounts in 万 and 亿 (¥64.43万), the way they read them.
 */
export function formatMoney(value: number, lang: Lang, currency: string): string {
  const size = Math.abs(value);
  if (lang === 'zh-CN' && size >= 10_000) {
    // the least digits said outright: left to the engine, Node's ICU writes ¥14.80万 and Chromium's
    // ¥14.8万, and the page the build prerenders would differ from the one the browser draws
    return formatter(lang, {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(value);
  }
  const digits = size >= 1000 ? 0 : 2;
  return formatter(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(unsignedZero(value, digits));
}

/** Money to the cent, for the figures a finance person re-adds by hand. */
export function formatMoneyExact(value: number, lang: Lang, currency: string): string {
  return formatter(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(unsignedZero(value, 2));
}

export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 2): string {
  return formatter(lang, { maximumFractionDigits }).format(value);
}

/** A measured figure to the precision it carries: 0.008377 → "0.00838", 9.412 → "9.41" (3 significant digits). */
export function formatSignificant(value: number, lang: Lang, digits = 3): string {
  return formatter(lang, { maximumSignificantDigits: digits }).format(value);
}

/** 97.1 → "97.1%" (the engine gives percentages as 0–100). */
export function formatPercent(valuePct: number, lang: Lang): string {
  return formatter(lang, { style: 'percent', maximumFractionDigits: 1 }).format(valuePct / 100);
}

/**
 * The symbol a money input shows as its unit, the same one its figures show: "CN¥", "US$", "€" (in
 * Chinese "¥" for the yuan, "US$", "JP¥"). A narrow symbol would give the yen and the yuan one "¥".
 */
export function currencySymbol(lang: Lang, currency: string): string {
  const parts = formatter(lang, { style: 'currency', currency, currencyDisplay: 'symbol' }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
