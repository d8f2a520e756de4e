// Where a visitor starts: the browser's locale picks the market and currency (src/state/start.ts), and a
// link keeps its own figures whoever opens it.
import { expect, test } from './support/calculator.ts';

test.describe('an English reader in the US', () => {
  test.use({ locale: 'en-US' });

  test('starts from the US example in USD, the page it was shown before any script', async ({ page, calculator }) => {
    await calculator.open('', { charts: false });
    await expect(calculator.verdict).toHaveText('Renting saves $15,007 (55%) over 3 years.');
    await expect(calculator.rentTotal).toHaveText('$12,294');
    // nothing was edited: the address still means the reader's start
    expect(new URL(page.url()).search).toBe('');
  });

  test("opens an old link to China's start with its CNY figures", async ({ calculator }) => {
    await calculator.open('?s=4.q64FAA', { charts: false });
    await expect(calculator.verdict).toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
  });
});

test.describe('readers in China', () => {
  for (const locale of ['zh-CN', 'en-CN']) {
    test.describe(locale, () => {
      test.use({ locale });
      test('start from the Chinese example in CNY', async ({ calculator }) => {
        await calculator.open('', { charts: false });
        await expect(calculator.verdict).toHaveText(
          locale === 'zh-CN'
            ? '在 3 年内，租用可节省 ¥8.22万（71.9%）。'
            : 'Renting saves CN¥82,189 (71.9%) over 3 years.',
        );
      });
    });
  }
});
