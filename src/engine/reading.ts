// Reading a scenario from untrusted input (a file, an example, a saved scenario, the command line):
// the one parser with its modes and repairs, the screening of raw input and the format's allowed
// values by field. Links are read through readLink.ts, which loads the repairs only when needed.

export { allowedAt } from './draft.ts';
export { isRealDate, plainText } from './scenario/allowed.ts';
export { CURRENCY_CODES, isCurrencyCode } from './scenario/currencyCodes.ts';
export { installToolSections } from './scenario/formatInstall.ts';
export { describeValue, type ParseResult, type Problem, parseScenario, parseScenarioText } from './scenario/parse.ts';
export { parseScenarioLazily } from './scenario/parseLazy.ts';
export { sourceSchema } from './scenario/schema.ts';
export { screenInput, UNSAFE_KEYS } from './scenario/screen.ts';
export { FIELD_PATHS } from './scenario/walk.ts';
