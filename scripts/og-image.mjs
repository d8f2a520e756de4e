// The link-preview picture (Open Graph and Twitter cards): 1200×630, the calculator's name, the default
// scenario's verdict and key figures in English, drawn at build time (scripts/prerender.mjs) from the
// prerendered page's own figures, so it is current with each build. Then the page's <head> gets the
// tags that name it. Plain JavaScript, like prerender.mjs: the build needs no TypeScript loader.
//
// Rasterizer: @resvg/resvg-wasm (a devDependency, 2.5 MB installed, no native binary and no download at
// install time, so it runs wherever `npm ci` does). WebAssembly reads no system fonts: the fonts are
// DejaVu Sans cut to Latin (scripts/og/, 43 KB, licence beside them), so every machine draws the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_FILE = 'og-image.png';

const FONTS = ['scripts/og/DejaVuSans.ttf', 'scripts/og/DejaVuSans-Bold.ttf'];
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an SVG or HTML element or attribute. */
export function escapeMarkup(text) {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Words broken into lines of at most `maxChars` characters (a word longer than that stands alone).
 * SVG text does not wrap, and the fonts are fixed, so a character count is a fair measure: DejaVu
 * Sans averages about 0.6 em a character in this text (capitals and figures wider, i and l narrower).
 */
export function wrapWords(text, maxChars) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The card as SVG: `{ title, tagline, sentence, figures: [{ label, value }] }`, every text escaped. */
export function cardSvg(card) {
  const text = (x, y, size, weight, fill, content) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeMarkup(content)}</text>`;
  const sentence = wrapWords(card.sentence, 34)
    .slice(0, 3)
    .map((line, i) => text(72, 236 + i * 60, 48, 700, '#0f172a', line));
  const columnPx = (OG_WIDTH - 144) / Math.max(1, card.figures.length);
  const figures = card.figures.map((figure, i) => {
    const x = 72 + i * columnPx;
    const value = wrapWords(figure.value, Math.floor(columnPx / 16)).slice(0, 3);
    return [
      text(x, 446, 22, 400, '#475569', figure.label),
      ...value.map((line, j) => text(x, 482 + j * 30, 26, 700, '#0f172a', line)),
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="DejaVu Sans">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="${OG_WIDTH}" height="12" fill="#2563eb"/>`,
    text(72, 120, 40, 700, '#2563eb', card.title),
    text(72, 162, 24, 400, '#475569', 'The default example'),
    ...sentence,
    `<rect x="72" y="400" width="${OG_WIDTH - 144}" height="2" fill="#cbd5e1"/>`,
    ...figures,
    ...wrapWords(card.tagline, 100)
      .slice(0, 2)
      .map((line, i) => text(72, 584 + i * 26, 20, 400, '#475569', line)),
    '</svg>',
  ].join('\n');
}

/** The card drawn as a PNG. */
export async function renderPng(svg) {
  const require = createRequire(import.meta.url);
  const { initWasm, Resvg } = await import('@resvg/resvg-wasm');
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontBuffers: FONTS.map((file) => readFileSync(file)), defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

/**
 * The absolute address the build was told the site has (SITE_URL), as a folder, or null. Crawlers
 * want og:image absolute; without SITE_URL the tags name the picture relative to the page.
 */
export function siteFolder(siteUrl) {
  if (!siteUrl) return null;
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be http(s): ${siteUrl}`);
  // "https://host/calc" names the folder calc: the page is calc/index.html
  if (!url.pathname.endsWith('/') && !/\.[a-z]+$/i.test(url.pathname)) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return new URL('./', url).href;
}

/** The <meta> tags that name the picture, and the page's own address when it is known. */
export function imageTags(card, site) {
  const image = site ? new URL(OG_FILE, site).href : `./${OG_FILE}`;
  const alt = `${card.title}: ${card.sentence}`;
  const tags = [
    site && ['property', 'og:url', site],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_WIDTH)],
    ['property', 'og:image:height', String(OG_HEIGHT)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', alt],
  ].filter(Boolean);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`);
}

const MARKER = '<!-- og:image -->';

/** Draws dist/og-image.png and writes its tags into dist/index.html in place of the marker. */
export async function writePreview(card, siteUrl = process.env.SITE_URL) {
  const started = performance.now();
  writeFileSync(`dist/${OG_FILE}`, await renderPng(cardSvg(card)));
  const html = readFileSync('dist/index.html', 'utf8');
  if (!html.includes(MARKER)) throw new Error(`dist/index.html has no ${MARKER}`);
  const site = siteFolder(siteUrl);
  writeFileSync('dist/index.html', html.replace(MARKER, imageTags(card, site).join('\n    ')));
  const ms = Math.round(performance.now() - started);
  console.log(
    `wrote dist/${OG_FILE} (${ms} ms) and its tags: ${site ? `at ${site}` : 'relative (set SITE_URL for the absolute address crawlers want)'}`,
  );
}
