// The steps the engine records when it is asked how it reached a result ("How this is computed"): for
// each step, the section it belongs to, how it reads (an equation, a statement, or a sum of parts),
// and every figure it records with that figure's unit. The engine's own functions record the steps
// as they compute (an optional Recorder argument), so the explanation repeats no arithmetic; the page
// renders each step with one message template whose placeholders are these figures' names, which the
// type system holds to this table (src/i18n/explainChecks.ts).
//
// Display order within a section is the tables' order: the job, owning, renting, tax and financing,
// the comparison, the tipping points, the tools.

import type { AdvisedPlan } from '../scenario/constants.ts';
import { FINANCE_STEPS } from './financeSteps.ts';
import { JOB_STEPS } from './jobSteps.ts';
import { OWN_STEPS } from './ownSteps.ts';
import { COMPARISON_STEPS, RENT_STEPS } from './rentSteps.ts';
import type { Spec } from './spec.ts';
import { TIPPING_STEPS } from './tippingSteps.ts';
import { TOOL_STEPS } from './toolSteps.ts';

export type { Counted, Section, Unit } from './spec.ts';

export const STEPS = {
  ...JOB_STEPS,
  ...OWN_STEPS,
  ...RENT_STEPS,
  ...FINANCE_STEPS,
  ...COMPARISON_STEPS,
  ...TIPPING_STEPS,
  ...TOOL_STEPS,
} as const satisfies Record<string, Spec>;

type Steps = typeof STEPS;
export type StepId = keyof Steps;

type Figure<U> = U extends 'side'
  ? 'own' | 'rent' | 'equal'
  : U extends 'plan'
    ? AdvisedPlan
    : U extends 'counts'
      ? readonly number[]
      : U extends 'text'
        ? string
        : U extends 'method'
          ? 'full' | 'lora' | 'qlora'
          : U extends 'view'
            ? 'amortized' | 'cash'
            : number;
type FiguresOf<V> = { readonly [K in keyof V]: Figure<V[K]> };

type StepValues<Id extends StepId> = FiguresOf<Steps[Id]['values']>;
type PartsOf<Id extends StepId> = Steps[Id] extends { readonly parts: infer P } ? P : Record<never, never>;
export type PartId<Id extends StepId> = keyof PartsOf<Id> & string;

/** One piece of a step: its figures, and the amount it adds (a sum's term; 0 for a piece of wording). */
export type StepPart<Id extends StepId> = {
  [P in PartId<Id>]: { readonly id: P; readonly values: FiguresOf<PartsOf<Id>[P]>; readonly amount: number };
}[PartId<Id>];

export type StepRecord<Id extends StepId = StepId> = {
  [I in Id]: { readonly id: I; readonly values: StepValues<I>; readonly parts: readonly StepPart<I>[] };
}[Id];

/**
 * What the evaluation over the horizon works out beyond its result: the figures the steps of the
 * totals are told with (src/engine/explain/totals.ts).
 */
export interface HorizonFigures {
  /** what one replacement costs: new hardware less the old sold at salvage */
  readonly replacementCash: number;
  /** the replacements' cost over the horizon */
  readonly replacementTotal: number;
  /** the depreciation of the newest purchase, which its book value is left after */
  readonly newestDepreciation: number;
  /** what the depreciation schedule wrote off over the horizon, every purchase together */
  readonly writtenOff: number;
  /** with a resale estimate: the newest purchase's age at the horizon and what it fetches then */
  readonly resale: { readonly ageMonths: number; readonly value: number } | null;
  /** the yearly charges of one purchase's life */
  readonly charges: readonly number[];
  /** months of compute paid, each at its share of today's price; and those past the horizon */
  readonly monthsPaid: number;
  readonly pastMonths: number;
  /** whether compute is paid at today's price every month; whether a reservation's term commits it */
  readonly steadyPrices: boolean;
  readonly committed: boolean;
  /** the monthly discount factor v, Σ v^m, v^H, Σ (the month's price factor × v^m) */
  readonly monthFactor: number;
  readonly annuityFactor: number;
  readonly endFactor: number;
  readonly computeAnnuity: number;
  readonly replacementsPresentValue: number;
}

/**
 * What the finance layer works out beyond its result when the scenario is not plain: the discounted
 * pieces each side's present value is told with (src/engine/explain/presentValues.ts).
 */
export interface FinancePieces {
  /** paid at the start: the capital, or a loan's down payment (0 for a lease) */
  readonly upFront: number;
  /** Σ replacement × v at the month it is bought; Σ paid to the lender × v^m */
  readonly replacementsPresentValue: number;
  readonly loanPresentValue: number;
  /** Σ tax saved in year y × v^(12y), owning's and renting's */
  readonly taxPresentValue: { readonly own: number; readonly rent: number };
  /** what the newest purchase is credited at the horizon, and its tax book value then (null: not deducted) */
  readonly credit: number;
  readonly taxBook: number | null;
  /** v at the end of the last tax year, when the tax on what is left at the horizon is counted */
  readonly yearEndFactor: number;
}

/** Where the engine writes the steps it takes; absent (the usual case), nothing is recorded. */
export interface Recorder {
  <Id extends StepId>(id: Id, values: StepValues<Id>, parts?: readonly StepPart<Id>[]): void;
  readonly horizon?: (figures: HorizonFigures) => void;
  readonly finance?: (pieces: FinancePieces) => void;
}
