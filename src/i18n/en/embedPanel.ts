// English messages of the Embed dialog, loaded with it.
export const embedPanel = {
  'embedPanel.title': 'Embed this calculator in a blog post',
  'embedPanel.intro':
    'Paste the snippet into your page. Readers see this scenario and can change the inputs you pick; the widget sizes itself and leaves your page’s styles alone.',
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
  'embedPanel.snippet': 'Snippet to paste',
  'embedPanel.copy': 'Copy snippet',
  'embedPanel.copied': 'Snippet copied.',
  'embedPanel.close': 'Close',
  'embedPanel.preview': 'Preview',
  'embedPanel.previewTitle': 'Preview of the embedded calculator',
} as const;
