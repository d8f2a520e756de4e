// What must fit its column on a laptop and on a phone: a long source address under a field breaks
// rather than run over the results, and the choices of "Start from the job" show their whole text.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_SCENARIO } from '../../src/engine/index.ts';
import { encodeLink } from '../../src/state/link/write.ts';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

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

/**
 * The options of a select whose text the box would cut off if chosen: a text wider than the box must
 * wrap onto more lines, in a box grown to hold them (a browser's own select clips its one line, and
 * its scroll sizes do not tell).
 */
function cutOptions(element: Element): string[] {
  const select = element as HTMLSelectElement;
  const chosen = select.value;
  const cut: string[] = [];
  for (const option of [...select.options]) {
    select.value = option.value;
    const line = select.cloneNode(true) as HTMLSelectElement;
    line.value = option.value;
    line.style.cssText =
      'position:absolute;visibility:hidden;field-sizing:content;width:auto;min-width:0;max-width:none;white-space:nowrap';
    select.after(line);
    const oneLine = { width: line.offsetWidth, height: line.offsetHeight };
    line.remove();
    const holds = select.scrollWidth <= select.clientWidth && select.scrollHeight <= select.clientHeight;
    const wraps = select.offsetHeight > oneLine.height;
    if (!holds || (oneLine.width > select.offsetWidth && !wraps)) cut.push(option.text);
  }
  select.value = chosen;
  return cut;
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

    test('each choice of “Start from the job” fits its form and shows all of its text, whichever option is chosen', async ({
      calculator,
    }) => {
      const { page } = calculator;
      await calculator.open('', { charts: false });
      const job = page.getByTestId('job-start');
      await job.getByText('Start from the job').click();
      for (const kind of ['Train or fine-tune', 'Serve a model']) {
        await job.getByLabel(kind).check();
        const selects = job.locator('select');
        await expect(selects.first()).toBeVisible();
        const count = await selects.count();
        // training: model, GPU, precision, method; serving: model, GPU, precision, throughput, API
        expect(count).toBeGreaterThanOrEqual(4);
        for (const select of await selects.all()) {
          await within(select, job);
          // every option in turn, as a reader may choose it: the box shows all of the option's text
          const clipped = await select.evaluate(cutOptions);
          expect(clipped, await select.evaluate((e) => (e as HTMLSelectElement).labels?.[0]?.textContent)).toEqual([]);
        }
      }
      // a long option chosen as a reader chooses it: the box grows and stays within the form
      const api = job.getByLabel('Compare with an API');
      const longest = await api.evaluate(
        (e) => [...(e as HTMLSelectElement).options].reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
      );
      await api.selectOption(longest);
      await expect(api).toHaveValue(longest);
      await within(api, job);
      expect(await api.evaluate(cutOptions)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  });
}
