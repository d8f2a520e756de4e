// The link-preview picture's template (scripts/og-image.mjs): what it writes, escaped, wrapped and
// placed; and the addresses its tags give with and without SITE_URL.
import { describe, expect, it } from 'vitest';
import {
  cardSvg,
  escapeMarkup,
  imageTags,
  OG_HEIGHT,
  OG_WIDTH,
  siteFolder,
  wrapWords,
} from '../../scripts/og-image.mjs';

const card = {
  title: 'GPU rent-or-own calculator',
  tagline: 'Buy GPU servers or rent cloud GPUs?',
  sentence: 'Renting saves CN¥644,276 (97.1%) over 3 years.',
  figures: [
    { label: 'Owning, total', value: 'CN¥663,476' },
    { label: 'Renting, total', value: 'CN¥19,200' },
  ],
};

/** The text of each <text> element, entities decoded as an SVG reader decodes them. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, text]) =>
    (text ?? '').replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
    ),
  );

describe('cardSvg', () => {
  it('is a 1200×630 picture with the name, the verdict and each figure', () => {
    const svg = cardSvg(card);
    expect(svg).toContain(`width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 1200 630"`);
    const shown = texts(svg);
    expect(shown).toContain('GPU rent-or-own calculator');
    // 47 characters, wrapped at 34: "Renting saves CN¥644,276 (97.1%)" (32) + "over 3 years." (13)
    expect(shown).toContain('Renting saves CN¥644,276 (97.1%)');
    expect(shown).toContain('over 3 years.');
    expect(shown).toEqual(expect.arrayContaining(['Owning, total', 'CN¥663,476', 'Renting, total', 'CN¥19,200']));
  });

  it('escapes every text, so a name or figure with markup stays text', () => {
    const svg = cardSvg({ ...card, sentence: 'Owning saves <b>"R&D" \'lab\'</b>.' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Owning saves &lt;b&gt;&quot;R&amp;D&quot; &apos;lab&apos;&lt;/b&gt;.');
    expect(texts(svg)).toContain('Owning saves <b>"R&D" \'lab\'</b>.');
  });
});

describe('wrapWords and escapeMarkup', () => {
  it('breaks between words, never inside one', () => {
    expect(wrapWords('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapWords('  averyveryverylongword  x ', 5)).toEqual(['averyveryverylongword', 'x']);
    expect(wrapWords('', 5)).toEqual([]);
  });

  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe("the picture's address", () => {
  it('is relative to the page without SITE_URL', () => {
    const tags = imageTags(card, siteFolder(undefined)).join('\n');
    expect(tags).toContain('<meta property="og:image" content="./og-image.png" />');
    expect(tags).toContain('<meta name="twitter:image" content="./og-image.png" />');
    expect(tags).not.toContain('og:url');
  });

  it('is absolute in the folder SITE_URL names, with or without its last slash or file', () => {
    for (const site of [
      'https://example.org/tools/gpu/',
      'https://example.org/tools/gpu',
      'https://example.org/tools/gpu/index.html?x=1#y',
    ]) {
      expect(siteFolder(site)).toBe('https://example.org/tools/gpu/');
    }
    const tags = imageTags(card, siteFolder('https://example.org/tools/gpu'));
    expect(tags).toContain('<meta property="og:image" content="https://example.org/tools/gpu/og-image.png" />');
    expect(tags).toContain('<meta property="og:url" content="https://example.org/tools/gpu/" />');
  });

  it('refuses a SITE_URL that is not an http(s) address', () => {
    expect(() => siteFolder('ftp://example.org/')).toThrow(/SITE_URL/);
    expect(() => siteFolder('example.org')).toThrow();
  });

  it("describes the picture by the calculator's name and the verdict, escaped", () => {
    const tags = imageTags({ ...card, sentence: 'A "quoted" <verdict>.' }, null);
    expect(tags).toContain(
      '<meta property="og:image:alt" content="GPU rent-or-own calculator: A &quot;quoted&quot; &lt;verdict&gt;." />',
    );
  });
});
