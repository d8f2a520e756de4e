// English messages of the page itself, the source of truth. Parts that load later keep their own
// areas (src/i18n/charts.ts, explain.ts, catalog.ts).
import { app } from './app.ts';

export const en = { ...app } as const;
export type MessageKey = keyof typeof en;
