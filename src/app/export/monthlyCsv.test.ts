import { describe, expect, it } from 'vitest';
import { cents, currencyUnit } from './monthlyCsv.ts';

describe('money in the CSV', () => {
  it('is written to the cent, half a cent away from zero, without float noise or a negative zero', () => {
    expect(cents(0.1 + 0.2)).toBe('0.30');
    expect(cents(19_200.000000000004)).toBe('19200.00');
    expect(cents(39_216.00000000001)).toBe('39216.00');
    expect(cents(1_000_000 / 3)).toBe('333333.33');
    expect(cents(-0.001)).toBe('0.00');
    expect(cents(-12.345)).toBe('-12.35');
    expect(cents(0)).toBe('0.00');
  });
});

describe('the currency in a header', () => {
  it('is the ISO code in English and the Chinese name in Chinese, 元 for the yuan', () => {
    expect(currencyUnit('en', 'CNY')).toBe('CNY');
    expect(currencyUnit('en', 'USD')).toBe('USD');
    expect(currencyUnit('zh-CN', 'CNY')).toBe('元');
    expect(currencyUnit('zh-CN', 'USD')).toBe('美元');
    expect(currencyUnit('zh-CN', 'EUR')).toBe('欧元');
  });
});
