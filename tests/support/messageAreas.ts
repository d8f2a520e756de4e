// Every message area the page has, each in both languages: one list for the tests that check every
// message (the dictionaries agree, the Chinese follows the glossary), so a new area is checked by all.
import { CATALOG_MESSAGES } from '../../src/i18n/catalog.ts';
import { CHARTS_MESSAGES } from '../../src/i18n/charts.ts';
import { CURRENCY_MESSAGES } from '../../src/i18n/currency.ts';
import { EMBED_PANEL_MESSAGES } from '../../src/i18n/embedPanel.ts';
import { en } from '../../src/i18n/en/index.ts';
import { EXPLAIN_MESSAGES } from '../../src/i18n/explain.ts';
import { EXPORT_MESSAGES } from '../../src/i18n/exportPart.ts';
import type { Dictionaries } from '../../src/i18n/index.ts';
import { LINK_NOTICE_MESSAGES } from '../../src/i18n/linkNotice.ts';
import { PROVIDERS_MESSAGES } from '../../src/i18n/providers.ts';
import { SAVED_MESSAGES } from '../../src/i18n/saved.ts';
import { TOOLS_MESSAGES } from '../../src/i18n/tools.ts';
import { zh } from '../../src/i18n/zh/index.ts';

export const MESSAGE_AREAS: Readonly<Record<string, Dictionaries<string>>> = {
  page: { en, 'zh-CN': zh },
  charts: CHARTS_MESSAGES,
  explain: EXPLAIN_MESSAGES,
  catalog: CATALOG_MESSAGES,
  saved: SAVED_MESSAGES,
  tools: TOOLS_MESSAGES,
  providers: PROVIDERS_MESSAGES,
  currency: CURRENCY_MESSAGES,
  linkNotice: LINK_NOTICE_MESSAGES,
  embedPanel: EMBED_PANEL_MESSAGES,
  export: EXPORT_MESSAGES,
};
