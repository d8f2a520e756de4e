// @vitest-environment jsdom
// "Start from the job" with the serving model's own inputs, as a reader uses them: the card's memory
// bandwidth from the catalog with its source (a typed figure winning), the speed each user wants, the
// KV cache's precision, prefill's efficiency and an input token's cost, and the decode figures and
// prices by token kind the page then shows.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJob } from '../../../tests/support/jobShell.tsx';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const state = () => useCalculator.getState();
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const hintOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openServing(user: ReturnType<typeof userEvent.setup>) {
  await openJob(user);
  // Qwen2.5 32B in FP8 on one H100 SXM, 5 M tokens a day, 75 % input, the peak twice the average,
  // 8,192 tokens of context, 16 sequences; MLPerf v4.1's Llama 2 70B server row stands in (2,700.7 a card)
  await user.click(screen.getByRole('button', { name: 'Serving a 32B model against an API' }));
}

const fill = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Fill the workload from this job' }));

describe('the card’s memory bandwidth', () => {
  it('comes from the catalog with its row cited, and a figure typed over it wins', async () => {
    const user = userEvent.setup();
    await openServing(user);
    const bandwidth = field('Memory bandwidth of one card');
    expect(bandwidth.value).toBe('');
    expect(bandwidth.placeholder).toBe('3.35');
    expect(hintOf(bandwidth)).toContain('Empty: the catalog’s 3.35 TB/s (as of 2025-11-06)');
    await fill(user);
    let job = state().scenario.job;
    expect(job?.gpu.memoryBandwidthTBps).toBe(3.35);
    expect(job?.sources?.['gpu.memoryBandwidthTBps']?.source).toMatch(
      /^src\/data\/llm\.json memoryBandwidth row h100-sxm/,
    );

    await user.type(bandwidth, '2');
    job = state().scenario.job;
    expect(job?.gpu.memoryBandwidthTBps).toBe(2);
    expect(job?.sources?.['gpu.memoryBandwidthTBps']).toBeUndefined();
  });

  it('finds the H800’s row, which the GPU catalog lists as h800-80gb', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await user.selectOptions(field('GPU'), 'h800-80gb');
    expect(field('Memory bandwidth of one card').placeholder).toBe('3.35');
    // the catalog measured no row of this model on the H800: a figure typed
    await user.type(field('Measured output tokens a second per card'), '2000');
    await fill(user);
    expect(state().scenario.job?.sources?.['gpu.memoryBandwidthTBps']?.source).toMatch(/memoryBandwidth row h800 /);
  });

  it('keeps the bandwidth when the card is then typed by hand, and leaves a training job without it', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await user.selectOptions(field('GPU'), '');
    expect(field('Peak dense TFLOPS at this precision').value).toBe('989');
    expect(field('Memory bandwidth of one card').value).toBe('3.35');
    await user.clear(field('Memory bandwidth of one card'));
    expect(hintOf(field('Memory bandwidth of one card'))).toContain('Empty: no bandwidth bound');
    await user.click(screen.getByLabelText('Train or fine-tune'));
    expect(screen.queryByLabelText('Memory bandwidth of one card')).toBeNull();
  });
});

