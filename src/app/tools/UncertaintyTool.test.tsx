// @vitest-environment jsdom
// The uncertainty card: what its probability means, how low and high are read, the prices' correlation,
// and the note a tariff or a plan puts beside a range, in English and Chinese.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { description } from '../../../tests/support/described.ts';
import type { Scenario } from '../../engine/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { sectionFor } from './defaults.ts';
import { Uncertainty } from './UncertaintyTool.tsx';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

function load(change: (s: Scenario) => Scenario) {
  const s = useCalculator.getState().scenario;
  act(() => useCalculator.getState().loadScenario(change(s)));
}

function renderCard() {
  render(<Uncertainty />);
}

/** The scenario with the tool on at its first reading, 500 samples so that it runs on the page. */
const withTool = (s: Scenario): Scenario => ({ ...s, uncertainty: { ...sectionFor('uncertainty', s), samples: 500 } });

describe('the uncertainty card', () => {
  it('says the share is a statement about the ranges, not a forecast, in English and Chinese', () => {
    load(withTool);
    renderCard();
    const english = screen.getByText(/^Renting is cheaper in/).textContent ?? '';
    const share = english.match(
      /^Renting is cheaper in (\d+(?:\.\d+)?)% of 500 samples drawn from your ranges: a statement about your ranges, not a forecast\. What renting saves: \S+ \(10th percentile\), \S+ \(median\), \S+ \(90th\)\.$/,
    )?.[1];
    expect(Number(share)).toBeGreaterThanOrEqual(0);
    expect(Number(share)).toBeLessThanOrEqual(100);
    act(() => useCalculator.setState({ lang: 'zh-CN' }));
    // the same share, said in Chinese
    expect(screen.getByText(/^从您给出的范围中/).textContent).toMatch(
      new RegExp(
        `^从您给出的范围中抽取的 500 个样本里，租用更便宜的占 ${share?.replace('.', '\\.')}%：这是对您所给范围的陈述，不是预测。`,
      ),
    );
  });

  it('reads low and high as percentiles unless told they are limits, and offers the prices’ correlation', () => {
    load(withTool);
    renderCard();
    const reading = screen.getByLabelText('Low and high are') as HTMLSelectElement;
    expect(reading.value).toBe('p10-p90');
    // every range's ends say how they are read
    const ends = screen.getAllByLabelText(/: (Low|Likely|High)$/);
    expect(ends.map(description)).toEqual(
      ends.map(() => 'About 1 in 10 below low and 1 in 10 above high; low ≤ likely ≤ high.'),
    );
    expect((screen.getByLabelText(/Rental price follows server price/) as HTMLInputElement).value).toBe('0.5');
    load((s) => ({ ...s, uncertainty: s.uncertainty && { ...s.uncertainty, rangesAre: 'limits' } }));
    expect(ends.map(description)).toEqual(
      ends.map(() => 'Nothing is drawn below low or above high; low ≤ likely ≤ high.'),
    );
  });

  it('says what an electricity range does under a tariff, and a discount range under the plan in use', () => {
    load((s) =>
      withTool({
        ...s,
        own: {
          ...s.own,
          power: {
            ...s.own.power,
            timeOfUse: { peakPricePerKWh: 1, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 },
          },
        },
      }),
    );
    renderCard();
    expect(description(screen.getByLabelText('Vary electricity price'))).toBe(
      'Under your time-of-use tariff, each draw scales the peak and off-peak prices by draw ÷ likely.',
    );
    const discount = screen.getByLabelText('Vary discount of the plan in use');
    expect(description(discount)).toBe('The plan in use has no discount: this range changes nothing.');
    load((s) => ({ ...s, rent: { ...s.rent, plan: 'reserved' } }));
    expect(description(discount)).toBe('Moves the reserved discount, the plan in use.');
    act(() => useCalculator.setState({ lang: 'zh-CN' }));
    expect(description(screen.getByLabelText('让当前方案的折扣浮动'))).toBe('浮动的是预留折扣，即当前方案的折扣。');
  });
});
