import { describe, expect, it } from 'vitest';
import serve32b from '../../../examples/v4-serve-32b-vs-api.json';
import { parseScenario } from '../reading.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { jobFigures, servingPricesByKind, servingThreeWays } from './figures.ts';
import { serving } from './serving.ts';

describe("prefill's share of the busy card time", () => {
  it('is a third when half the tokens are prompts costing half an output token each', () => {
    // 1e6 tokens a day, half input, half output; a card decodes 1,000 tokens/s, so an output token
    // takes 1 ms and an input token 0.5 ms: 500,000 × 0.5 ms ÷ (500,000 × 1 ms + 500,000 × 0.5 ms) = 1/3
    const s = serving({
      totalParamsB: 7,
      precisionBytes: 2,
      kv: { kvBytesPerToken: 100_000 },
      traffic: { tokensPerDay: 1e6, inputShare: 0.5, outputShare: 0.5, peakHourFactor: 1 },
      outputTokensPerSecondPerCard: 1000,
      inputTokenCost: 0.5,
      cardMemoryGb: 80,
      contextTokens: 4096,
      concurrentSequences: 1,
      cardHourCost: 1,
    });
    expect(s.prefillShareOfBusy).toBeCloseTo(1 / 3, 12);
  });

  it('is none without prompts', () => {
    const s = serving({
      totalParamsB: 7,
      precisionBytes: 2,
      kv: { kvBytesPerToken: 100_000 },
      traffic: { tokensPerDay: 1e6, inputShare: 0, outputShare: 1, peakHourFactor: 1 },
      outputTokensPerSecondPerCard: 1000,
      peakTflops: 989,
      cardMemoryGb: 80,
      contextTokens: 4096,
      concurrentSequences: 1,
      cardHourCost: 1,
    });
    expect(s.prefillShareOfBusy).toBe(0);
  });
});

describe('the price a million tokens of each kind, served yourself', () => {
  const read = parseScenario(serve32b, 'strict');
  if (!read.ok) throw new Error('the example must read');
  const scenario = read.scenario;
  const spec = { ...(scenario.job as JobSpec), gpu: { ...(scenario.job as JobSpec).gpu, memoryBandwidthTBps: 3.35 } };

  it("adds up to each way's cost a day over the day's tokens of each kind", () => {
    const prices = servingPricesByKind(spec, scenario);
    const ways = servingThreeWays(spec, scenario);
    const s = spec.serving;
    if (!prices || !ways || !s) throw new Error('a serving job has prices');
    const tokens = (pct: number) => (s.tokensPerDay * pct) / 100 / 1e6;
    const output = 100 - s.inputSharePct - s.cachedSharePct;
    for (const way of ['own', 'rent'] as const) {
      const p = prices[way];
      const perDay =
        p.input * tokens(s.inputSharePct) + p.cachedInput * tokens(s.cachedSharePct) + p.output * tokens(output);
      expect(perDay).toBeCloseTo(ways.perDay[way], 6);
    }
    expect(prices.currency).toBe(scenario.currency);
  });

  it('prices an input token at its prefill time beside an output token', () => {
    const prices = servingPricesByKind(spec, scenario);
    const s = jobFigures(spec).serving;
    if (!prices || !s) throw new Error('a serving job has prices');
    // both shares come from the same card time: their ratio is the input token's cost in output tokens'
    // time at the copy's decode rate, and a cached prompt costs no card time
    const decodePerCard = s.decodeTokensPerSecondPerReplica / s.cardsPerReplica;
    const ratio = (s.inputTokenCost / (spec.serving?.outputTokensPerSecondPerCard ?? 1)) * decodePerCard;
    expect(prices.own.input / prices.own.output).toBeCloseTo(ratio, 9);
    expect(prices.own.cachedInput).toBe(0);
  });

  it('has none for a training job', () => {
    expect(
      servingPricesByKind({ ...spec, kind: 'training', serving: undefined } as unknown as JobSpec, scenario),
    ).toBeNull();
  });
});
