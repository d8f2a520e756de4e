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
});
