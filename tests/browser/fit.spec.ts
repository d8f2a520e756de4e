// What must fit its column on a laptop and on a phone: a long source address under a field breaks
// rather than run over the results.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_SCENARIO } from '../../src/engine/index.ts';
import { encodeLink } from '../../src/state/link/codec.ts';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-US' });

const SIZES = [
  { name: 'a laptop', width: 1280, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
] as const;

/** A source as a reader pastes it: an address of 230 characters, with no space to break at. */
const LONG_ADDRESS =
  'https://www.example-gpu-cloud-provider.com/pricing/on-demand/nvidia-h100-sxm5-80gb/region/us-east-1/' +
  'instance-types/8x-h100?utm_source=gpu-tco&utm_medium=calculator&utm_campaign=comparison-of-rental-prices-2026';

/** Whether `inner`'s box lies within `outer`'s, left to right. */
async function within(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error('a box is not on the page');
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const size of SIZES) {
  test.describe(`on ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a long source address breaks inside its field’s column, not over the results', async ({ calculator }) => {
      const { page } = calculator;
      const scenario = {
        ...DEFAULT_SCENARIO,
        sources: {
          'rent.pricePerGpuHour': { source: LONG_ADDRESS, asOf: '2026-11-01' },
          'own.serverPrice': { source: `Quote: ${LONG_ADDRESS}`, asOf: '2026-11-01' },
        },
      };
      await calculator.open(`?${await encodeLink(scenario, { lang: 'en' })}`, { charts: false });
      const sources = page.locator('.inputs .field__source');
      await expect(sources).toHaveCount(2);
      for (const source of await sources.all()) {
        await expect(source).toContainText('utm_campaign');
        await source.scrollIntoViewIfNeeded();
        // the line stays in its field, so in the inputs column, and its text wraps within it
        await within(source, source.locator('xpath=ancestor::div[contains(@class, "field")][1]'));
        await within(source, page.locator('.inputs'));
        expect(await source.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      }
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  });
}
