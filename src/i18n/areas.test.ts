// Message areas load one language at a time: each loader brings its own language's file, a load is
// shared by everyone who asks while it runs, and a language switch loads the areas in use first.
import { describe, expect, it, vi } from 'vitest';
import { LOADABLE_AREAS, MESSAGE_AREAS } from '../../tests/support/messageAreas.ts';
import { defineArea, LANGS, loadArea, loadMessages } from './index.ts';

describe('a message area', () => {
  for (const [name, area] of Object.entries(LOADABLE_AREAS)) {
    it(`loads the ${name} messages of each language from that language's file`, async () => {
      for (const lang of LANGS) expect(await area.loaders[lang]()).toEqual(MESSAGE_AREAS[name]?.[lang]);
    });
  }

  it('is loaded once per language, however many parts ask while it loads', async () => {
    const zh = vi.fn(async () => ({ 'a.key': '一' }));
    const area = defineArea<'a.key'>({ en: async () => ({ 'a.key': 'one' }), 'zh-CN': zh });
    const first = loadArea(area, 'zh-CN');
    expect(loadArea(area, 'zh-CN')).toBe(first);
    await first;
    await loadArea(area, 'zh-CN');
    expect(zh).toHaveBeenCalledTimes(1);
    expect(area.loaded['zh-CN']).toEqual({ 'a.key': '一' });
    expect(area.loaded.en).toBeUndefined();
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const area = defineArea<'a.key'>({
      en: async () => {
        if (fail) throw new Error('offline');
        return { 'a.key': 'one' };
      },
      'zh-CN': async () => ({ 'a.key': '一' }),
    });
    await expect(loadArea(area, 'en')).rejects.toThrow('offline');
    fail = false;
    expect(await loadArea(area, 'en')).toEqual({ 'a.key': 'one' });
  });

  it('is loaded in the new language before a switch completes once a part has used it', async () => {
    const zh = vi.fn(async () => ({ 'b.key': '二' }));
    const unused = vi.fn(async () => ({ 'c.key': '三' }));
    const used = defineArea<'b.key'>({ en: async () => ({ 'b.key': 'two' }), 'zh-CN': zh });
    const never = defineArea<'c.key'>({ en: async () => ({ 'c.key': 'three' }), 'zh-CN': unused });
    await loadArea(used, 'en');
    expect(used.loaded['zh-CN']).toBeUndefined();
    await loadMessages('zh-CN');
    expect(used.loaded['zh-CN']).toEqual({ 'b.key': '二' });
    // an area no part has shown stays unfetched: the switch costs only what is on the page
    expect(unused).not.toHaveBeenCalled();
    expect(never.loaded['zh-CN']).toBeUndefined();
  });
});
