// What the link-preview picture says (drawn by the build, scripts/og-image.mjs), every language on one
// card. A static host gives every link the same picture and the same tags, whatever the link holds, so
// the card says what the calculator answers and states no verdict and no figure of any scenario.
// Its Chinese is drawn with a subset of WenQuanYi Micro Hei that holds these characters only: a change
// to the Chinese here needs the subset cut anew (scripts/og/README.md says how); the build and
// tests/unit/og-image.test.ts refuse a character the subset lacks.
import type { Lang } from './langs.ts';
import { CALCULATOR_NAME } from './name.ts';

export interface PreviewCardText {
  readonly name: string;
  /** the question the calculator answers */
  readonly question: string;
  /** how it answers, one entry a line (the picture's text does not wrap) */
  readonly answer: readonly string[];
  /** why the card shows no figures: the link holds them */
  readonly open: string;
}

export const PREVIEW_CARD: Readonly<Record<Lang, PreviewCardText>> = {
  en: {
    name: CALCULATOR_NAME.en,
    question: 'Buy GPU servers or rent cloud GPUs?',
    answer: [
      'The total cost of each over the years, month by month, by plan and',
      'provider: break-even use, payback month, the method and its sources.',
    ],
    open: 'Open the link to see the scenario it holds.',
  },
  'zh-CN': {
    name: CALCULATOR_NAME['zh-CN'],
    question: '买 GPU 服务器还是租用云端 GPU？',
    answer: ['逐月算出两种方式多年的总成本，按计费方案和服务商比较，', '给出盈亏平衡点、回本月份、计算方法和来源。'],
    open: '打开链接，查看其中的场景。',
  },
};

/** Every text of the card in `lang`, one after another: what its font must hold. */
export function previewCardText(lang: Lang): string {
  const { name, question, answer, open } = PREVIEW_CARD[lang];
  return [name, question, ...answer, open].join('');
}
