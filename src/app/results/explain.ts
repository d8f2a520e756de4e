// "How this is computed": the steps of docs/cost-model.md's arithmetic with one scenario's own numbers,
// for a reader to check each figure by hand. Pure data: numbers stay unrounded, the view formats them.
// Every total comes from the engine's result, so the steps and the rest of the page always agree.
import type { CostView, Result, Scenario } from '../../engine/index.ts';
import { type CompareStep, explainCompare } from './explainCompare.ts';
import { explainOwn, type OwnStep } from './explainOwn.ts';
import { explainRent, type RentStep } from './explainRent.ts';
import type { ToolStep } from './explainTools.ts';

export type { CompareStep } from './explainCompare.ts';
export type { EnergyStep } from './explainEnergy.ts';
export type { OwnStep, YearPart } from './explainOwn.ts';
export type { RentStep } from './explainRent.ts';
export type { ToolStep } from './explainTools.ts';

export type ExplainStep = OwnStep | RentStep | CompareStep | ToolStep;
export type ExplainStepId = ExplainStep['id'];

/** The parts every scenario has. */
export type CoreSection =
  | { readonly id: 'own'; readonly steps: readonly OwnStep[] }
  | { readonly id: 'rent'; readonly steps: readonly RentStep[] }
  | { readonly id: 'comparison'; readonly steps: readonly CompareStep[] };

export type ExplainSection = CoreSection | { readonly id: 'tools'; readonly steps: readonly ToolStep[] };

/**
 * The computation behind `result`, in order: owning, renting, then the comparison. `costView` is the
 * page's cash / amortized switch: it picks the own total that the savings step compares. The analysis
 * tools' part is explainTools.ts, which the page loads only for a scenario that turns a tool on.
 */
export function explain(scenario: Scenario, result: Result, costView: CostView = 'amortized'): CoreSection[] {
  return [
    { id: 'own', steps: explainOwn(scenario, result) },
    { id: 'rent', steps: explainRent(scenario, result) },
    { id: 'comparison', steps: explainCompare(scenario, result, costView) },
  ];
}

/** Each step type by its id. */
export type StepById = { [S in ExplainStep as S['id']]: S };

/** The first step with this id, typed by it: for views and tests that want one line. */
export function stepOf<Id extends ExplainStepId>(
  sections: readonly ExplainSection[],
  id: Id,
): StepById[Id] | undefined {
  for (const section of sections) {
    for (const step of section.steps) {
      if (step.id === id) return step as unknown as StepById[Id];
    }
  }
  return undefined;
}
