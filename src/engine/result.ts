import type { FinanceFigures } from './finance.ts';

/** One month of the cumulative series: what has been spent by the end of that month. */
export interface MonthRow {
  readonly month: number;
  readonly ownCash: number;
  readonly ownAmortized: number;
  readonly rent: number;
}

/**
 * How a workload that changes over time (format version 9) was priced, month by month; absent for a
 * steady workload, whose result is version 8's.
 */
export interface GrowthFigures {
  /** the cards the work needs in month m (index m − 1): 0 in a month it does not run */
  readonly demandGpus: readonly number[];
  /** the servers owned and delivered in month m (index m − 1) */
  readonly ownedServers: readonly number[];
  /** the most cards any month needs */
  readonly peakGpus: number;
  /** the months of the horizon the work runs in */
  readonly busyMonths: number;
  /** how the owned side was priced: in steps only where the scenario's finance allows it */
  readonly ownBuys: 'up-front' | 'in-steps';
  /**
   * the first month from which owning's cumulative cost (amortized, the verdict's basis) stays at or
   * below renting's to the horizon's end: the month the answer turns to owning; null: it never does
   */
  readonly turnMonth: number | null;
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
    readonly breakdown: {
      readonly depreciation: number;
      /** the cluster around the cards: its capital less its book value at the end */
      readonly cluster: number;
      readonly power: number;
      readonly ops: number;
      /** the work rented while the servers are on order */
      readonly leadTime: number;
      /** the busy hours rented while owned cards are down for repair */
      readonly downtime: number;
    };
    readonly costPerBusyGpuHour: number | null;
    readonly presentValue: number;
    readonly cardsInstalled: number;
    readonly perMonth: {
      readonly energyKWh: number;
      readonly power: number;
      readonly ops: number;
      /** rented on demand for the cards that are down, a month in service */
      readonly downtime: number;
    };
    /** what the comparison assumed of the purchase, which the verdict names */
    readonly assumed: {
      readonly leadTimeMonths: number;
      readonly availabilityPct: number;
      /** what the newest purchase is credited at, at the horizon */
      readonly resaleAtEnd: number;
      readonly salvageIs: 'book' | 'resale' | 'market-curve';
      readonly clusterCapital: number;
    };
  };
  readonly rent: {
    /** everything paid: a reservation's last term in full, even its months past the horizon (cash) */
    readonly total: number;
    /**
     * the months paid and not yet used at the horizon (a reservation's last term), at what was paid for
     * them: what is left over, as the owned hardware's book value is; 0 without a term past the horizon
     */
    readonly remainingValue: number;
    /** total − remainingValue: the months used, which the engine's comparison counts (amortized) */
    readonly amortizedTotal: number;
    readonly billedGpuHours: number;
    /** what is paid for each, over the horizon (compute + storage + staff = total) */
    readonly breakdown: { readonly compute: number; readonly storage: number; readonly staff: number };
    /** amortizedTotal ÷ busy GPU-hours, like owning's */
    readonly costPerBusyGpuHour: number | null;
    /** the payments discounted, less the remaining value at the horizon's factor */
    readonly presentValue: number;
    readonly billedMinutesPerSession: number;
    readonly perMonth: { readonly compute: number; readonly storage: number; readonly staff: number };
  };
  /** cumulative, one row for each month of the horizon */
  readonly monthly: readonly MonthRow[];
  readonly cheaper: Cheaper;
  /** own (amortized) minus rent (amortized): positive when renting saves money */
  readonly savings: number;
  readonly savingsPct: number | null;
  readonly breakEvenHoursPerDay: number | null;
  readonly paybackMonth: number | null;
  /**
   * The verdict's basis: each side's present values in both views, after tax and financing, at the
   * scenario's rate (the undiscounted totals above when the rate is 0, before tax and paid in cash)
   */
  readonly finance: FinanceFigures;
  /** a workload that grows or runs only in busy months: its months and the month the answer turns */
  readonly growth?: GrowthFigures;
}
