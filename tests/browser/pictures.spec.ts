// Pictures of the answer for a post: the verdict and a chart downloaded as PNG (twice the SVG's size,
// drawn, with Chinese characters rather than empty boxes) and SVG (saying the verdict), in English
// light and Chinese dark, and the Markdown that pairs the image with the link the page copies.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { encode } from 'uqr';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

async function save(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: (download as Download).suggestedFilename(), bytes: readFileSync(await download.path()) };
}

interface Pixels {
  readonly width: number;
  readonly height: number;
  /** distinct colours among every 97th pixel */
  readonly colours: number;
  readonly corner: readonly number[];
}

/** The PNG read back in the page: its size, how many colours it has, its top-left pixel. */
function readPng(page: Page, png: Buffer): Promise<Pixels> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return { width: canvas.width, height: canvas.height, colours: colours.size, corner: [...data.slice(0, 3)] };
  }, png.toString('base64'));
}

/**
 * How many pixels of the PNG differ from the same SVG drawn with every Chinese character replaced by
 * one no font has (U+E000, a private-use character): were the Chinese drawn as missing glyphs
 * (boxes, "tofu"), both drawings would be the same.
 */
function differsFromTofu(page: Page, png: Buffer, svg: string): Promise<number> {
  return page.evaluate(
    async ({ base64, text }) => {
      const draw = async (src: string, width: number, height: number) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const shown = new Image();
      shown.src = `data:image/png;base64,${base64}`;
      await shown.decode();
      const { naturalWidth: width, naturalHeight: height } = shown;
      const real = await draw(shown.src, width, height);
      const tofu = text.replace(/[\u4e00-\u9fff]/g, '\ue000');
      const boxes = await draw(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(tofu)}`, width, height);
      let differing = 0;
      for (let i = 0; i < real.length; i += 4) if (real[i] !== boxes[i] || real[i + 1] !== boxes[i + 1]) differing += 1;
      return differing;
    },
    { base64: png.toString('base64'), text: svg },
  );
}

/**
 * The page's colours as shown in its theme now, as #rrggbb: every colour variable styles.css sets on
 * the root, resolved, and the page's own background.
 */
function pageColours(page: Page): Promise<{ background: string; all: string[] }> {
  return page.evaluate(() => {
    const hex = (css: string) =>
      `#${(css.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((v) => Number(v).toString(16).padStart(2, '0'))
        .join('')}`;
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('i');
    document.body.append(probe);
    const all = [...root]
      .filter((name) => name.startsWith('--'))
      .flatMap((name) => {
        probe.style.color = '';
        probe.style.color = `var(${name})`;
        const colour = getComputedStyle(probe).color;
        return probe.style.color && /^rgb/.test(colour) ? [hex(colour)] : [];
      });
    probe.remove();
    return { background: hex(getComputedStyle(document.documentElement).backgroundColor), all };
  });
}

/**
 * The QR code in the PNG read back module by module: the centre of each module, at twice the SVG's
 * size, dark or light. Where the code sits and how many modules it has are read from the SVG.
 */
function readQr(page: Page, png: Buffer, svg: string): Promise<boolean[][]> {
  const tag = svg.match(/<svg [^>]*data-role="qr"[^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => Number(tag.match(new RegExp(` ${name}="([\\d.]+)"`))?.[1]);
  const place = {
    x: attribute('x'),
    y: attribute('y'),
    size: attribute('width'),
    span: Number(tag.match(/viewBox="0 0 (\d+)/)?.[1]),
    modules: attribute('data-modules'),
  };
  return page.evaluate(
    async ({ base64, place }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const module = place.size / place.span;
      const quiet = (place.span - place.modules) / 2;
      return Array.from({ length: place.modules }, (_, r) =>
        Array.from({ length: place.modules }, (_, c) => {
          const x = Math.floor(2 * (place.x + (quiet + c + 0.5) * module));
          const y = Math.floor(2 * (place.y + (quiet + r + 0.5) * module));
          const [red = 0, green = 0, blue = 0] = context.getImageData(x, y, 1, 1).data;
          return red + green + blue < 3 * 128;
        }),
      );
    },
    { base64: png.toString('base64'), place },
  );
}

const hexOf = (rgb: readonly number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The colours an SVG file writes in, as #rrggbb. */
const coloursOf = (svg: string) => [...new Set(svg.toLowerCase().match(/#[0-9a-f]{6}\b/g) ?? [])];

const sizeOf = (svg: string) => ({
  width: Number(svg.match(/<svg[^>]* width="(\d+)"/)?.[1]),
  height: Number(svg.match(/<svg[^>]* height="(\d+)"/)?.[1]),
});

test('the verdict picture in English and light: a sharp PNG, an SVG with the verdict, and the Markdown with the link', async ({
  calculator,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = calculator;
  // the start-up example: its QR code carries the readable link, the same bytes wherever it is made
  await calculator.openStartup();
  await page.getByLabel('Theme').selectOption('light');
  // on the verdict card itself, folded until asked for
  const card = page.locator('.verdict-card');
  await expect(card.getByText('Download image')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.getByText('Download image').click();

  const svg = await save(page, () => card.getByRole('button', { name: 'SVG', exact: true }).click());
  expect(svg.name).toBe('gpu-tco-verdict.svg');
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toContain('Renting saves CN¥644,276 (97.1%) over 3 years.');
  expect(sizeOf(svgText)).toEqual({ width: 1200, height: 630 });
  // in the page's own colours, as it shows them in light
  const light = await pageColours(page);
  expect(coloursOf(svgText).filter((colour) => !light.all.includes(colour))).toEqual([]);

  const png = await save(page, () => card.getByRole('button', { name: 'PNG, sharp at 2×' }).click());
  expect(png.name).toBe('gpu-tco-verdict.png');
  const pixels = await readPng(page, png.bytes);
  expect([pixels.width, pixels.height]).toEqual([2400, 1260]);
  // drawn, not one colour: the page's background and text and cards in other colours
  expect(pixels.colours).toBeGreaterThan(4);
  expect(hexOf(pixels.corner)).toBe(light.background);
  // its QR code, read from the pixels, carries the shortest link to this scenario, which opens the same verdict
  const scanned = new URL('/?gpus=4&lang=en', page.url()).href;
  expect(await readQr(page, png.bytes, svgText)).toEqual(encode(scanned, { ecc: 'L', boostEcc: true, border: 0 }).data);
  expect(svgText).toContain(`>${new URL(page.url()).host}</tspan>`);

  // the link the page copies, and the Markdown that pairs the image with it
  // the clipboard is the browser's, shared with the tests before this one: emptied first, then read
  // once the page has written to it (a write finishes after the click does)
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const snippet = card.getByTestId('picture-markdown');
  await expect(snippet).toHaveValue(
    `[![Unnamed scenario: Renting saves CN¥644,276 (97.1%) over 3 years.](gpu-tco-verdict.png)](${link})`,
  );
  await card.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(card.getByText('Copied', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);

  // what a phone opens from the QR code
  await calculator.open(new URL(scanned).search, { charts: false });
  await expect(calculator.verdict).toHaveText('Renting saves CN¥644,276 (97.1%) over 3 years.');
  await expect(calculator.ownTotal).toHaveText('CN¥663,476');
});

test('a name written to break out of the Markdown’s image text stays text when a blog renders it', async ({
  calculator,
}) => {
  const { page } = calculator;
  const name = 'Lab" onload="alert(document.domain)//<b>';
  await calculator.open(`?name=${encodeURIComponent(name)}`);
  const card = page.locator('.verdict-card');
  await card.getByText('Download image').click();
  const snippet = card.getByTestId('picture-markdown');
  await expect(snippet).toHaveValue(/^\[!\[Lab/);
  const markdown = await snippet.inputValue();
  // the image's text holds no character that could end an HTML attribute or open a tag
  expect(markdown.slice(0, markdown.indexOf('](gpu-tco'))).not.toMatch(/["'<>]/);
  // read back as a browser reads the text a CommonMark renderer makes of it: one image, no handler
  const alt = await page.evaluate((md) => {
    const text = md.slice(3, md.indexOf(']('));
    const decoded = new DOMParser().parseFromString(`<p>${text}</p>`, 'text/html').body.textContent;
    return decoded;
  }, markdown);
  expect(alt).toBe(`${name}: Renting saves CN¥644,276 (97.1%) over 3 years.`);
});

test('the verdict picture in Chinese and dark: characters, not empty boxes', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open();
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥8.22万（71.9%）。');
  // opened from the keyboard, in the reader's language
  const card = page.locator('.verdict-card');
  await card.getByText('下载图片').focus();
  await page.keyboard.press('Enter');

  const svg = await save(page, () => card.getByRole('button', { name: 'SVG', exact: true }).click());
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toContain('在 3 年内，租用可节省 ¥8.22万（71.9%）。');
  expect(svgText).toContain('Noto Sans CJK SC');
  const dark = await pageColours(page);
  expect(coloursOf(svgText).filter((colour) => !dark.all.includes(colour))).toEqual([]);

  const png = await save(page, () => card.getByRole('button', { name: 'PNG（2 倍清晰度）' }).click());
  const pixels = await readPng(page, png.bytes);
  expect([pixels.width, pixels.height]).toEqual([2400, 1260]);
  expect(pixels.colours).toBeGreaterThan(4);
  // the page's dark background
  expect(hexOf(pixels.corner)).toBe(dark.background);
  // the PNG is the SVG downloaded beside it (same date and link) drawn at 2×; its Chinese differs
  // from missing glyphs in thousands of pixels
  expect(await differsFromTofu(page, png.bytes, svgText)).toBeGreaterThan(2000);
});

test('a chart picture: the chart on show, framed, at twice its SVG size', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open();
  await page.getByRole('tab', { name: 'Breakdown' }).click();
  const charts = page.locator('.charts');
  await charts.getByText('Download image').click();
  // the menu open, with its buttons and the Markdown, is as accessible as the rest of the page
  await expect(charts.getByTestId('picture-markdown')).not.toHaveValue('');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
  const svg = await save(page, () => charts.getByRole('button', { name: 'SVG', exact: true }).click());
  expect(svg.name).toBe('gpu-tco-breakdown.svg');
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toContain('Renting saves CN¥82,189 (71.9%) over 3 years.');
  expect(svgText).toContain('>Breakdown</tspan>');
  // the chart's drawing inside, its colours written in rather than the page's variables
  expect(svgText).toMatch(/<svg x="\d+" y="\d+" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
  expect(svgText).not.toContain('var(--');
  const png = await save(page, () => charts.getByRole('button', { name: 'PNG, sharp at 2×' }).click());
  expect(png.name).toBe('gpu-tco-breakdown.png');
  const pixels = await readPng(page, png.bytes);
  const size = sizeOf(svgText);
  expect([pixels.width, pixels.height]).toEqual([size.width * 2, size.height * 2]);
  expect(pixels.colours).toBeGreaterThan(4);
});

test("the embed offers no pictures: its reader has the writer's post already", async ({ page }) => {
  await page.goto('/embed.html');
  await expect(page.getByTestId('verdict')).toContainText('Renting saves');
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.charts-slot').scrollIntoViewIfNeeded();
  await expect(page.locator('.charts .chart-plot').first()).toBeVisible();
  await expect(page.getByText('Download image')).toHaveCount(0);
  await expect(page.locator('.verdict-download')).toHaveCount(0);
});
