import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { defaultRate } from '../../data/rates.ts';
import { DEFAULT_SCENARIO, evaluate, type Scenario } from '../../engine/index.ts';
import { decodeLink } from './codec.ts';
import { decompressText } from './compress.ts';
import { compressText, encodeLink, encodeScenario } from './write.ts';

async function opened(query: string) {
  const decoded = await decodeLink(query);
  if (!decoded.scenario) throw new Error('the link carried no scenario');
  return { ...decoded, scenario: decoded.scenario, result: evaluate(decoded.scenario) };
}

/**
 * Links made by this release, written down once and never regenerated: every later release must
 * open them with these figures. A new link format adds links here; it never edits these.
 */
const FROZEN = [
  {
    what: 'the default start-up scenario (docs/cost-model.md works it by hand)',
    query: 's=1.q64FAA',
    own: 663_476.30992,
    rent: 19_200,
    check: (s: Scenario) => expect(s.workload.gpus).toBe(4),
  },
  {
    what: 'an edited scenario with its view: 8 cards, 10 h a day, 11 a card-hour by the second, in Chinese',
    query:
      's=1.XYtBCsIwFAWvUt46SOJCSnaCoC6EgCdI66cNpkn5aSxScg4P5MWkXTrbmVkQ7EDQqL-fo5Ky8rYRlZJVD4E58tNH-4Be0I05QdcCfcycDPHJvqGVLAJxDmuRiF_Ehl1L0GovV8T2GeL7JqHrIsAUpnUY19QQn8d8iZmhlRJonPcudNfQMg0UppsLeaIELXdSHf4o5Qc&lang=zh-CN&view=cash&chart=hours',
    // rent: 8 cards × 10 h × 250 days × 3 years × 11 = 660,000
    own: 1_596_978.71184,
    rent: 660_000,
    check: (s: Scenario) => {
      expect(s.name).toBe('8×A100 lab, 10 h');
      expect(s.rent.billingIncrementMinutes).toBeCloseTo(1 / 60, 15);
    },
    view: { lang: 'zh-CN', costView: 'cash', chart: 'hours' },
  },
  {
    what: 'the 8×A100 example with every source note (examples/README.md gives its figures)',
    query:
      's=1.3VfNbttGEH6VAYEiErqklpJlKzJ6cGxDDtLYQgzXSREgWC1H1MbkLrG7lKwE7qVoe2lR9JRDH6A9Fu2pBXJpX6Vu0bcodkk5kn-LHKuTyJ2dmW_mmx--DiTLMegHvT_ebMWUgkE9RQ1jpaHdpYRSCtv7z2BqYKu0audj8FI9OngABWowyJVMAhIYVWqOJui_DiZKi1dKPlbSTvyL6izoB8yYMi-sULIPnXXIvQQBO0HohHNkGhIsNHLBnAxkYowgpD9n2gqeYUACZg7GQT9o0_Z6GMdh-35wRoKZ0ieZYkmUFuXNNp0iiyyHE8TCAMsy6AFnOjGgxv60hj8qzRyYBSX53SYnqtRmiHqHzW-0HNNKp5cFJYFJYNyKKULC5tBg4NQJmfpH54xmQrpnXUrTvNOHhM2dC8-Q6ZsjTumSTQMMXMhvUq1mMqqiMdTC6VrSWmiVlNxCrhLMFqmBhimQt-qzKE-afVASoXe6TCxmgY1UaZfZdZsLLp9D1If-9vs5wST0QpdlWHLkNpvLJIxytBOVvJ_l60hdE225uOrQpGKKBtrtnn_JKmK0u9SJtSCm97tV3j5yMlEnbhIQEUZgHFfSiQ0zIRGsgleo1X_G5zw0_194hmVTluKQ2_8VxkLNULviOGbWrqYvYZa1XNlE3ExBqxmwmNLQnOZrYY-moz6sUQrHMFKuJLwiaKQZSnmSKX4yUyqJuMpbKdMJShcNjsYobVqufDbBTkqZoOYqL0qLTrSuqwK5gbQUCTY3oTSYADM-UIlmMxc0VvVAV4p3YxNJhoPr8C23NCbByZEKBtYV7uyZus10HdTGZ3EbPnAuCGsq-M1NkMpfhrFIS-0HjQ8dAQYaWVYd7jmFnBXWiWhkyULxhlOsxrDhtN0NpyLIA2bwdkQ9nxs3fl3kNBrrI-da2GB4BHuDpwuuuSEyRc1ShEYbtodHhkCOudJzAvufHM6E5RMC-w-3DYExk4ZAIsyJaW4CnyiDEmbCTryVKgAe2BTBKMAMudWCCzuHjMnEgHRFsDSH7xno0Hckvxt_UeJVlr4DbqI8gd9_iPswPNqFOOr2CBwVVuQID6WxwpYWIc3UiGUXqP2OQtsdaAhpMctEipJjVPprYnHLEZQAy4yCl6rUkmXXSThFayFth3RjddjWLy-BcRNxiPrR8eQqKD4RkrW8iHnBpavCPtCos-7C1To5nhDPs5CjtBrrAvTijoKfTpRMZygI7AuZngoGjcPd7YP9na0nz_w9GIsMgQvrloOnQk5KRkDizERcgo8-7YTxxuWVwb9cRcGyGZubA3lbdamZxGTBOCF9ti2D2ndjXTNb1N4I7QxRwks1MrcRQhU3018qp3Q8JqAZPyEwYjKZicROQGnImUu0ZJIjcGUscQ1mdT-8ZwBPWV64Zl634ZZrwiv9-8Oau_5kmetKZvPmJjDIfFJGqpSJp5mauV3sJlAapb3gxKAo91Spr_KiYoSjA1ns0quNGZQME8yZTCCmEQ3jdlS5ORgehW5xJG7lDquVm8BYqxwYDITdK0dV34Xnwfn3b8-__OLP374bDI_Of_3l_Nuf_vn8x7_f_vzX11-df_PmeQCN492tR3B4cPRke5fAAbeONF1SLeOLCOQiKZSQFuI4or6Xr2DvhjENaXyBfSSyTMj0oeQac5T2sZClxdUs15CdqFlC-u4jom7ioZJuANb_x2NoXIoe1NZepJrJMmNa2PkmLJXek92tnce7VUNpE9CYsTkmdbxKq5LMz7dEcVOpbfYhbq1TyL3b12d5adl2sKrPjB4JVpb_mJJgZRPvUFqR3odieZuulgISXNpveyTwyGsb9axYc5KrA7FLSXBlpvSc3Epzcn3HeVCXnCutC-foWZ0_d3SFvnFMghvzSiMar1_6nZ39Cw&lang=en',
    own: 282_271.4368,
    rent: 792_000,
    check: (s: Scenario) => {
      expect(s.own.serverPrice).toBe(250_000);
      expect(Object.keys(s.sources).length).toBeGreaterThan(10);
    },
    view: { lang: 'en' },
  },
  {
    what: 'a link written by hand with readable parameters',
    query: 'gpus=8&hours=10&price=2.5&lang=zh',
    // rent 8 × 10 × 250 × 3 × 2.5 = 150,000. Own: 2 servers, 560,000 written off over 36 months;
    // b = 10 × 250 / 12 = 208.33 h; energy 1.58/1000 × [8 × (208.33 × 300 + 521.67 × 40) + 2 × 500 × 730]
    // = 2,207.16 kWh a month × 0.63 = 1,390.51; 36 × 1,390.51 = 50,058.27; staff 360,000
    own: 970_058.26784,
    rent: 150_000,
    check: (s: Scenario) => expect(s.own.serverPrice).toBe(280_000),
    view: { lang: 'zh-CN' },
  },
  // link format 2 (scenario format version 2), made by the release that introduced it
  {
    what: 'format 2: the start-up scenario with 6 % cloud VAT',
    query: 's=2.q1YqSaxQsqpWSs7JL00JSywJSC5RsjKrrQUA',
    // rent 19,200 × 1.06 = 20,352; owning does not change
    own: 663_476.30992,
    rent: 20_352,
    check: (s: Scenario) => expect(s.tax.cloudVatPct).toBe(6),
  },
  {
    what: 'format 2: a rented card twice as fast, with the hybrid tool and the plan advisor on',
    query:
      's=2.JYwxC8MgFAb_yzc7RMc3B5qxdOv4ig8qIVWeGirB_x5MxruDO6DyK6ADOYn4F5cQQa4bfNtHgx8lCa-PVDPIOnPRzC0_Rd_CCnLTLZdYddiZG8hO3YD9HnLU8djCH1S0Su8n&lang=en',
    // each 8-hour day is 4 hours on the faster card, billed hourly: 19,200 ÷ 2 = 9,600
    own: 663_476.30992,
    rent: 9_600,
    check: (s: Scenario) => {
      expect(s.rent.speedRatio).toBe(2);
      expect(s.hybrid).toEqual({ peakGpus: 12, peakDaysPerYear: 20, peakHoursPerDay: 10 });
      expect(s.advisor).toEqual({ mix: true });
    },
    view: { lang: 'en' },
  },
  // link format 3 (scenario format version 6): the page's starting scenario as it was then
  {
    what: 'format 3: the starting scenario of version 6, sold for 28 % and every card up, as it was',
    query: 's=3.q64FAA',
    // cash 124,000 + 36 × (656.566 power + 975 staff) = 182,736.37, less the 28 % resale, 34,720
    own: 148_016.370_24,
    rent: 47_520,
    check: (s: Scenario) => {
      expect(s.own.depreciation).toMatchObject({ salvagePct: 28, salvageIs: 'resale' });
      expect(s.own.availabilityPct).toBe(100);
      expect(s.own.leadTimeMonths).toBe(0);
      expect(s.rent.reservedDiscountPct).toBe(40);
      expect(s.rent.reservationResalePct).toBe(100);
    },
  },
];

