// The link a picture's QR code carries opens the scenario the picture shows, exactly: read back with
// the page's own link reader it gives the same scenario and the same figures, in the picture's
// language and view; it is the shortest such link, and none is drawn when every one is too long to scan.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { numberAt, scenarioArb } from '../../../tests/support/arbitraries.ts';
import { startupPlain } from '../../../tests/support/startup.ts';
import {
  type CostView,
  compareInView,
  DEFAULT_SCENARIO,
  evaluate,
  type Json,
  type Scenario,
  setIn,
} from '../../engine/index.ts';
import { parseScenario } from '../../engine/reading.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import { decodeLink } from '../../state/link/codec.ts';
import { encodeLink } from '../../state/link/write.ts';
import { scanLink, scanLinkOf, siteOf } from './scanLink.ts';
import { verdictPicture } from './verdictPicture.ts';

const page = 'https://example.org/gpu-tco/';

/** What the page opens at `link`: its scenario, view and figures, and whether anything was repaired. */
async function opened(link: string, view: CostView) {
  const url = new URL(link);
  const read = await decodeLink(url.search);
  const scenario = read.scenario as Scenario;
  return {
    folder: `${url.origin}${url.pathname}`,
    scenario,
    view: read.view,
    figures: compareInView(evaluate(scenario), view),
    problems: [...read.linkProblems, ...read.fieldProblems],
  };
}

const example = (file: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(`examples/${file}.json`, 'utf8')), 'strict');
  if (!parsed.scenario) throw new Error(`examples/${file}.json does not parse`);
  return parsed.scenario;
};
const lab = example('lab-3-month-weekly');

const scenarios: [string, Scenario][] = [
  ['the default scenario', DEFAULT_SCENARIO],
  // a link written by hand is read over the start-up (link format 2's base), so this one has a readable form
  ['8 GPUs 10 h a day', { ...startupPlain, workload: { ...startupPlain.workload, gpus: 8, hoursPerDay: 10 } }],
  ['in euros', { ...DEFAULT_SCENARIO, currency: 'EUR', rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 2.5 } }],
  ['named in Chinese', { ...DEFAULT_SCENARIO, name: '课题组 4×4090' }],
  ['eight cards a server', { ...DEFAULT_SCENARIO, own: { ...DEFAULT_SCENARIO.own, gpusPerServer: 8 } }],
  ['the lab example without its source notes', { ...lab, sources: {} }],
];

