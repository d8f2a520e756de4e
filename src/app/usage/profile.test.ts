import { describe, expect, it } from 'vitest';
import { barLayout, weekdays } from './profile.ts';

const PLOT = { left: 40, right: 280, top: 10, bottom: 110 };

describe('barLayout', () => {
  it('draws the busiest hour up to the round tick above it, and an idle hour as no bar', () => {
    const values = Array.from({ length: 24 }, (_, h) => (h === 9 ? 6.5 : 0));
    const { bars, ticks } = barLayout([{ id: 'allocated', values }], PLOT);
    expect(ticks.map((t) => t.value)).toEqual([0, 2.5, 5, 7.5]);
    const nine = bars.find((b) => b.index === 9);
    expect(nine?.height).toBeCloseTo((6.5 / 7.5) * 100, 9);
    expect(bars.find((b) => b.index === 3)?.height).toBe(0);
  });

  it('sets two series side by side within each hour, inside the plot', () => {
    const allocated = new Array(24).fill(4);
    const busy = new Array(24).fill(1);
    const { bars, centres } = barLayout(
      [
        { id: 'allocated', values: allocated },
        { id: 'busy', values: busy },
      ],
      PLOT,
    );
    expect(centres).toHaveLength(24);
    const [a, b] = [
      bars.find((x) => x.id === 'allocated' && x.index === 0),
      bars.find((x) => x.id === 'busy' && x.index === 0),
    ];
    expect(b?.x).toBeCloseTo((a?.x ?? 0) + (a?.width ?? 0), 9);
    for (const bar of bars) {
      expect(bar.x).toBeGreaterThanOrEqual(PLOT.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(PLOT.right + 1e-9);
    }
  });
});

describe('weekdays', () => {
  it('gives each weekday the mean of its hours: 8 GPUs through Monday’s working hours are 3 all day', () => {
    const week = new Array(168).fill(0);
    for (let h = 9; h < 18; h += 1) week[h] = 8;
    expect(weekdays(week)).toEqual([3, 0, 0, 0, 0, 0, 0]);
  });
});
