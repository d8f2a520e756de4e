import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyExact } from './format.ts';

describe('money in 万 for a Chinese reader', () => {
  it('writes no trailing zero, as Chromium does, so the prerendered page matches the one the browser draws', () => {
    // Node's ICU left alone writes ¥14.80万 where Chromium writes ¥14.8万; the page's first paint is
    // made in Node and taken over in the browser, and a different text there is a hydration error
    expect(formatMoney(148_016.37, 'zh-CN', 'CNY')).toBe('¥14.8万');
    expect(formatMoney(100_000, 'zh-CN', 'CNY')).toBe('¥10万');
    expect(formatMoney(644_276.31, 'zh-CN', 'CNY')).toBe('¥64.43万');
    expect(formatMoney(9_999, 'zh-CN', 'CNY')).toBe('¥9,999');
  });
});

describe('money with no sign on a zero', () => {
  it('writes an amount that rounds to zero as a zero, not "-$0.00"', () => {
    // -0 comes out of subtractions that cancel; -0.004 is floating-point noise under a cent
    for (const value of [-0, -0.004, 0.004]) {
      expect(formatMoneyExact(value, 'en', 'USD')).toBe('$0.00');
      expect(formatMoney(value, 'en', 'USD')).toBe('$0.00');
      expect(formatMoney(value, 'zh-CN', 'CNY')).toBe('¥0.00');
    }
  });

  it('keeps the sign of an amount that shows as more than zero', () => {
    expect(formatMoneyExact(-0.005, 'en', 'USD')).toBe('-$0.01');
    expect(formatMoneyExact(-3755.12, 'en', 'USD')).toBe('-$3,755.12');
    expect(formatMoney(-3755.12, 'en', 'USD')).toBe('-$3,755');
  });
});
