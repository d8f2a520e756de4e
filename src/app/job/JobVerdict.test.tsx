// @vitest-environment jsdom
// The short answer from the job beside the verdict: what the workload was sized from, the runs a year
// from which owning a training job's cards costs no more than renting them, and a serving job's
// traffic owned, rented and through the API, each figure worked by hand below.

import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { QWEN_32B_SERVING } from '../../../tests/support/jobs.ts';
import { scenario } from '../../../tests/support/scenarios.ts';
import type { Scenario } from '../../engine/index.ts';
import { type JobSpec, readJobSpec } from '../../engine/job/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import JobVerdict from './JobVerdict.tsx';

beforeEach(resetCalculator);
afterEach(cleanup);

function spec(input: unknown): JobSpec {
  const read = readJobSpec(input);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return read.spec;
}

async function show(s: Scenario, lang: 'en' | 'zh-CN' = 'en') {
  useCalculator.setState({ lang });
  render(
    <Suspense fallback={<p>loading</p>}>
      <JobVerdict scenario={s} />
    </Suspense>,
  );
  return screen.findByTestId('job-sized');
}

const text = (id: string) => screen.getByTestId(id).textContent;

// A 1B model on 240 B tokens at 50 % of a 1,000 TFLOPS card, no overhead: 6 × 1e9 × 2.4e11 ÷
// (1e15 × 0.5 × 3,600) = 800 GPU-hours; the 16 GB of state fits one card, the instance has 8, so
// 8 cards × 100 h a run, and ⌊8,760 ÷ 100⌋ = 87 runs fit in a year.
const TRAINING = spec({
  kind: 'training',
  model: { totalParamsB: 1 },
  gpu: { peakTflops: 1_000, memoryGB: 80, cardsPerInstance: 8 },
  training: { tokens: 240e9, method: 'full', mfuPct: 50, overheadPct: 0 },
});

/**
 * One 8-card server at 200,000 written off over 2 years, compared over 12 months, nothing else to
 * pay; renting at 10 a card-hour, so a run rents for 8 × 100 × 10 = 8,000. The workload is the
 * job's fill: 8 cards, 24 h a day, 1 run × 100 h ÷ 24 = 4.1667 days a year, one session a day.
 */
function trainingScenario(serverPrice = 200_000, years = 2): Scenario {
  const s = scenario({
    own: { serverPrice, gpusPerServer: 8, depreciation: { years } },
    rent: { pricePerGpuHour: 10 },
    workload: { gpus: 8, hoursPerDay: 24, daysPerYear: 100 / 24, sessionsPerDay: 1 },
  });
  return { ...s, job: TRAINING };
}

