// @vitest-environment jsdom
// "Where the answer turns" in how this is computed: the engine's tipping points, worded in both
// languages, in the view the page compares.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HowPage, howLine } from '../../../tests/support/howComputed.tsx';
import { exampleScenario } from '../../../tests/support/scenarios.ts';
import { resetToStartup } from '../../../tests/support/startup.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(resetToStartup);
afterEach(cleanup);

function load(lang: 'en' | 'zh-CN', file?: string) {
  act(() => {
    useCalculator.setState({ lang });
    if (file) useCalculator.getState().loadScenario(exampleScenario(file));
  });
}

describe('where the answer turns', () => {
  it('gives the start-up’s highest card-hour price, and says owning never wins', () => {
    // owning 663,476.31 (280,000 + 23,476.31 power + 360,000 staff) over 4 × 166.67 h × 36 = 24,000
    // billed card-hours: 663,476.31 ÷ 24,000 = 27.6448, cut to 27.64; rent at 0.80 (19,200) is below
    // owning's power and staff alone, and below them still at 24 hours a day
    load('en');
    render(<HowPage />);
    expect(howLine('Highest rental price')).toBe(
      'Highest rental price: renting wins while a card-hour costs at most CN¥27.64 (now CN¥0.80)',
    );
    expect(howLine('Highest server price')).toBe(
      'Highest server price: owning does not win at any server price: its electricity, operations and setup alone cost more than renting',
    );
    expect(howLine('Fewest busy hours a day')).toBe(
      'Fewest busy hours a day: owning does not win even at 24 busy hours a day (amortized)',
    );
  });

  it('gives the 8×A100 server’s three tipping points in Chinese', () => {
    // 282,271.44 ÷ 72,000 card-hours = 3.9204 → 3.92; 792,000 − 32,271.44 = 759,728.56; break-even 3.45 h
    load('zh-CN', 'a100-server-8x.json');
    render(<HowPage />);
    expect(howLine('租价上限')).toBe('租价上限：每卡时租价不高于 ¥3.92 时，租用更划算（目前为 ¥11.00）');
    expect(howLine('服务器价格上限')).toBe(
      '服务器价格上限：每台服务器价格不高于 ¥759,728.56 时，自建更划算（目前为 ¥250,000.00）',
    );
    expect(howLine('每天最少忙碌小时数')).toBe(
      '每天最少忙碌小时数：每天忙碌 3.45 小时及以上时，自建更划算（摊销口径，即盈亏平衡点）',
    );
  });

  it('follows the cash / amortized switch: a salvage credited amortized, not in cash', () => {
    // the 8×A100 server with 20 % salvage: amortized, owning writes off 250,000 × 0.8 = 200,000 and
    // costs 232,271.44 with electricity, so renting wins while p ≤ 232,271.44 ÷ 72,000 = 3.2260 (3.22)
    // and owning while 0.8 × s + 32,271.44 ≤ 792,000, s ≤ 949,660.70; in cash the whole price counts:
    // 282,271.44 ÷ 72,000 = 3.9204 (3.92) and s ≤ 759,728.56
    const a100 = exampleScenario('a100-server-8x.json');
    const depreciation = { ...a100.own.depreciation, salvagePct: 20 };
    act(() => {
      useCalculator.setState({ lang: 'en' });
      useCalculator.getState().loadScenario({ ...a100, own: { ...a100.own, depreciation } });
    });
    render(<HowPage />);
    expect(howLine('Highest rental price')).toContain('at most CN¥3.22 (now CN¥11.00)');
    expect(howLine('Highest server price')).toContain('at most CN¥949,660.70 (now CN¥250,000.00)');
    act(() => useCalculator.getState().setCostView('cash'));
    expect(howLine('Highest rental price')).toContain('at most CN¥3.92 (now CN¥11.00)');
    expect(howLine('Highest server price')).toContain('at most CN¥759,728.56 (now CN¥250,000.00)');
  });
});
