// @vitest-environment jsdom
// The Hugo shortcode, the React/MDX component and the docs write the same markup as the Embed dialog
// (src/embed/dialog/snippet.ts) for the same options: the same elements with the same attribute values,
// compared parsed, whatever the quoting, escaping or whitespace.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GpuTco } from '../../docs/embed/GpuTco.tsx';
import {
  CALCULATOR_NAME,
  DEFAULT_FRAME_HEIGHT_PX,
  type FrameOptions,
  frameTitle,
  hugoSnippet,
  iframeSnippet,
  loaderSnippet,
  mdxSnippet,
} from '../../src/embed/dialog/snippet.ts';
import { embed as enApp } from '../../src/i18n/en/embed.ts';
import { embed as zhApp } from '../../src/i18n/zh/embed.ts';
import { runShortcode } from '../support/goTemplate.ts';

const ROOT = join(import.meta.dirname, '../..');
const SHORTCODE = readFileSync(join(ROOT, 'docs/embed/hugo/gpu-tco.html'), 'utf8');
const DOCS = readFileSync(join(ROOT, 'docs/embedding.md'), 'utf8');

interface Element {
  readonly tag: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly text: string;
}

/** The top-level elements of an HTML fragment, each with its attributes sorted by name. */
function parsed(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.children, (element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Array.from(element.attributes, (a) => [a.name, a.value] as const).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
    text: element.textContent ?? '',
  }));
}

// a link as the dialog writes it: the calculator's folder, a scenario, a view field; no language
const LINK = 'https://calc.example/gpu-tco/?s=2.q1YqSy0qzszPU7Iy1lEqzy_KzslPTFGyqlZKLygtVrIyra0FAA&theme=dark';

const CASES: readonly { readonly name: string; readonly options: FrameOptions }[] = [
  {
    name: 'the default inputs, the reader’s language',
    options: { inputs: ['gpus', 'hours', 'price'], lang: '', title: CALCULATOR_NAME.en, heightPx: 640 },
  },
  {
    name: 'five inputs, in Chinese, with a scenario’s name',
    options: {
      inputs: ['gpus', 'hours', 'price', 'server', 'months'],
      lang: 'zh-CN',
      title: frameTitle('zh-CN', '八卡 & "A100" <服务器>'),
      heightPx: 812,
    },
  },
  {
    name: 'one input, in English',
    options: { inputs: ['gpus'], lang: 'en', title: frameTitle('en', 'Lab cluster'), heightPx: 507 },
  },
  {
    name: 'the default inputs, in English, in US dollars',
    options: {
      inputs: ['gpus', 'hours', 'price'],
      lang: 'en',
      currency: 'USD',
      title: CALCULATOR_NAME.en,
      heightPx: 950,
    },
  },
];

describe('the snippets themselves', () => {
  it('frames embed.html beside the link with the scenario, the inputs, the language, a title and a fixed height', () => {
    const html = iframeSnippet(LINK, {
      inputs: ['gpus', 'hours'],
      lang: 'zh-CN',
      title: frameTitle('zh-CN', 'Lab'),
      heightPx: 611.2,
    });
    expect(parsed(html)).toEqual([
      {
        tag: 'iframe',
        attributes: [
          ['height', '612'], // 611.2 px measured: a whole pixel more, never less, so nothing is cut off
          ['loading', 'lazy'],
          [
            'src',
            'https://calc.example/gpu-tco/embed.html?s=2.q1YqSy0qzszPU7Iy1lEqzy_KzslPTFGyqlZKLygtVrIyra0FAA&theme=dark&inputs=gpus,hours&lang=zh-CN',
          ],
          ['style', 'border:0;display:block'],
          ['title', 'GPU 租用还是自建计算器：Lab'],
          ['width', '100%'],
        ],
        text: '',
      },
    ]);
  });

  it('carries the currency readers see in every snippet, and none for the scenario’s own', () => {
    const options = {
      inputs: ['gpus'],
      lang: 'en',
      currency: 'USD',
      title: CALCULATOR_NAME.en,
      heightPx: 600,
    } as const;
    expect(parsed(iframeSnippet(LINK, options))[0]?.attributes).toContainEqual([
      'src',
      'https://calc.example/gpu-tco/embed.html?s=2.q1YqSy0qzszPU7Iy1lEqzy_KzslPTFGyqlZKLygtVrIyra0FAA&theme=dark&inputs=gpus&lang=en&currency=USD',
    ]);
    expect(loaderSnippet(LINK, options)).toContain(' data-currency="USD"');
    expect(shortcodeParams(hugoSnippet(LINK, options)).currency).toBe('USD');
    expect(componentProps(mdxSnippet(LINK, options)).currency).toBe('USD');
    const own = { ...options, currency: '' };
    for (const snippet of [
      iframeSnippet(LINK, own),
      loaderSnippet(LINK, own),
      hugoSnippet(LINK, own),
      mdxSnippet(LINK, own),
    ])
      expect(snippet).not.toMatch(/currency/);
  });

  it('keeps the loader snippet as it was: the link, the inputs, the language and widget.js beside the link', () => {
    expect(loaderSnippet(LINK, { inputs: ['gpus'], lang: 'en' })).toBe(
      `<div data-gpu-tco="${LINK.replace('&', '&amp;')}" data-inputs="gpus" data-lang="en"></div>\n` +
        '<script async src="https://calc.example/gpu-tco/widget.js"></script>',
    );
  });

  it('names the calculator in the words of the page’s own title, in both languages', () => {
    expect(CALCULATOR_NAME.en).toBe(enApp['app.title']);
    expect(CALCULATOR_NAME['zh-CN']).toBe(zhApp['app.title']);
    expect(frameTitle('en', '  ')).toBe('GPU rent-or-own calculator');
    expect(frameTitle('en', 'Lab')).toBe('GPU rent-or-own calculator: Lab');
  });
});