describe('links made by this release', () => {
  for (const frozen of FROZEN) {
    it(`opens ${frozen.what} with the same figures`, async () => {
      const link = await opened(frozen.query);
      expect(link.linkProblems).toEqual([]);
      expect(link.fieldProblems).toEqual([]);
      expect(link.result.own.amortizedTotal).toBeCloseTo(frozen.own, 4);
      expect(link.result.rent.total).toBeCloseTo(frozen.rent, 4);
      frozen.check(link.scenario);
      expect(link.view).toEqual(frozen.view ?? {});
    });
  }
});

describe('writing a link', () => {
  it('gives back exactly the scenario and view it was made from, for any valid scenario', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarioArb,
        fc.constantFrom('en', 'zh-CN'),
        fc.constantFrom('amortized', 'cash'),
        async (scenario, lang, costView) => {
          const link = await decodeLink(await encodeLink(scenario, { lang, costView }));
          expect(link.scenario).toEqual(scenario);
          expect(link.fieldProblems).toEqual([]);
          expect(link.linkProblems).toEqual([]);
          expect(link.view.lang).toBe(lang);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps a typical edited scenario under 500 characters', async () => {
    const edited: Scenario = {
      ...DEFAULT_SCENARIO,
      name: 'Team of 5, 4×V100',
      workload: { ...DEFAULT_SCENARIO.workload, gpus: 6, hoursPerDay: 9.5, daysPerYear: 260 },
      own: {
        ...DEFAULT_SCENARIO.own,
        serverPrice: 310_000,
        power: { ...DEFAULT_SCENARIO.own.power, pricePerKWh: 0.72 },
      },
      rent: { ...DEFAULT_SCENARIO.rent, plan: 'monthly', monthlyPricePerGpu: 980, pricePerGpuHour: 1.6 },
    };
    const query = await encodeLink(edited, { lang: 'zh-CN', costView: 'cash', chart: 'plans', theme: 'dark' });
    expect(query.length).toBeLessThan(500);
    expect((await decodeLink(query)).scenario).toEqual(edited);
  });

  it('leaves a steady workload’s growth, busy months and start month out of the link', async () => {
    const [, payload = ''] = (await encodeScenario(DEFAULT_SCENARIO)).split('.');
    const written = await decompressText(payload);
    expect(written.ok && written.text).not.toMatch(/growth|busyMonths|startMonth/);
  });

  it('carries a workload that grows and runs in busy months, in a short link', async () => {
    const growing: Scenario = {
      ...DEFAULT_SCENARIO,
      workload: {
        ...DEFAULT_SCENARIO.workload,
        growth: { pctPerMonth: 10, maxGpus: 64, ownBuys: 'in-steps' },
        busyMonths: '3,4,5,6,7,8',
        startMonth: 9,
      },
    };
    const query = await encodeLink(growing, {});
    expect(query.length).toBeLessThan(200);
    const link = await opened(query);
    expect(link.scenario).toEqual(growing);
    expect(link.result.growth?.busyMonths).toBe(18);
  });

  it('leaves the default view out of the address', async () => {
    expect(await encodeLink(DEFAULT_SCENARIO, { theme: 'system', costView: 'amortized', chart: 'cumulative' })).toBe(
      `s=${await encodeScenario(DEFAULT_SCENARIO)}`,
    );
  });
});

