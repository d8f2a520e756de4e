import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textOfValue, valueOfText } from '../app/kit/numberText.ts';
import { type FigureUnit, typedFigure } from './typed.ts';

describe('a computed figure as a reader would type it', () => {
  it.each<[number, FigureUnit, number]>([
    [180.4503367123, { unit: 'days' }, 180.5],
    [0.0833333333, { unit: 'days' }, 0.0833],
    [365, { unit: 'days' }, 365],
    [7.333333333, { unit: 'hours' }, 7.33],
    [0.08750007, { money: 'USD' }, 0.0875],
    [38_888.9234, { money: 'USD' }, 38_888.92],
    [21.528, { money: 'CNY' }, 21.53],
    [30.888000000000002, { money: 'CNY' }, 30.89],
    [2_399_999.6, { money: 'JPY' }, 2_400_000],
    [12.3456, { money: 'JPY' }, 12.35],
    [0.1111112, { money: 'USD' }, 0.1111],
    [94.1234, { unit: 'measure' }, 94.1],
    [1234.56, { unit: 'measure' }, 1230],
    [7.6, { unit: 'count' }, 8],
  ])('writes %s (%j) as %s', (value, unit, typed) => {
    expect(typedFigure(value, unit)).toBe(typed);
  });

  it('keeps a tiny price and the smallest workload a scenario holds, never rounding them to nothing', () => {
    expect(typedFigure(0.0000123456, { money: 'USD' })).toBe(0.00001235);
    expect(typedFigure(1e-6, { unit: 'days' })).toBe(1e-6);
  });

  it('gives a field a value it shows in full, so the engine computes with what the reader sees', () => {
    const units: FigureUnit[] = [{ money: 'USD' }, { money: 'JPY' }, { unit: 'days' }, { unit: 'hours' }];
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), fc.constantFrom(...units), (value, unit) => {
        const typed = typedFigure(value, unit);
        expect(valueOfText(textOfValue(typed))).toBe(typed);
        // within half a unit of its last kept digit: three significant digits at worst
        expect(Math.abs(typed - value)).toBeLessThanOrEqual(Math.abs(value) * 5e-3);
      }),
    );
  });
});
