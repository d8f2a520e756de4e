// @vitest-environment jsdom
// "From the job to the workload" in how this is computed: a scenario sized from a training or serving
// job (format version 4) shows the job's figures with its own numbers in each formula, the workload
// they fill, the runs a year from which owning wins, and three ways to serve, in both languages.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HowPage, howLine } from '../../../tests/support/howComputed.tsx';
import { scenario } from '../../../tests/support/scenarios.ts';
import type { Scenario } from '../../engine/index.ts';
import type { JobFacts } from '../../engine/job/index.ts';
import { explainJob as englishJob } from '../../i18n/en/method.ts';
import { translate } from '../../i18n/index.ts';
import { resetCalculator } from '../../state/store.ts';
import type { Translate } from '../hooks.ts';
import { formatsFor } from '../method/lines.ts';
import { stepLine } from '../method/stepLine.ts';
import { useCalculator } from '../useCalculator.ts';
import { JOB_FIXTURES, labLora, qwenServing, servingScenario, trainingScenario } from './howJob.fixtures.ts';
import { explainJob, jobFacts } from './jobPart.ts';

beforeEach(resetCalculator);
afterEach(cleanup);

/** The section's lines for the engine's facts of a job, as the page words them. */
function jobLines(facts: JobFacts, s: Scenario, t: Translate, lang: 'en' | 'zh-CN') {
  const f = formatsFor(lang, s.currency);
  const { job, serve } = explainJob(facts, s);
  return { job: job.map((step) => stepLine(step, t, f)), serve: serve.map((step) => stepLine(step, t, f)) };
}

function load(lang: 'en' | 'zh-CN', s: Scenario) {
  act(() => {
    useCalculator.setState({ lang });
    useCalculator.getState().loadScenario(s);
  });
}

