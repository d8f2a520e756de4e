// @vitest-environment jsdom

// The embed page loads only its part of the messages before its verdict (src/i18n/*/embed.ts): every
// word it shows must be in that part, with every input a widget may offer and a number refused.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCalculator } from '../../app/useCalculator.ts';
import { embed as enEmbed } from '../../i18n/en/embed.ts';
import { later as enLater } from '../../i18n/en/later.ts';
import { method as enMethod } from '../../i18n/en/method.ts';
import { installMessages, LANGS } from '../../i18n/index.ts';
import { embed as zhEmbed } from '../../i18n/zh/embed.ts';
import { later as zhLater } from '../../i18n/zh/later.ts';
import { method as zhMethod } from '../../i18n/zh/method.ts';
import { EMBED_INPUTS } from '../../state/link/embedInputs.ts';
import { READABLE } from '../../state/link/manifest.ts';
import { EmbedApp } from './EmbedApp.tsx';

afterEach(cleanup);

// the inputs and the link writer load after the verdict: fetched first, as a reader's browser has them by then
beforeAll(() => Promise.all([import('../../app/kit/NumberField.tsx'), import('../../state/link/write.ts')]));

/** Waits until the way into the full calculator carries the scenario the widget shows. */
async function linkWritten(lang: keyof typeof LINK_TEXT): Promise<void> {
  const link = screen.getByRole('link', { name: LINK_TEXT[lang] });
  await waitFor(() => expect(link.getAttribute('href')).toMatch(/\?s=\d+\./));
}

const LINK_TEXT = { en: enEmbed['embed.openFull'], 'zh-CN': zhEmbed['embed.openFull'] } as const;

beforeEach(() => {
  // as the embed page has them: its part of the first messages, and the later ones
  installMessages('en', enEmbed, enLater, enMethod);
  installMessages('zh-CN', zhEmbed, zhLater, zhMethod);
});

describe('the embed page with only its own first messages', () => {
  for (const lang of LANGS) {
    it(`shows every input, the verdict and a refused number in words (${lang})`, async () => {
      act(() => useCalculator.getState().setLang(lang));
      await act(async () => {
        render(<EmbedApp inputs={EMBED_INPUTS} conversion={null} />);
      });
      const gpus = lang === 'en' ? 'GPUs needed at once' : '同时需要的 GPU';
      // the inputs answer once their code is there
      const field = await screen.findByRole('textbox', { name: gpus });
      expect(screen.getByTestId('verdict').textContent).not.toMatch(/\b[a-z]+\.[a-zA-Z.]+\b/);
      const user = userEvent.setup();
      await user.clear(field);
      await user.type(field, '2.5');
      const whole = (lang === 'en' ? enEmbed : zhEmbed)['problem.whole'];
      expect((await screen.findByText(whole)).textContent).toBe(whole);
      // every input a widget may offer is there (the job's own only for a link that holds a job)
      const offered = EMBED_INPUTS.filter((input) => READABLE[input].path[0] !== 'job');
      expect(screen.getAllByRole('slider')).toHaveLength(offered.length);
      // no message key shown in place of words
      expect(document.body.textContent).not.toMatch(/\b(field|problem|unit|embed|verdict|figure)\.[a-zA-Z]/);
      await linkWritten(lang);
    });
  }
});

describe('a currency the widget cannot show', () => {
  const said = {
    en: {
      'no-rate': 'In CNY: the calculator has no rate to show these figures in CHF.',
      'out-of-range': 'In CNY: in CHF a figure would be outside what the calculator takes.',
    },
    'zh-CN': {
      'no-rate': '金额为 CNY：计算器没有换算为 CHF 的汇率。',
      'out-of-range': '金额为 CNY：换算为 CHF 后有金额超出计算器接受的范围。',
    },
  } as const;
  for (const lang of LANGS) {
    for (const reason of ['no-rate', 'out-of-range'] as const) {
      it(`says the figures stay in their own currency, and why (${lang}, ${reason})`, () => {
        act(() => useCalculator.getState().setLang(lang));
        render(<EmbedApp inputs={[]} conversion={{ from: 'CNY', to: 'CHF', reason }} />);
        expect(screen.getByText(said[lang][reason])).toBeInstanceOf(HTMLParagraphElement);
        expect(document.body.textContent).not.toMatch(/\bembed\.[a-zA-Z]/);
      });
    }
  }
});
