// "How this is computed": the engine evaluates the scenario once more with a Recorder and hands back
// the steps it took, grouped by section in the step table's order, with the result they reach.
import { evaluate } from '../evaluate.ts';
import { dailyFigures } from '../figures/daily.ts';
import type { Worked } from '../finance.ts';
import {
  type FinancePieces,
  type HorizonFigures,
  type Recorder,
  type Section,
  STEPS,
  type StepId,
  type StepRecord,
} from '../record/steps.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import { tippingPoints } from '../tipping.ts';
import { type CostView, compareInView } from '../views.ts';
import { collector } from './collect.ts';
import { recordEnergy } from './energy.ts';
import { recordFinance } from './financeRecord.ts';
import { recordPresentValues } from './presentValues.ts';
import { recordTotals } from './totals.ts';

export interface ExplainSection {
  readonly id: Section;
  readonly steps: readonly StepRecord[];
}

interface Explanation {
  readonly sections: readonly ExplainSection[];
  /** the result the steps reach: the same figures as the page's */
  readonly result: Result;
}

const SECTIONS: readonly Section[] = ['own', 'rent', 'finance', 'comparison'];
const ORDER = new Map(Object.keys(STEPS).map((id, index) => [id as StepId, index]));

/**
 * The steps behind the scenario's result, section by section: owning, renting, tax and financing (when
 * the scenario is not plain), then the comparison in the page's cost view (cash or amortized). Steps of one kind (the years of a depreciation) keep the
 * order the engine took them in.
 */
export function explain(scenario: Scenario, costView: CostView = 'amortized'): Explanation {
  const { steps: recorded, rec: step } = collector();
  let horizon: HorizonFigures | null = null;
  let pieces: FinancePieces | null = null;
  let worked: Worked | null = null;
  const rec: Recorder = Object.assign(step, {
    horizon: (figures: HorizonFigures) => (horizon = figures),
    finance: (figures: FinancePieces) => (pieces = figures),
    worked: (figures: Worked) => (worked = figures),
  });
  const result = evaluate(scenario, rec);
  if (worked) recordFinance(step, scenario, worked);
  recordEnergy(step, scenario);
  if (horizon) recordTotals(step, scenario, result, horizon, recorded);
  // only a scenario that is not plain (a rate, income tax or financing) has present values to tell
  if (horizon && pieces) recordPresentValues(step, scenario, result, horizon, pieces, costView);
  dailyFigures(result, scenario.horizonMonths, rec);
  compareInView(result, costView, rec);
  const ordered = recorded
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (ORDER.get(a.step.id) ?? 0) - (ORDER.get(b.step.id) ?? 0) || a.index - b.index)
    .map(({ step }) => step);
  const sections = SECTIONS.map((id) => ({ id, steps: ordered.filter((step) => STEPS[step.id].section === id) }));
  // tax and financing have a section only when the scenario has them
  return { sections: sections.filter((s) => s.id !== 'finance' || s.steps.length > 0), result };
}

/** "Where the answer turns": the steps of the scenario's tipping points in the cost view `view`. */
export function explainTipping(scenario: Scenario, result: Result, view: CostView): readonly StepRecord[] {
  const { steps, rec } = collector();
  tippingPoints(scenario, result, view, rec);
  return steps;
}
