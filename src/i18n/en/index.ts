// English messages of what the page shows before its verdict (the header, the inputs, the verdict,
// the key figures), the source of truth: loaded before the first render.
import { app } from './app.ts';

export const en = { ...app } as const;
export type FirstKey = keyof typeof en;