describe('a link that cannot be used as it is', () => {
  it('carries no scenario when it has no scenario parameters', async () => {
    const link = await decodeLink('lang=en&utm_source=blog');
    expect(link.scenario).toBeNull();
    expect(link.view).toEqual({ lang: 'en' });
  });

  it('explains a link from a newer version and keeps a working default', async () => {
    const link = await opened('s=5.q64FAA&lang=en');
    expect(link.linkProblems).toEqual([{ code: 'newer-link', param: 's' }]);
    expect(link.scenario).toEqual(DEFAULT_SCENARIO);
    expect(link.view.lang).toBe('en');
  });

  it('explains a truncated or corrupted link', async () => {
    const full = FROZEN[2]?.query.split('&')[0] ?? '';
    for (const bad of [
      full.slice(0, 120),
      `${full.slice(0, 60)}x${full.slice(61)}`,
      's=1.',
      's=1.!!!',
      's=',
      's=abc',
      's=1.q64',
    ]) {
      const link = await opened(bad);
      expect(link.linkProblems, bad).toEqual([{ code: 'corrupt-link', param: 's' }]);
      expect(link.scenario).toEqual(DEFAULT_SCENARIO);
    }
  });

  it('explains a payload that is JSON but not a scenario', async () => {
    for (const json of ['[1,2,3]', '"text"', '42', 'null']) {
      const link = await opened(`s=1.${await compressText(json)}`);
      expect(link.linkProblems).toEqual([{ code: 'corrupt-link', param: 's' }]);
    }
  });

  it('keeps the good fields of a link with wrong types and absurd numbers, and says what it replaced', async () => {
    const payload = await compressText(
      JSON.stringify({
        workload: { gpus: 'eight', hoursPerDay: 10 },
        rent: { pricePerGpuHour: -5 },
        own: { serverPrice: 1e300 },
      }),
    );
    const link = await opened(`s=1.${payload}&days=1e12&months=abc`);
    expect(link.scenario.workload.hoursPerDay).toBe(10);
    expect(link.scenario.workload.gpus).toBe(DEFAULT_SCENARIO.workload.gpus);
    expect(link.scenario.rent.pricePerGpuHour).toBe(DEFAULT_SCENARIO.rent.pricePerGpuHour);
    expect(link.scenario.own.serverPrice).toBe(DEFAULT_SCENARIO.own.serverPrice);
    expect(link.scenario.workload.daysPerYear).toBe(DEFAULT_SCENARIO.workload.daysPerYear);
    expect(link.fieldProblems.map((p) => p.path).sort()).toEqual([
      'horizonMonths',
      'own.serverPrice',
      'rent.pricePerGpuHour',
      'workload.daysPerYear',
      'workload.gpus',
    ]);
    for (const problem of link.fieldProblems) expect(problem.fix).toBeTruthy();
  });

  it('keeps markup in a name as plain text and drops fields that could reach a prototype', async () => {
    const payload = await compressText(
      '{"name":"<img src=x onerror=alert(1)>","__proto__":{"polluted":true},"workload":{"constructor":{"x":1}}}',
    );
    const link = await opened(`s=1.${payload}`);
    expect(link.scenario.name).toBe('<img src=x onerror=alert(1)>');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(link.scenario.workload).toEqual(DEFAULT_SCENARIO.workload);
  });

  it('ignores view settings named like the properties every object has', async () => {
    const link = await decodeLink('lang=constructor&theme=__proto__&view=toString&chart=hasOwnProperty');
    expect(link.view).toEqual({});
    expect(link.linkProblems.map((p) => p.param)).toEqual(['lang', 'theme', 'view', 'chart']);
  });

  it('ignores a view setting it does not know, saying so', async () => {
    const link = await decodeLink('lang=klingon&theme=neon&view=cash&chart=pie');
    expect(link.view).toEqual({ costView: 'cash' });
    expect(link.linkProblems.map((p) => p.param)).toEqual(['lang', 'theme', 'chart']);
  });

  it('converts the figures a link with currency= does not write, at the default rate, and says so', async () => {
    const rate = defaultRate('CNY', 'EUR');
    const link = await opened('gpus=8&hours=10&price=2.5&currency=EUR');
    expect(link.scenario.currency).toBe('EUR');
    // written in the link: as written
    expect(link.scenario.rent.pricePerGpuHour).toBe(2.5);
    expect(link.scenario.workload.gpus).toBe(8);
    // not written: the default's CNY 280,000 server and CNY 0.63 a kWh, in euros as a reader would
    // type them: the server to the cent, the small price to four significant digits
    const server = link.scenario.own.serverPrice;
    expect(server).toBeCloseTo(280_000 * rate, 2);
    expect(Number(server.toFixed(2))).toBe(server);
    const kWh = link.scenario.own.power.pricePerKWh;
    expect(kWh).toBeCloseTo(0.63 * rate, 4);
    expect(Number(kWh.toPrecision(4))).toBe(kWh);
    expect(link.linkProblems).toContainEqual({
      code: 'converted-currency',
      param: 'currency',
      conversion: { from: 'CNY', to: 'EUR', rate },
    });
    // a link in the scenario's own currency converts nothing
    const same = await opened('gpus=8&currency=CNY');
    expect(same.scenario.own.serverPrice).toBe(280_000);
    expect(same.linkProblems).toEqual([]);
  });

  it('reads a hand-written plan and currency, and refuses ones the format does not allow', async () => {
    const good = await opened('plan=spot&currency=USD&price=2.1');
    expect(good.scenario.rent.plan).toBe('spot');
    expect(good.scenario.currency).toBe('USD');
    const bad = await opened('plan=forever&currency=dollars');
    expect(bad.scenario.rent.plan).toBe('on-demand');
    expect(bad.scenario.currency).toBe('CNY');
    expect(bad.fieldProblems.map((p) => p.path).sort()).toEqual(['currency', 'rent.plan']);
  });
});
