// @vitest-environment jsdom
// The link notice names the part of a field's rule that a value broke: a value inside the field's range
// is never refused with that range as the reason.

import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noticeText, openLink } from '../../../tests/support/linkNotice.tsx';
import { compressText } from '../../state/link/write.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

async function noticeFor(query: string, lang: 'en' | 'zh-CN' = 'en'): Promise<string> {
  await openLink(query);
  return noticeText(lang);
}

describe('a refused value is refused for the rule it broke', () => {
  it('says a price of 1e-7 is too small, not that it is outside 0 to 1,000,000', async () => {
    const text = await noticeFor('?price=1e-7');
    expect(text).toContain('“Price per card-hour” was not valid (Enter 0 or at least 0.000001.), so 1.98 is used.');
    expect(text).not.toContain('from 0 to 1,000,000');
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(1.98);
  });

  it('says the same in Chinese', async () => {
    expect(await noticeFor('?price=1e-7', 'zh-CN')).toContain('（请输入 0 或不小于 0.000001 的数。）');
  });

  it('still names the range for a value outside it', async () => {
    expect(await noticeFor('?price=2000000')).toContain(
      '“Price per card-hour” was not valid (Enter a number from 0 to 1,000,000.), so 1.98 is used.',
    );
  });

  it('never gives the range as the reason for any price inside it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 1e-300, max: 9.99e-7, noNaN: true }), async (price) => {
        const text = await noticeFor(`?price=${price}`);
        expect(text).toContain('Enter 0 or at least 0.000001.');
        expect(text).not.toContain('from 0 to');
      }),
      { numRuns: 25 },
    );
  });

  it('names the choices a choice allows instead of “not allowed here”', async () => {
    const plan = await noticeFor('?plan=hourly');
    expect(plan).toContain(
      '“Rental plan” was not valid (Choose “On demand”, “Reserved”, “Monthly”, “Weekly”, or “Spot (interruptible)”.)',
    );
    const json = JSON.stringify({ own: { depreciation: { method: 'linear' } } });
    expect(await noticeFor(`?s=2.${await compressText(json)}`)).toContain(
      "was not valid (Choose “Straight-line”, “Double declining balance”, or “Sum of the years' digits”.)",
    );
  });
});

describe('a currency ISO 4217 does not list', () => {
  it('is named with what is allowed, and the default currency is used', async () => {
    expect(await noticeFor('?currency=ABC')).toContain(
      '“Currency” was not valid (Enter a three-letter ISO 4217 currency code such as CNY, USD or EUR.), so "CNY" is used.',
    );
    expect(useCalculator.getState().scenario.currency).toBe('CNY');
    expect(await noticeFor('?currency=ABC', 'zh-CN')).toContain(
      '“货币”无效（请输入三个字母的 ISO 4217 货币代码，例如 CNY、USD 或 EUR。）',
    );
  });
});
