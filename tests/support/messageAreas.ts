// Every message area the page has, each in both languages: one list for the tests that check every
// message (the dictionaries agree, the Chinese follows the glossary), so a new area is checked by all.
// The dictionaries come from the per-language files themselves; LOADABLE_AREAS are the areas as the
// page loads them (one language at a time), which the test setup loads in both languages up front.
import { CATALOG_MESSAGES } from '../../src/i18n/catalog.ts';
import { CHARTS_MESSAGES } from '../../src/i18n/charts.ts';
import { CURRENCY_MESSAGES } from '../../src/i18n/currency.ts';
import { EMBED_PANEL_MESSAGES } from '../../src/i18n/embedPanel.ts';
import { catalog as enCatalog } from '../../src/i18n/en/catalog.ts';
import { charts as enCharts } from '../../src/i18n/en/charts.ts';
import { currency as enCurrency } from '../../src/i18n/en/currency.ts';
import { embedPanel as enEmbedPanel } from '../../src/i18n/en/embedPanel.ts';
import { explainArea as enExplain } from '../../src/i18n/en/explainArea.ts';
import { exportPart as enExport } from '../../src/i18n/en/exportPart.ts';
import { en } from '../../src/i18n/en/index.ts';
import { jobStart as enJobStart } from '../../src/i18n/en/jobStart.ts';
import { jobVerdict as enJobVerdict } from '../../src/i18n/en/jobVerdict.ts';
import { linkNotice as enLinkNotice } from '../../src/i18n/en/linkNotice.ts';
import { pageOnly as enPageOnly } from '../../src/i18n/en/pageOnly.ts';
import { pictures as enPictures } from '../../src/i18n/en/pictures.ts';
import { providers as enProviders } from '../../src/i18n/en/providers.ts';
import { saved as enSaved } from '../../src/i18n/en/saved.ts';
import { tools as enTools } from '../../src/i18n/en/tools.ts';
import { EXPLAIN_MESSAGES } from '../../src/i18n/explain.ts';
import { EXPORT_MESSAGES } from '../../src/i18n/exportPart.ts';
import type { Dictionaries, MessageArea } from '../../src/i18n/index.ts';
import { JOB_START_MESSAGES } from '../../src/i18n/jobStart.ts';
import { JOB_VERDICT_MESSAGES } from '../../src/i18n/jobVerdict.ts';
import { LINK_NOTICE_MESSAGES } from '../../src/i18n/linkNotice.ts';
import { PICTURES_MESSAGES } from '../../src/i18n/pictures.ts';
import { PROVIDERS_MESSAGES } from '../../src/i18n/providers.ts';
import { SAVED_MESSAGES } from '../../src/i18n/saved.ts';
import { TOOLS_MESSAGES } from '../../src/i18n/tools.ts';
import { catalog as zhCatalog } from '../../src/i18n/zh/catalog.ts';
import { charts as zhCharts } from '../../src/i18n/zh/charts.ts';
import { currency as zhCurrency } from '../../src/i18n/zh/currency.ts';
import { embedPanel as zhEmbedPanel } from '../../src/i18n/zh/embedPanel.ts';
import { explainArea as zhExplain } from '../../src/i18n/zh/explainArea.ts';
import { exportPart as zhExport } from '../../src/i18n/zh/exportPart.ts';
import { zh } from '../../src/i18n/zh/index.ts';
import { jobStart as zhJobStart } from '../../src/i18n/zh/jobStart.ts';
import { jobVerdict as zhJobVerdict } from '../../src/i18n/zh/jobVerdict.ts';
import { linkNotice as zhLinkNotice } from '../../src/i18n/zh/linkNotice.ts';
import { pageOnly as zhPageOnly } from '../../src/i18n/zh/pageOnly.ts';
import { pictures as zhPictures } from '../../src/i18n/zh/pictures.ts';
import { providers as zhProviders } from '../../src/i18n/zh/providers.ts';
import { saved as zhSaved } from '../../src/i18n/zh/saved.ts';
import { tools as zhTools } from '../../src/i18n/zh/tools.ts';

export const MESSAGE_AREAS: Readonly<Record<string, Dictionaries<string>>> = {
  page: { en, 'zh-CN': zh },
  charts: { en: enCharts, 'zh-CN': zhCharts },
  explain: { en: enExplain, 'zh-CN': zhExplain },
  catalog: { en: enCatalog, 'zh-CN': zhCatalog },
  saved: { en: enSaved, 'zh-CN': zhSaved },
  tools: { en: enTools, 'zh-CN': zhTools },
  providers: { en: enProviders, 'zh-CN': zhProviders },
  currency: { en: enCurrency, 'zh-CN': zhCurrency },
  linkNotice: { en: enLinkNotice, 'zh-CN': zhLinkNotice },
  embedPanel: { en: enEmbedPanel, 'zh-CN': zhEmbedPanel },
  export: { en: enExport, 'zh-CN': zhExport },
  jobStart: { en: enJobStart, 'zh-CN': zhJobStart },
  jobVerdict: { en: enJobVerdict, 'zh-CN': zhJobVerdict },
  pictures: { en: enPictures, 'zh-CN': zhPictures },
  pageOnly: { en: enPageOnly, 'zh-CN': zhPageOnly },
};

/** The same areas (the page's messages aside) as the page loads them. */
export const LOADABLE_AREAS: Readonly<Record<string, MessageArea<string>>> = {
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
  jobStart: JOB_START_MESSAGES,
  jobVerdict: JOB_VERDICT_MESSAGES,
  pictures: PICTURES_MESSAGES,
};
