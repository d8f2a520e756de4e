// Vitest setup: the simulated browser is an English reader in China (en-CN), whose page is in English
// and starts from China's scenario in CNY, the scenario most tests were worked from. A test of another
// locale's start sets the languages (setBrowserLanguages) and calls resetCalculator.
import { setBrowserLanguages } from './browserLanguages.ts';

setBrowserLanguages(['en-CN']);
