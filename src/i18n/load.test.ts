// How the dictionaries load in the browser: each language's from its own files, the later messages
// once however many parts ask, again after a failure, and on a language switch once some part needs
// them. Each test takes a fresh copy of the module, with nothing loaded (the test setup loads all).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('./index.ts');

/** How many times each language's later dictionary was fetched; a fetch fails while `offline`. */
let fetched: Record<'en' | 'zh-CN', number>;
let offline: boolean;

beforeEach(() => {
  vi.resetModules();
  fetched = { en: 0, 'zh-CN': 0 };
  offline = false;
  for (const [lang, path] of [
    ['en', './en/later.ts'],
    ['zh-CN', './zh/later.ts'],
  ] as const) {
    vi.doMock(path, async (original: () => Promise<unknown>) => {
      fetched[lang] += 1;
      if (offline) throw new Error('offline');
      return original();
    });
  }
});
afterEach(() => {
  vi.doUnmock('./en/later.ts');
  vi.doUnmock('./zh/later.ts');
});

const fresh = (): Promise<I18n> => import('./index.ts');

describe('loading the messages', () => {
  it('loads what the page shows before its verdict, in the one language asked for, and not the rest', async () => {
    const i18n = await fresh();
    await i18n.loadMessages('zh-CN');
    expect(i18n.translate('zh-CN', 'period.year')).toBe('1 年');
    expect(i18n.hasMessage('en', 'period.year')).toBe(false);
    expect(() => i18n.translate('zh-CN', 'tools.title')).toThrow('the later messages have not loaded');
    expect(fetched).toEqual({ en: 0, 'zh-CN': 0 });
  });

  it('loads on the embed page only the part both pages show before their verdict', async () => {
    const i18n = await fresh();
    i18n.setPage('embed');
    await i18n.loadMessages('zh-CN');
    expect(i18n.translate('zh-CN', 'field.workload.gpus.label')).toBe('同时需要的 GPU');
    // the calculator's header is not the embed's
    expect(i18n.hasMessage('zh-CN', 'header.language')).toBe(false);
    const calculator = await (async () => {
      vi.resetModules();
      return fresh();
    })();
    await calculator.loadMessages('zh-CN');
    expect(calculator.hasMessage('zh-CN', 'header.language')).toBe(true);
    expect(calculator.hasMessage('zh-CN', 'field.workload.gpus.label')).toBe(true);
  });

  it('loads the later messages of a language once, however many parts ask while they load', async () => {
    const i18n = await fresh();
    const first = i18n.loadLaterMessages('zh-CN');
    expect(i18n.loadLaterMessages('zh-CN')).toBe(first);
    await first;
    await i18n.loadLaterMessages('zh-CN');
    expect(fetched).toEqual({ en: 0, 'zh-CN': 1 });
    expect(i18n.hasMessage('zh-CN', 'tools.title')).toBe(true);
    expect(i18n.hasMessage('en', 'tools.title')).toBe(false);
  });

  it('tries again after a failed load', async () => {
    const i18n = await fresh();
    offline = true;
    await expect(i18n.loadLaterMessages('en')).rejects.toThrow();
    offline = false;
    await i18n.loadLaterMessages('en');
    expect(fetched.en).toBe(2);
    expect(i18n.hasMessage('en', 'tools.title')).toBe(true);
  });

  it('switches language with the later messages once some part has asked for them', async () => {
    const i18n = await fresh();
    await i18n.loadMessages('en');
    await i18n.loadMessages('zh-CN');
    // nothing after the verdict has been shown: a switch costs only what the page shows before it
    expect(fetched['zh-CN']).toBe(0);
    await i18n.loadLaterMessages('en');
    await i18n.loadMessages('zh-CN');
    expect(fetched['zh-CN']).toBe(1);
    expect(i18n.translate('zh-CN', 'tools.title')).toBe('深入分析');
  });

  it('switches language even when the later messages cannot load', async () => {
    const i18n = await fresh();
    await i18n.loadLaterMessages('en');
    offline = true;
    await i18n.loadMessages('zh-CN');
    expect(i18n.translate('zh-CN', 'period.year')).toBe('1 年');
  });
});
