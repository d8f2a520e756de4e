// @vitest-environment jsdom
// t() in a part: what the page shows before its verdict is there at once; a part that says something
// of the later messages waits (suspends) for them in the reader's language rather than showing a key
// or the other language, shows its failure if they cannot load, and switching language through
// chooseLang never shows either. Each test takes fresh copies of the page's modules, with nothing
// loaded (the test setup loads every message), and lets the later messages arrive when it says.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Lang = 'en' | 'zh-CN';

/** Each language's later messages arrive when the test lets them (or fail, should it say so). */
let arrive: Partial<Record<Lang, (failed?: boolean) => void>>;
let over: boolean;

beforeEach(() => {
  vi.resetModules();
  arrive = {};
  over = false;
  for (const [lang, path] of [
    ['en', '../i18n/en/later.ts'],
    ['zh-CN', '../i18n/zh/later.ts'],
  ] as const) {
    vi.doMock(path, async (original: () => Promise<unknown>) => {
      if (!over)
        await new Promise<void>((resolve, reject) => {
          arrive[lang] = (failed) => (failed ? reject(new Error('offline')) : resolve());
        });
      return original();
    });
  }
});
afterEach(() => {
  cleanup();
  // a load left waiting ends with its test, so that no later one waits on it
  over = true;
  for (const go of Object.values(arrive)) go();
  vi.doUnmock('../i18n/en/later.ts');
  vi.doUnmock('../i18n/zh/later.ts');
});

type Hooks = typeof import('./hooks.ts');
/** useT of this test's fresh modules */
let useFreshT: Hooks['useT'];

function Verdict() {
  const t = useFreshT();
  return <p>{t('results.title')}</p>;
}

function Tools() {
  const t = useFreshT();
  return <h2>{t('tools.title')}</h2>;
}

/** The page's modules, fresh, with what the page shows before its verdict loaded in both languages. */
async function page() {
  const i18n = await import('../i18n/index.ts');
  useFreshT = (await import('./hooks.ts')).useT;
  const { chooseLang } = await import('./language.ts');
  const { useCalculator } = await import('./useCalculator.ts');
  const { resetCalculator } = await import('../state/store.ts');
  const { ErrorBoundary } = await import('./kit/ErrorBoundary.tsx');
  await i18n.loadMessages('en');
  await i18n.loadMessages('zh-CN');
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
  async function show() {
    await act(async () => {
      render(
        <>
          <Verdict />
          <ErrorBoundary fallback={<p>failed</p>}>
            <Suspense fallback={<p>loading</p>}>
              <Tools />
            </Suspense>
          </ErrorBoundary>
        </>,
      );
    });
  }
  return { chooseLang, useCalculator, resetCalculator, show };
}

/** What the page shows, in order. */
const shown = () => document.body.textContent;

describe('a part that says something of the later messages', () => {
  it('shows its loading note until they arrive, then the messages, never the key, while the verdict shows at once', async () => {
    const { show } = await page();
    await show();
    expect(shown()).toBe('Resultloading');
    await act(async () => arrive.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    expect(shown()).toBe('ResultDeeper analysis');
  });

  it('shows its failure when they cannot load, and the rest of the page stays', async () => {
    const { show } = await page();
    // React reports the error the boundary caught
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show();
    await act(async () => arrive.en?.(true));
    await screen.findByText('failed');
    expect(shown()).toBe('Resultfailed');
    reported.mockRestore();
  });

  it('switches language only once its messages in the new language are there', async () => {
    const { chooseLang, useCalculator, show } = await page();
    await show();
    await act(async () => arrive.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    let switched = false;
    const choosing = chooseLang('zh-CN').then(() => {
      switched = true;
    });
    // the Chinese messages are on their way: the page stays in English, the part as it was
    await act(async () => {});
    expect(switched).toBe(false);
    expect(useCalculator.getState().lang).toBe('en');
    expect(shown()).toBe('ResultDeeper analysis');
    await act(async () => {
      arrive['zh-CN']?.();
      await choosing;
    });
    expect(useCalculator.getState().lang).toBe('zh-CN');
    expect(shown()).toBe('结果深入分析');
  });

  // the parts hear of a language change from one subscription of their own, not from each edit
  it('follows every switch of language, back and forth, with edits between them', async () => {
    const { useCalculator, resetCalculator, show } = await page();
    await show();
    await act(async () => arrive.en?.());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    for (const [lang, title] of [
      ['zh-CN', '深入分析'],
      ['en', 'Deeper analysis'],
      ['zh-CN', '深入分析'],
    ] as const) {
      act(() => useCalculator.getState().setField(['workload', 'gpus'], 8));
      await act(async () => useCalculator.getState().setLang(lang));
      // the Chinese messages are asked for by the first switch to Chinese
      await act(async () => arrive['zh-CN']?.());
      await screen.findByRole('heading', { name: title });
      expect(shown()).toContain(title);
    }
    await act(async () => resetCalculator());
    await screen.findByRole('heading', { name: 'Deeper analysis' });
    expect(shown()).toBe('ResultDeeper analysis');
  });
});
