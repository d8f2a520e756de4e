// Serving a model three ways: on cards owned, on cards rented, or through an API, each a cost a day
// and per million tokens for the same traffic. The owned and rented deployments are priced with a
// scenario's owning and renting sides as the page prices any scenario, present values after tax and
// financing in a cost view: for another scenario's sides (gpu-tco job --against) the job's cards held
// all year, amortized; for the scenario that holds the job, its own workload, as its verdict compares
// it (verdict.ts). The API's bill is paid month by month on its price path and counted as rent's
// payments are: with cloud VAT, discounted, deducted from income tax in its tax year.
// docs/method/jobs.md, "Three ways to serve" and "The verdict with an API".
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { monthlyWeight } from '../finance.ts';
import { cloudVat } from '../rent.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import { isSteadyWorkload } from '../steady.ts';
import { RELATIVE_TOLERANCE } from '../units.ts';
import { type CostView, compareInView } from '../views.ts';
import { type ApiPrices, apiBreakEven, apiCostPerDay } from './api.ts';
import { HOURS_PER_YEAR, withCardsBusy } from './owning.ts';
import type { TokenMix } from './traffic.ts';
import { meanTrafficShare, peakTrafficShare, servedShare, type TrafficGrowth, trafficGrowth } from './trafficGrowth.ts';

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
   * the API at today's prices, and how its prices change over the horizon: the figures above are
   * averageFactor × today's; null without an API priced here
   */
  readonly apiPath: {
    readonly todayPerDay: number;
    readonly todayPerMillionTokens: number;
    readonly changePctPerYear: number;
    /**
     * the API's total on the comparison's basis ÷ (today's bill a day × the horizon's days): the
     * average of its price path over the horizon when the basis is undiscounted, before tax and VAT
     */
    readonly averageFactor: number;
  } | null;
  /**
   * a traffic that grows (workload.growth): month 1's tokens a day are the job's, the API's bill and the
   * figures per million tokens follow the traffic served month by month; absent for a steady traffic
   */
  readonly growth?: TrafficGrowth;
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
  ...prices,
  inputPerM: prices.inputPerM * factor,
  outputPerM: prices.outputPerM * factor,
  ...(prices.cachedInputPerM === undefined ? {} : { cachedInputPerM: prices.cachedInputPerM * factor }),
  ...(prices.cacheWritePerM === undefined ? {} : { cacheWritePerM: prices.cacheWritePerM * factor }),
});

/** The days of a horizon, which its totals are divided by for a cost a day. */
export const horizonDays = (horizonMonths: number) => (horizonMonths / 12) * DAYS_PER_YEAR;

/** The scenario with its workload replaced by `cards` cards held all day, every day of the year. */
export const heldAllYear = (scenario: Scenario, cards: number): Scenario =>
  withCardsBusy(scenario, cards, HOURS_PER_YEAR);

/**
 * What the API's bill over the horizon weighs on the scenario's comparison basis, as a factor of today's
 * bill for every day of it, counted as rent's payments are (finance.ts): month m pays
 * (1 + change)^((m − 1) ÷ 12) of today's bill, with cloud VAT that is not recovered, discounted to today
 * and deducted from income tax at the end of its tax year. 1 for flat prices undiscounted, before tax
 * and VAT; the same in the cash and the amortized view, since nothing is left over at the end.
 */
export function apiBasisFactor(scenario: Scenario, changePctPerYear: number): number {
  const path = (m: number) => (1 + changePctPerYear / 100) ** ((m - 1) / 12);
  return (cloudVat(scenario) * monthlyWeight(scenario, path)) / scenario.horizonMonths;
}

/**
 * The same factor for the traffic a workload that changes over time serves: month m's bill is month 1's
 * × its traffic's share (trafficGrowth.ts), 0 in a month the work does not run.
 */
function servedBasisFactor(scenario: Scenario, changePctPerYear: number): number {
  const path = (m: number) => (1 + changePctPerYear / 100) ** ((m - 1) / 12) * servedShare(scenario, m);
  return (cloudVat(scenario) * monthlyWeight(scenario, path)) / scenario.horizonMonths;
}

/** The API's bill over the horizon on the scenario's comparison basis, for today's bill a day. */
export const apiTotalOnBasis = (scenario: Scenario, todayPerDay: number, changePctPerYear: number): number =>
  todayPerDay * horizonDays(scenario.horizonMonths) * apiBasisFactor(scenario, changePctPerYear);

/**
 * The cheapest of the three: the API when it costs less than both owning and renting beyond rounding,
 * else the cheaper of owning and renting (owning when they are equal). The verdict reads this choice.
 */
