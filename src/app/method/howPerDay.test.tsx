// @vitest-environment jsdom
// The figures the article quotes, read off "How this is computed": depreciation and electricity a day,
// rent a year, in both languages, from the engine's own figures.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HowPage, howLine } from '../../../tests/support/howComputed.tsx';
import { exampleScenario } from '../../../tests/support/scenarios.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(resetCalculator);
afterEach(cleanup);

function loadA100(lang: 'en' | 'zh-CN') {
  const scenario = exampleScenario('a100-server-8x.json');
  act(() => {
    useCalculator.setState({ lang });
    useCalculator.getState().loadScenario(scenario);
  });
}

describe('figures a day and a year in how this is computed', () => {
  it('shows 250,000 over 3 years as 228.31 a day, electricity a day and rent a year', () => {
    loadA100('en');
    render(<HowPage />);
    // 36 months × 365 ÷ 12 = 1,095 days
    expect(howLine('Depreciation a day')).toBe(
      'Depreciation a day = CN¥250,000.00 ÷ 1,095 days (36 months × 365 ÷ 12) = CN¥228.31 a day',
    );
    expect(howLine('Electricity a day')).toBe('Electricity a day = CN¥32,271.44 ÷ 1,095 days = CN¥29.47 a day');
    expect(howLine('Rent a year')).toBe(
      'Rent a year = CN¥792,000.00 ÷ 3 years (36 months ÷ 12) = CN¥264,000.00 a year',
    );
  });

  it('shows them in Chinese', () => {
    loadA100('zh-CN');
    render(<HowPage />);
    expect(howLine('每天折旧')).toBe('每天折旧 = ¥250,000.00 ÷ 1,095 天（36 个月 × 365 ÷ 12）= 每天 ¥228.31');
    expect(howLine('每天电费')).toBe('每天电费 = ¥32,271.44 ÷ 1,095 天 = 每天 ¥29.47');
    expect(howLine('每年租金')).toBe('每年租金 = ¥792,000.00 ÷ 3 年（36 个月 ÷ 12）= 每年 ¥264,000.00');
  });
});
