// The built page's link preview: every Open Graph and Twitter tag with its value, none stating a
// verdict, the picture it names, in dist/, 1200×630 and drawn (not blank), and the Chinese page's
// title and description. NEEDS THE BUILD: `npm test` runs `npm run build`
// before the unit tests; run alone, build first (`npm run build`). Without dist/ it fails, never skips.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { app as en } from '../../src/i18n/en/app.ts';
import { CALCULATOR_NAME } from '../../src/i18n/name.ts';
import { PREVIEW_CARD } from '../../src/i18n/previewCard.ts';
import { app as zh } from '../../src/i18n/zh/app.ts';

const DIST = join(import.meta.dirname, '../../dist');

function built(file: string): Buffer {
  const path = join(DIST, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` before this test`);
  return readFileSync(path);
}

const html = () => built('index.html').toString('utf8');

/** The content of the <meta> whose property or name is `key` (all of them, in order). */
function meta(page: string, key: string): string[] {
  return [...page.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)]
    .filter(([, k]) => k === key)
    .map(([, , content]) => content ?? '');
}

/** A PNG's size and its RGBA pixels: enough of PNG for an 8-bit RGBA, non-interlaced picture. */
function readPng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      // bit depth 8, colour type 6 (RGBA), no interlace: what resvg writes
      expect([body[8], body[9], body[12]]).toEqual([8, 6, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= 4 ? (pixels[y * stride + i - 4] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= 4 && y > 0 ? (pixels[(y - 1) * stride + i - 4] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter ?? 0] ?? 0;
      pixels[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] };
}

describe("the built page's link preview", () => {
  it('has every Open Graph and Twitter tag, with its value, in both languages', () => {
    const page = html();
    const description =
      'Buy GPU servers or rent cloud GPUs? Compare the cost of each, month by month, on equal terms, with the method and sources shown. 买 GPU 服务器还是租用云端 GPU？逐月比较两种方式的成本，并给出计算方法和来源。';
    // the same words the page's code puts in the reader's language
    expect(description).toBe(`${en['app.description']} ${zh['app.description']}`);
    const title = 'GPU rent-or-own calculator · GPU 租用还是自建计算器';
    expect(page).toContain('<title>GPU rent-or-own calculator</title>');
    expect(meta(page, 'description')).toEqual([description]);
    expect(meta(page, 'og:title')).toEqual([title]);
    expect(meta(page, 'og:description')).toEqual([description]);
    expect(meta(page, 'og:type')).toEqual(['website']);
    expect(meta(page, 'og:locale')).toEqual(['en_US']);
    expect(meta(page, 'og:locale:alternate')).toEqual(['zh_CN']);
    expect(meta(page, 'og:image:width')).toEqual(['1200']);
    expect(meta(page, 'og:image:height')).toEqual(['630']);
    expect(meta(page, 'og:image:type')).toEqual(['image/png']);
    expect(meta(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(page, 'twitter:title')).toEqual([title]);
    expect(meta(page, 'twitter:description')).toEqual([description]);
    // relative, or absolute in the site's folder when the build was given SITE_URL (the build's
    // environment, which the tests' need not share)
    const image = meta(page, 'og:image');
    expect(image).toEqual([expect.stringMatching(/^(\.\/|https?:\/\/[^/]+(\/.*)?\/)og-image\.png$/)]);
    expect(meta(page, 'twitter:image')).toEqual(image);
    // the page's address is the link shared, which the static page cannot know: a preview takes the
    // address it fetched, with its scenario, rather than the site's root
    expect(meta(page, 'og:url')).toEqual([]);
  });

  it("states no verdict: the preview's words are what the calculator answers, not the default scenario's answer", () => {
    const page = html();
    const verdict = page.match(/<p class="verdict__sentence"[^>]*>([^<]+)<\/p>/)?.[1];
    expect(verdict).toMatch(/^(Renting|Owning) saves .+ over .+\.$|cost the same/);
    const alt = `${PREVIEW_CARD.en.name} · ${PREVIEW_CARD['zh-CN'].name}: ${PREVIEW_CARD.en.question} ${PREVIEW_CARD['zh-CN'].question}`;
    expect(meta(page, 'og:image:alt')).toEqual([alt]);
    expect(meta(page, 'twitter:image:alt')).toEqual([alt]);
    const words = [
      'og:title',
      'og:description',
      'og:image:alt',
      'twitter:title',
      'twitter:description',
      'twitter:image:alt',
    ]
      .flatMap((key) => meta(page, key))
      .join('\n');
    expect(words).not.toMatch(/\bsaves?\b|节省|[0-9¥$€£]/);
  });

  it("carries the Chinese page's title and description, which a browser set to Chinese shows before any script", () => {
    const template = html().match(/<template data-lang="zh-CN"([^>]*)>/)?.[1] ?? '';
    expect(template).toContain(`data-title="${CALCULATOR_NAME['zh-CN']}"`);
    expect(template).toContain(`data-description="${zh['app.description']}"`);
  });

  it('names a picture in dist/ that is 1200×630 and drawn, both languages within its margins', () => {
    const file = meta(html(), 'og:image')[0]?.split('/').pop() ?? '';
    const png = readPng(built(file));
    expect([png.width, png.height]).toEqual([1200, 630]);
    // the card's light background at a corner, the blue band along the top
    const background = [248, 250, 252, 255];
    expect(png.pixel(600, 620)).toEqual(background);
    expect(png.pixel(600, 5)).toEqual([37, 99, 235, 255]);
    // dark text where each language's question stands (x 72–1100): the English about y 165, the
    // Chinese about y 357, each with some pixels near black
    const darkAlong = (y: number) => {
      let dark = 0;
      for (let x = 72; x < 1100; x += 2) {
        const [r = 255, g = 255, b = 255] = png.pixel(x, y);
        if (r + g + b < 200) dark += 1;
      }
      return dark;
    };
    expect(darkAlong(165)).toBeGreaterThan(50);
    expect(darkAlong(357)).toBeGreaterThan(50);
    // nothing runs into the right margin (a line of the card does not wrap)
    const inMargin: string[] = [];
    for (let y = 14; y < 630; y += 1) {
      for (let x = 1132; x < 1200; x += 1) {
        if (png.pixel(x, y).join() !== background.join()) inMargin.push(`${x},${y}`);
      }
    }
    expect(inMargin.slice(0, 5)).toEqual([]);
  });
});
