// Messages of the charts area, loaded with that part of the page rather than before the verdict.

import { charts as en } from './en/charts.ts';
import type { Dictionaries } from './index.ts';
import { charts as zh } from './zh/charts.ts';

export type ChartsKey = keyof typeof en;
export const CHARTS_MESSAGES: Dictionaries<ChartsKey> = { en, 'zh-CN': zh };