/** The headings of the section's parts, once the job's part has loaded. */
async function parts(first: string): Promise<string[]> {
  await screen.findByRole('heading', { name: first });
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

describe('from the job to the workload: a training job', () => {
  it('works the lab’s LoRA fine-tune on an RTX 4090 by hand, first of the sections', async () => {
    load('en', trainingScenario(labLora()));
    render(<HowPage />);
    expect(await parts('From the job to the workload')).toEqual([
      'From the job to the workload',
      'Owning',
      'Renting',
      'Comparison',
      'Where the answer turns',
    ]);
    expect(howLine('The job')).toBe(
      'The job: a LoRA fine-tune of a model of 8B parameters (8B active a token) on 1 × 10⁹ tokens, on cards of 165 TFLOPS and 24 GB, “Lab LoRA”',
    );
    // LoRA: 4 FLOPs a parameter and token; 4 × 8e9 × 1e9 = 3.2e19
    expect(howLine('Compute')).toBe(
      'Compute = 4 × 8B active parameters × 1 × 10⁹ tokens = 3.2 × 10¹⁹ FLOPs (4 a parameter and token for LoRA and QLoRA: forward 2, backward through the frozen base 2, whose own weights get no gradients; Hu et al. 2021)',
    );
    // the LoRA regime's MFU, MPT-7B's 37.14 % × (43.1 ÷ 32.5) ÷ 1.5 = 32.8356 %: 3.2e19 ÷ (165e12 × 0.328356
    // × 3,600 = 1.950434e17) = 164.0661 GPU-hours
    expect(howLine('GPU-hours =')).toBe(
      'GPU-hours = 3.2 × 10¹⁹ FLOPs ÷ (165 TFLOPS × 10¹² × 32.8% MFU × 3,600 s) = 164.07 GPU-hours; MFU 32.8% is the default of the job’s regime (pre-training by size from Meta’s Llama 3.1 model card, fine-tuning from MosaicML, LoRA and QLoRA derived from it, a mixture of experts from NeMo; docs/method/jobs.md): give your own measured figure',
    );
    // 164.0661 × (1 + (1 ÷ 0.9 − 1)) = 182.2957
    expect(howLine('GPU-hours with checkpoints')).toBe(
      'GPU-hours with checkpoints and restarts = 164.07 × (1 + 11.1%) = 182.3 GPU-hours; 11.1% is the default, 1 ÷ 0.9 − 1 from Meta’s “>90% effective training time” on 16,384 H100s (Llama 3 paper, §3.3.4): give your cluster’s own',
    );
    // 8e9 × 2 = 16 GB frozen + 8e9 × 0.0052 × 18 = 0.7488 GB of adapter state = 16.7488 GB
    expect(howLine('Training state in memory')).toBe(
      'Training state in memory = 2 bytes × 8B frozen parameters + 18 bytes × 0.52% × 8B adapter parameters = 16.75 GB (the adapters’ training state at 18 bytes a parameter, Megatron-LM), activations on top',
    );
    // 16.7488 ÷ (24 × 0.9 = 21.6) = 0.78 → 1; no layers or width given, so no activations counted
    expect(howLine('Cards to hold the state')).toBe(
      'Cards to hold the state = ⌈16.75 GB ÷ (24 GB × 90% usable)⌉ = 1 card; 90% usable is the default, vLLM’s default GPU memory utilization, keeping a tenth for the CUDA context and fragmentation',
    );
    expect(screen.queryByText(/^Cards for the deadline/)).toBeNull();
    expect(howLine('Cards used')).toBe(
      'Cards used = 1 card to hold the state, in whole instances of 1: ⌈1 ÷ 1⌉ × 1 = 1 card',
    );
    // 182.2957 ÷ 1 = 182.30 h, ÷ 24 = 7.60 days
    expect(howLine('Wall-clock time of a run')).toBe(
      'Wall-clock time of a run = 182.3 GPU-hours ÷ 1 card = 182.3 h, 7.6 days',
    );
    expect(howLine('The workload it fills')).toBe(
      'The workload it fills = 1 run a year × 182.3 h ÷ 24 h = 7.6 days a year, 24 h a day, on 1 card',
    );
    // a run rented: 182.2957 h × 1.88 = 342.72; owning 15,000 a year: 15,000 ÷ 342.72 = 43.77, so 44 runs
    // (at 43: 7,838.72 h × 1.88 = 14,736.79 < 15,000; at 44: 8,021.01 h × 1.88 = 15,079.50);
    // ⌊8,760 ÷ 182.2957⌋ = 48 runs fit in a year
    expect(howLine('Runs a year from which owning wins')).toBe(
      'Runs a year from which owning wins: owning 1 card for 182.3 h a run costs no more than renting from 44 runs a year (at most 48 fit in a year); at 44 runs a year, owning CN¥15,000.00 against renting CN¥15,079.50 over 12 months (amortized); the job: 1 run a year',
    );
    expect(screen.queryByText(/^Workload changed by hand/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Three ways to serve' })).toBeNull();
  });

  it('says renting stays cheaper when owning loses even at the most runs, in the page’s cost view', async () => {
    // owning 20,000 a year; the most runs, 48, rent 48 × 342.72 = 16,450.37
    const s = trainingScenario(labLora(), { own: { serverPrice: 20_000 } });
    load('en', s);
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('Runs a year from which owning wins')).toBe(
      'Runs a year from which owning wins: renting stays cheaper at every count up to 48 runs a year, the most that fit in a year; there, owning CN¥20,000.00 against renting CN¥16,450.37 over 12 months (amortized)',
    );
    act(() => useCalculator.getState().setCostView('cash'));
    expect(howLine('Runs a year from which owning wins')).toContain('over 12 months (cash)');
  });

  it('shows the job’s and the workload’s figures when the workload was changed by hand', async () => {
    const s = trainingScenario(labLora(), { workload: { gpus: 2, hoursPerDay: 8, daysPerYear: 200 } });
    load('en', s);
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('Workload changed by hand')).toBe(
      'Workload changed by hand: the job fills 1 card, 24 h a day, 7.6 days a year; the workload now holds 2 cards, 8 h a day, 200 days a year, and the verdict above uses the workload as shown',
    );
    // the verdict's own sections price the workload as shown: 2 cards × 8 h × 200 days ÷ 12
    expect(howLine('Busy hours of a card a month')).toBe(
      'Busy hours of a card a month = 8 h × 200 days ÷ 12 = 133.33 h',
    );
  });

  it('says why the job fills no workload when its runs do not fit in a year, never a blank', async () => {
    // 100 runs × 182.2957 h = 18,229.57 h > 8,760; ⌊8,760 ÷ 182.2957⌋ = 48
    load('en', trainingScenario(labLora({ runsPerYear: 100 })));
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('The workload it fills')).toBe(
      'The workload it fills: none, as the runs a year (100) take 18,229.57 h back to back, more than a year’s 8,760 h: one run takes 182.3 h on 1 card, so at most 48 fit (change the runs a year)',
    );
    expect(howLine('Runs a year from which owning wins')).toContain('from 44 runs a year (at most 48 fit in a year)');
  });

  it('gives the engine’s reason when a run of no tokens fills no workload, not a want of cards', async () => {
    load('en', trainingScenario(labLora({ tokens: 0 })));
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('The workload it fills')).toBe(
      'The workload it fills: cannot be worked out: training.tokens keeps the cards busy 0 hours a year, less than a scenario holds (0 or at least 0.000001 days a year): more tokens or more runs',
    );
    expect(howLine('Runs a year from which owning wins')).toBe(
      'Runs a year from which owning wins: none, as the run takes no time (no tokens to train on)',
    );
  });

  it('writes the training job in Chinese', async () => {
    load('zh-CN', trainingScenario(labLora()));
    render(<HowPage />);
    await screen.findByRole('heading', { name: '从任务到工作负载' });
    expect(howLine('计算量')).toBe(
      '计算量 = 4 × 激活参数 8B × 1 × 10⁹ token = 3.2 × 10¹⁹ FLOPs（LoRA 与 QLoRA 每个参数每个 token 计 4 次：前向 2 次，反向传播穿过冻结的基座 2 次，基座权重本身不求梯度；Hu 等，2021）',
    );
    expect(howLine('由此得出的工作负载')).toBe(
      '由此得出的工作负载 = 每年 1 次 × 182.3 小时 ÷ 24 小时 = 每年 7.6 天，每天 24 小时，共 1 张卡',
    );
    expect(howLine('每年跑几次起自建更划算')).toBe(
      '每年跑几次起自建更划算：每次 182.3 小时、1 张卡：每年 44 次起，自建不比租用贵（一年最多排得下 48 次）；每年 44 次时，12 个月内自建 ¥15,000.00，租用 ¥15,079.50（摊销口径）；本任务为每年 1 次',
    );
  });
});

