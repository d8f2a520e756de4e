import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index.ts';
import { figureText, spanText, valueText } from './usageText.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);
const at = (iso: string) => Date.parse(`${iso}Z`);

describe('a log in words', () => {
  it('says a span as the log wrote its times, in minutes, hours or days by its length', () => {
    expect(spanText({ start: at('2026-11-02T08:00:00'), end: at('2026-11-02T08:01:40') }, t, 'en')).toBe(
      '2026-11-02 08:00 to 2026-11-02 08:01 (1.67 min)',
    );
    expect(spanText({ start: at('2026-11-02T08:00:00'), end: at('2026-11-04T01:00:00') }, t, 'en')).toBe(
      '2026-11-02 08:00 to 2026-11-04 01:00 (41 h)',
    );
    expect(spanText({ start: at('2026-11-01T00:00:00'), end: at('2026-12-01T00:00:00') }, t, 'en')).toBe(
      '2026-11-01 00:00 to 2026-12-01 00:00 (30 days)',
    );
  });

  it('keeps a small measured figure from reading as nothing, and a large one whole', () => {
    expect(figureText(0.009953, 'en')).toBe('0.00995');
    expect(figureText(24, 'en')).toBe('24');
    expect(figureText(123_456.7, 'en')).toBe('123,457');
  });

  it('names busy months and the starting month in the reader’s language', () => {
    expect(valueText(['workload', 'busyMonths'], '3,4,5', 'en', 'every month')).toBe('Mar, Apr, May');
    expect(valueText(['workload', 'busyMonths'], null, 'en', 'every month')).toBe('every month');
    expect(valueText(['workload', 'startMonth'], 12, 'zh-CN', '每个月')).toBe('12月');
  });
});
