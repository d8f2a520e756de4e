// Vitest setup: the page's messages and every message area, in both languages, loaded before any
// test renders or translates, so that components render at once (no area left to wait for).
import { loadArea, loadMessages } from '../../src/i18n/index.ts';
import { LOADABLE_AREAS } from './messageAreas.ts';

await loadMessages('en');
await loadMessages('zh-CN');
await Promise.all(Object.values(LOADABLE_AREAS).flatMap((area) => [loadArea(area, 'en'), loadArea(area, 'zh-CN')]));
