// English messages of the pictures of the answer (the verdict and each chart as PNG or SVG), loaded with them.
export const pictures = {
  'pictures.png': 'PNG, sharp at 2×',
  'pictures.svg': 'SVG',
  'pictures.markdown': 'Markdown for a post',
  'pictures.copy': 'Copy',
  'pictures.copied': 'Copied',
  'pictures.note':
    'Upload the image to your platform (Medium, Substack, WeChat, Zhihu…) and put its address in place of the file name: the picture then links to this scenario.',
  'pictures.failed': 'The image could not be made.',
  'pictures.unnamed': 'Unnamed scenario',
  'pictures.alt': '{name}: {verdict}',
  'pictures.footer': '{date} · {view}',
  'pictures.view.amortized': 'owned hardware amortized',
  'pictures.view.cash': 'owned hardware paid in cash',
} as const;
