// @vitest-environment jsdom
// The pictures of the answer are SVG built from the figures alone: well-formed, sized as declared,
// saying the verdict, the scenario's name, the key figures and inputs in the scenario's currency, and
// carrying the scenario's link as a QR code (never as a printed address), in English and Chinese and
// in both themes.
import { HtmlRenderer, Parser } from 'commonmark';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { marked } from 'marked';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { startupPlain } from '../../../tests/support/startup.ts';
import { evaluate, type Scenario } from '../../engine/index.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import { chartPicture } from './chartPicture.ts';
import type { PictureInput } from './frame.ts';
import { markdownSnippet } from './markdown.ts';
import { PALETTES, type PictureTheme } from './palette.ts';
import { escapeXml, wrapText } from './svgText.ts';
import { verdictPicture } from './verdictPicture.ts';

// the start-up (docs/method/comparison.md): own amortized 663,476.31, rent 19,200 over 36 months,
// renting saves 644,276.31 = 97.1 % of owning; busy GPU-hours 4 cards × 166.67 h × 36 = 24,000, so
// owning costs 663,476.31 / 24,000 = 27.64 and renting 19,200 / 24,000 = 0.80 a busy GPU-hour
const scenario: Scenario = { ...startupPlain, name: 'Lab <A&B> "4×4090"' };
const result = evaluate(scenario);
const link = 'https://example.org/gpu-tco/?gpus=4&lang=en';
const scan = { link, site: 'example.org/gpu-tco' };
const date = new Date('2026-12-02T10:00:00Z');

function input(lang: Lang, theme: PictureTheme, over: Partial<PictureInput> = {}): PictureInput {
  const t = (key: Parameters<PictureInput['t']>[0], params?: Parameters<PictureInput['t']>[1]) =>
    translate(lang, key, params);
  return { scenario, result, view: 'amortized', lang, t, theme, date, scan, ...over };
}

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const roleText = (doc: Document, role: string) =>
  [...doc.querySelectorAll(`[data-role="${role}"]`)].map((e) => e.textContent).join(' ');

/** The QR code drawn in the picture, read back module by module from its path of dark runs. */
function drawnQr(doc: Document): boolean[][] | null {
  const code = doc.querySelector('[data-role="qr"]');
  if (!code) return null;
  const modules = Number(code.getAttribute('data-modules'));
  const quiet = (Number(code.getAttribute('viewBox')?.split(' ')[2]) - modules) / 2;
  const matrix = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false));
  const d = code.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i += 1) {
      const row = matrix[Number(y) - quiet];
      if (row) row[Number(x) - quiet + i] = true;
    }
  }
  return matrix;
}

/** Every run of text in the picture without a space, longest first: an address printed whole would be one. */
const longestWord = (doc: Document) =>
  Math.max(
    ...[...doc.querySelectorAll('text')].flatMap((e) => (e.textContent ?? '').split(/\s+/).map((w) => w.length)),
  );

const cases: {
  lang: Lang;
  theme: PictureTheme;
  sentence: string;
  figures: string[];
  inputs: string[];
  date: string;
}[] = [
  {
    lang: 'en',
    theme: 'light',
    sentence: 'Renting saves CN¥644,276 (97.1%) over 3 years.',
    figures: ['CN¥663,476', 'CN¥19,200', 'owning CN¥27.64', 'renting CN¥0.80'],
    inputs: [
      'GPUs needed at once 4',
      'Busy hours a day 8',
      'Active days a year 250',
      'Horizon 3 years',
      'Server price CN¥280,000',
      'Price per card-hour CN¥0.80',
      'Rental plan On demand',
      'Currency CNY',
    ],
    date: 'December 2, 2026',
  },
  {
    lang: 'zh-CN',
    theme: 'dark',
    sentence: '在 3 年内，租用可节省 ¥64.43万（97.1%）。',
    figures: ['¥66.35万', '¥1.92万', '自建 ¥27.64', '租用 ¥0.80'],
    inputs: [
      '同时需要的 GPU 4',
      '每天计算小时数 8',
      '每年使用天数 250',
      '比较期 3 年',
      '服务器价格 ¥28万',
      '每卡时价格 ¥0.80',
      '租用方式 按需',
      '货币 CNY',
    ],
    date: '2026年12月2日',
  },
];

