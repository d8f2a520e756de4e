// English messages of the Embed dialog, loaded with it.
export const embedPanel = {
  'embedPanel.title': 'Embed this calculator in a blog post',
  'embedPanel.intro':
    'Paste a snippet into your page. Readers see this scenario and can change the inputs you pick; the widget leaves your page’s styles alone.',
  'embedPanel.inputs': 'Inputs readers may change',
  'embedPanel.input.gpus': 'GPUs',
  'embedPanel.input.hours': 'Busy hours a day',
  'embedPanel.input.days': 'Active days a year',
  'embedPanel.input.price': 'Price per card-hour',
  'embedPanel.input.server': 'Server price',
  'embedPanel.input.tokens': 'Training tokens (the job)',
  'embedPanel.input.runs': 'Runs a year (the job)',
  'embedPanel.input.tpd': 'Tokens a day (the job)',
  'embedPanel.input.months': 'Horizon',
  'embedPanel.lang': 'Language',
  'embedPanel.langReader': 'The reader’s browser language',
  'embedPanel.snippet': 'Snippet to paste, with the loader script',
  'embedPanel.copy': 'Copy loader snippet',
  'embedPanel.copied': 'Snippet copied.',
  'embedPanel.close': 'Close',
  'embedPanel.preview': 'Preview',
  'embedPanel.previewTitle': 'Preview of the embedded calculator',
  // the iframe-only snippet, and which snippet to use where
  'embedPanel.loaderHint':
    'For pages that run scripts: the frame follows its content’s height as readers change inputs.',
  'embedPanel.iframeSnippet': 'Iframe-only snippet, no script',
  'embedPanel.iframeHint':
    'For pages that strip scripts. Its height, {height} px, is the preview’s below, measured at {width} px wide with these inputs and this language; a narrower column may need more.',
  'embedPanel.measuring': 'Measuring the preview’s height for these inputs…',
  'embedPanel.copyIframe': 'Copy iframe snippet',
  'embedPanel.copiedIframe': 'Iframe snippet copied.',
  'embedPanel.copyFailed': 'The browser did not allow copying: select the text and copy it.',
  'embedPanel.measureTitle': 'The preview, measured for the iframe snippet’s height',
  'embedPanel.where': 'Which snippet where',
  'embedPanel.where.host': 'Where you publish',
  'embedPanel.where.use': 'What to paste',
  'embedPanel.where.selfHosted.host': 'Your own blog or static site (self-hosted WordPress, plain HTML)',
  'embedPanel.where.selfHosted.use': 'The loader snippet',
  'embedPanel.where.hosted.host':
    'Hosted blogs that strip scripts but keep iframes: Ghost, WordPress.com on a plan that allows iframes',
  'embedPanel.where.hosted.use':
    'The iframe snippet, in a custom HTML block or an HTML card. Where iframes are stripped too (WordPress.com below its Business plan), a picture with a link',
  'embedPanel.where.generators.host': 'Hugo, Jekyll, Markdown',
  'embedPanel.where.generators.use': 'The Hugo shortcode, or the iframe snippet as raw HTML (docs/embedding.md)',
  'embedPanel.where.mdx.host': 'MDX, React',
  'embedPanel.where.mdx.use': 'The GpuTco component (docs/embedding.md)',
  'embedPanel.where.noFrames.host': 'Medium, Substack, WeChat articles, Zhihu',
  'embedPanel.where.noFrames.use':
    'Neither: these allow no custom iframe. Post a picture of the answer with a link to the calculator: “Download image” on the verdict card or beside the charts.',
} as const;
