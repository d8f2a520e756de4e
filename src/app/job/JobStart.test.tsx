// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import serve32b from '../../../examples/v4-serve-32b-vs-api.json';
import { description } from '../../../tests/support/described.ts';
import { openJob } from '../../../tests/support/jobShell.tsx';
import { parseScenario } from '../../engine/reading.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { JobShell } from './JobShell.tsx';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const state = () => useCalculator.getState();
const field = (label: string | RegExp) => screen.getByLabelText(label);

const open = openJob;

/**
 * A full fine-tune of Llama 3.1 70B (70 B parameters, 80 layers of width 8,192, src/data/llm.json) on
 * 20 B tokens on H100 SXM (989 dense BF16 TFLOPS, 80 GB), 8-card instances, a two-week deadline, by hand:
 * - compute (6 × 70e9 + 12 × 80 × 8,192 × 8,192 of attention at 8,192 tokens) × 20e9 = 9.6885e21 FLOPs;
 *   a full dense run under 1e11 tokens is a fine-tune, at MPT-7B's 37.14 % MFU: a card-hour does 989e12 ×
 *   0.3714 × 3,600 = 1.32233e18, so 7,326.82 GPU-hours, 8,140.91 with Meta's 1 ÷ 0.9 − 1 overhead;
 * - state 18 B × 70e9 = 1,260 GB over 90 % of 80 GB less 2 × 8,192 × 8,192 × 80 = 10.74 GB of
 *   activations, 61.26 GB: 20.6 → 21 cards; the deadline 8,140.91 ÷ 336 h = 24.2 → 25 cards; 25 in 8-card
 *   instances = 4 instances = 32 cards;
 * - 8,140.91 ÷ 32 = 254.4034 hours a run, one run a year: 24 h a day for 254.4034 ÷ 24 = 10.6001 days,
 *   which the field holds as a reader would type it, to a tenth: 10.6.
 */
async function fineTune70b(user: ReturnType<typeof userEvent.setup>) {
  await open(user);
  await user.selectOptions(field('Model'), 'llama-3.1-70b');
  await user.selectOptions(field('Method'), 'full');
  await user.clear(field('Training tokens'));
  await user.type(field('Training tokens'), '20');
  await user.clear(field('Cards in one instance or server'));
  await user.type(field('Cards in one instance or server'), '8');
  await user.type(field('Deadline'), '14');
}

