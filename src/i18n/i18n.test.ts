import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import * as laterParts from './en/later.ts';
import { later as enLater } from './en/later.ts';
import { type MessageKey, preferredLang, translate } from './index.ts';
import { zh } from './zh/index.ts';
import { later as zhLater } from './zh/later.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

type Messages = Readonly<Record<string, string>>;
const DICTIONARIES: Readonly<Record<string, { en: Messages; zh: Messages }>> = {
  'before the verdict': { en, zh },
  later: { en: enLater, zh: zhLater },
};

/** The parts the English later dictionary is made of, each as written. */
const ENGLISH_PARTS = Object.entries(laterParts).filter(([name]) => name !== 'later') as [string, Messages][];

describe('the dictionaries', () => {
  for (const [stage, dictionaries] of Object.entries(DICTIONARIES)) {
    it(`has every message of the ${stage} dictionary in Chinese, with the same {values} as the English`, () => {
      expect(Object.keys(dictionaries.zh).sort()).toEqual(Object.keys(dictionaries.en).sort());
      for (const [key, text] of Object.entries(dictionaries.en)) {
        const translated = dictionaries.zh[key] ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  }

  it('writes each later English message once, in a part the dictionary holds', () => {
    const where = new Map<string, string[]>();
    for (const [part, messages] of ENGLISH_PARTS)
      for (const key of Object.keys(messages)) where.set(key, [...(where.get(key) ?? []), part]);
    expect([...where].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect([...where.keys()].sort()).toEqual(Object.keys(enLater).sort());
  });

  it('keeps the two dictionaries apart: no key is in both', () => {
    expect(Object.keys(enLater).filter((key) => Object.hasOwn(en, key))).toEqual([]);
  });
});

describe('translate', () => {
  it('fills named values', () => {
    expect(translate('en', 'period.years', { n: 3 })).toBe('3 years');
    expect(translate('zh-CN', 'period.years', { n: 3 })).toBe('3 年');
  });

  it('reads both dictionaries', () => {
    expect(translate('zh-CN', 'period.year')).toBe('1 年');
    expect(translate('zh-CN', 'tools.title')).toBe('深入分析');
  });

  it('fails loudly in development for a key that does not exist or a missing value', () => {
    expect(() => translate('en', 'no.such.key' as MessageKey)).toThrow('missing message "no.such.key" for en');
    expect(() => translate('en', 'period.years')).toThrow('needs a value for {n}');
  });
});

describe('the language a browser asks for', () => {
  it('speaks Chinese to any Chinese locale and English otherwise', () => {
    expect(preferredLang(['zh-TW', 'en'])).toBe('zh-CN');
    expect(preferredLang(['fr-FR', 'en-GB'])).toBe('en');
    expect(preferredLang(['de-DE'])).toBe('en');
    expect(preferredLang([])).toBe('en');
  });
});
