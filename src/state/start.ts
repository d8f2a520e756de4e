// Which scenario a visitor starts from: China's in CNY or the US one in USD, by the browser's locale.
// A link or a saved scenario never reads against this (links are differences from the frozen bases in
// link/base.ts); only a page opened without one, or started over, does.
import { BUYERS, DEFAULT_SCENARIO, type Scenario } from '../engine/index.ts';

export type StartMarket = 'cn' | 'us';

/**
 * The locale the page speaks for a browser's list: the first Chinese or English one, as
 * `preferredLang` chooses the page's language (src/i18n/langs.ts); null when there is none.
 */
function speakingLocale(languages: readonly string[]): string | null {
  return languages.find((language) => /^(zh|en)/i.test(language)) ?? null;
}

/**
 * China for a locale whose region is CN (zh-CN, en-CN), or Chinese without a region (zh, zh-Hans);
 * the US for any other (en-US, zh-TW, zh-HK, or a browser with neither Chinese nor English). The
 * pages' inline scripts (index.html, embed.html) apply the same rule before the first paint.
 */
export function startMarket(languages: readonly string[]): StartMarket {
  const locale = speakingLocale(languages) ?? languages[0];
  if (!locale) return 'us';
  const subtags = locale.split(/[-_]/);
  const region = subtags.slice(1).find((tag) => /^([a-z]{2}|\d{3})$/i.test(tag));
  if (region) return region.toUpperCase() === 'CN' ? 'cn' : 'us';
  return subtags[0]?.toLowerCase() === 'zh' ? 'cn' : 'us';
}

const US = BUYERS['us-company'];

/**
 * The US start, examples/default-us-4x4090.json without its name and sources (a test holds the two
 * equal): the Chinese start's workload, server and method, with the US figures the example sources.
 */
export const US_START: Scenario = {
  ...DEFAULT_SCENARIO,
  currency: 'USD',
  discountRatePct: US.discountRatePct,
  own: {
    ...DEFAULT_SCENARIO.own,
    serverPrice: 15_600,
    power: { ...DEFAULT_SCENARIO.own.power, serverBaseWatts: 517, pricePerKWh: 0.1437 },
    ops: { ...DEFAULT_SCENARIO.own.ops, staffPerServerPerYear: 6_292 },
  },
  rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 0.74 },
  tax: { ...US.vat },
  finance: {
    ...DEFAULT_SCENARIO.finance,
    buyer: 'us-company',
    incomeTaxPct: US.incomeTaxPct,
    stateTaxPct: US.stateTaxPct,
    taxSchedule: US.taxSchedule,
    taxLifeYears: US.taxLifeYears,
  },
};

/** The scenario a page starts from in `market`. */
export function startScenario(market: StartMarket): Scenario {
  return market === 'cn' ? DEFAULT_SCENARIO : US_START;
}
