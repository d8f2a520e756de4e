// Holds the method's templates to the engine's step table, in both languages, at compile time:
// a template naming a figure its step does not record, or a recorded figure no template shows, is a
// type error that names the step and the figures. Types only: nothing here reaches a bundle.
import type { PartId, STEPS, StepId } from '../engine/explain/index.ts';
import type * as en from './en/method.ts';
import type * as zh from './zh/method.ts';

/** The method's templates in one language: its parts of the later dictionary that the steps fill. */
type Method<D extends typeof en | typeof zh> = D['explain'] &
  D['explainUncertainty'] &
  D['explainResale'] &
  D['explainHybrid'] &
  D['explainTools'] &
  D['explainSpeed'] &
  D['explainHorizon'] &
  D['explainFinance'] &
  D['explainTipping'] &
  D['explainJob'];
type enMethod = Method<typeof en>;
type zhMethod = Method<typeof zh>;

type Steps = typeof STEPS;

/** The {names} in a template. */
export type Placeholders<T> = T extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type In<M, K> = K extends keyof M ? Placeholders<M[K]> : never;

/** What a step's label and formula show; a sum's total is written by the renderer after its terms. */
type Shown<M, Id extends StepId> =
  | In<M, `explain.${Id}.label`>
  | (Steps[Id]['kind'] extends 'sum' ? never : In<M, `explain.${Id}.formula`>);
/** The placeholder a piece fills: its slot, or its own id. */
type SlotOf<Id extends StepId, P extends string> = Steps[Id] extends { readonly slots: infer S }
  ? P extends keyof S
    ? S[P]
    : P
  : P;
type ResultOf<Id extends StepId> = Steps[Id] extends { readonly result: infer R } ? R : never;
type Expected<Id extends StepId> =
  | Exclude<keyof Steps[Id]['values'] & string, Steps[Id]['kind'] extends 'sum' ? ResultOf<Id> : never>
  | (Steps[Id]['kind'] extends 'sum' ? never : SlotOf<Id, PartId<Id>>);

/** The message a piece is worded by: one it shares with other steps, or its own. */
type PartKey<Id extends StepId, P extends string> = Steps[Id] extends { readonly wording: infer W }
  ? P extends keyof W
    ? `explain.${W[P] & string}`
    : `explain.${Id}.${P}`
  : `explain.${Id}.${P}`;

type PartUnits<Id extends StepId, P extends string> = Steps[Id] extends { readonly parts: infer Ps }
  ? P extends keyof Ps
    ? keyof Ps[P] & string
    : never
  : never;

type Differ<A, B> = [A] extends [B] ? ([B] extends [A] ? false : true) : true;

type StepProblems<M> = {
  [Id in StepId]: Differ<Shown<M, Id>, Expected<Id>> extends true
    ? { step: Id; templates: Shown<M, Id>; figures: Expected<Id> }
    : never;
}[StepId];

type PartProblems<M> = {
  [Id in StepId]: {
    [P in PartId<Id>]: Differ<In<M, PartKey<Id, P>>, PartUnits<Id, P>> extends true
      ? { step: Id; part: P; template: In<M, PartKey<Id, P>>; figures: PartUnits<Id, P> }
      : never;
  }[PartId<Id>];
}[StepId];

/** Every label of a step has a message (a missing one is a type error too). */
type MissingLabels<M> = Exclude<`explain.${StepId}.label`, keyof M>;

export type ExplainTemplateProblems =
  | StepProblems<enMethod>
  | StepProblems<zhMethod>
  | PartProblems<enMethod>
  | PartProblems<zhMethod>
  | MissingLabels<enMethod>;

/** Fails to compile, naming each mismatch, unless there is none. */
type NoneOf<T extends never> = T;
export type TemplatesMatchSteps = NoneOf<ExplainTemplateProblems>;
