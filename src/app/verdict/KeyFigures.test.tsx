// @vitest-environment jsdom
// What the key figures say the comparison assumed of the purchase: its lead time, the share of busy
// hours its cards are up and where that figure comes from, and what the hardware is credited at the end.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { startupPlain } from '../../../tests/support/startup.ts';
import { DEFAULT_SCENARIO, evaluate, type Scenario } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(resetCalculator);
afterEach(cleanup);

/** The page with `scenario`, once what owning assumed shows under the key figures (its words load after the verdict). */
async function show(scenario: Scenario, lang: 'en' | 'zh-CN' = 'en') {
  useCalculator.setState({ lang });
  useCalculator.getState().loadScenario(scenario);
  render(<Harness />);
  await screen.findByTestId('assumed-availability', undefined, { timeout: 10_000 });
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('what the key figures say owning assumed', () => {
  it('names the lead time, the derived availability and the market’s resale of the starting scenario', async () => {
    await show(DEFAULT_SCENARIO);
    // half a month on order; 4-card servers up 99.3 % of busy hours; sold after 3 years at 0.46 × (1 − 38.8 %)
    expect(text('assumed-lead-time')).toBe('0.5 months from order to work, rented meanwhile');
    expect(text('assumed-availability')).toBe(
      'cards up 99.3% of busy hours (from Meta’s Llama 3 failures), the rest rented on demand',
    );
    const resale = formatMoney(evaluate(DEFAULT_SCENARIO).own.assumed.resaleAtEnd, 'en', 'CNY');
    expect(text('assumed-resale')).toBe(`sold at the end for ${resale}: the market’s used prices less 38.8%`);
  });

  it('says it in Chinese', async () => {
    await show(DEFAULT_SCENARIO, 'zh-CN');
    expect(text('assumed-lead-time')).toBe('从下单到投入使用 0.5 个月，期间租用');
    expect(text('assumed-availability')).toBe(
      '卡在 99.3% 的计算时段可用（按 Meta Llama 3 训练的故障率推算），其余按需租用',
    );
    expect(text('assumed-resale')).toMatch(/^期末按 ¥[\d.,万]+ 出售：二手市场价格减去 38.8%$/);
  });

  it('leaves out a lead time of 0, and names a figure the file gives and a book value', async () => {
    // a version 1 file: no lead time, every card up, the book value credited
    await show(startupPlain);
    expect(screen.queryByTestId('assumed-lead-time')).toBeNull();
    expect(text('assumed-availability')).toBe('cards up 100% of busy hours (as entered), the rest rented on demand');
    const book = formatMoney(evaluate(startupPlain).own.bookValueAtEnd, 'en', 'CNY');
    expect(text('assumed-resale')).toBe(`credited at the end at its book value, ${book}`);
  });

  it('says the work waits when failures are not covered by renting', async () => {
    await show({ ...DEFAULT_SCENARIO, own: { ...DEFAULT_SCENARIO.own, availabilityPct: 97, failureCover: 'wait' } });
    expect(text('assumed-availability')).toBe('cards up 97% of busy hours (as entered), the rest of the work waits');
  });

  it('credits no resale in the cash view, which sells nothing at the end', async () => {
    await show(DEFAULT_SCENARIO);
    await userEvent.setup().click(screen.getByLabelText('Cash'));
    expect(screen.queryByTestId('assumed-resale')).toBeNull();
    expect(text('assumed-availability')).toMatch(/^cards up 99.3% of busy hours/);
  });
});
