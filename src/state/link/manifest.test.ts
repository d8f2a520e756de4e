import { afterEach, describe, expect, it } from 'vitest';
import fineTune70b from '../../../examples/v4-full-70b-h100-deadline.json';
import serve32b from '../../../examples/v4-serve-32b-vs-api.json';
import { LINK_PARAMS } from '../../embed/loader/loader.ts';
import { DEFAULT_SCENARIO, getIn, type Scenario } from '../../engine/index.ts';
import { parseScenario } from '../../engine/reading.ts';
import { calculatorStore } from '../store.ts';
import { applyLink, linkOf } from './apply.ts';
import { decodeLink, READABLE_PARAMS } from './codec.ts';
import { EMBED_INPUTS } from './embedInputs.ts';
import { ANY_VIEW_FIELDS, READABLE, setViewField } from './manifest.ts';
import { syncAddress } from './sync.ts';
import { encodeLink } from './write.ts';

const initial = calculatorStore.getState();

function read(input: unknown): Scenario {
  const parsed = parseScenario(input, 'strict');
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return parsed.scenario;
}
afterEach(() => calculatorStore.setState(initial, true));

describe('the link manifest', () => {
  it.each(ANY_VIEW_FIELDS.map((field) => [field.param, field] as const))(
    'view field %s: every allowed value round-trips through a link, the quiet one left out',
    async (param, field) => {
      for (const value of field.values) {
        const query = await encodeLink(DEFAULT_SCENARIO, { [field.key]: value });
        const params = new URLSearchParams(query);
        const decoded = await decodeLink(`?${query}`);
        if (value === field.quiet) {
          expect(params.has(param)).toBe(false);
          expect(decoded.view).toEqual({});
        } else {
          expect(params.get(param)).toBe(value);
          expect(decoded.view).toEqual({ [field.key]: value });
        }
        expect(decoded.linkProblems).toEqual([]);
      }
      const bad = await decodeLink(`?${param}=nonsense`);
      expect(bad.view).toEqual({});
      expect(bad.linkProblems).toEqual([{ code: 'bad-view', param }]);
    },
  );

  it.each(ANY_VIEW_FIELDS.map((field) => [field.param, field] as const))(
    'view field %s: a link applied sets the store, and the store written as a link carries it',
    async (_param, field) => {
      const value = field.values.find((v) => v !== initial[field.key] && v !== field.quiet) ?? field.values[0];
      applyLink({ scenario: null, view: { [field.key]: value }, linkProblems: [], fieldProblems: [] });
      expect(calculatorStore.getState()[field.key]).toBe(value);
      const decoded = await decodeLink(`?${await linkOf(calculatorStore.getState())}`);
      expect(decoded.view[field.key as keyof typeof decoded.view]).toBe(value);
    },
  );

  it.each(ANY_VIEW_FIELDS.map((field) => [field.param, field] as const))(
    'view field %s: a change of it alone writes the address',
    async (param, field) => {
      const location = { pathname: '/', search: '', hash: '' };
      const record = (_state: unknown, _title: string, url: string) => {
        location.search = url.slice(url.indexOf('?'), url.includes('#') ? url.indexOf('#') : undefined);
      };
      const win = {
        location,
        history: { pushState: record, replaceState: record },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      } as unknown as Window;
      const stop = syncAddress(win);
      try {
        await expect.poll(() => location.search).not.toBe('');
        const value = field.values.find((v) => v !== initial[field.key] && v !== field.quiet);
        expect(value).toBeDefined();
        setViewField(calculatorStore.getState(), field.key, value as never);
        await expect.poll(() => new URLSearchParams(location.search).get(param), { timeout: 5000 }).toBe(value);
      } finally {
        stop();
      }
    },
  );

  it('every readable parameter sets its scenario field, numbers as numbers and text as text', async () => {
    // a job's figure, on a link that holds a job of its kind (a training job: tokens=, runs=; serving: tpd=)
    const withJob = {
      training: `${await encodeLink(read(fineTune70b), {})}&`,
      serving: `${await encodeLink(read(serve32b), {})}&`,
    };
    for (const [param, { path, kind }] of Object.entries(READABLE)) {
      expect(READABLE_PARAMS[param as keyof typeof READABLE_PARAMS]).toEqual(path);
      const before = path[0] === 'job' ? withJob[path[1] as 'training' | 'serving'] : '';
      // a training run of 3 tokens keeps its cards busy less than a scenario holds, and is left out
      const number = param === 'tokens' ? 3e9 : 3;
      const decoded = await decodeLink(`?${before}${param}=${kind === 'number' ? number : 'Lab'}`);
      const set = getIn(decoded.scenario, path);
      if (kind === 'number') expect(set).toBe(number);
      else if (param === 'name') expect(set).toBe('Lab');
      else expect(typeof set).toBe('string');
    }
  });

  it('the widget offers exactly the readable numbers as inputs', () => {
    expect([...EMBED_INPUTS]).toEqual(
      Object.entries(READABLE)
        .filter(([, { kind }]) => kind === 'number')
        .map(([param]) => param),
    );
    expect(EMBED_INPUTS).toEqual(['gpus', 'hours', 'days', 'price', 'server', 'months', 'tokens', 'runs', 'tpd']);
  });

  /**
   * The 70B example (examples/v4-full-70b-h100-deadline.json) with twice the tokens in the same two
   * weeks: (6 × 70e9 + 12 × 80 × 8,192 × 8,192) × 40e9 ÷ (989e12 × 0.3714 × 3,600) × (1 ÷ 0.9) = 16,281.82
   * GPU-hours; ÷ 336 h = 48.5 → 49 cards → 7 instances of 8 = 56 cards; 16,281.82 ÷ 56 = 290.75 hours a
   * run; 4 runs a year = 48.46 days.
   */
  it('a job’s figure in a link fills the workload again from the job, and a workload figure beside it wins', async () => {
    const link = await encodeLink(read(fineTune70b), {});
    const refilled = (await decodeLink(`?${link}&tokens=40e9`)).scenario;
    expect(refilled?.job?.training?.tokens).toBe(40e9);
    expect(refilled?.workload.gpus).toBe(56);
    // the days as the page's job part writes them: to a tenth of a day
    const days = refilled?.workload.daysPerYear ?? Number.NaN;
    const flops = (6 * 70e9 + 12 * 80 * 8192 * 8192) * 40e9;
    expect(days).toBeCloseTo((4 * (flops / (989e12 * 0.3714 * 3600)) * (1 / 0.9)) / 56 / 24, 1);
    expect(Number(days.toFixed(1))).toBe(days);
    const written = (await decodeLink(`?${link}&tokens=40e9&gpus=32`)).scenario;
    expect(written?.workload.gpus).toBe(32);
    expect(written?.workload.daysPerYear).toBe(refilled?.workload.daysPerYear);
  });

  it('a job whose runs would keep the cards busy for less than a scenario holds is left out, not filled', async () => {
    // 1e-6 tokens: a run of about 1e-17 hours, whose count a year once froze the tab searching it
    const link = await encodeLink(read(fineTune70b), {});
    const before = (await decodeLink(`?${link}`)).scenario;
    const decoded = await decodeLink(`?${link}&tokens=0.000001`);
    expect(decoded.scenario?.job).toBeUndefined();
    expect(decoded.scenario?.workload).toEqual(before?.workload);
    expect(decoded.fieldProblems.map((p) => p.path)).toContain('job.training.tokens');
  });

  it('the blog loader passes on exactly what a link carries (it is kept apart from the store, so a test ties it)', () => {
    expect([...LINK_PARAMS].sort()).toEqual(
      ['s', ...Object.keys(READABLE), ...ANY_VIEW_FIELDS.map((field) => field.param)].sort(),
    );
  });
});