describe('how the copies decode', () => {
  it('shows each sequence’s speed under the bandwidth bound and the prompts’ share of the busy time', async () => {
    const user = userEvent.setup();
    await openServing(user);
    // a token reads 32.5 GB of FP8 weights and, for each of 16 sequences, half its 8,192-token BF16
    // cache: 2 × 64 × 8 × 128 × 2 B = 262,144 B a token × 4,096 = 1.0737 GB. One copy on one card:
    // 16 × 3.35e12 ÷ (32.5e9 + 16 × 1.0737e9) = 1,078.9 tokens/s, under the row's 2,700.7: 67.4 each.
    // Prompts: 2 × 32.5e9 FLOPs ÷ (989e12 × 40 %) = 0.1643 ms an input token, an output token
    // 1 ÷ 1,078.9 = 0.9269 ms: 3.75 M × 0.1643 ÷ (3.75 M × 0.1643 + 1.25 M × 0.9269) = 34.7 %
    const decode = await screen.findByTestId('job-decode');
    expect(decode.textContent).toContain(
      'Decode: 16 sequences in flight (as given), 67.4 tokens/s each, 1,079 tokens/s a copy, bound by memory bandwidth.',
    );
    expect(decode.textContent).toContain('Prompts take 34.7% of the busy card time.');
    // the prices by token kind need the scenario's sides for this card: not before the job fills it
    expect(decode.textContent).not.toContain('per million tokens');
  });

  it('takes the sequences in flight from the speed each user wants, by Little’s law', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await user.type(field('Decode speed each user wants'), '20');
    // the peak's 5 M × 25 % ÷ 86,400 s × 2 = 28.94 output tokens/s, decoded in the 98.57 % of the time the
    // prompts leave (86.81 input tokens/s × 1.6431e-4 s): 29.35 tokens/s. The fewest in flight that carry
    // it: 29.35 × 32.5e9 ÷ (3.35e12 − 29.35 × 1.0737e9) = 0.29, each at 102 tokens/s, above the 20 wanted
    expect(screen.getByTestId('job-decode').textContent).toContain(
      'Decode: 0.3 sequences in flight (Little’s law, from the speed each user wants), 102 tokens/s each, 29.4 tokens/s a copy',
    );
    expect(hintOf(field('Sequences at once at the busiest hour'))).toContain('Not used');
    // an empty count is fine then
    await user.clear(field('Sequences at once at the busiest hour'));
    await fill(user);
    const serving = state().scenario.job?.serving;
    expect(serving?.tokensPerSecondPerUser).toBe(20);
    expect(serving?.concurrentSequences).toBeUndefined();
  });

  it('refuses a per-user speed no copy can reach, beside the field', async () => {
    const user = userEvent.setup();
    await openServing(user);
    // a copy reads its 32.5 GB of weights a token: at most 3.35e12 ÷ 32.5e9 = 103.08 tokens/s a user
    await user.type(field('Decode speed each user wants'), '200');
    expect(hintOf(field('Decode speed each user wants'))).toContain('under 103.07 tokens/s a user');
    expect(screen.getByRole('button', { name: 'Fill the workload from this job' })).toHaveProperty('disabled', true);
  });

  it('prices a million input, cached-input and output tokens once the job is the scenario’s', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await fill(user);
    const text = screen.getByTestId('job-decode').textContent ?? '';
    expect(text).toMatch(
      /Served yourself, per million tokens with the cards held all day: owned — input CN¥[\d.,]+, cached input CN¥0\.00, output CN¥[\d.,]+; rented — input/,
    );
  });
});

describe('the KV cache and prompts, folded', () => {
  it('writes an FP8 cache, a prefill efficiency and an input token’s cost into the job', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await user.click(screen.getByText('The KV cache and prompts'));
    expect(field('Prefill efficiency').placeholder).toBe('40');
    await user.selectOptions(field('KV cache precision'), '1');
    await user.type(field('Prefill efficiency'), '50');
    await fill(user);
    let serving = state().scenario.job?.serving;
    expect(serving?.kvPrecisionBytes).toBe(1);
    expect(serving?.prefillEfficiencyPct).toBe(50);
    await user.type(field('Card time of an input token'), '0.1');
    serving = state().scenario.job?.serving;
    expect(serving?.inputTokenCost).toBe(0.1);
  });

  it('says what a field allows beside it, and opens the fold that holds it', async () => {
    const user = userEvent.setup();
    await openServing(user);
    await user.click(screen.getByText('The KV cache and prompts'));
    await user.type(field('Prefill efficiency'), '0');
    expect(hintOf(field('Prefill efficiency'))).toContain('Enter a number from 1 to 100.');
    expect(screen.getByText('The KV cache and prompts').closest('details')?.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Fill the workload from this job' })).toHaveProperty('disabled', true);
  });
});

describe('training’s memory settings', () => {
  it('writes a micro-batch, the distributed optimizer and a typed model’s width and vocabulary', async () => {
    const user = userEvent.setup();
    await openJob(user);
    await user.selectOptions(field('Model'), '');
    await user.type(field('Hidden size (width)'), '3584');
    await user.type(field('Vocabulary'), '152064');
    await user.click(screen.getByText('Micro-batch and optimizer'));
    await user.type(field('Sequences in a micro-batch'), '2');
    await user.selectOptions(field('Optimizer state'), 'distributed');
    await fill(user);
    const job = state().scenario.job;
    // the typed model starts from Qwen2.5 7B's figures, its 28 layers among them
    expect(job?.model).toMatchObject({ layers: 28, hiddenSize: 3584, vocabSize: 152064 });
    expect(job?.training).toMatchObject({ microBatchSequences: 2, optimizer: 'distributed' });
  });

  it('refuses a micro-batch that is not a whole number', async () => {
    const user = userEvent.setup();
    await openJob(user);
    await user.click(screen.getByText('Micro-batch and optimizer'));
    expect(field('Sequences in a micro-batch').placeholder).toBe('1');
    await user.type(field('Sequences in a micro-batch'), '1.5');
    expect(hintOf(field('Sequences in a micro-batch'))).toContain('Enter a whole number from 1 to 100,000.');
  });
});