describe('the answer from a training job', () => {
  it('says what the workload was sized from, and from how many runs a year owning costs no more', async () => {
    expect((await show(trainingScenario())).textContent).toBe(
      'Sized from the job: full fine-tune of a model of 1 B parameters on 240 B tokens — 8 cards × 100 h a run, 1 run a year.',
    );
    expect(screen.queryByTestId('job-edited')).toBeNull();
    // amortized, half the server is written off in the year: owning 100,000; renting 8,000 a run, so
    // 100,000 ≤ 8,000 × N from N = 12.5, the 13th run: renting 104,000
    expect(text('job-answer')).toBe(
      'Owning costs no more than renting from 13 runs a year, of the 87 that fit in a year (amortized).',
    );
    expect(text('job-totals')).toBe('At 13 runs a year: owning CN¥100,000, renting CN¥104,000 over 1 year.');
  });

  it('says so when one run alone takes longer than a year, rather than failing', async () => {
    // 100 times the tokens on the same 8 cards: 100 × 100 h = 10,000 h a run, past the 8,760 of a year
    const long = spec({ ...TRAINING, training: { ...TRAINING.training, tokens: 240e11, runsPerYear: 0.5 } });
    const base = trainingScenario();
    const s = { ...base, job: long, workload: { ...base.workload, daysPerYear: 5_000 / 24 } };
    await show(s);
    expect(text('job-answer')).toBe(
      'One run takes longer than a year: no whole run fits in a year to weigh owning the cards against renting them. A deadline sizes more cards.',
    );
  });

  it('follows the cash view: the whole server price against the runs rented', async () => {
    useCalculator.setState({ costView: 'cash' });
    await show(trainingScenario());
    // cash: owning 200,000 against 8,000 a run, equal at 25 runs (200,000 each)
    expect(text('job-answer')).toBe(
      'Owning costs no more than renting from 25 runs a year, of the 87 that fit in a year (cash).',
    );
    expect(text('job-totals')).toBe('At 25 runs a year: owning CN¥200,000, renting CN¥200,000 over 1 year.');
  });

  it('says renting stays cheaper when no count that fits in a year makes owning pay', async () => {
    // a 2,000,000 server written off in a year: 87 runs rent for 87 × 8,000 = 696,000, still less
    await show(trainingScenario(2_000_000, 1));
    expect(text('job-answer')).toBe(
      'Renting stays cheaper at every count that fits in a year (at most 87 runs a year; amortized).',
    );
    expect(text('job-totals')).toBe('At 87 runs a year: owning CN¥2,000,000, renting CN¥696,000 over 1 year.');
  });

  it('says the workload was changed by hand once it no longer is the job’s', async () => {
    const s = trainingScenario();
    await show({ ...s, workload: { ...s.workload, gpus: 4 } });
    expect(text('job-edited')).toBe(
      'The workload has been changed by hand since: the verdict above prices your figures, the lines below the job’s own cards and hours.',
    );
    // the answer is the job's own 8 cards × 100 h, whatever the workload now says
    expect(text('job-answer')).toContain('from 13 runs a year');
  });

  it('says it in Chinese', async () => {
    const sized = await show(trainingScenario(), 'zh-CN');
    expect(sized.textContent).toBe(
      '按任务测算：全参数微调，10亿 参数的模型，训练 2400亿 token——8 张卡 × 每次 100 小时，每年 1 次。',
    );
    expect(text('job-answer')).toBe('从每年 13 次起，自建的成本不高于租用（一年最多可做 87 次；摊销口径）。');
    expect(text('job-totals')).toBe('每年 13 次时：1 年内自建 ¥10万，租用 ¥10.4万。');
  });
});

// the job of tests/support/jobs.ts, priced at 25 CNY a card-hour for the job's own figures, its API held
// flat so that the tests below work at today's API prices (the default decline has a test of its own)
const SERVING_INPUT = {
  ...QWEN_32B_SERVING,
  api: { ...QWEN_32B_SERVING.api, priceChangePctPerYear: 0 },
  cardHourCost: { amount: 25, currency: 'CNY' },
};

/**
 * The card held all day for 24 months (730 days): owned on a one-card server at 73,000 written off
 * over 2 years, nothing else to pay, 73,000 ÷ 730 = 100 a day; rented at `price` a card-hour.
 */
function servingScenario(job: unknown, price = 5): Scenario {
  const s = scenario({
    horizonMonths: 24,
    own: { serverPrice: 73_000, depreciation: { years: 2 } },
    rent: { pricePerGpuHour: price },
    workload: { gpus: 1, hoursPerDay: 24, daysPerYear: 365, sessionsPerDay: 1 },
  });
  return { ...s, job: spec(job) };
}