describe('any scenario name', () => {
  it('reaches the frame’s title as it is, through the dialog, the component and the shortcode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('en', 'zh-CN'), (name, lang) => {
        const options = { inputs: ['gpus'], lang, title: frameTitle(lang, name), heightPx: 600 } as const;
        const dialog = parsed(iframeSnippet(LINK, options));
        const title = dialog[0]?.attributes.find(([key]) => key === 'title')?.[1];
        expect(title).toBe(options.title);
        const props = { link: LINK, inputs: 'gpus', lang, height: 600, title: options.title };
        expect(parsed(renderToStaticMarkup(createElement(GpuTco, props)))).toEqual(dialog);
        const shortcode = runShortcode(SHORTCODE, { ...props, height: '600' });
        expect(parsed(shortcode)).toEqual(dialog);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the React/MDX component (docs/embed/GpuTco.tsx)', () => {
  for (const { name, options } of CASES) {
    it(`renders the dialog's iframe snippet: ${name}`, () => {
      const html = renderToStaticMarkup(
        createElement(GpuTco, {
          link: LINK,
          inputs: options.inputs.join(','),
          ...(options.lang ? { lang: options.lang } : {}),
          ...(options.currency ? { currency: options.currency } : {}),
          height: options.heightPx,
          title: options.title,
        }),
      );
      expect(parsed(html)).toEqual(parsed(iframeSnippet(LINK, options)));
    });

    it(`renders the dialog's loader snippet: ${name}`, () => {
      const html = renderToStaticMarkup(
        createElement(GpuTco, {
          link: LINK,
          inputs: options.inputs.join(','),
          ...(options.lang ? { lang: options.lang } : {}),
          ...(options.currency ? { currency: options.currency } : {}),
          mode: 'loader',
        }),
      );
      // React 19 writes an async script first (in a browser, into the head): the loader finds its
      // elements wherever its script stands, so only the order may differ
      const byTag = (elements: Element[]) => elements.sort((a, b) => a.tag.localeCompare(b.tag));
      expect(byTag(parsed(html))).toEqual(byTag(parsed(loaderSnippet(LINK, options))));
    });
  }

  it('leaves out a title, a height and the inputs as the dialog would write them for the defaults', () => {
    const html = renderToStaticMarkup(createElement(GpuTco, { link: LINK, lang: 'zh-CN' }));
    const expected = { inputs: ['gpus', 'hours', 'price'], lang: 'zh-CN', title: CALCULATOR_NAME['zh-CN'] } as const;
    expect(parsed(html)).toEqual(parsed(iframeSnippet(LINK, { ...expected, heightPx: DEFAULT_FRAME_HEIGHT_PX })));
  });
});

describe('the Hugo shortcode (docs/embed/hugo/gpu-tco.html)', () => {
  for (const { name, options } of CASES) {
    const params = {
      link: LINK,
      inputs: options.inputs.join(','),
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.currency ? { currency: options.currency } : {}),
    };
    it(`writes the dialog's iframe snippet: ${name}`, () => {
      const html = runShortcode(SHORTCODE, { ...params, height: String(options.heightPx), title: options.title });
      expect(parsed(html)).toEqual(parsed(iframeSnippet(LINK, options)));
    });

    it(`writes the dialog's loader snippet: ${name}`, () => {
      const html = runShortcode(SHORTCODE, { ...params, mode: 'loader' });
      expect(parsed(html)).toEqual(parsed(loaderSnippet(LINK, options)));
    });
  }

  it('reads a link copied out of the loader snippet, its & written &amp;, as the same link: view and chart kept', () => {
    const copied = LINK.replace('&', '&amp;');
    for (const mode of ['iframe', 'loader']) {
      expect(runShortcode(SHORTCODE, { link: copied, mode, height: '600' })).toBe(
        runShortcode(SHORTCODE, { link: LINK, mode, height: '600' }),
      );
    }
    const frame = parsed(runShortcode(SHORTCODE, { link: copied }))[0];
    const src = frame?.attributes.find(([name]) => name === 'src')?.[1] ?? '';
    expect(new URL(src).searchParams.get('theme')).toBe('dark');
  });

  it('takes the calculator’s name in the language asked for, the default height and inputs when left out', () => {
    const html = runShortcode(SHORTCODE, { link: LINK, lang: 'zh-CN' });
    const expected = { inputs: ['gpus', 'hours', 'price'], lang: 'zh-CN', title: CALCULATOR_NAME['zh-CN'] } as const;
    expect(parsed(html)).toEqual(parsed(iframeSnippet(LINK, { ...expected, heightPx: DEFAULT_FRAME_HEIGHT_PX })));
  });
});

