// The charts' money ticks: compact where the language abbreviates, whole below Chinese's first unit.
import { describe, expect, it } from 'vitest';
import { formatMoneyCompact } from './chartKit.ts';

describe('the money axis ticks', () => {
  it('write a Chinese tick below 1万 whole, with grouping, not to a tenth of a yuan', () => {
    // a histogram bin's edge of −5,991.2 yuan: read at a glance beside ¥3万 and ¥6.5万
    expect(formatMoneyCompact(-5_991.2, 'zh-CN', 'CNY')).toBe('-¥5,991');
    expect(formatMoneyCompact(65_000, 'zh-CN', 'CNY')).toBe('¥6.5万');
  });

  it('keep English ticks compact to a tenth of a thousand', () => {
    expect(formatMoneyCompact(5_991.2, 'en', 'CNY')).toBe('CN¥6K');
    expect(formatMoneyCompact(663_000, 'en', 'CNY')).toBe('CN¥663K');
  });
});