describe('Start from the job', () => {
  it('works out a 70B full fine-tune and fills the workload only when asked', async () => {
    const user = userEvent.setup();
    await fineTune70b(user);
    expect(screen.getByTestId('job-figures').textContent).toBe(
      'One run: 8,140.9 GPU-hours; cards used: 32; 254.4 hours (10.6 days) from start to end; its state needs 1,260 GB.',
    );
    // nothing in the verdict yet: the default workload is untouched
    expect(state().scenario.workload.gpus).toBe(4);
    expect(state().scenario.job).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    const { scenario, problems } = state();
    expect(problems).toEqual([]);
    expect(scenario.workload.gpus).toBe(32);
    expect(scenario.workload.hoursPerDay).toBe(24);
    expect(scenario.workload.daysPerYear).toBe(10.6);
    expect(scenario.job?.training?.tokens).toBe(20e9);
    expect(scenario.job?.gpu).toEqual({ id: 'h100-sxm', peakTflops: 989, memoryGB: 80, cardsPerInstance: 8 });
    // the job's card is priced from the catalog's China entry, the yuan scenario's market: an 8-card
    // H100 server at 2,700,000 CNY and the lease of 75,000 CNY a server-month, 9,375 a card-month; not
    // US prices converted at 7.2
    expect(scenario.own.gpusPerServer).toBe(8);
    // the rented instance stays the provider's offer: the job's 8-card server does not change the billing
    expect(scenario.rent.gpusPerInstance).toBe(1);
    expect(scenario.own.serverPrice).toBe(2_700_000);
    expect(scenario.rent.monthlyPricePerGpu).toBe(9_375);
    expect(scenario.sources['own.serverPrice']?.source).not.toMatch(/converted/);
    expect(scenario.sources['rent.monthlyPricePerGpu']?.source).toMatch(/75,?000/);
    expect(screen.getByRole('status').textContent).toMatch(
      /^The workload is filled from this job — cards: 32; hours a day: 24; days a year: 10\.6\. Power, server and rental prices for the NVIDIA H100/,
    );
  });

  it('fills the workload again with each change once the job is in use, in one edit', async () => {
    const user = userEvent.setup();
    await fineTune70b(user);
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    // twice the tokens in the same two weeks: 16,281.82 GPU-hours ÷ 336 h = 48.5 → 49 cards, 7 instances
    // = 56 cards, 16,281.82 ÷ 56 = 290.75 hours
    await user.clear(field('Training tokens'));
    await user.type(field('Training tokens'), '40');
    const { scenario } = state();
    expect(scenario.workload.gpus).toBe(56);
    // 16,281.82 ÷ 56 ÷ 24 = 12.1145 days, to a tenth
    expect(scenario.workload.daysPerYear).toBe(12.1);
    expect(scenario.job?.training?.tokens).toBe(40e9);
  });

  it('keeps a workload changed by hand, says so, and fills it again when asked', async () => {
    const user = userEvent.setup();
    await fineTune70b(user);
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    state().setField(['workload', 'gpus'], 48, true);
    const note = await screen.findByText(/changed by hand since the job filled it/);
    // what the job would give, beside the workload the verdict now uses
    expect(note.textContent).toMatch(
      /^The workload has been changed by hand since the job filled it; the verdict uses the workload as it stands\. The job gives cards: 32; hours a day: 24; days a year: 10\.6\./,
    );
    expect(state().scenario.workload.gpus).toBe(48);
    await user.click(screen.getByRole('button', { name: 'Fill it again' }));
    expect(state().scenario.workload.gpus).toBe(32);
  });

  it('says beside the field what it allows, and leaves the scenario as it was', async () => {
    const user = userEvent.setup();
    await fineTune70b(user);
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    await user.clear(field('Training tokens'));
    await user.type(field('Training tokens'), 'lots');
    const tokens = field('Training tokens');
    expect(tokens.getAttribute('aria-invalid')).toBe('true');
    expect(description(tokens)).toMatch(/^Enter a number from 0 to 10,000,000\./);
    expect(state().scenario.job?.training?.tokens).toBe(20e9);
    expect(state().scenario.workload.gpus).toBe(32);
    expect((tokens as HTMLInputElement).value).toBe('lots');
  });

  it('refuses more runs a year than fit back to back, naming how many do', async () => {
    const user = userEvent.setup();
    await fineTune70b(user);
    await user.clear(field('Runs a year'));
    // 8,760 ÷ 254.40 hours = 34.4: at most 34 runs
    await user.type(field('Runs a year'), '35');
    expect(description(field('Runs a year'))).toMatch(
      /^At most 34 runs fit in a year back to back: one run takes 254\.4 hours\./,
    );
    expect(screen.getByRole('button', { name: 'Fill the workload from this job' })).toHaveProperty('disabled', true);
  });

  it('sizes a serving job from a measured row and compares an API converted to the scenario’s currency', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByLabelText('Serve a model'));
    await user.selectOptions(field('Model'), 'llama-3.1-8b');
    await user.selectOptions(field('GPU'), 'h100-sxm');
    // the first measured row of Llama 3.1 8B on one H100 SXM is picked for the reader
    const rows = field('Output tokens a second per card') as HTMLSelectElement;
    const measured = within(rows).getByRole('group', { name: 'Measured for this model on this card' });
    expect(rows.selectedOptions[0]?.parentElement).toBe(measured);
    expect(rows.selectedOptions[0]?.textContent).toMatch(/^Llama 3\.1 8B/);
    const [api] = within(field('Compare with an API')).getAllByRole('option', { name: /^OpenAI .* USD per million/ });
    if (!(api instanceof HTMLOptionElement)) throw new Error('no OpenAI price in USD in the catalog');
    await user.selectOptions(field('Compare with an API'), api.value);
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    const { scenario } = state();
    // a service is held all day, every day
    expect(scenario.workload.hoursPerDay).toBe(24);
    expect(scenario.workload.daysPerYear).toBe(365);
    expect(scenario.job?.api?.currency).toBe('CNY');
    expect(scenario.job?.sources?.['api.inputPerM']?.source).toMatch(/Converted from USD at 7\.2 CNY per USD/);
  });
});

