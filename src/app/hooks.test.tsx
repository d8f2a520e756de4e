// @vitest-environment jsdom
// A part's messages: it waits (suspends) for its area in the reader's language rather than showing a
// key or the other language, and switching language through chooseLang never shows either.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineArea, type MessageArea } from '../i18n/index.ts';
import { resetCalculator } from '../state/store.ts';
import { useAreaT } from './hooks.ts';
import { chooseLang } from './language.ts';
import { useCalculator } from './useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
type Release = Partial<Record<'en' | 'zh-CN', () => void>>;
/** the slow areas' loads: each test's let go when it ends, so that no later switch waits on one */
const made: { release: Release; over: boolean }[] = [];
afterEach(() => {
  cleanup();
  for (const slow of made.splice(0)) {
    slow.over = true;
    for (const go of Object.values(slow.release)) go();
  }
});

/** An area whose loads finish when the test says: each language's release function. */
function slowArea() {
  const slow = { release: {} as Release, over: false };
  made.push(slow);
  const later = (lang: 'en' | 'zh-CN', text: string) => () =>
    new Promise<Readonly<Record<'part.title', string>>>((resolve) => {
      slow.release[lang] = () => resolve({ 'part.title': text });
      if (slow.over) resolve({ 'part.title': text });
    });
  const area = defineArea<'part.title'>({ en: later('en', 'Deeper analysis'), 'zh-CN': later('zh-CN', '深入分析') });
  return { area, release: slow.release };
}

function Part({ area }: { readonly area: MessageArea<'part.title'> }) {
  const t = useAreaT(area);
  return <h2>{t('part.title')}</h2>;
}

/** All the page shows: the part's heading, or the loading note, and nothing else. */
const shown = () => document.body.textContent;

/** Renders the part in a Suspense boundary, awaiting React's work (the part suspends at once). */
async function renderPart(area: MessageArea<'part.title'>) {
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part area={area} />
      </Suspense>,
    );
  });
}

describe('a part with messages of its own', () => {
  it('shows its loading note until its messages arrive, then the messages, never the key', async () => {
    const { area, release } = slowArea();
    await renderPart(area);
    expect(shown()).toBe('loading');
    await act(async () => release.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    expect(shown()).toBe('Deeper analysis');
  });

  it('switches language only once the part’s messages in the new language are there', async () => {
    const { area, release } = slowArea();
    await renderPart(area);
    await act(async () => release.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    let switched = false;
    const choosing = chooseLang('zh-CN').then(() => {
      switched = true;
    });
    // the Chinese dictionary is on its way: the page stays in English, the part as it was
    await act(async () => {});
    expect(switched).toBe(false);
    expect(useCalculator.getState().lang).toBe('en');
    expect(shown()).toBe('Deeper analysis');
    await act(async () => {
      release['zh-CN']?.();
      await choosing;
    });
    expect(useCalculator.getState().lang).toBe('zh-CN');
    expect(shown()).toBe('深入分析');
  });

  // the parts hear of a language change from one subscription of their own, not from each edit
  it('follows every switch of language, back and forth, with edits between them', async () => {
    const { area, release } = slowArea();
    await renderPart(area);
    await act(async () => release.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    for (const [lang, title] of [
      ['zh-CN', '深入分析'],
      ['en', 'Deeper analysis'],
      ['zh-CN', '深入分析'],
    ] as const) {
      act(() => useCalculator.getState().setField(['workload', 'gpus'], 8));
      await act(async () => useCalculator.getState().setLang(lang));
      // the Chinese dictionary is asked for by the first switch to Chinese
      await act(async () => release['zh-CN']?.());
      await screen.findByRole('heading', { name: title });
      expect(shown()).toBe(title);
    }
    await act(async () => resetCalculator());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    expect(shown()).toBe('Deeper analysis');
  });
});
