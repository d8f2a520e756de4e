// Messages of the export part, loaded with it rather than before the verdict.
import { exportPart as en } from './en/exportPart.ts';
import type { Dictionaries } from './index.ts';
import { exportPart as zh } from './zh/exportPart.ts';

export type ExportKey = keyof typeof en;
export const EXPORT_MESSAGES: Dictionaries<ExportKey> = { en, 'zh-CN': zh };