describe('from the job to the workload: energy and carbon', () => {
  const ownDraw = () => JOB_FIXTURES['a run with its own draw and carbon factor, on servers with a base draw']?.();

  it('works a run’s kWh and kg CO₂e from the job’s own draw and factor and the server’s base draw', async () => {
    load('en', ownDraw() ?? scenario());
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    // 300 W the job gives + 200 W of a one-card server's base draw; the scenario's PUE 1
    expect(howLine('Power a card')).toBe(
      'Power a card: 300 W working, as the job gives it + 200 W a card of the server’s base draw (serverBaseWatts ÷ cards a server); PUE 1',
    );
    // 182.2957 GPU-hours × 500 W × 1 ÷ 1,000 = 91.15 kWh; × 0.2 kg a kWh = 18.23 kg
    expect(howLine('Energy of a run')).toBe('Energy of a run = 182.3 GPU-hours × 500 W × PUE 1 ÷ 1,000 = 91.15 kWh');
    expect(howLine('Carbon')).toBe('Carbon = 91.15 kWh × 0.2 kg CO₂e a kWh, as the job gives it = 18.23 kg CO₂e');
  });

  it('says so in Chinese, and names the grid a serving job’s carbon is read from', async () => {
    load('zh-CN', ownDraw() ?? scenario());
    render(<HowPage />);
    await screen.findByRole('heading', { name: '从任务到工作负载' });
    expect(howLine('一次训练的能耗')).toBe('一次训练的能耗 = 182.3 卡时 × 500 W × PUE 1 ÷ 1,000 = 91.15 kWh');
    cleanup();
    load('en', JOB_FIXTURES['Qwen2.5 32B against qwen-plus']?.() ?? scenario());
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('Carbon')).toMatch(
      /^Carbon = 0 kWh × 0\.5306 kg CO₂e a kWh \(cn-national-2023: 生态环境部\/国家统计局 公告.*\) = 0 kg CO₂e a day, the cards held all day; the grid is the scenario’s market’s national average: name a region in energy\.grid; the factor is relayed, not read at its source$/,
    );
  });
});

