// The HTML a writer pastes into a post: a placeholder element carrying the scenario's link and the
// options, and the loader script from the folder the calculator is served from.

import type { Lang } from '../../i18n/index.ts';
import type { EmbedInput } from '../../state/link/embedInputs.ts';

interface SnippetOptions {
  readonly inputs: readonly EmbedInput[];
  /** '' lets each reader's browser choose */
  readonly lang: Lang | '';
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `base`: the calculator's folder (where index.html, embed.html and widget.js are). */
export function snippetFor(base: URL, query: string, options: SnippetOptions): string {
  // the link carries no view language: the embed's own option says it, or the reader's browser
  const params = new URLSearchParams(query);
  params.delete('lang');
  const link = new URL(`?${params.toString()}`, base).href;
  const attributes = [`data-gpu-tco="${escapeAttribute(link)}"`, `data-inputs="${options.inputs.join(',')}"`];
  if (options.lang) attributes.push(`data-lang="${options.lang}"`);
  const loader = new URL('widget.js', base).href;
  return `<div ${attributes.join(' ')}></div>\n<script async src="${escapeAttribute(loader)}"></script>`;
}
