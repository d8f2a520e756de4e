// The figures the article quotes, as the engine states them: depreciation and electricity a day, rent a
// year, each the horizon's total spread over its days (a month is 365 ÷ 12 days, as everywhere else).
import { describe, expect, it } from 'vitest';
import { dailyFigures } from '../../src/engine/analysis.ts';
import { evaluate } from '../../src/engine/index.ts';
import { exampleScenario } from '../support/scenarios.ts';
import { startupPlain } from '../support/startup.ts';

describe('figures a day and a year', () => {
  it('writes 250,000 off over 3 years at 228.31 a day, over 1,095 days', () => {
    const scenario = exampleScenario('a100-server-8x.json');
    const result = dailyFigures(evaluate(scenario), scenario.horizonMonths);
    // 36 months × 365 ÷ 12 = 1,095 days; 250,000 ÷ 1,095 = 228.3105
    expect(result.horizonDays).toBe(1095);
    expect(result.depreciationPerDay).toBeCloseTo(228.31, 2);
    // power 32,271.44 over the horizon ÷ 1,095 = 29.47 a day (the article's "about 30")
    expect(result.powerPerDay).toBeCloseTo(29.47, 2);
    // 792,000 over 3 years = 264,000 a year
    expect(result.rentPerYear).toBeCloseTo(264_000, 6);
  });

  it('spreads an 18-month horizon over 547.5 days and 1.5 years', () => {
    const scenario = { ...startupPlain, horizonMonths: 18 };
    const result = dailyFigures(evaluate(scenario), 18);
    // 280,000 written off over 36 months: 140,000 in 18 months ÷ 547.5 days = 255.71 a day
    expect(result.horizonDays).toBe(547.5);
    expect(result.depreciationPerDay).toBeCloseTo(255.71, 2);
    // rent 4 × 166.67 h × 18 × 0.8 = 9,600 over 1.5 years = 6,400 a year
    expect(result.rentPerYear).toBeCloseTo(6400, 6);
  });
});
