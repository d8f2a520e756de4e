import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyExact } from './format.ts';

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
