// Every reason, fault and standing the engine gives has words on the page, in both languages.
import { describe, expect, it } from 'vitest';
import { FAULT_CODES, REASON_CODES } from '../../engine/providers/index.ts';
import { providers as en } from '../../i18n/en/later.ts';
import { providers as zh } from '../../i18n/zh/later.ts';

describe('the scorecard’s words', () => {
  for (const [lang, messages] of Object.entries({ en, 'zh-CN': zh })) {
    const has = (key: string) => expect(Object.keys(messages), `${lang}: ${key}`).toContain(key);

    it(`has a ${lang} sentence for every reason the engine gives`, () => {
      for (const code of REASON_CODES) has(`providers.reason.${code}`);
    });

    it(`names every fault and flags each standing below the first in ${lang}`, () => {
      for (const code of FAULT_CODES) has(`providers.fault.${code}`);
      for (const standing of ['thin', 'fault']) {
        has(`providers.flag.${standing}`);
        has(`providers.standing.${standing}`);
      }
      for (const basis of ['own', 'target', 'none']) has(`providers.reference.${basis}`);
    });
  }
});
