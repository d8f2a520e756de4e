import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

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
