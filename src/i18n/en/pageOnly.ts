// English messages that only the full calculator shows, never the embed: kept out of the page's
// dictionary (index.ts), which the embed loads before its verdict too (src/i18n/pageOnly.ts).
export const pageOnly = {
  'pageOnly.verdictImage': 'Download image',
} as const;
