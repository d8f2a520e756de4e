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
      'GCP one-year commitments on A100, H100 and L4 machines are 30.6–37.6 % off on demand (median 37 %), three-year ones 55–65 % (data/gcp_gpu_instances_subset.csv, from Cyclenerd pricing.yml); CoreWeave offers "up to 60 %", Vast.ai up to 50 % (data/assumptions.md)',
    asOf: '2026-07-30',
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
    const assumed = value === fallback.value;
    return {
      path,
      value,
      assumed,
      source: assumed ? fallback.source : null,
      asOf: assumed ? fallback.asOf : null,
    };
  });
}
