// Entry for converting a scenario's currency: loaded when a user converts (or an embed shows another
// currency), not before the verdict.
export { convertedDraft, MONEY_PATHS } from './scenario/currency.ts';
