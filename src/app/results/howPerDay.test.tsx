// @vitest-environment jsdom
// The figures the article quotes, read off "How this is computed": depreciation and electricity a day,
// rent a year, in both languages, from the engine's own figures.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../engine/index.ts';
import { resetCalculator, resultOf } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { HowComputed } from './HowComputed.tsx';

beforeEach(resetCalculator);
afterEach(cleanup);

function Page() {
  const scenario = useCalculator((s) => s.scenario);
  return <HowComputed scenario={scenario} result={resultOf(scenario)} />;
}

function line(label: string): string {
  const found = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(label));
  if (!found) throw new Error(`no line starting "${label}"`);
  return found.textContent ?? '';
}

function loadA100(lang: 'en' | 'zh-CN') {
  const parsed = parseScenarioText(
    readFileSync(resolve(import.meta.dirname, '../../../examples/a100-server-8x.json'), 'utf8'),
    'strict',
  );
  if (!parsed.ok) throw new Error('a100');
  act(() => {
    useCalculator.setState({ lang });
    useCalculator.getState().loadScenario(parsed.scenario);
  });
}

describe('figures a day and a year in how this is computed', () => {
  it('shows 250,000 over 3 years as 228.31 a day, electricity a day and rent a year', () => {
    loadA100('en');
    render(<Page />);
    // 36 months × 365 ÷ 12 = 1,095 days
    expect(line('Depreciation a day')).toBe(
      'Depreciation a day = CN¥250,000.00 ÷ 1,095 days (36 months × 365 ÷ 12) = CN¥228.31 a day',
    );
    expect(line('Electricity a day')).toBe('Electricity a day = CN¥32,271.44 ÷ 1,095 days = CN¥29.47 a day');
    expect(line('Rent a year')).toBe('Rent a year = CN¥792,000.00 ÷ 3 years (36 months ÷ 12) = CN¥264,000.00 a year');
  });

  it('shows them in Chinese', () => {
    loadA100('zh-CN');
    render(<Page />);
    expect(line('每天折旧')).toBe('每天折旧 = ¥250,000.00 ÷ 1,095 天（36 个月 × 365 ÷ 12）= 每天 ¥228.31');
    expect(line('每天电费')).toBe('每天电费 = ¥32,271.44 ÷ 1,095 天 = 每天 ¥29.47');
    expect(line('每年租金')).toBe('每年租金 = ¥792,000.00 ÷ 3 年（36 个月 ÷ 12）= 每年 ¥264,000.00');
  });
});
