// The built page's link preview: every Open Graph and Twitter tag with its value, and the picture it
// names, in dist/, 1200×630 and drawn (not blank). NEEDS THE BUILD: `npm test` runs `npm run build`
// before the unit tests; run alone, build first (`npm run build`). Without dist/ it fails, never skips.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

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
  it('has every Open Graph and Twitter tag, with its value', () => {
    const page = html();
    const description =
      'Buy GPU servers or rent cloud GPUs? Compare the cost of each, month by month, on equal terms, with the method and sources shown. 买 GPU 服务器还是租用云端 GPU？逐月比较两种方式的成本，并给出计算方法和来源。';
    expect(meta(page, 'description')).toEqual([description]);
    expect(meta(page, 'og:title')).toEqual(['GPU rent-or-own calculator']);
    expect(meta(page, 'og:description')).toEqual([description]);
    expect(meta(page, 'og:type')).toEqual(['website']);
    expect(meta(page, 'og:locale')).toEqual(['en_US']);
    expect(meta(page, 'og:locale:alternate')).toEqual(['zh_CN']);
    expect(meta(page, 'og:image:width')).toEqual(['1200']);
    expect(meta(page, 'og:image:height')).toEqual(['630']);
    expect(meta(page, 'og:image:type')).toEqual(['image/png']);
    expect(meta(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(page, 'twitter:title')).toEqual(['GPU rent-or-own calculator']);
    expect(meta(page, 'twitter:description')).toEqual([description]);
    // relative, or absolute in the site's folder when the build was given SITE_URL (the build's
    // environment, which the tests' need not share)
    const image = meta(page, 'og:image');
    expect(image).toEqual([expect.stringMatching(/^(\.\/|https?:\/\/[^/]+(\/.*)?\/)og-image\.png$/)]);
    expect(meta(page, 'twitter:image')).toEqual(image);
  });

  it("describes the picture by the page's own verdict, as prerendered", () => {
    const page = html();
    const verdict = page.match(/<p class="verdict__sentence"[^>]*>([^<]+)<\/p>/)?.[1];
    expect(verdict).toMatch(/^(Renting|Owning) saves .+ over .+\.$|cost the same/);
    const alt = `GPU rent-or-own calculator: ${verdict}`;
    expect(meta(page, 'og:image:alt')).toEqual([alt]);
    expect(meta(page, 'twitter:image:alt')).toEqual([alt]);
  });

  it('names a picture in dist/ that is 1200×630 and drawn', () => {
    const file = meta(html(), 'og:image')[0]?.split('/').pop() ?? '';
    const png = readPng(built(file));
    expect([png.width, png.height]).toEqual([1200, 630]);
    // the card's light background at a corner, the blue band along the top, and dark text where the
    // verdict's first line stands (x 72–1100, y 200–240): some of its pixels are near black
    expect(png.pixel(600, 620)).toEqual([248, 250, 252, 255]);
    expect(png.pixel(600, 5)).toEqual([37, 99, 235, 255]);
    let dark = 0;
    for (let x = 72; x < 1100; x += 2) {
      const [r = 255, g = 255, b = 255] = png.pixel(x, 222);
      if (r + g + b < 200) dark += 1;
    }
    expect(dark).toBeGreaterThan(50);
  });
});
