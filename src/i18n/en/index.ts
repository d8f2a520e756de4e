// English messages of what the calculator shows before its verdict (the header, the inputs, the
// verdict, the key figures), the source of truth: loaded before the first render. The embed page
// loads embed.ts alone, the part both pages show.
import { app } from './app.ts';
import { embed } from './embed.ts';

export const en = { ...embed, ...app } as const;
export type FirstKey = keyof typeof en;