/** The parameters of a shortcode call as the dialog writes it: name="value" or name=`raw`. */
function shortcodeParams(call: string): Record<string, string> {
  expect(call).toMatch(/^\{\{< gpu-tco .* >\}\}$/);
  return Object.fromEntries(
    Array.from(call.matchAll(/(\w+)=(?:"([^"]*)"|`([^`]*)`)/g), (m) => [m[1], m[2] ?? m[3] ?? '']),
  );
}

/** The props of a component call as the dialog writes it: name="text" or name={expression}. */
function componentProps(call: string): Record<string, unknown> {
  expect(call).toMatch(/^<GpuTco .* \/>$/);
  return Object.fromEntries(
    Array.from(call.matchAll(/(\w+)=(?:"([^"]*)"|\{((?:"(?:[^"\\]|\\.)*")|\d+)\})/g), (m) => [
      m[1],
      m[2] ?? JSON.parse(m[3] ?? 'null'),
    ]),
  );
}

describe('the dialog’s Hugo and MDX snippets', () => {
  for (const { name, options } of CASES) {
    it(`give, through the shortcode and the component, the dialog's iframe snippet: ${name}`, () => {
      const expected = parsed(iframeSnippet(LINK, options));
      expect(parsed(runShortcode(SHORTCODE, shortcodeParams(hugoSnippet(LINK, options))))).toEqual(expected);
      const props = componentProps(mdxSnippet(LINK, options)) as unknown as Parameters<typeof GpuTco>[0];
      expect(parsed(renderToStaticMarkup(createElement(GpuTco, props)))).toEqual(expected);
    });
  }

  it('carry the link unescaped, so a shortcode does not escape its & twice', () => {
    const options = CASES[0]?.options;
    if (!options) throw new Error('no case');
    expect(hugoSnippet(LINK, options)).toContain(`link="${LINK}"`);
    expect(hugoSnippet(LINK, options)).not.toContain('&amp;');
  });
});

describe('docs/embedding.md', () => {
  // the docs' examples are for https://your.host/gpu-tco/ and the scenario link the page names
  const link = /<!-- example link: (\S+) -->/.exec(DOCS)?.[1] ?? '';
  const blocks = Array.from(DOCS.matchAll(/```html\n([\s\S]*?)```/g), (m) => (m[1] as string).trim());
  const options = { inputs: ['gpus', 'hours', 'price'], lang: 'en' } as const;

  it('shows the loader and iframe snippets the dialog writes for its example', () => {
    expect(link).toMatch(/^https:\/\/your\.host\/gpu-tco\/\?s=2\./);
    expect(blocks).toContain(loaderSnippet(link, options));
    expect(blocks).toContain(
      iframeSnippet(link, { ...options, title: CALCULATOR_NAME.en, heightPx: DEFAULT_FRAME_HEIGHT_PX }),
    );
  });

  it('shows the shortcode and the component with the same options', () => {
    expect(DOCS).toContain(
      `{{< gpu-tco link="${link}" inputs="gpus,hours,price" lang="en" height="${DEFAULT_FRAME_HEIGHT_PX}" >}}`,
    );
    expect(DOCS).toContain(
      `<GpuTco link="${link}" inputs="gpus,hours,price" lang="en" height={${DEFAULT_FRAME_HEIGHT_PX}} />`,
    );
  });
});