function row(name: RegExp) {
  const found = screen.getByRole('row', { name });
  return within(found)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the answer from a serving job', () => {
  it('sets the API, renting and owning side by side a day and per million tokens, the cheapest marked', async () => {
    expect((await show(servingScenario(SERVING_INPUT))).textContent).toBe(
      'Sized from the job: serving a model of 32.5 B parameters, 5 M tokens a day — 1 card held all day.',
    );
    const table = screen.getByRole('table', {
      name: /three ways over 2 years: owning and renting as this scenario holds them, amortized/,
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // the API: 5 M tokens × 1.1 a million = 5.50 a day, 1.10 a million; owning 100 a day ÷ 5 M = 20 a
    // million; renting 5 × 24 = 120 a day (87,600 over 730 days), 24 a million
    expect(row(/^API: qwen-plus/)).toEqual(['CN¥1.10', 'CN¥5.50']);
    expect(row(/^Rented cards/)).toEqual(['CN¥24.00', 'CN¥120.00']);
    expect(row(/^Owned cards/)).toEqual(['CN¥20.00', 'CN¥100.00']);
    // marked in words, not by colour alone
    expect(screen.getByRole('rowheader', { name: /API/ }).textContent).toBe('API: qwen-plus — cheapest');
    expect(screen.getAllByText('cheapest')).toHaveLength(1);
    // owning's 100 a day ÷ 1.1e-6 = 90.9 M tokens a day; renting's 120 ÷ 1.1e-6 = 109 M, both within the 200.2 M carried
    expect(text('job-break-even')).toBe('Serving yourself beats the API from 90.9 M tokens a day owned, 109 M rented.');
  });

  it('prices the API along its default decline, at its average over the horizon', async () => {
    const { priceChangePctPerYear: _, ...apiLeftOut } = SERVING_INPUT.api;
    await show(servingScenario({ ...SERVING_INPUT, api: apiLeftOut }));
    // halving a year over 24 months: (1 − 0.5²) ÷ (24 × (1 − 0.5^(1/12))) = 0.556782 of today's price,
    // 1.10 × 0.556782 = 0.61 a million and 5.50 × 0.556782 = 3.06 a day
    expect(row(/^API: qwen-plus/)).toEqual(['CN¥0.61', 'CN¥3.06']);
    // owning's 100 a day ÷ 0.61246e-6 = 163 M tokens a day, beyond which owning is cheaper
    expect(text('job-break-even')).toMatch(/^Serving yourself beats the API from 163 M tokens a day owned/);
    // and says so beside the table
    expect(text('job-api-path')).toBe(
      'The API’s figures are its average over 2 years: its prices change -50% a year, an assumption (set the job’s API price change to 0 to hold them flat).',
    );
  });

  it('says the traffic a growth gives at months 1, 12 and 24, and that it never reaches owning’s break-even', async () => {
    const s = servingScenario(SERVING_INPUT);
    await show({ ...s, workload: { ...s.workload, growth: { pctPerMonth: 10, maxGpus: null, ownBuys: 'up-front' } } });
    // 5 M × 1.1^11 = 14.3 M and 5 M × 1.1^23 = 44.8 M tokens a day, short of owning's break-even: the
    // peak's ⌈1.1^23⌉ = 9 one-card servers bought up front, 900 a day ÷ 1.1e-6 = 818 M tokens a day
    const line = text('job-growth') ?? '';
    expect(line).toMatch(
      /^Growing 10 % a month, the traffic is 5 M tokens a day in month 1, 14\.3 M tokens a day in month 12, and 44\.8 M tokens a day in month 24\. /,
    );
    expect(line).toContain(
      'Within the horizon it never reaches the 818 M tokens a day from which owning beats the API.',
    );
  });

  it('says the month from which owning beats the API once the traffic reaches its break-even', async () => {
    // 100 M tokens a day growing 10 % a month up to 2 cards: owning buys both one-card servers up front,
    // 2 × 100 = 200 a day, level with the API's 1.1 a million at 200 ÷ 1.1e-6 = 181.8 M tokens a day;
    // month 7 carries 100 × 1.1^6 = 177.2 M, month 8 194.9 M
    const s = servingScenario({ ...SERVING_INPUT, serving: { ...SERVING_INPUT.serving, tokensPerDay: 100e6 } });
    await show({ ...s, workload: { ...s.workload, growth: { pctPerMonth: 10, maxGpus: 2, ownBuys: 'up-front' } } });
    expect(row(/^Owned cards/)[1]).toBe('CN¥200.00');
    expect(text('job-growth')).toBe(
      'Growing 10 % a month, the traffic is 100 M tokens a day in month 1, 200 M tokens a day in month 12, and 200 M tokens a day in month 24. Owning beats the API from month 8, the first to reach 182 M tokens a day.',
    );
  });

  it('says the growing traffic in Chinese, in one run of sentences', async () => {
    const s = servingScenario({ ...SERVING_INPUT, serving: { ...SERVING_INPUT.serving, tokensPerDay: 100e6 } });
    await show(
      { ...s, workload: { ...s.workload, growth: { pctPerMonth: 10, maxGpus: 2, ownBuys: 'up-front' } } },
      'zh-CN',
    );
    expect(text('job-growth')).toBe(
      '每月增长 10%，流量为第 1 个月每天 1亿 token、第 12 个月每天 2亿 token和第 24 个月每天 2亿 token。从第 8 个月起自建比 API 便宜：这是流量首次达到每天 1.82亿 token 的月份。',
    );
  });

  it('says when a break-even lies beyond what the cards carry', async () => {
    // rented at 25 a card-hour: 600 a day, 120 a million; 600 ÷ 1.1e-6 = 545.5 M > the 200.2 M carried
    // (2,700.7 tokens/s a card with each output token's three prompt tokens at 0.164 ms of prefill)
    await show(servingScenario(SERVING_INPUT, 25));
    expect(row(/^Rented cards/)).toEqual(['CN¥120.00', 'CN¥600.00']);
    expect(text('job-break-even')).toBe(
      'Serving yourself — owned: cheaper than the API from 90.9 M tokens a day; rented: not cheaper than the API within the 200 M tokens a day these cards carry.',
    );
  });

  it('says once when neither owning nor renting ever beats the API', async () => {
    // an API that charges nothing a token: no volume makes a fixed cost a day cheaper
    const free = { ...SERVING_INPUT, api: { ...SERVING_INPUT.api, inputPerM: 0, outputPerM: 0 } };
    await show(servingScenario(free));
    expect(row(/^API: qwen-plus/)).toEqual(['CN¥0.00', 'CN¥0.00']);
    expect(text('job-break-even')).toBe(
      'Serving yourself, owned or rented: never cheaper than the API, at any volume.',
    );
    cleanup();
    await show(servingScenario(free), 'zh-CN');
    expect(text('job-break-even')).toBe('自行部署（自建或租用）：任何用量下都不比 API 便宜。');
  });

  it('compares owning and renting alone when no API was given, and says so', async () => {
    const { api: _, ...noApi } = SERVING_INPUT;
    await show(servingScenario(noApi));
    const table = screen.getByRole('table', { name: /two ways/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('row', { name: /API/ })).toBeNull();
    // owning's 100 a day is the cheaper of the two
    expect(screen.getByRole('rowheader', { name: /Owned/ }).textContent).toBe('Owned cards — cheapest');
    expect(text('job-break-even')).toBe('No API was given: owning and renting only.');
  });

  it('leaves out an API priced in another currency, without converting it', async () => {
    await show(servingScenario({ ...SERVING_INPUT, api: { ...SERVING_INPUT.api, currency: 'USD' } }));
    expect(row(/^API: qwen-plus/)).toEqual(['priced in USD: not converted, no exchange rate is assumed']);
    expect(screen.getByRole('rowheader', { name: /Owned/ }).textContent).toBe('Owned cards — cheapest');
    expect(text('job-break-even')).toBe(
      'The API is priced in USD and this scenario in CNY: no exchange rate is assumed, so the API is not compared.',
    );
  });

  it('says the workload was changed by hand, and never shows NaN or an empty figure', async () => {
    const s = servingScenario(SERVING_INPUT);
    await show({ ...s, workload: { ...s.workload, hoursPerDay: 8 } });
    expect(text('job-edited')).toBe(
      'The workload has been changed by hand since: the verdict above prices your figures, the lines below the job’s own cards and hours.',
    );
    const block = screen.getByTestId('job-verdict');
    expect(block.textContent).not.toMatch(/NaN|undefined|Infinity/);
    for (const cell of within(block).getAllByRole('cell')) expect(cell.textContent?.trim()).not.toBe('');
  });

  it('says it in Chinese', async () => {
    const sized = await show(servingScenario(SERVING_INPUT), 'zh-CN');
    expect(sized.textContent).toBe('按任务测算：部署 325亿 参数的模型，每天 500万 token——1 张卡全天占用。');
    const table = screen.getByRole('table', { name: /三种方式.*2 年/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['API：qwen-plus — 最便宜', '租用的卡', '自建的卡']);
    expect(row(/^API：qwen-plus/)).toEqual(['¥1.10', '¥5.50']);
    expect(row(/^自建的卡/)).toEqual(['¥20.00', '¥100.00']);
    expect(screen.getByRole('rowheader', { name: /API/ }).textContent).toBe('API：qwen-plus — 最便宜');
    expect(text('job-break-even')).toBe('自行部署比 API 便宜的起点：自建每天 9090万 token，租用每天 1.09亿 token。');
  });

  it('says in both languages that no API was given', async () => {
    const { api: _, ...noApi } = SERVING_INPUT;
    await show(servingScenario(noApi), 'zh-CN');
    expect(text('job-break-even')).toBe('未给出 API：只比较自建和租用。');
  });
});

describe('a job that cannot be figured', () => {
  it('names the field rather than showing a blank or NaN', async () => {
    // LoRA without the adapters' share: the job's figures cannot be worked out
    const s = trainingScenario();
    useCalculator.setState({ lang: 'en' });
    render(
      <Suspense fallback={null}>
        <JobVerdict
          scenario={{ ...s, job: { ...TRAINING, training: { ...TRAINING.training, method: 'lora' } } as JobSpec }}
        />
      </Suspense>,
    );
    expect((await screen.findByTestId('job-unreadable')).textContent).toBe(
      'The job this scenario was sized from cannot be read here (adapterShare).',
    );
  });
});

describe('any scenario sized from a job', () => {
  it('shows every figure of a training or a serving job: never NaN, Infinity or an empty cell', () => {
    const servingJob = fc.record({
      tokensPerDay: fc.double({ min: 1_000, max: 1e10, noNaN: true }),
      // prices to the hundredth, as providers publish them
      inputPerM: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
      outputPerM: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
      withApi: fc.boolean(),
    });
    const trainingJob = fc.record({
      tokens: fc.double({ min: 1e6, max: 1e12, noNaN: true }),
      runsPerYear: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(scenarioArb, fc.oneof(servingJob, trainingJob), fc.constantFrom('en', 'zh-CN'), (s, job, lang) => {
        cleanup();
        useCalculator.setState({ lang: lang as 'en' | 'zh-CN' });
        const input =
          'tokensPerDay' in job
            ? {
                ...SERVING_INPUT,
                serving: { ...SERVING_INPUT.serving, tokensPerDay: job.tokensPerDay },
                ...(job.withApi
                  ? { api: { inputPerM: job.inputPerM, outputPerM: job.outputPerM, currency: s.currency } }
                  : { api: undefined }),
              }
            : { ...TRAINING, training: { ...TRAINING.training, tokens: job.tokens, runsPerYear: job.runsPerYear } };
        const { container } = render(<JobVerdict scenario={{ ...s, job: spec(input) }} />);
        const shown = container.textContent ?? '';
        expect(shown).not.toMatch(/NaN|Infinity|undefined|\{/);
        expect(screen.queryByTestId('job-unreadable')).toBeNull();
        for (const cell of container.querySelectorAll('td, th')) expect(cell.textContent?.trim()).not.toBe('');
      }),
      { numRuns: 40 },
    );
  });
});
