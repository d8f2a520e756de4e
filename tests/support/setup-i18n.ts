// Vitest setup: the page's messages in both languages, loaded before any test renders or translates.
import { loadMessages } from '../../src/i18n/index.ts';

await loadMessages('en');
await loadMessages('zh-CN');