describe('the verdict picture', () => {
  for (const c of cases) {
    it(`is well-formed SVG of 1200 × 630 saying the verdict, the name, the figures and the inputs (${c.lang}, ${c.theme})`, () => {
      const picture = verdictPicture(input(c.lang, c.theme));
      const doc = parse(picture.svg);
      const root = doc.documentElement;
      expect(root.getAttribute('width')).toBe('1200');
      expect(root.getAttribute('height')).toBe('630');
      expect(root.getAttribute('viewBox')).toBe('0 0 1200 630');
      expect([picture.width, picture.height]).toEqual([1200, 630]);
      expect(root.getAttribute('font-family')).toContain('"Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"');
      expect(root.querySelector('rect')?.getAttribute('fill')).toBe(PALETTES[c.theme].bg);
      expect(roleText(doc, 'verdict')).toBe(c.sentence);
      expect(roleText(doc, 'name')).toBe('Lab <A&B> "4×4090"');
      const figures = roleText(doc, 'figure');
      for (const figure of c.figures) expect(figures).toContain(figure);
      // the break-even wraps over lines (tspans), read without the breaks
      expect(figures.replace(/\s/g, '')).toContain(
        (c.lang === 'en' ? 'renting is cheaper even at 24 h a day' : '即使每天 24 小时，租用也更便宜').replace(
          /\s/g,
          '',
        ),
      );
      // each input's label over its value, in the order the inputs panel asks for them
      const inputs = [...doc.querySelectorAll('[data-role="input"]')].map(
        (value) => `${value.previousElementSibling?.textContent} ${value.textContent}`,
      );
      expect(inputs).toEqual(c.inputs);
      expect(roleText(doc, 'date')).toContain(c.date);
      expect(roleText(doc, 'site')).toBe('example.org/gpu-tco');
      expect(roleText(doc, 'scan')).toBe(c.lang === 'en' ? 'Scan to open this scenario' : '扫码打开此场景');
      expect(picture.svg).not.toMatch(/NaN|undefined|Infinity/);
      // nothing outside the file: no link to fetch, no script
      expect(picture.svg).not.toMatch(/href=|<script|url\(http/);
    });
  }

  it('puts every money figure in the scenario currency', () => {
    const euros = { ...scenario, currency: 'EUR' };
    const doc = parse(verdictPicture(input('en', 'light', { scenario: euros, result: evaluate(euros) })).svg);
    const figures = roleText(doc, 'figure');
    for (const figure of ['€663,476', '€19,200', 'owning €27.64', 'renting €0.80']) expect(figures).toContain(figure);
    expect(figures).not.toContain('¥');
    expect(roleText(doc, 'verdict')).toContain('€644,276');
  });

  it('counts owning in the view the reader chose: cash pays the servers at once, amortized spreads them', () => {
    // 18 months (Verdict.test.tsx): amortized 280,000 × 18/36 + 18 × (652.12 + 10,000) = 331,738.15;
    // in cash the whole 280,000 + 18 × 10,652.12 = 471,738.15
    const short = { ...scenario, horizonMonths: 18 };
    const of = (view: 'cash' | 'amortized') =>
      parse(verdictPicture(input('en', 'light', { scenario: short, result: evaluate(short), view })).svg);
    expect(roleText(of('amortized'), 'figure')).toContain('CN¥331,738');
    expect(roleText(of('cash'), 'figure')).toContain('CN¥471,738');
    expect(roleText(of('cash'), 'date')).toContain('owned hardware paid in cash');
  });

  it('carries the link as a QR code, uqr’s encoding of it module for module, and prints no address', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const doc = parse(verdictPicture(input(lang, 'dark')).svg);
      expect(drawnQr(doc)).toEqual(encode(link, { ecc: 'L', boostEcc: true, border: 0 }).data);
      // dark modules on a light tile, even in the dark theme
      const code = doc.querySelector('[data-role="qr"]');
      expect(code?.querySelector('path')?.getAttribute('fill')).toBe(PALETTES.dark.qrDark);
      expect(code?.previousElementSibling?.getAttribute('fill')).toBe(PALETTES.dark.qrLight);
      expect(doc.documentElement.outerHTML).not.toContain('gpus=4');
      expect(longestWord(doc)).toBeLessThanOrEqual(30);
    }
  });

  it('says so beside the site’s address when the link is too long for a QR code', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const doc = parse(
        verdictPicture(input(lang, 'light', { scan: { link: null, site: 'example.org/gpu-tco' } })).svg,
      );
      expect(doc.querySelector('[data-role="qr"]')).toBeNull();
      expect(roleText(doc, 'scan')).toBe(
        lang === 'en'
          ? 'The link to this scenario is too long for a QR code. The calculator:'
          : '此场景的链接太长，无法生成二维码。计算器网址：',
      );
      expect(roleText(doc, 'site')).toBe('example.org/gpu-tco');
      expect(longestWord(doc)).toBeLessThanOrEqual(30);
    }
  });

  it('names what the plan bills beside it: a weekly price, a reserved discount', () => {
    const weekly = { ...scenario, rent: { ...scenario.rent, plan: 'weekly' as const, weeklyPricePerGpu: 242.1 } };
    const reserved = { ...scenario, rent: { ...scenario.rent, plan: 'reserved' as const, reservedDiscountPct: 40 } };
    const inputsOf = (s: Scenario, lang: Lang) =>
      roleText(parse(verdictPicture(input(lang, 'light', { scenario: s, result: evaluate(s) })).svg), 'input');
    expect(inputsOf(weekly, 'en')).toContain('Weekly CN¥242.10 / card-week');
    expect(inputsOf(weekly, 'zh-CN')).toContain('包周 ¥242.10 /卡周');
    expect(inputsOf(reserved, 'en')).toContain('Reserved 40%');
    expect(inputsOf(reserved, 'zh-CN')).toContain('预留 40%');
  });

  it('names what the verdict compares under it, in its text and its title, and the figures’ basis', () => {
    const finance = { ...scenario.finance, buyer: 'cn-general' as const, incomeTaxPct: 25 };
    const taxed: Scenario = { ...scenario, discountRatePct: 8, finance };
    const picture = verdictPicture(input('en', 'light', { scenario: taxed, result: evaluate(taxed) }));
    const doc = parse(picture.svg);
    const basis = 'Compared as present values at 8% a year, after tax for a China general taxpayer.';
    expect(roleText(doc, 'basis')).toBe(basis);
    expect(picture.sentence).toBe(`${roleText(doc, 'verdict')} ${basis}`);
    expect(doc.querySelector('title')?.textContent).toBe(`Lab <A&B> "4×4090": ${picture.sentence}`);
    expect(doc.documentElement.textContent).toContain('Break-even, discounted');
    // the plain scenario's picture has no such line
    expect(roleText(parse(verdictPicture(input('en', 'light')).svg), 'basis')).toBe('');
  });

  it('names an unnamed scenario as such', () => {
    const doc = parse(verdictPicture(input('zh-CN', 'light', { scenario: { ...scenario, name: '  ' } })).svg);
    expect(roleText(doc, 'name')).toBe('未命名场景');
  });
});

