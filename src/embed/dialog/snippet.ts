// The HTML a writer pastes into a post, in one place: the dialog writes it, and the tests hold the
// Hugo shortcode (docs/embed/hugo/gpu-tco.html), the React/MDX component (docs/embed/GpuTco.tsx) and
// docs/embedding.md to the same markup. Two forms from one scenario link:
// - the loader: a placeholder element and widget.js, which frames embed.html and fits its height;
// - a plain iframe of embed.html, for hosts that strip scripts, with a fixed height.

import type { Lang } from '../../i18n/index.ts';
import { CALCULATOR_NAME } from '../../i18n/name.ts';

export interface EmbedOptions {
  /** the inputs readers may change (EmbedInput names) */
  readonly inputs: readonly string[];
  /** '' lets each reader's browser choose */
  readonly lang: Lang | '';
  /** the currency readers see, converted at the default rate; '' or none: the scenario's own */
  readonly currency?: string;
}

export interface FrameOptions extends EmbedOptions {
  /** what the frame is, for screen readers (frameTitle) */
  readonly title: string;
  /** the frame's fixed height in CSS pixels */
  readonly heightPx: number;
}

export { CALCULATOR_NAME };

/**
 * The frame's height where the writer gives none (the Hugo shortcode, the React component): what the
 * dialog measures for the default scenario and inputs, in English, over columns from 320 to 800 px
 * wide (usePreviewHeight.ts; tests/browser/embed-snippets.spec.ts checks it): tallest at 544 px, where the
 * figures, what owning assumed and the sliders first show. Another scenario, more inputs or another
 * currency need the dialog's own measurement.
 */
export const DEFAULT_FRAME_HEIGHT_PX = 1052;

/** The inline style of the frame: the loader's (src/embed/loader/loader.ts), so both forms look the same. */
export const FRAME_STYLE = 'border:0;display:block';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The scenario's link a snippet carries: the calculator's folder (`base`, where index.html,
 * embed.html and widget.js are) with the query of a share link, without its view language (the
 * embed's own option says it, or the reader's browser). It always has a query (`s=` at least).
 */
export function scenarioLink(base: URL, query: string): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  return new URL(`?${params.toString()}`, base).href;
}

/** The calculator's folder and the scenario's query of a link made by scenarioLink. */
function splitLink(link: string): { readonly folder: string; readonly query: string } {
  const at = link.indexOf('?');
  return at < 0 ? { folder: link, query: '' } : { folder: link.slice(0, at), query: link.slice(at + 1) };
}

/** The address of embed.html for a scenario link and options (the dialog's preview adds its `wid`). */
export function frameSrc(link: string, options: EmbedOptions): string {
  const { folder, query } = splitLink(link);
  const lang = options.lang ? `&lang=${options.lang}` : '';
  const currency = options.currency ? `&currency=${options.currency}` : '';
  return `${folder}embed.html?${query}&inputs=${options.inputs.join(',')}${lang}${currency}`;
}

/** The frame's title: the calculator's name, and the scenario's when it has one. */
export function frameTitle(lang: Lang, scenarioName: string): string {
  const name = scenarioName.trim();
  if (!name) return CALCULATOR_NAME[lang];
  return lang === 'zh-CN' ? `${CALCULATOR_NAME[lang]}：${name}` : `${CALCULATOR_NAME[lang]}: ${name}`;
}

/** The loader snippet: follows its content's height; needs a page that runs scripts. */
export function loaderSnippet(link: string, options: EmbedOptions): string {
  const attributes = [`data-gpu-tco="${escapeAttribute(link)}"`, `data-inputs="${options.inputs.join(',')}"`];
  if (options.lang) attributes.push(`data-lang="${options.lang}"`);
  if (options.currency) attributes.push(`data-currency="${options.currency}"`);
  const loader = `${splitLink(link).folder}widget.js`;
  return `<div ${attributes.join(' ')}></div>\n<script async src="${escapeAttribute(loader)}"></script>`;
}

/** The iframe-only snippet: no script on the host page, a fixed height. */
export function iframeSnippet(link: string, options: FrameOptions): string {
  const attributes = [
    `src="${escapeAttribute(frameSrc(link, options))}"`,
    `title="${escapeAttribute(options.title)}"`,
    'width="100%"',
    `height="${Math.ceil(options.heightPx)}"`,
    'loading="lazy"',
    `style="${FRAME_STYLE}"`,
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}

/** The options a shortcode or a component takes, as `name="value"` pairs, the title among them when it is not the calculator's name alone. */
function sourceOptions(link: string, options: FrameOptions, title: (text: string) => string): string[] {
  const pairs = [`link="${link}"`, `inputs="${options.inputs.join(',')}"`];
  if (options.lang) pairs.push(`lang="${options.lang}"`);
  if (options.currency) pairs.push(`currency="${options.currency}"`);
  if (options.title !== CALCULATOR_NAME[options.lang || 'en']) pairs.push(`title=${title(options.title)}`);
  return pairs;
}

/**
 * The Hugo shortcode (docs/embed/hugo/gpu-tco.html, copied to layouts/shortcodes/): the iframe with
 * the height the dialog measured, and no raw HTML in the post, which Hugo's Markdown drops unless
 * `markup.goldmark.renderer.unsafe` is on. The link goes in as it is: a shortcode's parameter is not
 * HTML, and an escaped `&amp;` would reach the frame's address as it is written. The title is a raw
 * string (between backticks), so that quotes in a scenario's name stay as they are.
 */
export function hugoSnippet(link: string, options: FrameOptions): string {
  const raw = (text: string) => `\`${text.replaceAll('`', "'")}\``;
  return `{{< gpu-tco ${[...sourceOptions(link, options, raw), `height="${Math.ceil(options.heightPx)}"`].join(' ')} >}}`;
}

/** The React/MDX component (docs/embed/GpuTco.tsx): the iframe with the height the dialog measured. */
export function mdxSnippet(link: string, options: FrameOptions): string {
  const expression = (text: string) => `{${JSON.stringify(text)}}`;
  return `<GpuTco ${[...sourceOptions(link, options, expression), `height={${Math.ceil(options.heightPx)}}`].join(' ')} />`;
}
