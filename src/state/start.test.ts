import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserLanguages } from '../../tests/support/browserLanguages.ts';
import { DEFAULT_SCENARIO, evaluate } from '../engine/index.ts';
import { decodeLink } from './link/codec.ts';
import { startMarket, US_START } from './start.ts';
import { calculatorStore, resetCalculator } from './store.ts';

afterEach(() => {
  setBrowserLanguages(['en-CN']);
  resetCalculator();
});

describe('the market a locale starts in', () => {
  it('starts a reader in China for a region CN, or Chinese without a region', () => {
    for (const locale of ['zh-CN', 'zh', 'zh-Hans', 'zh-Hans-CN', 'en-CN', 'zh_CN']) {
      expect(startMarket([locale]), locale).toBe('cn');
    }
  });

  it('starts every other reader in the US, Chinese readers in Taiwan and Hong Kong included', () => {
    for (const locale of ['en-US', 'en', 'en-GB', 'zh-TW', 'zh-HK', 'zh-Hant-TW', 'zh-SG', 'de-DE']) {
      expect(startMarket([locale]), locale).toBe('us');
    }
    expect(startMarket([])).toBe('us');
  });

  it('reads the locale the page speaks, as the page picks its language', () => {
    // a French browser that also reads Chinese gets the Chinese page, and China's start with it
    expect(startMarket(['fr-FR', 'zh-CN'])).toBe('cn');
    expect(startMarket(['fr-FR', 'en-US', 'zh-CN'])).toBe('us');
    expect(startMarket(['fr-CN'])).toBe('cn');
  });
});

describe("the page's start", () => {
  it('opens in USD for an en-US reader, on the US example', () => {
    setBrowserLanguages(['en-US', 'en']);
    resetCalculator();
    const { scenario, start, lang } = calculatorStore.getState();
    expect(start).toBe('us');
    expect(lang).toBe('en');
    expect(scenario).toBe(US_START);
    expect(scenario.currency).toBe('USD');
    expect(evaluate(scenario).rent.total).toBeCloseTo(17_760, 6);
  });

  it('opens in CNY for a zh-CN reader, on the Chinese example', () => {
    setBrowserLanguages(['zh-CN']);
    resetCalculator();
    const { scenario, lang } = calculatorStore.getState();
    expect(lang).toBe('zh-CN');
    expect(scenario).toBe(DEFAULT_SCENARIO);
    expect(evaluate(scenario).rent.total).toBeCloseTo(47_520, 6);
  });

  it("opens an old link with its own CNY figures for an en-US reader, never the reader's start", async () => {
    setBrowserLanguages(['en-US']);
    resetCalculator();
    // a format 4 link to the unchanged Chinese start, as this release's page wrote it for any reader
    const link = await decodeLink('?s=4.q64FAA');
    expect(link.linkProblems).toEqual([]);
    expect(link.scenario?.currency).toBe('CNY');
    expect(link.scenario?.own.serverPrice).toBe(124_000);
    expect(link.scenario && evaluate(link.scenario).rent.total).toBeCloseTo(47_520, 6);
    // a link written by hand reads over format 2's base, in CNY, whoever opens it
    const byHand = await decodeLink('?gpus=8');
    expect(byHand.scenario?.currency).toBe('CNY');
    expect(byHand.scenario?.workload.gpus).toBe(8);
  });

  it("opens a link it cannot read on the reader's own start", async () => {
    setBrowserLanguages(['en-US']);
    resetCalculator();
    const link = await decodeLink('?s=4.%%%');
    expect(link.linkProblems.length).toBeGreaterThan(0);
    expect(link.scenario?.currency).toBe('USD');
  });
});
