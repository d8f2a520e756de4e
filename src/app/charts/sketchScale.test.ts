import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledIndices, nearestIndex, niceStep, readoutAfterKey, valueTicks } from './sketchScale.ts';

describe('the light chart scales', () => {
  it('rounds a step up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(165_869)).toBe(200_000);
    expect(niceStep(210_000)).toBe(250_000);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(0.07)).toBeCloseTo(0.1, 12);
    expect(niceStep(1_000)).toBe(1_000);
  });

  it('puts the default scenario on 0, 200K … 800K, as the drawn chart does', () => {
    // owning reaches 663,476 in month 36: (663,476 − 0) ÷ 4 = 165,869, rounded up to 200,000
    expect(valueTicks(533.33, 663_476.31)).toEqual([0, 200_000, 400_000, 600_000, 800_000]);
  });

  it('reaches below zero for a negative value, and draws a flat zero line with an axis of one', () => {
    expect(valueTicks(-120, 380)).toEqual([-200, 0, 200, 400]);
    expect(valueTicks(0, 0)).toEqual([0, 1]);
  });

  it('always covers every value and zero with round ticks, never NaN', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const ticks = valueTicks(low, high);
          expect(ticks.every(Number.isFinite)).toBe(true);
          expect(ticks[0]).toBeLessThanOrEqual(Math.min(0, low));
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(0, high));
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(8);
        },
      ),
    );
  });

  it('labels the last month and every k-th before it so that labels do not touch', () => {
    // 36 months over 720 px: 20.57 px apart; a 14 px label and 16 px gap need every 2nd
    expect(labelledIndices(36, 720, 14)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35]);
    // on a phone, 300 px: 8.57 px apart, every 4th
    expect(labelledIndices(36, 300, 14)).toEqual([3, 7, 11, 15, 19, 23, 27, 31, 35]);
    expect(labelledIndices(1, 300, 14)).toEqual([0]);
    expect(labelledIndices(0, 300, 14)).toEqual([]);
  });

  it('points at the nearest of the evenly spread categories, never past either end', () => {
    // 36 months from 100 to 450 px: 10 px apart
    expect(nearestIndex(100, 100, 450, 36)).toBe(0);
    expect(nearestIndex(114, 100, 450, 36)).toBe(1);
    expect(nearestIndex(116, 100, 450, 36)).toBe(2);
    expect(nearestIndex(450, 100, 450, 36)).toBe(35);
    expect(nearestIndex(40, 100, 450, 36)).toBe(0);
    expect(nearestIndex(900, 100, 450, 36)).toBe(35);
    expect(nearestIndex(300, 100, 450, 1)).toBe(0);
  });

  it('moves the readout by key: a step with the arrows, to the ends with Home and End, away with Escape', () => {
    expect(readoutAfterKey('ArrowRight', null, 36)).toBe(0);
    expect(readoutAfterKey('ArrowLeft', null, 36)).toBe(35);
    expect(readoutAfterKey('ArrowRight', 4, 36)).toBe(5);
    expect(readoutAfterKey('ArrowRight', 35, 36)).toBe(35);
    expect(readoutAfterKey('ArrowLeft', 0, 36)).toBe(0);
    expect(readoutAfterKey('Home', 20, 36)).toBe(0);
    expect(readoutAfterKey('End', null, 36)).toBe(35);
    expect(readoutAfterKey('Escape', 20, 36)).toBeNull();
    expect(readoutAfterKey('Tab', 20, 36)).toBeUndefined();
    expect(readoutAfterKey('ArrowRight', null, 0)).toBeUndefined();
  });
});
