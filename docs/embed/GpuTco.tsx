// The GPU rent-or-own calculator in an MDX page or a React site: copy this file into your project.
//   <GpuTco link="https://your.host/gpu-tco/?s=2.…" inputs="gpus,hours,price" lang="zh-CN" height={640} />
// The same options and markup as the calculator's Embed dialog (src/embed/dialog/snippet.ts; a test
// keeps them equal): mode "iframe" (the default) needs no script on the page and takes the height the
// dialog measured; mode "loader" adds widget.js, which follows the content's height.

const NAME = { en: 'GPU rent-or-own calculator', 'zh-CN': 'GPU 租用还是自建计算器' };

interface Props {
  /** the scenario's link from the Embed dialog */
  readonly link: string;
  readonly inputs?: string;
  /** none: each reader's browser chooses */
  readonly lang?: 'en' | 'zh-CN';
  /** the currency readers see, converted at the default rate (none: the scenario's own) */
  readonly currency?: string;
  /** pixels, as the Embed dialog measured them for these inputs (1052: the default scenario and inputs, in English) */
  readonly height?: number | string;
  readonly title?: string;
  readonly mode?: 'iframe' | 'loader';
}

export function GpuTco({
  link,
  inputs = 'gpus,hours,price',
  lang,
  currency,
  height = 1052,
  title,
  mode = 'iframe',
}: Props) {
  const [folder = '', query = ''] = link.split('?');
  if (mode === 'loader') {
    return (
      <>
        <div data-gpu-tco={link} data-inputs={inputs} data-lang={lang} data-currency={currency} />
        <script async src={`${folder}widget.js`} />
      </>
    );
  }
  return (
    <iframe
      src={`${folder}embed.html?${query}&inputs=${inputs}${lang ? `&lang=${lang}` : ''}${currency ? `&currency=${currency}` : ''}`}
      title={title ?? NAME[lang ?? 'en']}
      width="100%"
      height={height}
      loading="lazy"
      style={{ border: 0, display: 'block' }}
    />
  );
}
