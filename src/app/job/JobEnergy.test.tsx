// @vitest-environment jsdom
// The job's energy and carbon under its figures, as a reader sees them: the card's board power before
// the job is the scenario's, the scenario's own power and market once it is, in both languages.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobWorkload } from '../../engine/job/index.ts';
import { translate } from '../../i18n/index.ts';
import { resetCalculator } from '../../state/store.ts';
import type { Translate } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { labLora, qwenServing } from './howJob.fixtures.ts';
import { JobEnergy } from './JobEnergy.tsx';

beforeEach(resetCalculator);
afterEach(cleanup);

function show(spec: ReturnType<typeof labLora>, lang: 'en' | 'zh-CN' = 'en') {
  const fill = jobWorkload(spec);
  if (!fill.ok) throw new Error('the test job fills a workload');
  const t: Translate = (key, params) => translate(lang, key, params);
  render(<JobEnergy spec={spec} fill={fill} t={t} lang={lang} />);
  return screen.getByTestId('job-energy').textContent ?? '';
}

describe('the job’s energy and carbon', () => {
  it('counts a run at the card’s board power until the job is the scenario’s, and says TDP is an upper bound', () => {
    // LoRA's MFU 37.14 % × (43.1 ÷ 32.5) ÷ 1.5 = 32.836 %: 4 × 8e9 × 1e9 ÷ (165e12 × 0.32836 × 3600) =
    // 164.06 GPU-hours, ÷ 0.9 = 182.29 with overhead; × 450 W (the RTX 4090's board power) × 1.58
    // (the default PUE) ÷ 1,000 = 129.61 kWh
    const text = show(labLora());
    expect(text).toContain('Energy of a run: 129.6 kWh, at 450 W a card and a PUE of 1.58.');
    expect(text).toContain('Carbon: from the grid of this scenario’s market, once the job fills the workload.');
    expect(text).toContain('board power (TDP) is an upper bound of what it draws, not a measurement');
  });

  it('takes the scenario’s own power and its market’s grid once the job is the scenario’s', () => {
    const spec = labLora();
    act(() => {
      const s = useCalculator.getState().scenario;
      const power = { ...s.own.power, gpuWatts: 450, serverBaseWatts: 400, pue: 1.5 };
      useCalculator.getState().loadScenario({
        ...s,
        currency: 'CNY',
        market: 'cn',
        own: { ...s.own, gpusPerServer: 4, power },
        job: spec,
      });
    });
    // (450 + 400 ÷ 4) W = 550 W × 1.5 × 182.29 h ÷ 1,000 = 150.39 kWh; × 0.5306 = 79.80 kg
    const text = show(spec);
    expect(text).toContain('Energy of a run: 150.4 kWh, at 550 W a card and a PUE of 1.5.');
    expect(text).toContain('Carbon: 79.8 kg CO₂e a run, at 0.5306 kg a kWh (China, national average, 2023).');
  });

  it('gives serving’s joules per output token and kWh per million tokens, in Chinese', () => {
    // Qwen2.5 32B on an H800: the catalog has no H800 row, so the job's own draw: 700 W, PUE 1.2
    const spec = qwenServing({ energy: { gpuWatts: 700, pue: 1.2, grid: 'cn-south-2023' } });
    const text = show(spec, 'zh-CN');
    // held: 1 card × 24 h × 700 W × 1.2 ÷ 1,000 = 20.16 kWh a day; × 3.6 MJ ÷ 1.25 M output tokens = 58.1 J;
    // ÷ 5 M tokens = 4.03 kWh a million; × 0.4042 kg = 8.1487 kg a day
    expect(text).toContain('全天占用时每个输出 token 58.1 J（每百万 token 4.03 kWh）');
    expect(text).toContain('碳排放：全天占用时每天 8.1 kg CO₂e，按每 kWh 0.4042 kg 计（南方，2023）。');
    expect(text).not.toContain('TDP');
  });
});
