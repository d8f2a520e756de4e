// Messages of the charts area, loaded with that part of the page rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { charts as en } from './en/charts.ts';

export type ChartsKey = keyof typeof en;
export const CHARTS_MESSAGES = defineArea<ChartsKey>({
  en: () => import('./en/charts.ts').then((m) => m.charts),
  'zh-CN': () => import('./zh/charts.ts').then((m) => m.charts),
});
