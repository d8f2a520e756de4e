// Every line of "how this is computed", written out in both languages for random scenarios with every
// option of format version 2 and every analysis tool: each message exists, each {value} is filled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepRecord } from '../../engine/explain/index.ts';
import { evaluate, type Scenario, taxRateOf } from '../../engine/index.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { type AnySection, explainAll, withToolsArb } from './explain.fixtures.ts';
import { type Draft, formatsFor } from './lines.ts';
import { stepLine } from './stepLine.ts';

function linesOf(section: AnySection, scenario: Scenario, lang: Lang): Draft[] {
  const t: Translate = (key, params) => translate(lang, key, params);
  const f = formatsFor(lang, scenario.currency);
  return section.steps.map((s: StepRecord) => stepLine(s, t, f));
}

describe('the lines of how this is computed', () => {
  it('writes every step of random scenarios with every tool in English and Chinese, every value filled in', () => {
    fc.assert(
      fc.property(withToolsArb, (scenario) => {
        const sections = explainAll(scenario, evaluate(scenario));
        // tax, financing and present values have a section when the scenario has any of them
        const plain =
          scenario.discountRatePct === 0 && taxRateOf(scenario) === 0 && scenario.finance.financing.kind === 'cash';
        const finance = plain ? [] : ['finance'];
        expect(sections.map((s) => s.id)).toEqual(['own', 'rent', ...finance, 'comparison', 'tools']);
        for (const lang of ['en', 'zh-CN'] as const) {
          for (const section of sections) {
            for (const line of linesOf(section, scenario, lang)) {
              expect(line.label).not.toMatch(/\{\w+\}|^explain\./);
              expect(line.formula).not.toMatch(/\{\w+\}|explain\.|NaN|undefined/);
            }
          }
        }
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 60) },
    );
  });

  it('writes the lines of a workload that grows and runs in busy months, every value filled in', () => {
    const growing = withToolsArb.chain((scenario) =>
      fc
        .record({
          pctPerMonth: fc.double({ min: 0, max: 30, noNaN: true }),
          ownBuys: fc.constantFrom('up-front' as const, 'in-steps' as const),
          busyMonths: fc.constantFrom(null, '3,4,5,6,7,8', '12'),
        })
        .map(({ pctPerMonth, ownBuys, busyMonths }) => ({
          ...scenario,
          workload: { ...scenario.workload, growth: { pctPerMonth, maxGpus: null, ownBuys }, busyMonths },
          // a loan pays for one purchase: steps are bought in cash
          finance: { ...scenario.finance, financing: { ...scenario.finance.financing, kind: 'cash' as const } },
        })),
    );
    fc.assert(
      fc.property(growing, (scenario) => {
        const sections = explainAll(scenario, evaluate(scenario));
        const ids = sections.flatMap((section) => section.steps.map((step) => step.id));
        if (evaluate(scenario).growth) expect(ids).toEqual(expect.arrayContaining(['demandByMonth']));
        for (const lang of ['en', 'zh-CN'] as const) {
          for (const section of sections) {
            for (const line of linesOf(section, scenario, lang)) {
              expect(line.label).not.toMatch(/\{\w+\}|^explain\./);
              expect(line.formula).not.toMatch(/\{\w+\}|explain\.|NaN|undefined/);
            }
          }
        }
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 20) },
    );
  });
});
