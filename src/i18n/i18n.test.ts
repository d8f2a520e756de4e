import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '../../tests/support/messageAreas.ts';
import { CHARTS_MESSAGES } from './charts.ts';
import { type MessageKey, preferredLang, translate, translateIn } from './index.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const AREAS = MESSAGE_AREAS;

describe('the dictionaries', () => {
  for (const [area, dictionaries] of Object.entries(AREAS)) {
    it(`has every ${area} message in Chinese, with the same {values} as the English`, () => {
      const english = dictionaries.en;
      const chinese = dictionaries['zh-CN'];
      expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = chinese[key] ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  }

  it('keeps the areas apart: no key is defined twice', () => {
    const seen = new Map<string, string>();
    for (const [area, dictionaries] of Object.entries(AREAS)) {
      for (const key of Object.keys(dictionaries.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});

describe('translate', () => {
  it('fills named values', () => {
    expect(translate('en', 'period.years', { n: 3 })).toBe('3 years');
    expect(translate('zh-CN', 'period.years', { n: 3 })).toBe('3 年');
  });

  it('fails loudly in development for a key that does not exist or a missing value', () => {
    expect(() => translate('en', 'no.such.key' as MessageKey)).toThrow('missing message "no.such.key" for en');
    expect(() => translate('en', 'period.years')).toThrow('needs a value for {n}');
  });

  it("falls back to the page's messages from an area", () => {
    expect(translateIn(CHARTS_MESSAGES, 'zh-CN', 'period.year')).toBe('1 年');
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
