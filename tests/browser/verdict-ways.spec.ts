// A scenario that serves a model with an API to compare with is answered among owning, renting and the
// API: the verdict card of the page and of the widget names the cheapest of the three, in English and
// Chinese, on a desktop and on a phone (docs/method/jobs.md, "The verdict with an API").
import { encodeLink, encodeScenario } from '../../src/state/link/write.ts';
import { exampleScenario } from '../support/scenarios.ts';
import { expect, test } from './support/calculator.ts';

// owning 433,775.02 and renting 657,000 over 3 years; the API 5 M tokens a day at 1.1 a million =
// 5.50 a day × 1,095 days = 6,022.50, its prices held flat (the example is a version 4 file)
const serving = exampleScenario('v4-serve-32b-vs-api.json');
const ENGLISH =
  'The API costs least: CN¥6,023 over 3 years (owning CN¥433,775, renting CN¥657,000); the API’s prices held flat.';
const CHINESE = /^API 最便宜：3 年内 .+（自建 .+，租用 .+）；API 价格按不变计。$/;
const shots = process.env.VERDICT_SHOTS;

test.use({ locale: 'en-CN' });

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [412, 823, 'phone'],
] as const) {
  test(`the page's verdict names the API cheapest for the 32B example (${name})`, async ({ calculator }) => {
    const { page } = calculator;
    await page.setViewportSize({ width, height });
    await calculator.open(`?${await encodeLink(serving, { lang: 'en' })}`, { charts: false });
    await expect(page.getByTestId('verdict')).toHaveText(ENGLISH);
    if (shots) await page.screenshot({ path: `${shots}/verdict-en-${name}.png` });
    await page.getByLabel('Language').selectOption('zh-CN');
    await expect(page.getByTestId('verdict')).toHaveText(CHINESE);
    if (shots) await page.screenshot({ path: `${shots}/verdict-zh-${name}.png` });
  });
}

test('the widget’s verdict names the same cheapest way', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto(`/embed.html?s=${await encodeScenario(serving)}&lang=en`);
  await expect(page.getByTestId('verdict')).toHaveText(ENGLISH);
  if (shots) await page.screenshot({ path: `${shots}/widget-en.png` });
  await page.goto(`/embed.html?s=${await encodeScenario(serving)}&lang=zh-CN`);
  await expect(page.getByTestId('verdict')).toHaveText(CHINESE);
});
