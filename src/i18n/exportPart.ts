// Messages of the export part, loaded with it rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { exportPart as en } from './en/exportPart.ts';

export type ExportKey = keyof typeof en;
export const EXPORT_MESSAGES = defineArea<ExportKey>({
  en: () => import('./en/exportPart.ts').then((m) => m.exportPart),
  'zh-CN': () => import('./zh/exportPart.ts').then((m) => m.exportPart),
});
