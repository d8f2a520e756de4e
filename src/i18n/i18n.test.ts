import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import * as laterParts from './en/later.ts';
import { later as enLater } from './en/later.ts';
import * as methodParts from './en/method.ts';
import { method as enMethod } from './en/method.ts';
import { type MessageKey, preferredLang, translate } from './index.ts';
import { zh } from './zh/index.ts';
import { later as zhLater } from './zh/later.ts';
import { method as zhMethod } from './zh/method.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

type Messages = Readonly<Record<string, string>>;
const DICTIONARIES: Readonly<Record<string, { en: Messages; zh: Messages }>> = {
  'before the verdict': { en, zh },
  later: { en: enLater, zh: zhLater },
  method: { en: enMethod, zh: zhMethod },
};

/** The parts the English later and method dictionaries are made of, each as written. */
const ENGLISH_PARTS = [
  ...Object.entries(laterParts).filter(([name]) => name !== 'later'),
  ...Object.entries(methodParts).filter(([name]) => name !== 'method'),
] as [string, Messages][];

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

  it('writes each later English message once, in a part its dictionary holds', () => {
    const where = new Map<string, string[]>();
    for (const [part, messages] of ENGLISH_PARTS)
      for (const key of Object.keys(messages)) where.set(key, [...(where.get(key) ?? []), part]);
    expect([...where].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect([...where.keys()].sort()).toEqual([...Object.keys(enLater), ...Object.keys(enMethod)].sort());
  });

  it('keeps the dictionaries apart: no key is in two', () => {
    expect(Object.keys(enLater).filter((key) => Object.hasOwn(en, key))).toEqual([]);
    expect(Object.keys(enMethod).filter((key) => Object.hasOwn(en, key) || Object.hasOwn(enLater, key))).toEqual([]);
  });

  it('puts every key of the method in its dictionary, and none elsewhere: a key starting "explain." loads with it', () => {
    expect(Object.keys(enMethod).every((key) => key.startsWith('explain.'))).toBe(true);
    expect([...Object.keys(en), ...Object.keys(enLater)].filter((key) => key.startsWith('explain.'))).toEqual([]);
  });
});

describe('translate', () => {
  it('fills named values', () => {
    expect(translate('en', 'period.years', { n: 3 })).toBe('3 years');
    expect(translate('zh-CN', 'period.years', { n: 3 })).toBe('3 年');
  });

  it('reads every dictionary', () => {
    expect(translate('zh-CN', 'period.year')).toBe('1 年');
    expect(translate('zh-CN', 'tools.title')).toBe('深入分析');
    expect(translate('en', 'explain.title')).toBe(enMethod['explain.title']);
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