describe('the link a picture’s QR code carries', () => {
  for (const [what, scenario] of scenarios) {
    for (const [lang, view] of [
      ['en', 'amortized'],
      ['zh-CN', 'cash'],
    ] as const) {
      it(`opens ${what} as it is, with its figures (${lang}, ${view})`, async () => {
        const link = await scanLink(scenario, { lang, costView: view }, page);
        expect(link).not.toBeNull();
        const read = await opened(link as string, view);
        expect(read.folder).toBe(page);
        expect(read.problems).toEqual([]);
        expect(read.scenario).toEqual(scenario);
        expect(read.figures).toEqual(compareInView(evaluate(scenario), view));
        expect(read.view).toEqual(view === 'cash' ? { lang, costView: 'cash' } : { lang });
        // never longer than the share link the page copies
        const full = `${page}?${await encodeLink(scenario, { lang, costView: view })}`;
        expect((link as string).length).toBeLessThanOrEqual(full.length);
      });
    }
  }

  it('is the readable link where it says the scenario whole: 8 GPUs, 10 h a day', async () => {
    const scenario = scenarios[1]?.[1] as Scenario;
    expect(await scanLink(scenario, { lang: 'en' }, page)).toBe(`${page}?gpus=8&hours=10&lang=en`);
  });

  it('is never a shorter link that reads as another scenario: currency= alone converts the defaults', async () => {
    const euros = { ...DEFAULT_SCENARIO, currency: 'EUR' };
    const misread = await decodeLink('?currency=EUR&lang=en');
    expect(misread.scenario).not.toEqual(euros);
    const link = await scanLink(euros, { lang: 'en' }, page);
    expect(link).toMatch(/\?s=4\./);
    expect((await opened(link as string, 'amortized')).scenario).toEqual(euros);
  });

  // a reader's edits of the default scenario (short links, mostly drawn), and any scenario at all
  const edit = fc.oneof(
    ...['workload.gpus', 'workload.hoursPerDay', 'workload.daysPerYear', 'own.serverPrice', 'own.gpusPerServer']
      .concat(['rent.pricePerGpuHour', 'horizonMonths', 'own.power.pricePerKWh'])
      .map((path) => numberAt(path).map((value) => [path, value] as const)),
    fc.constantFrom('on-demand', 'reserved', 'spot').map((plan) => ['rent.plan', plan] as const),
    fc.constantFrom('CNY', 'USD', 'EUR', 'JPY').map((currency) => ['currency', currency] as const),
    fc.string({ maxLength: 20 }).map((name) => ['name', name] as const),
  );
  const edited = fc
    .array(edit, { maxLength: 5 })
    .map((edits) =>
      edits.reduce<Json>((s, [path, value]) => setIn(s, path.split('.'), value), { ...DEFAULT_SCENARIO }),
    ) as unknown as fc.Arbitrary<Scenario>;

  it('opens any scenario exactly, or is not drawn', async () => {
    let drawn = 0;
    const anyScenario = fc.oneof({ arbitrary: edited, weight: 4 }, { arbitrary: scenarioArb, weight: 1 });
    await fc.assert(
      fc.asyncProperty(anyScenario, fc.constantFrom<Lang>('en', 'zh-CN'), async (scenario, lang) => {
        const link = await scanLink(scenario, { lang }, page);
        if (link === null) return;
        drawn += 1;
        const read = await opened(link, 'amortized');
        expect(read.problems).toEqual([]);
        expect(read.scenario).toEqual(scenario);
      }),
      { numRuns: 100 },
    );
    // the property is not met by drawing none: a reader's few edits make a link short enough
    expect(drawn).toBeGreaterThan(50);
  });

  it('is none for an example with its source notes: about 2,300 characters, too many to scan', async () => {
    const full = `${page}?${await encodeLink(lab, { lang: 'en' })}`;
    expect(full.length).toBeGreaterThan(2000);
    expect(await scanLink(lab, { lang: 'en' }, page)).toBeNull();
  });

  it('opens an example’s figures without its source notes, and says so, when the notes make every link too long', async () => {
    const { link, notesLeftOut } = await scanLinkOf(lab, { lang: 'en' }, page);
    expect(notesLeftOut).toBe(true);
    expect(link).not.toBeNull();
    const read = await opened(link as string, 'amortized');
    // the same figures to the cent, the same name; only the notes are gone
    expect(read.problems).toEqual([]);
    expect(read.scenario).toEqual({ ...lab, sources: {} });
    expect(read.figures).toEqual(compareInView(evaluate(lab), 'amortized'));
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
      translate('en', key, params);
    const picture = verdictPicture({
      scenario: lab,
      result: evaluate(lab),
      view: 'amortized',
      lang: 'en',
      t,
      theme: 'light',
      date: new Date('2026-12-02T10:00:00Z'),
      scan: { link, site: siteOf(page), notesLeftOut },
    });
    expect(picture.svg).toContain('Scan to open these figures (source notes left out)');
  });

  it('keeps the exact link, notes and all, whenever it scans', async () => {
    const named = { ...DEFAULT_SCENARIO, sources: { 'workload.gpus': { source: 'our plan', asOf: '2026-12-01' } } };
    const { link, notesLeftOut } = await scanLinkOf(named, { lang: 'en' }, page);
    expect(notesLeftOut).toBe(false);
    expect((await opened(link as string, 'amortized')).scenario).toEqual(named);
  });

  it('names the site as a reader types it', () => {
    expect(siteOf('https://example.org/gpu-tco/')).toBe('example.org/gpu-tco');
    expect(siteOf('http://127.0.0.1:4173/')).toBe('127.0.0.1:4173');
  });
});

describe('the QR code in the verdict picture', () => {
  it('is uqr’s encoding of the link that opens the scenario, with the same figures', async () => {
    const scenario = scenarios[4]?.[1] as Scenario;
    const link = (await scanLink(scenario, { lang: 'zh-CN' }, page)) as string;
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
      translate('zh-CN', key, params);
    const picture = verdictPicture({
      scenario,
      result: evaluate(scenario),
      view: 'amortized',
      lang: 'zh-CN',
      t,
      theme: 'light',
      date: new Date('2026-12-02T10:00:00Z'),
      scan: { link, site: siteOf(page) },
    });
    // the modules drawn: runs of dark modules in a square of `span` modules, four of them quiet zone
    const span = Number(picture.svg.match(/viewBox="0 0 (\d+) \d+"[^>]*data-role="qr"/)?.[1]);
    const d = picture.svg.match(/data-role="qr"[^>]*><path d="([^"]+)"/)?.[1] ?? '';
    const drawn = Array.from({ length: span - 8 }, () => Array<boolean>(span - 8).fill(false));
    for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i += 1) {
        const row = drawn[Number(y) - 4];
        if (row) row[Number(x) - 4 + i] = true;
      }
    }
    expect(drawn).toEqual(encode(link, { ecc: 'L', boostEcc: true, border: 0 }).data);
    const read = await opened(link, 'amortized');
    expect(read.scenario).toEqual(scenario);
    expect(read.figures).toEqual(compareInView(evaluate(scenario), 'amortized'));
    expect(picture.svg).not.toContain(link.replace(/&/g, '&amp;'));
  });
});