describe('a chart picture', () => {
  const chart = {
    title: 'Cumulative cost',
    markup: '<path d="M0,0L100,50" stroke="#1d4ed8" fill="none"/>',
    width: 700,
    height: 280,
    legend: [{ name: 'Rented & <more>', colour: '#1d4ed8', dash: '6 4' }],
    legendBand: 0,
  };

  it('frames the chart scaled to the picture width, with its legend, the header and the footer', () => {
    const picture = chartPicture(input('en', 'light'), chart);
    const doc = parse(picture.svg);
    const root = doc.documentElement;
    expect(root.getAttribute('height')).toBe(String(picture.height));
    expect(root.getAttribute('viewBox')).toBe(`0 0 1200 ${picture.height}`);
    // 1088 px inside the margins, 700 px drawn: enlarged 1.554×, to 1088 × 435
    const drawn = root.querySelector('svg');
    expect(drawn?.getAttribute('width')).toBe('1088');
    expect(drawn?.getAttribute('height')).toBe('435');
    expect(drawn?.getAttribute('viewBox')).toBe('0 0 700 280');
    expect(roleText(doc, 'chart')).toBe('Cumulative cost');
    expect(roleText(doc, 'legend')).toBe('Rented & <more>');
    expect(roleText(doc, 'verdict')).toBe('Renting saves CN¥644,276 (97.1%) over 3 years.');
    expect(drawnQr(doc)).toEqual(encode(link, { ecc: 'L', boostEcc: true, border: 0 }).data);
    expect(roleText(doc, 'input')).toContain('CN¥280,000');
    expect(picture.svg).not.toContain(link);
    expect(picture.svg).not.toMatch(/NaN/);
  });

  it('is well-formed in Chinese and dark', () => {
    const doc = parse(chartPicture(input('zh-CN', 'dark'), { ...chart, title: '累计成本' }).svg);
    expect(roleText(doc, 'chart')).toBe('累计成本');
    expect(doc.documentElement.querySelector('rect')?.getAttribute('fill')).toBe('#0f141a');
  });
});

