// On a phone the verdict card sits above the inputs: an edit far down them shows its effect in a line
// at the top of the screen, which a tap turns back into the card, which never covers the field being
// edited, and which screen readers do not hear a second time. A wide screen keeps the card itself in view.
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('an edit far down the inputs shows the new verdict in a line at the top, and a tap brings the card back', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const bar = page.getByTestId('verdict-bar');
  // the card is on screen: no line stands in for it
  await expect(calculator.verdict).toBeInViewport();
  await expect(bar).toBeHidden();

  const before = await calculator.verdict.textContent();
  const price = calculator.field('Electricity price');
  await price.scrollIntoViewIfNeeded();
  await expect(calculator.verdict).not.toBeInViewport();
  await calculator.type('Electricity price', '3');
  // the card's sentence changed off screen; the line at the top says the same, new figure
  await expect(calculator.verdict).not.toHaveText(before ?? '');
  const after = (await calculator.verdict.textContent()) ?? '';
  const saving = /^Renting saves (CN¥[\d,]+ \([\d.]+%\)) over 3 years\.$/.exec(after)?.[1];
  expect(saving).toBeDefined();
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport({ ratio: 1 });
  // in one line, the card's figure with it, none of it cut off
  await expect(bar).toContainText(`Renting saves ${saving}`);
  expect(await bar.locator('.verdict-bar__sentence').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // the field being edited stays clear of it
  await expect(price).toBeFocused();
  const [barBox, priceBox] = await Promise.all([bar.boundingBox(), price.boundingBox()]);
  if (!barBox || !priceBox) throw new Error('the line or the field has no box');
  expect(priceBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  // one polite announcement of the change: the card's, not the line's as well
  await expect(page.locator('[aria-live]').filter({ hasText: saving ?? '' })).toHaveCount(1);
  expect(await bar.evaluate((element) => element.closest('[aria-live], [role="status"], [role="alert"]'))).toBeNull();
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);

  await bar.tap();
  await expect(calculator.verdict).toBeInViewport();
  // the focus comes along, so the keyboard and a screen reader go on from the card
  await expect(page.locator('.verdict-card')).toBeFocused();
  await expect(calculator.verdict).toHaveText(after);
  await expect(bar).toBeHidden();
});

test('a field brought under the line by the keyboard is scrolled just below it', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const bar = page.getByTestId('verdict-bar');
  const field = calculator.field('Server price');
  // the field at the very top of the screen, where the line shows once the card is out of view
  await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 4));
  await expect(bar).toBeVisible();
  await field.focus();
  await expect
    .poll(async () => {
      const [barBox, fieldBox] = await Promise.all([bar.boundingBox(), field.boundingBox()]);
      return barBox && fieldBox ? fieldBox.y - (barBox.y + barBox.height) : Number.NaN;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(field).toBeInViewport({ ratio: 1 });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the line says the new saving in 万, whole, in one line', async ({ calculator }) => {
    const { page } = calculator;
    await calculator.open('', { charts: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU 租用还是自建计算器');
    await calculator.type('电价', '3');
    const after = (await calculator.verdict.textContent()) ?? '';
    const saving = /租用可节省 (¥[\d.]+万（[\d.]+%）)/.exec(after)?.[1];
    expect(saving).toBeDefined();
    const bar = page.getByTestId('verdict-bar');
    await expect(bar).toContainText(`租用可节省 ${saving}`);
    expect(await bar.locator('.verdict-bar__sentence').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test('the card itself stays in view and no line stands in for it', async ({ calculator }) => {
    const { page } = calculator;
    await calculator.open('', { charts: false });
    await calculator.field('Electricity price').scrollIntoViewIfNeeded();
    await calculator.type('Electricity price', '3');
    await expect(calculator.verdict).toBeInViewport();
    await expect(page.getByTestId('verdict-bar')).toBeHidden();
  });
});