describe('the examples', () => {
  /**
   * A lab's LoRA fine-tune of Qwen2.5 7B (7.61 B parameters, 28 layers of width 3,584) on 1 B tokens on
   * one RTX 4090 (165 dense BF16 TFLOPS, 24 GB), a dozen a year, by hand: (4 × 7.61e9 + 8 × 28 × 3,584 ×
   * 8,192 of attention) × 1e9 = 3.7017e19 FLOPs; a card-hour at the LoRA regime's 37.14 % × (43.1 ÷ 32.5)
   * ÷ 1.5 = 32.84 % does 165e12 × 0.328356 × 3,600 = 1.950434e17, so 189.79 GPU-hours, 210.87 with the
   * 1 ÷ 0.9 − 1 overhead, on one card (the BF16 base and adapters are 15.9 GB of the 21.6 GB usable less
   * 1.64 GB of activations); 12 runs = 2,530.49 hours = 105.44 days.
   */
  it('fills a lab’s LoRA fine-tune on one RTX 4090, twelve runs a year', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'A lab’s LoRA fine-tune of a 7B model' }));
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    const { workload, job } = state().scenario;
    expect(workload.gpus).toBe(1);
    // 12 × 210.87 ÷ 24 = 105.437 days, to a tenth
    const loraMfu = (0.3714 * (43.1 / 32.5)) / 1.5;
    const flops = (4 * 7.61e9 + 8 * 28 * 3584 * 8192) * 1e9;
    expect(workload.daysPerYear).toBeCloseTo((12 * (flops / (165e12 * loraMfu * 3600)) * (1 / 0.9)) / 24, 1);
    expect(workload.daysPerYear).toBe(105.4);
    expect(job?.training?.method).toBe('lora');
    expect(job?.gpu.id).toBe('rtx-4090');
    // priced from the China entry of the card, the yuan scenario's market
    expect(state().scenario.sources['rent.pricePerGpuHour']?.source).not.toMatch(/converted/);
  });

  it('serves a 32B model on a stand-in throughput that says it is one, against qwen-plus in CNY', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Serving a 32B model against an API' }));
    await user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));
    const { job } = state().scenario;
    expect(job?.serving?.outputTokensPerSecondPerCard).toBeCloseTo(2700.72375, 5);
    expect(job?.sources?.['serving.outputTokensPerSecondPerCard']?.source).toMatch(
      /^STAND-IN: measured on Llama 2 70B/,
    );
    // qwen-plus is priced in CNY, the scenario's currency: no conversion
    // with the job's default yearly change of its prices, an assumption the verdict states
    expect(job?.api).toEqual({
      name: 'Alibaba Cloud Bailian (百炼) qwen-plus',
      inputPerM: 0.8,
      outputPerM: 2,
      currency: 'CNY',
      priceChangePctPerYear: -50,
    });
  });
});

describe('a job read back from a link or a saved scenario', () => {
  it('keeps the sources of the figures left as they were, and drops the source of a figure typed over', async () => {
    const read = parseScenario(serve32b, 'strict');
    if (!read.ok) throw new Error('the example does not read');
    state().loadScenario(read.scenario);
    const user = userEvent.setup();
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <JobShell />
        </Suspense>,
      );
    });
    // the part opens by itself for a scenario that holds a job
    const tokens = await screen.findByLabelText('Tokens a day', undefined, { timeout: 10_000 });
    await user.clear(tokens);
    await user.type(tokens, '10');
    const job = state().scenario.job;
    expect(job?.serving?.tokensPerDay).toBe(10e6);
    expect(job?.api?.name).toBe('Alibaba Cloud Bailian (百炼) qwen-plus');
    const sources = job?.sources ?? {};
    expect(sources['api.inputPerM']?.source).toMatch(/qwen-plus \[SECONDARY\]/);
    expect(sources['serving.outputTokensPerSecondPerCard']?.source).toMatch(/^ASSUMPTION: no measured row/);
    // the figure the reader changed is theirs now
    expect(sources['serving.tokensPerDay']).toBeUndefined();

    await user.clear(field('Measured output tokens a second per card'));
    await user.type(field('Measured output tokens a second per card'), '3000');
    expect(state().scenario.job?.sources?.['serving.outputTokensPerSecondPerCard']).toBeUndefined();
  });

  it('shows a precision the form does not list as it is, rather than as one it lists', async () => {
    const read = parseScenario(serve32b, 'strict');
    if (!read.ok || !read.scenario.job) throw new Error('the example does not read');
    state().loadScenario({ ...read.scenario, job: { ...read.scenario.job, precisionBytes: 4 } });
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <JobShell />
        </Suspense>,
      );
    });
    const precision = (await screen.findByLabelText('Precision of the weights', undefined, {
      timeout: 10_000,
    })) as HTMLSelectElement;
    expect(precision.selectedOptions[0]?.textContent).toBe('4 bytes a weight');
  });
});
