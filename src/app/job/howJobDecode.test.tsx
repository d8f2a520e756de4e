// @vitest-environment jsdom
// "How this is computed" for a serving job whose card's memory bandwidth is known: the sequences in
// flight (given, raised, or by Little's law) and a copy's decode under the bandwidth bound, worked by
// hand, in English and Chinese.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HowPage, howLine } from '../../../tests/support/howComputed.tsx';
import type { Scenario } from '../../engine/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { JOB_FIXTURES } from './howJob.fixtures.ts';

beforeEach(resetCalculator);
afterEach(cleanup);

function show(lang: 'en' | 'zh-CN', name: string) {
  const make = JOB_FIXTURES[name];
  if (!make) throw new Error(`no fixture "${name}"`);
  const s: Scenario = make();
  act(() => {
    useCalculator.setState({ lang });
    useCalculator.getState().loadScenario(s);
  });
  render(<HowPage />);
}

describe('how a serving job’s copies decode', () => {
  it('bounds each sequence by the memory bandwidth over the bytes a token reads', async () => {
    show('en', 'serving bounded by memory bandwidth');
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('Sequences in flight at the peak')).toBe('Sequences in flight at the peak: 16, as given');
    // a token reads the 32.5 GB of FP8 weights and, for each of the 16 sequences, half its 8,192-token
    // BF16 cache: 262,144 B × 4,096 = 1.07 GB; 16 × 3.35e12 ÷ (32.5e9 + 16 × 1.073741824e9) = 1,078.91
    // tokens/s, under the row's 2,700.7; ÷ 16 = 67.43 a sequence
    expect(howLine('Decode of a copy')).toBe(
      'Decode of a copy: min(16 sequences × 3.35 TB/s × 1 card ÷ (32.5 GB of weights + 16 × 1.07 GB of KV cache, half the context, read a token), the measured 2,700.7 tokens/s) = 1,078.91 tokens/s, 67.43 tokens/s a sequence',
    );
    // the cards at the peak count a token at that decode rate, not the measured one
    expect(howLine('Cards at the peak')).toContain('÷ 1,078.91 tokens/s a card decodes');
  });

  it('raises a count too small to decode the peak, and says so', async () => {
    show('en', 'one sequence given, raised so the peak decodes');
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    // 50 M × 25 % ÷ 86,400 × 2 = 289.35 output tokens/s at the peak; one sequence alone reads at most
    // 3.35e12 ÷ 32.5e9 = 103.08 tokens/s, so more must be in flight
    expect(howLine('Sequences in flight at the peak')).toMatch(
      /^Sequences in flight at the peak: 1 given, raised to [\d.,]+: fewer cannot decode the peak’s tokens within the bandwidth bound$/,
    );
  });

  it('takes the count from the speed each user wants, by Little’s law', async () => {
    show('en', 'sequences in flight by Little’s law');
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    // the peak's 28.94 output tokens/s decoded in the 98.57 % of the time prompts leave: 29.35 tokens/s;
    // the fewest in flight that carry it, 29.35 × 32.5e9 ÷ (3.35e12 − 29.35 × 1.0737e9) = 0.2875, each
    // decode 29.35 ÷ 0.2875 = 102.11 tokens/s, above the 20 a user wants
    expect(howLine('Sequences in flight at the peak')).toBe(
      'Sequences in flight at the peak: Little’s law: 29.35 output tokens/s decoded at the peak ÷ 102.11 tokens/s each (a user wants at least 20) = 0.29',
    );
  });

  it('says the measured throughput alone sets the decode when no bandwidth is known', async () => {
    show('en', 'Qwen2.5 32B against qwen-plus');
    await screen.findByRole('heading', { name: 'From the job to the workload' });
    expect(howLine('Decode of a copy')).toBe(
      'Decode of a copy: the measured 2,700.7 tokens/s; no memory bandwidth known, so no bound = 2,700.7 tokens/s',
    );
  });

  it('writes the steps in Chinese', async () => {
    show('zh-CN', 'serving bounded by memory bandwidth');
    await screen.findByRole('heading', { name: '从任务到工作负载' });
    expect(howLine('峰值时同时处理的序列数')).toBe('峰值时同时处理的序列数：16，按填写值');
    expect(howLine('每份副本的解码速度')).toContain('= 1,078.91 token/秒，每个序列 67.43 token/秒');
  });
});
