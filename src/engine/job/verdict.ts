// The verdict of a scenario that serves a model and holds an API to compare with: a choice among
// owning, renting and the API, not owning against renting alone. Owning and renting are the scenario's
// own figures in the verdict's view (its stored workload and sides, present values after tax and
// financing); the API is the job's traffic at its blended price, month by month on its price path,
// counted as rent's payments are (threeWays.ts). The cheapest is threeWays' own choice, so `gpu-tco job`
// on the same file names the same way. docs/method/jobs.md, "The verdict with an API".
import type { Result } from '../result.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type CostView, cheaperSide, compareInView } from '../views.ts';
import { servingThreeWays } from './figures.ts';
import { servesWithApi } from './serves.ts';
import { horizonDays, type ServingWay, type ThreeWays } from './threeWays.ts';

export interface ThreeWayVerdict {
  /** the cost view compared: the command line's is 'amortized', the page's follows its switch */
  readonly view: CostView;
  /** the cheapest of the three; 'equal' when the API is not cheapest and owning and renting cost the same */
  readonly cheaper: ServingWay | 'equal';
  /** the three totals over the horizon, on the verdict's basis; api null when it is left out */
  readonly own: number;
  readonly rent: number;
  readonly api: number | null;
  /** what the cheapest saves against the next cheapest: never negative */
  readonly savings: number;
  /** the saving as a share of the next cheapest's total, 0–100 */
  readonly pct: number;
  readonly pctBase: 'dearer';
  /** the API, as the job states it */
  readonly apiSide: {
    readonly name: string | null;
    readonly currency: string;
    /** the prices' yearly change the API is priced on over the horizon; 0: held flat */
    readonly priceChangePctPerYear: number;
    /** why the API is not among the choices: its prices are in another currency (no rate is assumed) */
    readonly leftOut: 'currencies-differ' | null;
  };
  /** the three ways a day and per million tokens (the scenario's own workload), as `gpu-tco job` prints them */
  readonly ways: ThreeWays;
}

/**
 * The three-way verdict of a scenario that serves with an API, in the cost view `view`; null for any
 * other scenario (its verdict is owning against renting: verdictFigures).
 */
export function threeWayVerdict(scenario: Scenario, result: Result, view: CostView): ThreeWayVerdict | null {
  if (!servesWithApi(scenario)) return null;
  // the format checks a scenario's job wherever a scenario comes in (parseScenario), defaults filled
  const spec = scenario.job as JobSpec;
  const api = spec.api as NonNullable<JobSpec['api']>;
  const ways = servingThreeWays(spec, scenario, { result, view });
  if (ways === null) return null;
  // owning and renting exactly as the two-way verdict states them; the API's total from its figure a day
  const { own, rent } = compareInView(result, view);
  const apiTotal = ways.perDay.api === null ? null : ways.perDay.api * horizonDays(scenario.horizonMonths);
  const cheaper = ways.cheapest === 'api' ? 'api' : cheaperSide(own, rent);
  const totals = { own, rent, api: apiTotal };
  const cheapest = cheaper === 'equal' ? own : (totals[cheaper] as number);
  const others = (['own', 'rent', 'api'] as const)
    .filter((way) => way !== cheaper && totals[way] !== null)
    .map((way) => totals[way] as number);
  const next = Math.min(...others);
  const savings = cheaper === 'equal' ? 0 : Math.max(0, next - cheapest);
  return {
    view,
    cheaper,
    own,
    rent,
    api: apiTotal,
    savings,
    pct: next > 0 ? (savings / next) * 100 : 0,
    pctBase: 'dearer',
    apiSide: {
      name: api.name ?? null,
      currency: api.currency,
      priceChangePctPerYear: api.priceChangePctPerYear,
      leftOut: ways.reasons.api === 'currencies-differ' ? 'currencies-differ' : null,
    },
    ways,
  };
}
