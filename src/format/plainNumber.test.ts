import { describe, expect, it } from 'vitest';
import { plainNumber } from './plainNumber.ts';

describe('a number in plain decimal', () => {
  it.each([
    ['8', 8],
    ['+8', 8],
    ['-2.5', -2.5],
    ['.5', 0.5],
    ['0.', 0],
    ['2.8e5', 280_000],
    ['1E-3', 0.001],
  ])('reads %s as %s', (text, value) => {
    expect(plainNumber(text)).toBe(value);
  });

  it.each(['0x10', '0b11', '0o17', 'Infinity', '-Infinity', 'NaN', '', ' ', ' 8', '1,000', '1e', '1e400', '８', '٣'])(
    'refuses %j, which Number() would read as some number or as 0',
    (text) => {
      expect(plainNumber(text)).toBeUndefined();
    },
  );
});
