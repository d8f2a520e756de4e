// The link-preview picture (Open Graph and Twitter cards): 1200×630, drawn at build time
// (scripts/prerender.mjs), then the page's <head> gets the tags that name it. A static host gives every
// link the same picture and tags, whatever scenario, view or language the link holds, so the card says
// what the calculator answers, in English and in Chinese, and no verdict or figure
// (src/i18n/previewCard.ts holds its words). Plain JavaScript, like prerender.mjs: the build needs no
// TypeScript loader.
//
// Rasterizer: @resvg/resvg-wasm (a devDependency, 2.5 MB installed, no native binary and no download at
// install time, so it runs wherever `npm ci` does). WebAssembly reads no system fonts: the fonts are in
// scripts/og/ (DejaVu Sans cut to Latin, WenQuanYi Micro Hei cut to the card's Chinese; their licences
// and how to cut them anew are beside them), so every machine draws the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_FILE = 'og-image.png';

const font = (file) => fileURLToPath(new URL(`./og/${file}`, import.meta.url));

/** The family each language's text is drawn in, and its files (each must hold every character of that text). */
export const CARD_FONTS = {
  en: { family: 'DejaVu Sans', files: [font('DejaVuSans.ttf'), font('DejaVuSans-Bold.ttf')] },
  'zh-CN': { family: 'WenQuanYi Micro Hei', files: [font('WenQuanYiMicroHei-card.ttf')] },
};

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an SVG or HTML element or attribute. */
export function escapeMarkup(text) {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * The card as SVG, from `{ en, 'zh-CN' }`, each `{ name, question, answer: lines, open }`: the two
 * names along the top, each language's question and answer below, and under a rule, that the link
 * holds the figures. Every text escaped.
 */
export function cardSvg(card) {
  // WenQuanYi Micro Hei has no bold: a Chinese text in bold is drawn with an outline of its own colour
  const text = (lang, x, y, size, weight, fill, content, anchor = 'start') => {
    const stroke = weight > 400 && lang !== 'en' ? ` stroke="${fill}" stroke-width="${size / 40}"` : '';
    return `<text x="${x}" y="${y}" font-family="${CARD_FONTS[lang].family}" font-size="${size}" font-weight="${weight}" fill="${fill}"${stroke} text-anchor="${anchor}">${escapeMarkup(content)}</text>`;
  };
  const right = OG_WIDTH - 72;
  const block = (lang, top) => [
    text(lang, 72, top, 48, 700, '#0f172a', card[lang].question),
    ...card[lang].answer.map((line, i) => text(lang, 72, top + 54 + i * 40, 28, 400, '#334155', line)),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="${OG_WIDTH}" height="12" fill="#2563eb"/>`,
    text('en', 72, 88, 32, 700, '#2563eb', card.en.name),
    text('zh-CN', right, 88, 32, 700, '#2563eb', card['zh-CN'].name, 'end'),
    ...block('en', 180),
    ...block('zh-CN', 372),
    `<rect x="72" y="526" width="${OG_WIDTH - 144}" height="2" fill="#cbd5e1"/>`,
    text('en', 72, 576, 22, 400, '#475569', card.en.open),
    text('zh-CN', right, 576, 22, 400, '#475569', card['zh-CN'].open, 'end'),
    '</svg>',
  ].join('\n');
}

/** The Unicode characters a TrueType/OpenType font maps to a glyph (its cmap, formats 4 and 12). */
export function fontCharacters(buffer) {
  const data = Buffer.from(buffer);
  const tables = data.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    if (data.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = data.readUInt32BE(20 + i * 16);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const characters = new Set();
  const encodings = data.readUInt16BE(cmap + 2);
  for (let i = 0; i < encodings; i++) {
    const sub = cmap + data.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = data.readUInt16BE(sub);
    if (format === 4) {
      const segments = data.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = data.readUInt16BE(ends + s * 2);
        const start = data.readUInt16BE(starts + s * 2);
        const delta = data.readUInt16BE(deltas + s * 2);
        const range = data.readUInt16BE(ranges + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const index = range === 0 ? c : data.readUInt16BE(ranges + s * 2 + range + (c - start) * 2);
          if (range !== 0 && index === 0) continue;
          if ((index + delta) & 0xffff) characters.add(c);
        }
      }
    } else if (format === 12) {
      const groups = data.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = data.readUInt32BE(sub + 16 + g * 12);
        const end = data.readUInt32BE(sub + 20 + g * 12);
        const glyph = data.readUInt32BE(sub + 24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) characters.add(c);
      }
    }
  }
  return characters;
}

/**
 * The characters of each language's text that one of its fonts lacks (drawn as an empty box):
 * `[{ lang, file, missing }]`, empty when the card can be drawn as written.
 */
export function missingGlyphs(card) {
  return Object.entries(CARD_FONTS).flatMap(([lang, { files }]) => {
    const { name, question, answer, open } = card[lang];
    const text = [...new Set([name, question, ...answer, open].join(''))];
    return files.flatMap((file) => {
      const characters = fontCharacters(readFileSync(file));
      const missing = text.filter((c) => !characters.has(c.codePointAt(0))).join('');
      return missing ? [{ lang, file, missing }] : [];
    });
  });
}

/** The card drawn as a PNG. */
export async function renderPng(svg) {
  const require = createRequire(import.meta.url);
  const { initWasm, Resvg } = await import('@resvg/resvg-wasm');
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const files = Object.values(CARD_FONTS).flatMap((f) => f.files);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontBuffers: files.map((file) => readFileSync(file)), defaultFontFamily: CARD_FONTS.en.family },
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

/**
 * The <meta> tags that name the picture. No og:url: the page's own address is the link that was shared,
 * with its scenario, which only the address the crawler fetched knows; an og:url of the site's folder
 * would send the preview's readers, and the platform's share counts, to the default page instead.
 */
export function imageTags(card, site) {
  const image = site ? new URL(OG_FILE, site).href : `./${OG_FILE}`;
  const alt = `${card.en.name} · ${card['zh-CN'].name}: ${card.en.question} ${card['zh-CN'].question}`;
  const tags = [
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_WIDTH)],
    ['property', 'og:image:height', String(OG_HEIGHT)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', alt],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`);
}

const MARKER = '<!-- og:image -->';

/** Draws dist/og-image.png and writes its tags into dist/index.html in place of the marker. */
export async function writePreview(card, siteUrl = process.env.SITE_URL) {
  const started = performance.now();
  const missing = missingGlyphs(card);
  if (missing.length > 0) {
    const list = missing.map((m) => `${m.lang} "${m.missing}" (${m.file})`).join('; ');
    throw new Error(`the preview card's fonts lack ${list}: cut the font anew as scripts/og/README.md says`);
  }
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