describe('from the job to the workload: a serving job', () => {
  it('works Qwen2.5 32B against qwen-plus by hand, and three ways to serve from the scenario’s totals', async () => {
    load('en', servingScenario(qwenServing()));
    render(<HowPage />);
    expect(await parts('Three ways to serve')).toEqual([
      'From the job to the workload',
      'Three ways to serve',
      'Owning',
      'Renting',
      'Comparison',
      'Where the answer turns',
    ]);
    // 75 % input, no cached, so 25 % output: 5e6 × 0.25 = 1.25e6
    expect(howLine('Output tokens a day')).toBe('Output tokens a day = 5,000,000 × 25% = 1,250,000');
    // 1.25e6 ÷ 86,400 × 2 = 28.935
    expect(howLine('Peak output tokens')).toBe(
      'Peak output tokens a second = 1,250,000 ÷ 86,400 s × 2 = 28.94 tokens/s',
    );
    // prefill 2 × 32.5e9 ÷ (989e12 × 40 %) = 0.164 ms an input token; 28.94 × 0.75 ÷ 0.25 = 86.81 input tokens/s:
    // 28.94 ÷ 2,700.7 + 86.81 × 0.000164 = 0.0107 + 0.0143 → 1 card
    expect(howLine('Cards at the peak')).toBe(
      'Cards at the peak = ⌈28.94 ÷ 2,700.7 tokens/s a card decodes + 86.81 input tokens/s × 0.16 ms of prefill each ÷ 1,000 ms⌉ = 1 card',
    );
    expect(howLine('Weights')).toBe('Weights = 32.5B parameters × 1 byte = 32.5 GB');
    // a BF16 cache by default, whatever the weights: 2 × 64 × 8 × 128 × 2 = 262,144 bytes a token; × 8,192 × 16 = 34.36 GB
    expect(howLine('KV cache')).toBe(
      'KV cache = 2 (K and V) × 64 layers × 8 KV heads × 128 × 2 bytes = 262,144 bytes a token; × 8,192 tokens of context × 16 sequences at once = 34.36 GB (every sequence at its full context: an upper bound)',
    );
    // 80 × 0.9 = 72 GB usable holds 32.5 GB with room to spare: one card a copy, leaving 39.5 GB
    expect(howLine('Cards a copy of the model')).toBe(
      'Cards a copy of the model: the fewest that hold 32.5 GB of weights with room to spare, at 72 GB usable a card (80 GB × 90%): 1 card; 90% usable is the default, vLLM’s default GPU memory utilization, keeping a tenth for the CUDA context and fragmentation',
    );
    expect(howLine('Copies and cards')).toBe(
      'Copies and cards = max(1, ⌈1 ÷ 1⌉ for the peak, ⌈34.36 GB ÷ 39.5 GB left a copy⌉ for the KV cache) = 1 × 1 a copy = 1 card; the KV cache fits in the copies the peak needs',
    );
    // (1.25e6 ÷ 2,700.7 + 3.75e6 × 0.164307 ms ÷ 1,000) ÷ 3,600 = (462.8 + 616.2) ÷ 3,600 = 0.2997
    expect(howLine('Busy card-hours a day')).toBe(
      'Busy card-hours a day = (1,250,000 ÷ 2,700.7 tokens/s + 3,750,000 input tokens × 0.16 ms ÷ 1,000 ms) ÷ 3,600 = 0.3 card-hours, the floor with perfect autoscaling, against 1 card × 24 h = 24 card-hours held',
    );
    expect(howLine('The workload it fills')).toBe(
      'The workload it fills: 1 card held 24 h a day, 365 days a year: a service must be up to answer',
    );
    // the scenario's totals for its workload (1 card held all year): owning the 36,500 server written off
    // in the year, renting 8,760 h × 5 = 43,800; a day of 365: 100 and 120; ÷ 5 M tokens: 20 and 24
    expect(howLine('Owning, amortized total')).toContain('= CN¥36,500.00');
    expect(howLine('Renting, total')).toContain('= CN¥43,800.00');
    expect(howLine('On owned cards')).toBe(
      'On owned cards = CN¥36,500.00 over 12 months ÷ 365 days = CN¥100.00 a day; ÷ (5,000,000 tokens a day ÷ 10⁶) = CN¥20.00 per million tokens',
    );
    expect(howLine('On rented cards')).toBe(
      'On rented cards = CN¥43,800.00 over 12 months ÷ 365 days = CN¥120.00 a day; ÷ (5,000,000 tokens a day ÷ 10⁶) = CN¥24.00 per million tokens',
    );
    // 0.75 × 0.8 + 0.25 × 2 = 1.1 a million; × 5 = 5.50 a day
    expect(howLine('Through the API')).toBe(
      'Through the API = 75% × CN¥0.80 + 25% × CN¥2.00 = CN¥1.10 per million tokens; × (5,000,000 tokens a day ÷ 10⁶) = CN¥5.50 a day (Alibaba Cloud Bailian qwen-plus)',
    );
    expect(howLine('Cheapest')).toBe('Cheapest: the API, at CN¥5.50 a day');
    // 100 ÷ 1.1e-6 = 90,909,090.9; 120 ÷ 1.1e-6 = 109,090,909.1; the card carries, each output token with
    // its prompts' prefill, 1 ÷ (1 ÷ 2,700.7 + 3 × 1.64307e-4) = 1,158.49 tokens/s × 86,400 ÷ 2 ÷ 0.25 = 200,186,165 a day
    expect(howLine('Owned cards beat the API')).toBe(
      'Owned cards beat the API: from 90,909,091 tokens a day: CN¥100.00 a day ÷ CN¥1.10 per million tokens × 10⁶, within the 200,186,165 tokens a day the deployment carries',
    );
    expect(howLine('Rented cards beat the API')).toBe(
      'Rented cards beat the API: from 109,090,909 tokens a day: CN¥120.00 a day ÷ CN¥1.10 per million tokens × 10⁶, within the 200,186,165 tokens a day the deployment carries',
    );
  });

  it('leaves an API priced in another currency out, saying so', async () => {
    const spec = qwenServing({ api: { name: 'Some API', inputPerM: 0.1, outputPerM: 0.4, currency: 'USD' } });
    load('en', servingScenario(spec));
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'Three ways to serve' });
    expect(howLine('Through the API')).toBe(
      'Through the API: left out: its prices are in USD and the scenario’s in CNY, and no exchange rate is assumed',
    );
    expect(howLine('Cheapest')).toBe('Cheapest: owned cards, at CN¥100.00 a day');
    expect(howLine('Owned cards beat the API')).toBe(
      'Owned cards beat the API: not compared: the API’s prices are in another currency',
    );
    expect(screen.queryByText(/USD\s?\d|\$\d/)).toBeNull();
  });

  it('writes three ways to serve in Chinese', async () => {
    load('zh-CN', servingScenario(qwenServing()));
    render(<HowPage />);
    await screen.findByRole('heading', { name: '三种部署方式' });
    expect(howLine('自建 =')).toBe(
      '自建 = 12 个月 ¥36,500.00 ÷ 365 天 = 每天 ¥100.00；÷ (每天 5,000,000 token ÷ 10⁶) = 每百万 token ¥20.00',
    );
    expect(howLine('调用 API')).toBe(
      '调用 API = 75% × ¥0.80 + 25% × ¥2.00 = 每百万 token ¥1.10；× (每天 5,000,000 token ÷ 10⁶) = 每天 ¥5.50（Alibaba Cloud Bailian qwen-plus）',
    );
    expect(howLine('自建比 API 划算')).toBe(
      '自建比 API 划算：每天 90,909,091 token 起：每天 ¥100.00 ÷ 每百万 token ¥1.10 × 10⁶，在部署每天能处理的 200,186,165 token 之内',
    );
  });
});

