/** One month of the cumulative series: what has been spent by the end of that month. */
export interface MonthRow {
  readonly month: number;
  readonly ownCash: number;
  readonly ownAmortized: number;
  readonly rent: number;
}

export type Cheaper = 'own' | 'rent' | 'equal';

/** The engine's answer for one scenario. Money is unrounded, in the scenario's currency. */
export interface Result {
  readonly servers: number;
  /** purchases of the hardware over the horizon (more than 1 only with refreshAtEndOfLife) */
  readonly purchases: number;
  readonly busyGpuHours: number;
  readonly own: {
    /** capital of one purchase */
    readonly capex: number;
    readonly cashTotal: number;
    readonly amortizedTotal: number;
    /** the newest purchase's book value at the end of the horizon: capital less what was written off */
    readonly bookValueAtEnd: number;
    readonly energyKWh: number;
    /**
     * depreciation: the hardware's cost over the horizon, what was paid for it less what it is credited
     * at the end: its book value, or its expected resale when own.depreciation.salvageIs is 'resale'
     */
    readonly breakdown: { readonly depreciation: number; readonly power: number; readonly ops: number };
    readonly costPerBusyGpuHour: number | null;
    readonly presentValue: number;
    readonly cardsInstalled: number;
    readonly perMonth: { readonly energyKWh: number; readonly power: number; readonly ops: number };
  };
  readonly rent: {
    readonly total: number;
    readonly billedGpuHours: number;
    readonly breakdown: { readonly compute: number; readonly storage: number };
    readonly costPerBusyGpuHour: number | null;
    readonly presentValue: number;
    readonly billedMinutesPerSession: number;
    readonly perMonth: { readonly compute: number; readonly storage: number };
  };
  /** cumulative, one row for each month of the horizon */
  readonly monthly: readonly MonthRow[];
  readonly cheaper: Cheaper;
  /** own (amortized) minus rent: positive when renting saves money */
  readonly savings: number;
  readonly savingsPct: number | null;
  readonly breakEvenHoursPerDay: number | null;
  readonly paybackMonth: number | null;
}
