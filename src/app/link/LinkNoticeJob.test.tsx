// @vitest-environment jsdom
// A link whose job holds a bad value: a bad source note goes alone and the job stays; any other bad
// value takes the whole job with it, and the notice says so rather than reading as if one value went.

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import v4Lora from '../../../examples/v4-lab-lora-4090.json';
import { noticeText, openLink } from '../../../tests/support/linkNotice.tsx';
import type { Scenario } from '../../engine/index.ts';
import { parseScenario } from '../../engine/reading.ts';
import { encodeLink } from '../../state/link/write.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

const lora = parseScenario(v4Lora, 'strict').scenario as Scenario;

beforeEach(() => resetCalculator());
afterEach(cleanup);

const open = async (scenario: Scenario, extra = '') => openLink(`?${await encodeLink(scenario, {})}${extra}`);

describe('a bad source note of a link’s job', () => {
  it('goes alone: the job, its figures and the workload stay, and the notice names the note', async () => {
    const sources = { ...lora.job?.sources, 'gpu.peakTflops': { source: 'spec sheet', asOf: '2026-02-30' } };
    await open({ ...lora, job: { ...(lora.job as NonNullable<Scenario['job']>), sources } });
    const { scenario } = useCalculator.getState();
    expect(scenario.job?.gpu.peakTflops).toBe(lora.job?.gpu.peakTflops);
    expect(scenario.job?.sources?.['gpu.peakTflops']).toBeUndefined();
    expect(scenario.job?.sources?.['model.totalParamsB']).toEqual(lora.job?.sources?.['model.totalParamsB']);
    expect(scenario.workload).toEqual(lora.workload);
    expect(noticeText('en')).toContain(
      'The source note for “Peak dense TFLOPS at this precision” had a date that is not a real date written YYYY-MM-DD, so the note was left out.',
    );
  });
});

describe('a hand-written job figure of the wrong kind', () => {
  it('takes the whole job with it, and the notice says the whole job went and why', async () => {
    await open(lora, '&tokens=lots');
    const { scenario } = useCalculator.getState();
    expect(scenario.job).toBeUndefined();
    // the workload keeps the figures the link gave it, not ones refilled from a default
    expect(scenario.workload).toEqual(lora.workload);
    expect(scenario.workload.daysPerYear).toBeCloseTo(lora.workload.daysPerYear, 12);
    const text = noticeText('en');
    expect(text).toContain(
      '“Training tokens” was not valid (Enter a number from 0 to 10,000,000,000,000,000.), so the whole job (“Start from the job”) was left out; the workload keeps the figures the link gave it.',
    );
    expect(text).not.toContain('the part of the link that holds it');
    expect(noticeText('zh-CN')).toContain('因此整个任务（“从任务出发”）已略去；工作负载保留链接给出的数值。');
  });

  it('says a field a job lacks took the whole job with it', async () => {
    const job = { ...(lora.job as NonNullable<Scenario['job']>), colour: 'red' } as NonNullable<Scenario['job']>;
    await open({ ...lora, job });
    expect(useCalculator.getState().scenario.job).toBeUndefined();
    expect(noticeText('en')).toContain(
      '“job.colour” is not a field of a job, so the whole job (“Start from the job”) was left out;',
    );
  });
});
