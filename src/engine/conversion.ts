// Entry for converting a scenario's currency: loaded when a user converts (or an embed shows another
// currency), not before the verdict.
export { convertCurrency, convertedDraft, MONEY_PATHS, returnsTo } from './scenario/currency.ts';
