// The link-preview picture's template (scripts/og-image.mjs): what it says (what the calculator
// answers, in both languages, and no verdict or figure, since every link shows it), that its fonts
// hold every character it draws, and the addresses its tags give with and without SITE_URL.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CARD_FONTS,
  cardSvg,
  escapeMarkup,
  fontCharacters,
  imageTags,
  missingGlyphs,
  OG_HEIGHT,
  OG_WIDTH,
  siteFolder,
} from '../../scripts/og-image.mjs';
import { LANGS } from '../../src/i18n/langs.ts';
import { PREVIEW_CARD, previewCardText } from '../../src/i18n/previewCard.ts';

/** The text of each <text> element, entities decoded as an SVG reader decodes them. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, text]) =>
    (text ?? '').replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
    ),
  );

/** Words that state an answer, in either language: who saves, what is cheaper or worth it. */
const VERDICT = /\b(saves?|saving|cheaper|costs? less|better|wins?)\b|节省|省下|更便宜|更划算|划算|胜出/i;
/** Any figure: a digit (ASCII or full-width) or a currency sign. */
const FIGURE = /[0-9０-９¥$€£]|CN¥|元|万/;

describe('the preview card', () => {
  it('is a 1200×630 picture that says, in English and in Chinese, what the calculator answers', () => {
    const svg = cardSvg(PREVIEW_CARD);
    expect(svg).toContain(`width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 1200 630"`);
    const shown = texts(svg);
    expect(shown).toEqual(
      expect.arrayContaining([
        'GPU rent-or-own calculator',
        'GPU 租用还是自建计算器',
        'Buy GPU servers or rent cloud GPUs?',
        '买 GPU 服务器还是租用云端 GPU？',
      ]),
    );
    for (const lang of LANGS) {
      const { name, question, answer, open } = PREVIEW_CARD[lang];
      expect(shown).toEqual(expect.arrayContaining([name, question, ...answer, open]));
    }
    // each language in its own font: the Chinese in the font that holds it
    expect(svg).toMatch(/font-family="WenQuanYi Micro Hei"[^>]*>买 GPU 服务器还是租用云端 GPU？</);
    expect(svg).toMatch(/font-family="DejaVu Sans"[^>]*>Buy GPU servers or rent cloud GPUs\?</);
  });

  it('states no verdict and no figure: every link shows it, whatever its scenario', () => {
    const shown = texts(cardSvg(PREVIEW_CARD));
    expect(shown.length).toBeGreaterThan(6);
    expect(shown.filter((text) => VERDICT.test(text))).toEqual([]);
    expect(shown.filter((text) => FIGURE.test(text))).toEqual([]);
    // the checks themselves catch the old card's sentence, in each language
    expect(VERDICT.test('Renting saves CN¥644,276 (97.1%) over 3 years.')).toBe(true);
    expect(FIGURE.test('Renting saves CN¥644,276 (97.1%) over 3 years.')).toBe(true);
    expect(VERDICT.test('在 3 年内，租用可节省 ¥64.43万（97.1%）。')).toBe(true);
    expect(FIGURE.test('在 3 年内，租用可节省 ¥64.43万（97.1%）。')).toBe(true);
  });

  it('escapes every text, so a name or line with markup stays text', () => {
    const svg = cardSvg({ ...PREVIEW_CARD, en: { ...PREVIEW_CARD.en, question: 'Own <b>"R&D" \'lab\'</b>?' } });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Own &lt;b&gt;&quot;R&amp;D&quot; &apos;lab&apos;&lt;/b&gt;?');
    expect(texts(svg)).toContain('Own <b>"R&D" \'lab\'</b>?');
  });

  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe("the card's fonts", () => {
  it('hold every character the card draws in each language, so none shows as an empty box', () => {
    expect(missingGlyphs(PREVIEW_CARD)).toEqual([]);
    const chinese = fontCharacters(readFileSync(CARD_FONTS['zh-CN'].files[0] ?? ''));
    const lacking = [...previewCardText('zh-CN')].filter((c) => !chinese.has(c.codePointAt(0) ?? 0));
    expect(lacking, 'cut the Chinese font anew: scripts/og/README.md').toEqual([]);
  });

  it('name a character the Chinese font lacks, in the language and font that lack it', () => {
    const card = { ...PREVIEW_CARD, 'zh-CN': { ...PREVIEW_CARD['zh-CN'], open: '打开链接，查看龘的场景。' } };
    expect(missingGlyphs(card)).toEqual([{ lang: 'zh-CN', file: CARD_FONTS['zh-CN'].files[0], missing: '龘' }]);
  });

  it("read a font's characters from its cmap: DejaVu Sans has Latin and not Chinese", () => {
    const latin = fontCharacters(readFileSync(CARD_FONTS.en.files[0] ?? ''));
    expect(['A', 'z', '?', ' ', '·'].every((c) => latin.has(c.codePointAt(0) ?? 0))).toBe(true);
    expect(latin.has('中'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('cut the Chinese font to the card: tens of KB, not the whole font', () => {
    const file = CARD_FONTS['zh-CN'].files[0] ?? '';
    expect(statSync(file).size).toBeLessThan(40_000);
    // the whole font holds over 20,000 Chinese characters; the subset about those the card needs
    expect(fontCharacters(readFileSync(file)).size).toBeLessThan(2 * new Set(previewCardText('zh-CN')).size);
  });
});

describe("the picture's tags", () => {
  it('name the picture relative to the page without SITE_URL', () => {
    const tags = imageTags(PREVIEW_CARD, siteFolder(undefined)).join('\n');
    expect(tags).toContain('<meta property="og:image" content="./og-image.png" />');
    expect(tags).toContain('<meta name="twitter:image" content="./og-image.png" />');
  });

  it('name it absolute in the folder SITE_URL names, with or without its last slash or file', () => {
    for (const site of [
      'https://example.org/tools/gpu/',
      'https://example.org/tools/gpu',
      'https://example.org/tools/gpu/index.html?x=1#y',
    ]) {
      expect(siteFolder(site)).toBe('https://example.org/tools/gpu/');
    }
    const tags = imageTags(PREVIEW_CARD, siteFolder('https://example.org/tools/gpu'));
    expect(tags).toContain('<meta property="og:image" content="https://example.org/tools/gpu/og-image.png" />');
  });

  it("give no og:url, with or without SITE_URL: the preview's address is the link shared, with its scenario", () => {
    for (const site of [null, siteFolder('https://example.org/tools/gpu/')]) {
      expect(imageTags(PREVIEW_CARD, site).join('\n')).not.toContain('og:url');
    }
  });

  it('refuse a SITE_URL that is not an http(s) address', () => {
    expect(() => siteFolder('ftp://example.org/')).toThrow(/SITE_URL/);
    expect(() => siteFolder('example.org')).toThrow();
  });

  it("describe the picture by the calculator's names and question in both languages, no verdict, escaped", () => {
    const alt =
      'GPU rent-or-own calculator · GPU 租用还是自建计算器: Buy GPU servers or rent cloud GPUs? 买 GPU 服务器还是租用云端 GPU？';
    const tags = imageTags(PREVIEW_CARD, null);
    expect(tags).toContain(`<meta property="og:image:alt" content="${alt}" />`);
    expect(tags).toContain(`<meta name="twitter:image:alt" content="${alt}" />`);
    expect(VERDICT.test(alt) || FIGURE.test(alt)).toBe(false);
    const quoted = imageTags({ ...PREVIEW_CARD, en: { ...PREVIEW_CARD.en, question: 'A "quoted" <question>?' } }, null);
    expect(quoted.join('\n')).toContain('A &quot;quoted&quot; &lt;question&gt;?');
  });
});