export function cheapestWay(own: number, rent: number, api: number | null): ServingWay {
  const selfBest = rent < own ? 'rent' : 'own';
  const selfCost = Math.min(own, rent);
  if (api !== null && api < selfCost && selfCost - api > RELATIVE_TOLERANCE * selfCost) return 'api';
  return selfBest;
}

/** Which deployment owning and renting price: the job's cards held all year, or the scenario as it stands. */
export type Deployment =
  | { readonly held: number }
  /** the scenario's own workload, its result in the view the verdict compares */
  | { readonly result: Result; readonly view: CostView };

export function threeWays(
  scenario: Scenario,
  deployment: number | Deployment,
  traffic: TokenMix,
  capacityTokensPerDay: number | null,
  api: ApiSide | null,
): ThreeWays {
  const given: Deployment = typeof deployment === 'number' ? { held: deployment } : deployment;
  if ('held' in given) {
    const cards = given.held;
    if (!Number.isInteger(cards) || cards < 1)
      throw new RangeError(`cards: must be a whole number from 1, got ${cards}`);
  }
  if (!(traffic.tokensPerDay > 0)) throw new RangeError(`tokensPerDay: must be above 0, got ${traffic.tokensPerDay}`);
  const totals =
    'held' in given
      ? compareInView(evaluateWithoutBreakEven(heldAllYear(scenario, given.held)), 'amortized')
      : compareInView(given.result, given.view);
  const days = horizonDays(scenario.horizonMonths);
  const own = totals.own / days;
  const rent = totals.rent / days;
  const reasons: Record<string, string> = {};
  // no rate between currencies is assumed: an API priced in another currency is left out
  const sameCurrency = api !== null && api.currency === scenario.currency ? api : null;
  if (api === null) reasons.api = 'no-api';
  else if (!sameCurrency) reasons.api = 'currencies-differ';
  const changePctPerYear = sameCurrency?.priceChangePctPerYear ?? 0;
  const todayPerDay = sameCurrency ? apiCostPerDay(traffic, sameCurrency.prices) : null;
  // the API on the deployments' basis, as a factor of today's prices
  const averageFactor = apiBasisFactor(scenario, changePctPerYear);
  const priced = sameCurrency && { ...sameCurrency, prices: scaled(sameCurrency.prices, averageFactor) };
  // a traffic that changes over time: the API billed for the tokens each month serves, the costs a
  // million over the tokens served on average, and the deployment grown to carry its busiest month
  const steady = isSteadyWorkload(scenario);
  const billFactor = steady ? averageFactor : servedBasisFactor(scenario, changePctPerYear);
  const servedTokensPerDay = steady ? traffic.tokensPerDay : traffic.tokensPerDay * meanTrafficShare(scenario);
  const carried =
    steady || capacityTokensPerDay === null ? capacityTokensPerDay : capacityTokensPerDay * peakTrafficShare(scenario);
  const apiPerDay = todayPerDay === null ? null : todayPerDay * billFactor;
  const perMillion = (perDay: number) => perDay / (servedTokensPerDay / 1e6);
  const cheapest = cheapestWay(own, rent, apiPerDay);
  const breakEven = (fixedPerDay: number, way: 'own' | 'rent'): number | null => {
    if (!priced) return null;
    const line = apiBreakEven(traffic, priced.prices, { fixedPerDay, perToken: 0 });
    if (line.tokensPerDay === null) {
      reasons[`breakEven.${way}`] = line.reason;
      return null;
    }
    // the held cost is this deployment's: a volume it cannot carry needs more cards
    if (carried !== null && line.tokensPerDay > carried) {
      reasons[`breakEven.${way}`] = 'beyond-deployment';
      return null;
    }
    return line.tokensPerDay;
  };
  const breakEvenTokensPerDay = { own: breakEven(own, 'own'), rent: breakEven(rent, 'rent') };
  const growth = trafficGrowth(scenario, traffic.tokensPerDay, breakEvenTokensPerDay.own);
  return {
    currency: scenario.currency,
    perDay: { own, rent, api: apiPerDay },
    perMillionTokens: {
      own: perMillion(own),
      rent: perMillion(rent),
      api: apiPerDay === null ? null : perMillion(apiPerDay),
    },
    cheapest,
    breakEvenTokensPerDay,
    reasons,
    apiPath:
      todayPerDay === null
        ? null
        : {
            todayPerDay,
            todayPerMillionTokens: todayPerDay / (traffic.tokensPerDay / 1e6),
            changePctPerYear,
            averageFactor,
          },
    ...(growth === null ? {} : { growth }),
  };
}
