// The verdict that the page and the command line both state, worked by hand for the README's example
// scenarios (examples/README.md gives their totals), and its invariants over random scenarios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/cli/words.ts';
import { evaluate } from '../../src/engine/index.ts';
import { scenarioArb } from '../support/arbitraries.ts';
import { exampleScenario } from '../support/scenarios.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

describe('verdictOf', () => {
  it('says owning saves 64.4 % for the 8×A100 server, as a share of what renting costs', () => {
    const scenario = exampleScenario('a100-server-8x.json');
    const result = evaluate(scenario);
    // own 282,271.44 against rent 792,000: owning saves 509,728.56, which is 64.36 % of 792,000;
    // the old savingsPct (savings ÷ own) stays −180.58 for compatibility
    const verdict = verdictOf(result, 'amortized', scenario);
    expect(verdict.view).toBe('amortized');
    expect(verdict.cheaper).toBe('own');
    expect(verdict.savings).toBeCloseTo(509_728.56, 2);
    expect(verdict.pct).toBeCloseTo(64.36, 2);
    expect(verdict.pctBase).toBe('dearer');
    expect(verdict.sentence).toBe('Owning saves CN¥509,729 (64.4%) over 3 years.');
    expect(result.savingsPct).toBeCloseTo(-180.58, 2);
  });

  it('says renting saves 97.1 % for the start-up, as a share of what owning costs', () => {
    const scenario = exampleScenario('startup-4xv100.json');
    // own 663,476.31 against rent 19,200: renting saves 644,276.31 = 97.11 % of 663,476.31
    const verdict = verdictOf(evaluate(scenario), 'amortized', scenario);
    expect(verdict.cheaper).toBe('rent');
    expect(verdict.savings).toBeCloseTo(644_276.31, 2);
    expect(verdict.pct).toBeCloseTo(97.106, 3);
    expect(verdict.sentence).toBe('Renting saves CN¥644,276 (97.1%) over 3 years.');
  });

  it('follows the cost view: the lab renting saves 54 % amortized and 87.1 % in cash, over 3 months', () => {
    const scenario = exampleScenario('lab-3-month-weekly.json');
    const result = evaluate(scenario);
    // amortized: own 28,685.46, rent 13,196.14 → 15,489.32 ÷ 28,685.46 = 54.00 %
    const amortized = verdictOf(result, 'amortized', scenario);
    expect(amortized.sentence).toBe('Renting saves CN¥15,489 (54%) over 3 months.');
    // cash: own 102,185.46 → 88,989.32 ÷ 102,185.46 = 87.09 %
    const cash = verdictOf(result, 'cash', scenario);
    expect(cash.view).toBe('cash');
    expect(cash.savings).toBeCloseTo(88_989.32, 2);
    expect(cash.pct).toBeCloseTo(87.09, 2);
    expect(cash.sentence).toBe('Renting saves CN¥88,989 (87.1%) over 3 months.');
  });

  it('says the two cost the same when they do, over one year', () => {
    const scenario = { ...exampleScenario('startup-4xv100.json'), horizonMonths: 12 };
    const result = evaluate(scenario);
    const { own } = result.finance.amortized;
    const same = { ...result, finance: { ...result.finance, amortized: { own, rent: own } } };
    const verdict = verdictOf(same, 'amortized', scenario);
    expect(verdict.cheaper).toBe('equal');
    expect(verdict.pct).toBe(0);
    expect(verdict.sentence).toBe('Owning and renting cost the same over 1 year.');
  });

  it('keeps its share in 0–100, never NaN, and names the side whose total is lower', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('amortized' as const, 'cash' as const), (scenario, view) => {
        const result = evaluate(scenario);
        const verdict = verdictOf(result, view, scenario);
        // the present values the verdict compares, in the same view on both sides: amortized leaves a
        // reservation's months past the horizon over
        const { own, rent } = result.finance[view];
        expect(Number.isNaN(verdict.pct)).toBe(false);
        expect(verdict.pct).toBeGreaterThanOrEqual(0);
        expect(verdict.pct).toBeLessThanOrEqual(100);
        expect(verdict.savings).toBeGreaterThanOrEqual(0);
        if (verdict.cheaper === 'own') expect(own).toBeLessThan(rent);
        if (verdict.cheaper === 'rent') expect(rent).toBeLessThan(own);
        if (verdict.cheaper !== 'equal') {
          expect(verdict.savings).toBeCloseTo(Math.abs(own - rent), 6);
          expect(verdict.sentence).toMatch(verdict.cheaper === 'own' ? /^Owning saves / : /^Renting saves /);
        }
      }),
      RUNS,
    );
  });
});