describe('text in a picture', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('wraps English at spaces, Chinese between characters, and never starts a line with a comma', () => {
    // 20 px: "Renting saves" is R 0.64 + "enting" 3.0 + space 0.28 + "saves" 2.7 = 6.62 em = 132 px;
    // with " a" 7.44 em = 149 px: a 140 px line holds the first two words and no more
    expect(wrapText('Renting saves a lot of money', 140, 20, 5)).toEqual(['Renting saves', 'a lot of money']);
    // 20 px a character: 100 px holds five
    expect(wrapText('在三年内，租用可节省', 100, 20, 5)).toEqual(['在三年内，', '租用可节省']);
    expect(wrapText('一二三四五六七八九十', 100, 20, 1)).toEqual(['一二三四…']);
  });

  it('breaks a link longer than a line anywhere', () => {
    const lines = wrapText('https://example.org/?s=abcdefghijklmnopqrstuvwxyz', 200, 15, 3);
    expect(lines.join('')).toBe('https://example.org/?s=abcdefghijklmnopqrstuvwxyz');
    expect(lines.length).toBeGreaterThan(1);
  });
});

describe('the Markdown snippet', () => {
  it('pairs the image with the link, the alternative text escaped', () => {
    expect(markdownSnippet('gpu-tco-lab-verdict.png', 'Lab [1]: Renting saves', 'https://x.org/?s=a(b)')).toBe(
      '[![Lab &#91;1&#93;: Renting saves](gpu-tco-lab-verdict.png)](https://x.org/?s=a%28b%29)',
    );
  });

  // what a blog renders the pasted Markdown with: marked (Hexo's default), commonmark.js and markdown-it
  // (with raw HTML allowed, as many sites set it)
  const renderers: ReadonlyArray<readonly [string, (md: string) => string]> = [
    ['marked', (md) => marked.parse(md, { async: false })],
    ['commonmark.js', (md) => new HtmlRenderer().render(new Parser().parse(md))],
    ['markdown-it', (md) => new MarkdownIt({ html: true }).render(md)],
  ];
  const link = 'https://x.org/?s=2.abc&lang=en';

  /** The rendered snippet's elements and their attributes, as a browser reads them. */
  function rendered(render: (md: string) => string, markdown: string) {
    const doc = new DOMParser().parseFromString(render(markdown), 'text/html');
    return [...doc.body.querySelectorAll('*')].map((el) => ({
      tag: el.tagName.toLowerCase(),
      attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    }));
  }

  it.each(renderers)('holds a name made to break out of the alternative text in %s', (_, render) => {
    const name = 'Lab" onload="alert(document.domain)//';
    const markdown = markdownSnippet('gpu-tco-lab-verdict.png', `${name}: Renting saves`, link);
    expect(markdown.slice(0, markdown.indexOf('](gpu-tco'))).not.toMatch(/["'<>]/);
    expect(rendered(render, markdown)).toEqual([
      { tag: 'p', attributes: {} },
      { tag: 'a', attributes: { href: link } },
      { tag: 'img', attributes: { src: 'gpu-tco-lab-verdict.png', alt: `${name}: Renting saves` } },
    ]);
  });

  it.each(renderers)('shows any name as typed, in an image and a link alone, in %s', (_, render) => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 })),
        (name) => {
          const alt = `${name}: Renting saves`;
          const elements = rendered(render, markdownSnippet('f.png', alt, link));
          expect(elements.map((e) => e.tag)).toEqual(['p', 'a', 'img']);
          expect(elements[1]?.attributes).toEqual({ href: link });
          expect(elements[2]?.attributes).toEqual({ src: 'f.png', alt: alt.replace(/\s+/g, ' ').trim() });
        },
      ),
      { numRuns: 200 },
    );
  });
});
