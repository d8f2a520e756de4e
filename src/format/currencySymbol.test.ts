import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './format.ts';

describe('the unit a money input shows', () => {
  it('tells the yen from the yuan in Chinese, as the figures do', () => {
    expect(currencySymbol('zh-CN', 'CNY')).toBe('¥');
    expect(currencySymbol('zh-CN', 'JPY')).toBe('JP¥');
    expect(currencySymbol('zh-CN', 'USD')).toBe('US$');
  });

  it('is the symbol the figures of the same currency carry, in both languages', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      for (const currency of ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD']) {
        expect(formatMoney(1234, lang, currency)).toContain(currencySymbol(lang, currency));
      }
    }
  });
});
