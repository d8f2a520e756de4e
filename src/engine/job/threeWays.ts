// Serving a model three ways: on cards owned, on cards rented, or through an API, each a cost a day
// and per million tokens for the same traffic. The owned and rented deployments are the job's cards
// held all day (a service must be up to answer), priced with a scenario's owning and renting sides
// as the page prices any scenario and compared, amortized, over its horizon; the API at its blended
// price. docs/method/jobs.md, "Three ways to serve".
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Scenario } from '../scenario/schema.ts';
import { compareInView } from '../views.ts';
import { type ApiPrices, apiBreakEven, apiCostPerDay } from './api.ts';
import { HOURS_PER_YEAR, withCardsBusy } from './owning.ts';
import type { TokenMix } from './traffic.ts';

const DAYS_PER_YEAR = 365;

export type ServingWay = 'own' | 'rent' | 'api';

export interface ThreeWays {
  /** the scenario's currency, which every figure is in */
  readonly currency: string;
  readonly perDay: { readonly own: number; readonly rent: number; readonly api: number | null };
  readonly perMillionTokens: { readonly own: number; readonly rent: number; readonly api: number | null };
  /** the cheapest way for the traffic; of owning and renting alone when the API has no price here */
  readonly cheapest: ServingWay;
  /**
   * the tokens a day from which the owned or rented deployment costs less than the API, up to what
   * the deployment carries; null with a reason otherwise
   */
  readonly breakEvenTokensPerDay: { readonly own: number | null; readonly rent: number | null };
  readonly reasons: Readonly<Record<string, string>>;
  /**
   * the API at today's prices, and how its prices change over the horizon: the figures above are at
   * the horizon's average price, averageFactor × today's; null without an API priced here
   */
  readonly apiPath: {
    readonly todayPerDay: number;
    readonly todayPerMillionTokens: number;
    readonly changePctPerYear: number;
    readonly averageFactor: number;
  } | null;
}

export interface ApiSide {
  readonly prices: ApiPrices;
  readonly currency: string;
  /** the prices' yearly change over the horizon; 0 (flat) when not given */
  readonly priceChangePctPerYear?: number;
}

/** The average over H months of (1 + change)^((m − 1) ÷ 12): month 1 at today's price. */
export function averagePriceFactor(changePctPerYear: number, horizonMonths: number): number {
  if (changePctPerYear === 0) return 1;
  let sum = 0;
  for (let m = 1; m <= horizonMonths; m += 1) sum += (1 + changePctPerYear / 100) ** ((m - 1) / 12);
  return sum / horizonMonths;
}

const scaled = (prices: ApiPrices, factor: number): ApiPrices => ({
  inputPerM: prices.inputPerM * factor,
  outputPerM: prices.outputPerM * factor,
  ...(prices.cachedInputPerM === undefined ? {} : { cachedInputPerM: prices.cachedInputPerM * factor }),
});

/** The days of a horizon, which its totals are divided by for a cost a day. */
export const horizonDays = (horizonMonths: number) => (horizonMonths / 12) * DAYS_PER_YEAR;

/** The scenario with its workload replaced by `cards` cards held all day, every day of the year. */
export const heldAllYear = (scenario: Scenario, cards: number): Scenario =>
  withCardsBusy(scenario, cards, HOURS_PER_YEAR);

export function threeWays(
  scenario: Scenario,
  cards: number,
  traffic: TokenMix,
  capacityTokensPerDay: number | null,
  api: ApiSide | null,
): ThreeWays {
  if (!Number.isInteger(cards) || cards < 1) throw new RangeError(`cards: must be a whole number from 1, got ${cards}`);
  if (!(traffic.tokensPerDay > 0)) throw new RangeError(`tokensPerDay: must be above 0, got ${traffic.tokensPerDay}`);
  const totals = compareInView(evaluateWithoutBreakEven(heldAllYear(scenario, cards)), 'amortized');
  const days = horizonDays(scenario.horizonMonths);
  const own = totals.own / days;
  const rent = totals.rent / days;
  const reasons: Record<string, string> = {};
  // no rate between currencies is assumed: an API priced in another currency is left out
  const sameCurrency = api !== null && api.currency === scenario.currency ? api : null;
  if (api === null) reasons.api = 'no-api';
  else if (!sameCurrency) reasons.api = 'currencies-differ';
  // the API is compared at its average price over the horizon, as both deployments are
  const changePctPerYear = sameCurrency?.priceChangePctPerYear ?? 0;
  const averageFactor = averagePriceFactor(changePctPerYear, scenario.horizonMonths);
  const priced = sameCurrency && { ...sameCurrency, prices: scaled(sameCurrency.prices, averageFactor) };
  const apiPerDay = priced ? apiCostPerDay(traffic, priced.prices) : null;
  const todayPerDay = sameCurrency ? apiCostPerDay(traffic, sameCurrency.prices) : null;
  const perMillion = (perDay: number) => perDay / (traffic.tokensPerDay / 1e6);
  const options: [ServingWay, number][] = [
    ['own', own],
    ['rent', rent],
    ...(apiPerDay === null ? [] : [['api', apiPerDay] as [ServingWay, number]]),
  ];
  const cheapest = options.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
  const breakEven = (fixedPerDay: number, way: 'own' | 'rent'): number | null => {
    if (!priced) return null;
    const line = apiBreakEven(traffic, priced.prices, { fixedPerDay, perToken: 0 });
    if (line.tokensPerDay === null) {
      reasons[`breakEven.${way}`] = line.reason;
      return null;
    }
    // the held cost is this deployment's: a volume it cannot carry needs more cards
    if (capacityTokensPerDay !== null && line.tokensPerDay > capacityTokensPerDay) {
      reasons[`breakEven.${way}`] = 'beyond-deployment';
      return null;
    }
    return line.tokensPerDay;
  };
  return {
    currency: scenario.currency,
    perDay: { own, rent, api: apiPerDay },
    perMillionTokens: {
      own: perMillion(own),
      rent: perMillion(rent),
      api: apiPerDay === null ? null : perMillion(apiPerDay),
    },
    cheapest,
    breakEvenTokensPerDay: { own: breakEven(own, 'own'), rent: breakEven(rent, 'rent') },
    reasons,
    apiPath:
      todayPerDay === null
        ? null
        : { todayPerDay, todayPerMillionTokens: perMillion(todayPerDay), changePctPerYear, averageFactor },
  };
}
