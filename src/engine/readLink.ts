// Reading a link (the page's address, the embed's options): the parser's steps and the screening of
// raw input, with the repairs and the job section's check loaded only for a link that needs them, so
// the embed reads its link before its verdict without the full parser (reading.ts).
export { parseScenarioLazily } from './scenario/parseLazy.ts';
export { holdsMoreThan, screenInput, UNSAFE_KEYS } from './scenario/screen.ts';
