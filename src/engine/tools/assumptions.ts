// The figures the plan advisor prices with that a user seldom enters: the reserved and spot discounts
// and spot's lost hours. Their defaults are the format's (docs/scenario-reference.md); where each comes from is
// copied here from the reference data in data/, with its date, so that the advice can name it.
import { getIn } from '../paths.ts';
import { DEFAULT_SCENARIO } from '../scenario/defaults.ts';
import type { Scenario } from '../scenario/schema.ts';

const ASSUMED_PATHS = ['rent.reservedDiscountPct', 'rent.spotDiscountPct', 'rent.spotOverheadPct'] as const;
type AssumedPath = (typeof ASSUMED_PATHS)[number];

interface Default {
  /** the format's default (DEFAULT_SCENARIO), named here beside its source */
  readonly value: number;
  /** where the default comes from, in English (the page words it in the reader's language) */
  readonly source: string;
  readonly asOf: string;
}

export const ASSUMPTION_DEFAULTS: Readonly<Record<AssumedPath, Default>> = {
  'rent.reservedDiscountPct': {
    value: DEFAULT_SCENARIO.rent.reservedDiscountPct,
    source:
      'one-year H100 contracts ran about 20 % under the on-demand median in 2026 (SemiAnalysis contract survey, relayed 2026-04-02); CoreWeave H100 $2.23 on demand against $1.79 for one year, 19.7 %. A hyperscaler takes more off its own list price: GCP one-year commitments 30.6–37.6 % (data/gcp_gpu_instances_subset.csv)',
    asOf: '2026-04-02',
  },
  'rent.spotDiscountPct': {
    value: DEFAULT_SCENARIO.rent.spotDiscountPct,
    source:
      'GCP spot GPU machines are 40–75 % off on demand (median 47.5 %, data/gcp_gpu_instances_subset.csv); a Chinese marketplace sells preemptible jobs at 60 % or 40 % of list, sources conflict (data/china/README.md); AWS and Azure spot "up to 90 %" (data/assumptions.md)',
    asOf: '2026-07-30',
  },
  'rent.spotOverheadPct': {
    value: DEFAULT_SCENARIO.rent.spotOverheadPct,
    source:
      'no measured figure in data/: the format’s default (docs/scenario-reference.md), a guess at the hours lost to preemption and restarts; your jobs’ logs give a better one',
    asOf: '2026-11-29',
  },
};

/** The reserved discount versions 1–6 assumed, which a file of theirs that leaves it out still reads. */
const EARLIER_RESERVED_DISCOUNT: Default = {
  value: 40,
  source:
    'versions 1–6 of the format assumed 40 %: GCP one-year commitments on A100, H100 and L4 machines are 30.6–37.6 % off on demand (median 37 %), three-year ones 55–65 % (data/gcp_gpu_instances_subset.csv, from Cyclenerd pricing.yml); CoreWeave offers "up to 60 %", Vast.ai up to 50 % (data/assumptions.md)',
  asOf: '2026-07-30',
};

export interface AssumedFigure {
  readonly path: AssumedPath;
  readonly value: number;
  /** the value is the default and the scenario names no source for it: the user never gave it */
  readonly assumed: boolean;
  /** the scenario's own source for the field when it has one, else the default's; null for a figure
   * the scenario changed without naming a source */
  readonly source: string | null;
  readonly asOf: string | null;
}

function valueAt(scenario: Scenario, path: AssumedPath): number {
  return getIn(scenario, path.split('.')) as number;
}

/** Each assumed figure the advice used: its value, and where it came from. */
export function assumedFigures(scenario: Scenario): AssumedFigure[] {
  return ASSUMED_PATHS.map((path) => {
    const value = valueAt(scenario, path);
    const given = scenario.sources[path];
    const fallback = ASSUMPTION_DEFAULTS[path];
    if (given) return { path, value, assumed: false, source: given.source, asOf: given.asOf };
    // a file written before version 7 that left the discount out reads the 40 % those versions assumed
    const assumed =
      value === fallback.value || (path === 'rent.reservedDiscountPct' && value === EARLIER_RESERVED_DISCOUNT.value);
    const source = value === fallback.value ? fallback : EARLIER_RESERVED_DISCOUNT;
    return {
      path,
      value,
      assumed,
      source: assumed ? source.source : null,
      asOf: assumed ? source.asOf : null,
    };
  });
}
