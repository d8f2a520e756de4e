import { describe, expect, it } from 'vitest';
import { defaultConversion } from '../../data/rates.ts';
import { rateText } from './conversion.ts';

describe('defaultConversion and rateText', () => {
  it('converts CNY to USD at 1/7.2 and says it as 1 USD = 7.2 CNY, with the rate’s date', () => {
    const conversion = defaultConversion('CNY', 'USD');
    expect(conversion?.rate).toBeCloseTo(1 / 7.2, 12);
    expect(conversion?.asOf).toBe('2026-11-29');
    expect(conversion && rateText(conversion, 'en')).toBe('1 USD = 7.2 CNY');
  });

  it('names the dearer currency first whichever way the conversion goes', () => {
    const toCny = defaultConversion('USD', 'CNY');
    expect(toCny?.rate).toBe(7.2);
    expect(toCny && rateText(toCny, 'en')).toBe('1 USD = 7.2 CNY');
    const toEur = defaultConversion('CNY', 'EUR');
    expect(toEur && rateText(toEur, 'en')).toBe('1 EUR = 7.8261 CNY');
  });

  it('converts nothing into the same currency or one without a default rate', () => {
    expect(defaultConversion('CNY', 'CNY')).toBeNull();
    expect(defaultConversion('CNY', 'CHF')).toBeNull();
  });
});