describe('from the job to the workload: every message, both languages', () => {
  const BAD = /explain\.|\{\w+\}|NaN|undefined|Infinity|null/;

  for (const [name, make] of Object.entries(JOB_FIXTURES)) {
    it(`writes “${name}” in English and Chinese with every value filled in`, async () => {
      for (const lang of ['en', 'zh-CN'] as const) {
        load(lang, make());
        render(<HowPage />);
        const heading = lang === 'en' ? 'From the job to the workload' : '从任务到工作负载';
        const section = (await screen.findByRole('heading', { name: heading })).closest('section');
        const text = section?.textContent ?? '';
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(BAD);
        for (const li of section?.querySelectorAll('li') ?? []) expect(li.textContent?.trim()).not.toBe('');
        cleanup();
      }
    });
  }

  it('marks the section as still loading until its part has come, so that printing waits for it', async () => {
    load('en', trainingScenario(labLora()));
    render(<HowPage />);
    const how = screen.getByTestId('how-computed');
    expect(how.querySelectorAll('[data-pending-part]')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(how.querySelectorAll('[data-pending-part]')).toHaveLength(0);
  });

  it('shows no job section for a scenario without a job', () => {
    load('en', scenario());
    render(<HowPage />);
    expect(screen.queryByRole('heading', { name: 'From the job to the workload' })).toBeNull();
  });

  it('uses every message of the section, in both languages, across the fixtures and both cost views', () => {
    const used = new Set<string>();
    for (const lang of ['en', 'zh-CN'] as const) {
      const t: Translate = (key, params) => {
        used.add(key);
        return translate(lang, key, params);
      };
      for (const make of Object.values(JOB_FIXTURES)) {
        const s = make();
        for (const view of ['amortized', 'cash'] as const) {
          const facts = jobFacts(s, view);
          if (!facts) throw new Error('every fixture holds a job');
          const { job, serve } = jobLines(facts, s, t, lang);
          for (const line of [...job, ...serve]) {
            expect(`${line.label} ${line.formula}`).not.toMatch(/explain\.|\{\w+\}|NaN|undefined|Infinity/);
          }
        }
      }
    }
    // no valid job reaches "beyond any volume" (the smallest price a job takes keeps the break-even
    // finite), so its wording is checked on the engine's answer as it would come
    const s = JOB_FIXTURES['Qwen2.5 32B against qwen-plus']?.() ?? scenario();
    const facts = jobFacts(s, 'amortized');
    if (facts?.state !== 'sized' || !facts.ways?.ok) throw new Error('the Qwen fixture is sized');
    const ways = facts.ways.value;
    const hair = {
      ...facts,
      ways: {
        ok: true as const,
        value: {
          ...ways,
          breakEvenTokensPerDay: { own: null, rent: null },
          reasons: { 'breakEven.own': 'beyond-any-volume', 'breakEven.rent': 'beyond-any-volume' },
        },
      },
    };
    for (const lang of ['en', 'zh-CN'] as const) {
      const t: Translate = (key, params) => {
        used.add(key);
        return translate(lang, key, params);
      };
      const { serve } = jobLines(hair, s, t, lang);
      const beatsOwn = lang === 'en' ? 'Owned cards beat the API' : '自建比 API 划算';
      expect(serve.find((line) => line.label === beatsOwn)?.formula).toBe(
        lang === 'en'
          ? 'at no volume: the API is dearer a token by too little to make up CN¥100.00 a day'
          : '任何用量下都不会：API 每个 token 只贵一点点，抵不上每天 ¥100.00',
      );
    }
    // the headings and introductions are the component's, rendered by the tests above
    const component = [
      'explain.section.job',
      'explain.job.intro',
      'explain.section.jobServe',
      'explain.job.serve.intro',
    ];
    const unused = Object.keys(englishJob).filter((key) => !used.has(key) && !component.includes(key));
    expect(unused).toEqual([]);
  });
});
