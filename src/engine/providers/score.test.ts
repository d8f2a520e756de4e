// The provider scorecard, every rule worked by hand (docs/method/providers.md), then its invariants over random
// providers. The evidence of a whole card is the H100 of tests/fixtures/evidence: "NVIDIA H100 80GB
// HBM3", 81,559 MiB, MIG disabled, pass-through, driver 590.48.01, CUDA 13.1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { providerArb, providersArb, targetsArb } from '../../../tests/support/providerArbitraries.ts';
import { QUIET, valid } from '../../../tests/support/scenarios.ts';
import type { Provider, Providers, Scenario, ScenarioInput } from '../scenario/schema.ts';
import { SCORE_DIMENSIONS } from '../scenario/screeningDefaults.ts';
import { billingScore, priceScore } from './billing.ts';
import type { ProviderCost } from './cost.ts';
import { REASON_CODES, reasonText } from './reasons.ts';
import {
  compareVersions,
  type DimensionScore,
  hardwareScore,
  modelFamily,
  networkScore,
  recoveryScore,
  screenProviders,
  supportScore,
  totalScore,
} from './score.ts';

// FC_NUM_RUNS=5000 npx vitest run src/engine/providers/score.test.ts for a deeper search
const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };
/** Screening prices every provider with the whole engine: fewer runs keep the file fast. */
const HEAVY_RUNS = { numRuns: Math.max(1, Math.round(RUNS.numRuns / 4)) };

type ProvidersInput = NonNullable<ScenarioInput['providers']>;
type ProviderInput = NonNullable<ProvidersInput['list']>[string];

/** QUIET with a providers section, its defaults filled in by the strict parser. */
const withProviders = (section: ProvidersInput, base: Scenario = QUIET): Scenario =>
  valid({ ...base, providers: section });

/** One provider as written in a file (a name and a price, unless given), with every default filled in. */
function provider(fields: Partial<ProviderInput> = {}): Provider {
  const parsed = withProviders({ list: { p: { name: 'P', pricePerGpuHour: 1, ...fields } } }).providers?.list.p;
  if (!parsed) throw new Error('no provider');
  return parsed;
}

/** The targets of a section, every one not given at its default. */
function targets(fields: Partial<ProvidersInput['targets']> = {}): Providers['targets'] {
  const parsed = withProviders({ targets: fields }).providers?.targets;
  if (!parsed) throw new Error('no targets');
  return parsed;
}

const DEFAULT_TARGETS = targets();
const WHOLE_H100 = {
  name: 'NVIDIA H100 80GB HBM3',
  count: 1,
  memoryTotalMiB: 81_559,
  migEnabled: false,
  virtualizationMode: 'Pass-Through',
  driverVersion: '590.48.01',
  cudaVersion: '13.1',
};
const H100 = { gpuModel: 'H100 SXM5 80GB', gpuMemoryGB: 80, gpuEvidence: WHOLE_H100 };

/** Reasons as [code, points], points to 1e-9. */
const reasonsOf = (score: DimensionScore) => score.reasons.map((r) => [r.code, Number(r.points.toFixed(9))]);
const costOf = (total: number): ProviderCost => ({ plan: 'on-demand', total });

describe('compareVersions', () => {
  it.each([
    ['590.48.01', '550', 1],
    ['550', '550.0', 0],
    ['550.54.15', '550.54.14', 1],
    ['12.4', '12.10', -1],
    ['12.10', '12.4', 1],
    ['13.1', '12.4', 1],
    ['12.4', '12.4', 0],
    ['535.104.05', '550', -1],
  ])('compares %s with %s part by part as numbers: %i', (a, b, sign) => {
    expect(compareVersions(a, b)).toBe(sign);
  });

  it('sorts text that is no version below every version', () => {
    expect(compareVersions('N/A', '1')).toBe(-1);
    expect(compareVersions('', '0.1')).toBe(-1);
    expect(compareVersions('1', 'beta')).toBe(1);
  });
});

describe('modelFamily', () => {
  it.each([
    ['H100 SXM5 80GB', 'h100'],
    ['A100 40GB', 'a100'],
    ['RTX 4090', '4090'],
    ['RTX4090', 'rtx4090'],
    ['L40S', 'l40s'],
    ['Tesla V100-SXM2-32GB', 'v100'],
  ])('takes the first word with a digit in it: %s is %s', (model, family) => {
    expect(modelFamily(model)).toBe(family);
  });

  it('has no family without a digit, and then the model is not checked', () => {
    expect(modelFamily('')).toBeNull();
    expect(modelFamily('Tesla')).toBeNull();
    const score = hardwareScore(provider({ gpuModel: 'Tesla', gpuEvidence: WHOLE_H100 }), DEFAULT_TARGETS);
    expect(score.score).toBe(10);
  });
});

describe('hardware: nvidia-smi against what is advertised', () => {
  it('is unknown without nvidia-smi output, not 0: nothing shows what the machine has', () => {
    const score = hardwareScore(provider({ gpuModel: 'H100 SXM5 80GB' }), DEFAULT_TARGETS);
    expect([score.score, score.measured]).toEqual([null, 0]);
    expect(reasonsOf(score)).toEqual([['hardware.none', 0]]);
  });

  it('gives 10 for evidence that matches the advertised model, count and memory of a whole card', () => {
    // "H100 SXM5 80GB" advertised, "NVIDIA H100 80GB HBM3" reported: the family h100 is in the name;
    // 81,559 MiB is not below 80 × 1,024 × 0.9 = 73,728 MiB
    const score = hardwareScore(provider(H100), DEFAULT_TARGETS);
    expect(score.score).toBe(10);
    expect(reasonsOf(score)).toEqual([['hardware.evidence', 10]]);
    expect(score.reasons[0]?.params).toEqual({ name: 'NVIDIA H100 80GB HBM3', count: 1 });
  });

  it.each([
    ['RTX 4090', 'NVIDIA GeForce RTX 4090'],
    ['RTX4090', 'NVIDIA GeForce RTX 4090'],
    ['A100 40GB', 'NVIDIA A100-SXM4-40GB'],
    ['A10', 'NVIDIA A10G'],
    ['V100', 'Tesla V100-SXM2-32GB'],
    ['T4', 'Tesla T4'],
  ])('finds the family of %s in %s', (gpuModel, name) => {
    expect(hardwareScore(provider({ gpuModel, gpuEvidence: { ...WHOLE_H100, name } }), DEFAULT_TARGETS).score).toBe(10);
  });

  it('takes 5 points when another model is reported: A100 advertised, an H100 found (10 − 5 = 5)', () => {
    const score = hardwareScore(provider({ ...H100, gpuModel: 'A100 80GB' }), DEFAULT_TARGETS);
    expect(score.score).toBe(5);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.model', -5],
    ]);
    expect(score.reasons[1]?.params).toEqual({ reported: 'NVIDIA H100 80GB HBM3', advertised: 'A100 80GB' });
  });

  it.each([
    ['A100', 'NVIDIA RTX A1000'],
    ['T4', 'NVIDIA T400 4GB'],
    ['L4', 'NVIDIA L40S'],
    ['A10', 'NVIDIA A100 80GB PCIe'],
  ])('does not take %s for a model whose number only begins the same (%s)', (gpuModel, name) => {
    const score = hardwareScore(provider({ gpuModel, gpuEvidence: { ...WHOLE_H100, name } }), DEFAULT_TARGETS);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.model', -5],
    ]);
  });

  it('takes 3 points when fewer cards are visible than the instance advertises (8 advertised, 4 seen: 7)', () => {
    const score = hardwareScore(
      provider({ ...H100, gpusPerInstance: 8, gpuEvidence: { ...WHOLE_H100, count: 4 } }),
      DEFAULT_TARGETS,
    );
    expect(score.score).toBe(7);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.count', -3],
    ]);
  });

  it('allows 10 % of the advertised memory for what the driver reserves: 73,728 MiB of 80 GB passes, 73,727 does not', () => {
    const at = (memoryTotalMiB: number | null, gpuMemoryGB: number | null = 80) =>
      hardwareScore(provider({ ...H100, gpuMemoryGB, gpuEvidence: { ...WHOLE_H100, memoryTotalMiB } }), DEFAULT_TARGETS)
        .score;
    expect(at(73_728)).toBe(10);
    expect(at(73_727)).toBe(7);
    expect(at(40_960)).toBe(7);
    // either side unknown: not checked
    expect(at(null)).toBe(10);
    expect(at(1, null)).toBe(10);
  });

  it('takes 4 points for MIG: a slice presented as a card (10 − 4 = 6)', () => {
    const score = hardwareScore(
      provider({ ...H100, gpuEvidence: { ...WHOLE_H100, migEnabled: true } }),
      DEFAULT_TARGETS,
    );
    expect(score.score).toBe(6);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.mig', -4],
    ]);
  });

  it.each(['VGPU', 'Host VGPU', 'SR-IOV'])('takes 4 points for virtualization mode %s: a virtual GPU', (mode) => {
    const score = hardwareScore(
      provider({ ...H100, gpuEvidence: { ...WHOLE_H100, virtualizationMode: mode } }),
      DEFAULT_TARGETS,
    );
    expect(score.score).toBe(6);
    expect(score.reasons[1]).toEqual({ code: 'hardware.vgpu', points: -4, params: { mode } });
  });

  it.each(['', 'None', 'Pass-Through', 'PASS-THROUGH', 'passthrough'])('counts mode "%s" as a whole card', (mode) => {
    const score = hardwareScore(
      provider({ ...H100, gpuEvidence: { ...WHOLE_H100, virtualizationMode: mode } }),
      DEFAULT_TARGETS,
    );
    expect(score.score).toBe(10);
  });

  it('takes both for MIG inside a vGPU: 10 − 4 − 4 = 2', () => {
    const evidence = { ...WHOLE_H100, migEnabled: true, virtualizationMode: 'VGPU' };
    expect(hardwareScore(provider({ ...H100, gpuEvidence: evidence }), DEFAULT_TARGETS).score).toBe(2);
  });

  it('takes 2 points for a driver older than the target: 535.104.05 against 550 (8); 590.48.01 passes', () => {
    const needs550 = targets({ driverVersion: '550' });
    const older = { ...WHOLE_H100, driverVersion: '535.104.05' };
    const score = hardwareScore(provider({ ...H100, gpuEvidence: older }), needs550);
    expect(score.score).toBe(8);
    expect(score.reasons[1]).toEqual({
      code: 'hardware.driver',
      points: -2,
      params: { reported: '535.104.05', needed: '550' },
    });
    expect(hardwareScore(provider(H100), needs550).score).toBe(10);
  });

  it('takes 2 points for a CUDA older than the target, compared as numbers: 12.4 is older than 12.10', () => {
    const needs = targets({ cudaVersion: '12.10' });
    const evidence = { ...WHOLE_H100, cudaVersion: '12.4' };
    const score = hardwareScore(provider({ ...H100, gpuEvidence: evidence }), needs);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.cuda', -2],
    ]);
  });

  it('takes 2 points when a version is needed and not shown, and checks none when no version is needed', () => {
    const evidence = { ...WHOLE_H100, driverVersion: '', cudaVersion: '' };
    const needs = targets({ driverVersion: '550', cudaVersion: '12.4' });
    const score = hardwareScore(provider({ ...H100, gpuEvidence: evidence }), needs);
    expect(score.score).toBe(6);
    expect(reasonsOf(score)).toEqual([
      ['hardware.evidence', 10],
      ['hardware.driverUnknown', -2],
      ['hardware.cudaUnknown', -2],
    ]);
    expect(hardwareScore(provider({ ...H100, gpuEvidence: evidence }), DEFAULT_TARGETS).score).toBe(10);
  });

  it('stops at 0 when everything is wrong: 10 − 5 − 3 − 3 − 4 − 4 − 2 − 2 = −13', () => {
    const evidence = {
      name: 'NVIDIA A100-SXM4-40GB',
      count: 1,
      memoryTotalMiB: 40_960,
      migEnabled: true,
      virtualizationMode: 'VGPU',
      driverVersion: '470.57.02',
      cudaVersion: '11.4',
    };
    const score = hardwareScore(
      provider({ ...H100, gpusPerInstance: 8, gpuEvidence: evidence }),
      targets({ driverVersion: '550', cudaVersion: '12.4' }),
    );
    expect(score.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(-13);
    expect(score.score).toBe(0);
  });
});

describe('network: iperf3 and latency between nodes', () => {
  it('gives 6 × measured / target for bandwidth, at most 6: 5 Gbps against 10 gives 3 of the 6 measured', () => {
    const at = (bandwidthGbps: number) => networkScore(provider({ bandwidthGbps }), DEFAULT_TARGETS);
    expect(reasonsOf(at(5))).toEqual([
      ['network.bandwidth', 3],
      ['network.noLatency', 0],
    ]);
    // latency unknown: 6 of the 10 points are measured, and the score is the points over them,
    // 3 ÷ 0.6 = 5 of 10
    expect(at(5).measured).toBe(0.6);
    expect(at(5).score).toBeCloseTo(5, 12);
    expect(at(10).score).toBe(10);
    expect(at(25).score).toBe(10);
    expect(at(0).score).toBe(0);
    // against a 25 Gbps target, 10 Gbps gives 6 × 10 / 25 = 2.4 points, 2.4 ÷ 0.6 = 4
    expect(networkScore(provider({ bandwidthGbps: 10 }), targets({ bandwidthGbps: 25 })).score).toBeCloseTo(4, 12);
  });

  it('gives 4 × (1 − loss / 20 %) for latency: 2 ms × 6 %/ms = 12 % loss gives 1.6', () => {
    const at = (latencyMs: number, penalty = 6) =>
      networkScore(provider({ latencyMs }), targets({ latencyPenaltyPctPerMs: penalty }));
    const two = at(2);
    // bandwidth unknown: 4 of the 10 points measured, 1.6 ÷ 0.4 = 4 of 10
    expect(two.measured).toBe(0.4);
    expect(two.score).toBeCloseTo(4, 12);
    expect(two.reasons[1]).toEqual({
      code: 'network.latency',
      points: expect.closeTo(1.6, 12),
      params: { ms: 2, lossPct: 12 },
    });
    expect(at(0).score).toBe(10);
    // 0.5 ms × 6 = 3 % → 4 × 0.85 = 3.4 points, 3.4 ÷ 0.4 = 8.5
    expect(at(0.5).score).toBeCloseTo(8.5, 12);
    // 20 % or more of the throughput lost: no latency points (10/3 ms and 5 ms at 6 %/ms)
    expect(at(10 / 3).score).toBeCloseTo(0, 12);
    expect(at(5).score).toBe(0);
    // a job that loses nothing to latency keeps all 4
    expect(at(5, 0).score).toBe(10);
  });

  it('gives 10 for the target bandwidth with no latency', () => {
    const score = networkScore(provider({ bandwidthGbps: 10, latencyMs: 0, retransmits: 0 }), DEFAULT_TARGETS);
    expect(score.score).toBe(10);
    expect(reasonsOf(score)).toEqual([
      ['network.bandwidth', 6],
      ['network.latency', 4],
    ]);
  });

  it('takes 1 point for 1 to 100 retransmits and 2 for more', () => {
    const at = (retransmits: number | null) =>
      networkScore(provider({ bandwidthGbps: 10, latencyMs: 0, retransmits }), DEFAULT_TARGETS);
    expect(at(null).score).toBe(10);
    expect(at(0).score).toBe(10);
    expect(at(1).score).toBe(9);
    expect(at(100).score).toBe(9);
    expect(at(101).score).toBe(8);
    expect(at(101).reasons.at(-1)).toEqual({ code: 'network.retransmits', points: -2, params: { count: 101 } });
  });

  it('is unknown when nothing was measured, and stops at 0', () => {
    const none = networkScore(provider(), DEFAULT_TARGETS);
    expect([none.score, none.measured]).toEqual([null, 0]);
    expect(reasonsOf(none)).toEqual([
      ['network.noBandwidth', 0],
      ['network.noLatency', 0],
    ]);
    // no bandwidth, 5 ms (no latency points), 500 retransmits: 0 − 2, kept at 0 of the 4 measured
    expect(networkScore(provider({ latencyMs: 5, retransmits: 500 }), DEFAULT_TARGETS).score).toBe(0);
  });
});

describe('recovery: backups and the SLA', () => {
  it('gives 3 for off-site backup, 2 for snapshots and 2.5 each for RTO and RPO within target: 10', () => {
    const score = recoveryScore(
      provider({ offsiteBackup: true, snapshots: true, rtoHours: 4, rpoHours: 0.5 }),
      DEFAULT_TARGETS,
    );
    expect(score.score).toBe(10);
    expect(reasonsOf(score)).toEqual([
      ['recovery.offsite', 3],
      ['recovery.snapshots', 2],
      ['recovery.rto', 2.5],
      ['recovery.rpo', 2.5],
    ]);
  });

  it('gives a share of 2.5 beyond the target: RTO 8 h against 4 gives 1.25, RPO 4 h against 1 gives 0.625', () => {
    const score = recoveryScore(provider({ rtoHours: 8, rpoHours: 4 }), DEFAULT_TARGETS);
    expect(reasonsOf(score)).toEqual([
      ['recovery.noOffsite', 0],
      ['recovery.noSnapshots', 0],
      ['recovery.rto', 1.25],
      ['recovery.rpo', 0.625],
    ]);
    expect(score.score).toBeCloseTo(1.875, 12);
    expect(score.reasons[2]?.params).toEqual({ hours: 8, target: 4 });
  });

  it('is unknown until any term of the SLA is entered; then what it lacks gives 0', () => {
    const none = recoveryScore(provider(), DEFAULT_TARGETS);
    expect([none.score, none.measured]).toEqual([null, 0]);
    expect(reasonsOf(none)).toEqual([['recovery.none', 0]]);
    // snapshots entered: the SLA is read, so no off-site backup, RTO or RPO is a known 0: 2 of 10
    const read = recoveryScore(provider({ snapshots: true }), DEFAULT_TARGETS);
    expect([read.score, read.measured]).toEqual([2, 1]);
    expect(reasonsOf(read)).toEqual([
      ['recovery.noOffsite', 0],
      ['recovery.snapshots', 2],
      ['recovery.rtoNone', 0],
      ['recovery.rpoNone', 0],
    ]);
    const zero = targets({ rtoHours: 0, rpoHours: 0 });
    expect(recoveryScore(provider({ rtoHours: 0, rpoHours: 1 }), zero).score).toBe(2.5);
  });
});

describe('billing: the price per busy card-hour against a reference of the scenario', () => {
  const OWN_15 = { costPerBusyGpuHour: 15, basis: 'own' } as const;

  it('gives 5 at the reference, 10 at half of it or less, 0 at twice it or more', () => {
    expect(priceScore(1)).toBe(5);
    expect(priceScore(0.5)).toBe(10);
    expect(priceScore(0.1)).toBe(10);
    expect(priceScore(0)).toBe(10);
    expect(priceScore(2)).toBe(0);
    expect(priceScore(7)).toBe(0);
    // between, 10 × ln(2 ÷ ratio) ÷ ln 4: √2 × the reference gives 10 × ln(√2) ÷ ln 4 = 10 × 0.25 = 2.5
    expect(priceScore(Math.SQRT2)).toBeCloseTo(2.5, 12);
    expect(priceScore(Math.SQRT1_2)).toBeCloseTo(7.5, 12);
  });

  it('prices 28,800 over 2,880 busy card-hours at 10 an hour: 2/3 of owning at 15 gives 7.92', () => {
    // ratio 10 ÷ 15 = 2/3; 10 × ln(2 ÷ 2/3) ÷ ln 4 = 10 × ln 3 ÷ ln 4 = 10 × 1.098612 ÷ 1.386294 = 7.924813
    const score = billingScore(costOf(28_800), 2_880, OWN_15);
    expect(score.score).toBeCloseTo(7.924813, 6);
    expect(score.measured).toBe(1);
    expect(score.reasons).toEqual([
      {
        code: 'billing.vsOwn',
        points: expect.closeTo(7.924813, 6),
        params: { total: 28_800, perHour: 10, reference: 15, ratio: expect.closeTo(2 / 3, 12), plan: 'on-demand' },
      },
    ]);
    expect(reasonText(score.reasons[0] ?? expect.fail('no reason'))).toBe(
      '10 a busy GPU-hour (on-demand), 0.67 × the 15 owning costs (+7.9)',
    );
    // at 20 an hour, 4/3 of the reference: 10 × ln 1.5 ÷ ln 4 = 2.924813
    expect(billingScore(costOf(57_600), 2_880, OWN_15).score).toBeCloseTo(2.924813, 6);
  });

  it('holds the price against the target when one is set, and says so', () => {
    const score = billingScore(costOf(57_600), 2_880, { costPerBusyGpuHour: 20, basis: 'target' });
    expect(score.score).toBe(5);
    expect(score.reasons[0]?.code).toBe('billing.vsTarget');
  });

  it('is unknown, not 0, when the workload has no busy card-hours', () => {
    const score = billingScore(costOf(1_000), 0, OWN_15);
    expect([score.score, score.measured]).toEqual([null, 0]);
    expect(score.reasons[0]?.code).toBe('billing.noBusyHours');
    expect(billingScore(costOf(1_000), 2_880, null).score).toBeNull();
  });

  it('gives 10 to a workload that costs nothing, and 0 to one that costs something when owning costs nothing', () => {
    const free = { costPerBusyGpuHour: 0, basis: 'own' } as const;
    expect(billingScore(costOf(0), 2_880, free).score).toBe(10);
    const dearer = billingScore(costOf(50), 2_880, free);
    expect(dearer.score).toBe(0);
    expect(reasonText(dearer.reasons[0] ?? expect.fail('no reason'))).toBe(
      '0.02 a busy GPU-hour (on-demand), where owning costs nothing',
    );
  });
});

describe('support: a test ticket', () => {
  it('gives 10 for an answer within the target and 10 × target / minutes beyond it: 30 minutes against 15 gives 5', () => {
    const at = (supportMinutes: number) => supportScore(provider({ supportMinutes }), DEFAULT_TARGETS);
    expect(at(10).score).toBe(10);
    expect(at(15).score).toBe(10);
    expect(at(0).score).toBe(10);
    expect(at(30).score).toBe(5);
    expect(at(60).score).toBe(2.5);
    expect(reasonsOf(at(10))).toEqual([['support.fast', 10]]);
    expect(at(30).reasons).toEqual([{ code: 'support.slow', points: 5, params: { minutes: 30, target: 15 } }]);
  });

  it('is unknown when no ticket was timed', () => {
    const score = supportScore(provider(), DEFAULT_TARGETS);
    expect([score.score, score.measured]).toEqual([null, 0]);
    expect(score.reasons).toEqual([{ code: 'support.none', points: 0, params: { target: 15 } }]);
  });
});

describe('the weighted total over what is measured', () => {
  type Dims = Parameters<typeof totalScore>[0];
  const whole = (scores: Record<string, number | null>): Dims =>
    Object.fromEntries(
      SCORE_DIMENSIONS.map((d) => [d, { score: scores[d] ?? null, measured: scores[d] === null ? 0 : 1 }]),
    ) as Dims;
  const scores = whole({ hardware: 10, network: 4.6, recovery: 8.75, billing: 7.5, support: 5 });
  const weights = (w: Partial<Providers['weights']>) => ({
    hardware: 0,
    network: 0,
    recovery: 0,
    billing: 0,
    support: 0,
    ...w,
  });

  it('is the weighted mean on 0–100: (10 + 4.6 + 8.75 + 2 × 7.5 + 5) / 6 × 10 = 72.25 with billing counted twice', () => {
    const all = { hardware: 1, network: 1, recovery: 1, billing: 2, support: 1 };
    expect(totalScore(scores, all).total).toBeCloseTo(72.25, 12);
    expect(totalScore(scores, all).measuredShare).toBe(1);
    // equal weights: (10 + 4.6 + 8.75 + 7.5 + 5) / 5 × 10 = 71.7
    expect(totalScore(scores, { ...all, billing: 1 }).total).toBeCloseTo(71.7, 12);
  });

  it('leaves what is unknown out of both sums and says how much of the weight is measured', () => {
    const all = { hardware: 1, network: 1, recovery: 1, billing: 2, support: 1 };
    // support unknown: (10 + 4.6 + 8.75 + 2 × 7.5) / 5 × 10 = 76.7, with 5 of the 6 weight measured
    const noSupport = totalScore({ ...scores, support: { score: null, measured: 0 } }, all);
    expect(noSupport.total).toBeCloseTo(76.7, 12);
    expect(noSupport.measuredShare).toBeCloseTo(5 / 6, 12);
    // network only 40 % measured at 3.5: it weighs 0.4; (10 + 0.4 × 3.5 + 8.75 + 15 + 5) / 5.4 × 10 = 74.167
    const partNetwork = totalScore({ ...scores, network: { score: 3.5, measured: 0.4 } }, all);
    expect(partNetwork.total).toBeCloseTo((40.15 / 5.4) * 10, 12);
    expect(partNetwork.measuredShare).toBeCloseTo(5.4 / 6, 12);
  });

  it('is that dimension × 10 when only one weight is set', () => {
    expect(totalScore(scores, weights({ network: 3 })).total).toBeCloseTo(46, 12);
    expect(totalScore(scores, weights({ support: 0.5 })).total).toBe(50);
  });

  it('stays at 100 when every score is 10, whatever rounding the weights bring', () => {
    const tens = whole({ hardware: 10, network: 10, recovery: 10, billing: 10, support: 10 });
    // (2.69 × 10 + 6.1 × 10) / 8.79 × 10 is 100.00000000000001 in binary floating point
    expect(totalScore(tens, weights({ billing: 2.69, support: 6.1 })).total).toBe(100);
  });

  it('is null when every weight is 0, or when nothing weighted is measured', () => {
    expect(totalScore(scores, weights({}))).toEqual({ total: null, measuredShare: null });
    const unknown = whole({ hardware: null, network: null, recovery: null, billing: 7.5, support: null });
    expect(totalScore(unknown, weights({ hardware: 1 }))).toEqual({ total: null, measuredShare: 0 });
  });
});

/** The two providers of docs/method/providers.md's worked example, on that example's scenario. */
const WORKED: ScenarioInput = {
  ...QUIET,
  workload: { gpus: 2, hoursPerDay: 7.5, daysPerYear: 360 },
  own: {
    ...QUIET.own,
    serverPrice: 500_000,
    gpusPerServer: 2,
    power: { ...QUIET.own.power, gpuWatts: 700, idleGpuWatts: 70, serverBaseWatts: 1000, pue: 1.3, pricePerKWh: 0.8 },
  },
  rent: {
    ...QUIET.rent,
    pricePerGpuHour: 18,
    storage: { ...QUIET.rent.storage, hotGB: 1000, hotPricePerGBMonth: 0.1 },
  },
  providers: {
    weights: { billing: 2 },
    targets: { driverVersion: '550', cudaVersion: '12.4' },
    list: {
      alpha: {
        name: 'Alpha Cloud',
        ...H100,
        pricePerGpuHour: 20,
        hotStoragePricePerGBMonth: 0.2,
        bandwidthGbps: 5,
        retransmits: 0,
        latencyMs: 2,
        offsiteBackup: true,
        snapshots: true,
        rtoHours: 8,
        rpoHours: 1,
        supportMinutes: 30,
      },
      beta: {
        name: 'Beta GPU',
        gpuModel: 'H100 SXM5 80GB',
        gpuMemoryGB: 80,
        pricePerGpuHour: 16,
        billingIncrementMinutes: 1,
        gpuEvidence: { ...WHOLE_H100, migEnabled: true, driverVersion: '535.104.05', cudaVersion: '12.2' },
        retransmits: 250,
        latencyMs: 0.5,
        snapshots: true,
        rpoHours: 4,
      },
    },
  },
};

describe('screenProviders: the worked example of docs/method/providers.md', () => {
  const screening = screenProviders(valid(WORKED));
  const [alpha, beta] = screening.providers;

  it('prices each provider for the workload: alpha 117,600 on demand, beta 87,600', () => {
    // alpha: 7.5 h billed hourly is 8 h; 2 × 30 × 8 × 20 = 9,600 a month, storage 1,000 × 0.2 = 200
    // beta: billed by the minute, 7.5 h; 2 × 30 × 7.5 × 16 = 7,200 a month, storage at the scenario's 0.1
    expect(alpha?.cost).toEqual({ plan: 'on-demand', total: expect.closeTo(117_600, 6) });
    expect(beta?.cost).toEqual({ plan: 'on-demand', total: expect.closeTo(87_600, 6) });
    expect(screening.cheapestId).toBe('beta');
  });

  it('holds both against owning: 180,590.60 over 5,400 busy card-hours, 33.4427 a busy card-hour', () => {
    // depreciation 500,000 ÷ 3 = 166,666.67 a year; power a month: 225 busy hours × (2 × 700 + 1,000) W
    // = 540,000 Wh and 505 idle hours × (2 × 70 + 1,000) W = 575,700 Wh; 1,115.7 kWh × 1.3 × 0.8 =
    // 1,160.328, × 12 = 13,923.94. Busy: 2 cards × 225 h × 12 = 5,400
    expect(screening.reference).toEqual({ costPerBusyGpuHour: expect.closeTo(180_590.6027 / 5_400, 6), basis: 'own' });
  });

  it('scores alpha 10, 4.6, 8.75, 8.09 and 5: 74.23 in all, everything measured', () => {
    const d = alpha?.dimensions;
    expect([d?.hardware.score, d?.network.score, d?.recovery.score, d?.support.score]).toEqual([
      10,
      expect.closeTo(4.6, 12),
      8.75,
      5,
    ]);
    // 117,600 ÷ 5,400 = 21.7778 a busy card-hour, 0.651197 × 33.4427; 10 × ln(2 ÷ 0.651197) ÷ ln 4 = 8.094174
    expect(d?.billing.score).toBeCloseTo(8.094174, 6);
    // (10 + 4.6 + 8.75 + 2 × 8.094174 + 5) / 6 × 10 = 44.538348 / 6 × 10
    expect(alpha?.total).toBeCloseTo(74.23058, 5);
    expect([alpha?.measuredShare, alpha?.standing, alpha?.faults]).toEqual([1, 'measured', []]);
  });

  it('scores beta 2, 3.5 (40 % measured), 2.625, 10 and unknown: 59.15 over 73 % measured, below alpha for its MIG', () => {
    const d = beta?.dimensions;
    expect([d?.hardware.score, d?.network.score, d?.recovery.score, d?.billing.score, d?.support.score]).toEqual([
      2,
      expect.closeTo(3.5, 12),
      2.625,
      10,
      null,
    ]);
    // network: latency only (4 of 10 points measured), 3.4 − 2 = 1.4, 1.4 ÷ 0.4 = 3.5.
    // billing: 87,600 ÷ 5,400 = 16.2222, 0.485 × 33.4427: at most half the reference, 10.
    // measured weight 1 + 0.4 + 1 + 2 + 0 = 4.4 of 6 = 73.3 %;
    // total (2 + 0.4 × 3.5 + 2.625 + 2 × 10) / 4.4 × 10 = 26.025 / 4.4 × 10 = 59.148
    expect(beta?.total).toBeCloseTo(59.147727, 5);
    expect(beta?.measuredShare).toBeCloseTo(4.4 / 6, 12);
    // its total is the lower one anyway; the MIG slice alone would put it below alpha
    expect([beta?.standing, beta?.faults]).toEqual(['fault', ['hardware.mig']]);
    expect(screening.ranking).toEqual(['alpha', 'beta']);
    expect(screening.bestId).toBe('alpha');
  });

  it('has nothing to screen without a providers section', () => {
    expect(screenProviders(QUIET)).toEqual({
      providers: [],
      ranking: [],
      reference: null,
      cheapestId: null,
      bestId: null,
    });
  });

  it('holds the prices against the target even when the workload has no busy hours, and against nothing without one', () => {
    const idle = valid({ ...QUIET, workload: { ...QUIET.workload, hoursPerDay: 0 } });
    const list = { a: { name: 'A', pricePerGpuHour: 1 } };
    const targeted = screenProviders(withProviders({ targets: { costPerBusyGpuHour: 2.5 }, list }, idle));
    expect(targeted.reference).toEqual({ costPerBusyGpuHour: 2.5, basis: 'target' });
    // no busy card-hour to divide by: the billing score stays unknown either way
    expect(targeted.providers[0]?.dimensions.billing.score).toBeNull();
    expect(screenProviders(withProviders({ list }, idle)).reference).toBeNull();
  });

  it('names no best provider when every weight is 0: no total ranks them', () => {
    const zero = { hardware: 0, network: 0, recovery: 0, billing: 0, support: 0 };
    const s = screenProviders(withProviders({ weights: zero, list: { a: { name: 'A', pricePerGpuHour: 1 } } }));
    expect(s.providers[0]?.total).toBeNull();
    expect([s.cheapestId, s.bestId]).toEqual(['a', null]);
  });

  it('picks the first in the list on a tie of cost or score', () => {
    // 4 of the 5 checks measured (no nvidia-smi), so both are ranked on evidence
    const same = { name: 'Same', pricePerGpuHour: 1, supportMinutes: 10, snapshots: true, latencyMs: 0 };
    const s = screenProviders(withProviders({ list: { b: same, a: same } }));
    expect([s.cheapestId, s.bestId]).toEqual(['b', 'b']);
    expect(s.ranking).toEqual(['b', 'a']);
  });

  it('names no best provider while the first of the ranking has less than half its weight measured', () => {
    // billing only (against owning at 0: 0 points) is 1 of 5 weights, 20 %
    const s = screenProviders(withProviders({ list: { a: { name: 'A', pricePerGpuHour: 1 } } }));
    expect([s.providers[0]?.standing, s.providers[0]?.measuredShare, s.bestId]).toEqual(['thin', 0.2, null]);
  });
});

/** A scenario with a random providers section. */
const screenedArb = fc.tuple(scenarioArb, providersArb).map(([s, section]) => withProviders(section, s));

describe('invariants over random providers', () => {
  it('the arbitrary writes providers the strict parser accepts unchanged', () => {
    fc.assert(
      fc.property(scenarioArb, providersArb, (s, section) => {
        expect(withProviders(section, s).providers).toEqual(section);
      }),
      RUNS,
    );
  });

  it('keeps every score within 0–10 or unknown, the total within 0–100 over the measured weight, never NaN', () => {
    fc.assert(
      fc.property(screenedArb, (s) => {
        const weightSum = SCORE_DIMENSIONS.reduce((sum, d) => sum + (s.providers?.weights[d] ?? 0), 0);
        for (const p of screenProviders(s).providers) {
          for (const d of SCORE_DIMENSIONS) {
            const { score, measured, reasons } = p.dimensions[d];
            expect(measured).toBeGreaterThanOrEqual(0);
            expect(measured).toBeLessThanOrEqual(1);
            // unknown exactly when nothing of it is measured
            expect(score === null).toBe(measured === 0);
            if (score !== null) {
              expect(score).toBeGreaterThanOrEqual(0);
              expect(score).toBeLessThanOrEqual(10 + 1e-9);
            }
            for (const r of reasons) expect(Number.isNaN(r.points)).toBe(false);
          }
          expect(Number.isFinite(p.cost.total)).toBe(true);
          if (weightSum === 0) expect([p.total, p.measuredShare]).toEqual([null, null]);
          else {
            expect(p.measuredShare).toBeGreaterThanOrEqual(0);
            expect(p.measuredShare).toBeLessThanOrEqual(1 + 1e-12);
            expect(p.total === null).toBe(p.measuredShare === 0);
            if (p.total !== null) {
              expect(p.total).toBeGreaterThanOrEqual(0);
              expect(p.total).toBeLessThanOrEqual(100);
            }
          }
        }
      }),
      HEAVY_RUNS,
    );
  });

  it('never scores a provider whose workload costs more higher on billing', () => {
    fc.assert(
      fc.property(screenedArb, (s) => {
        const { providers } = screenProviders(s);
        for (const a of providers)
          for (const b of providers)
            if (a.cost.total < b.cost.total && a.dimensions.billing.score !== null)
              expect(b.dimensions.billing.score).toBeLessThanOrEqual(a.dimensions.billing.score);
      }),
      HEAVY_RUNS,
    );
  });

  it('never lowers the price score for a lower price, and moves it continuously', () => {
    const ratio = fc.double({ min: 0, max: 10, noNaN: true });
    fc.assert(
      fc.property(ratio, ratio, (x, y) => {
        const [lower, higher] = x <= y ? [x, y] : [y, x];
        expect(priceScore(lower)).toBeGreaterThanOrEqual(priceScore(higher));
        // continuous: a change of the ratio by 1e-9 moves the score by less than 1e-6, breakpoints included
        expect(Math.abs(priceScore(x + 1e-9) - priceScore(x))).toBeLessThan(1e-6);
      }),
      RUNS,
    );
    for (const breakpoint of [0.5, 2]) {
      expect(priceScore(breakpoint - 1e-12)).toBeCloseTo(priceScore(breakpoint + 1e-12), 9);
    }
  });

  it('never lowers the billing score for a lower total', () => {
    const money = fc.double({ min: 0, max: 1e15, noNaN: true });
    const reference = fc.record({
      costPerBusyGpuHour: fc.double({ min: 0, max: 1e6, noNaN: true }),
      basis: fc.constantFrom('own' as const, 'target' as const),
    });
    fc.assert(
      fc.property(money, money, fc.double({ min: 1, max: 1e9, noNaN: true }), reference, (x, y, hours, ref) => {
        const [lower, higher] = x <= y ? [x, y] : [y, x];
        const low = billingScore(costOf(lower), hours, ref).score ?? expect.fail('unknown');
        const high = billingScore(costOf(higher), hours, ref).score ?? expect.fail('unknown');
        expect(high).toBeLessThanOrEqual(low);
      }),
      RUNS,
    );
  });

  it('never lowers the network score for more bandwidth, and a measurement adds to what is measured', () => {
    const gbps = fc.double({ min: 0, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(providerArb, targetsArb, gbps, gbps, (p, t, x, y) => {
        const [less, more] = x <= y ? [x, y] : [y, x];
        const before = networkScore({ ...p, bandwidthGbps: less }, t).score ?? expect.fail('unknown');
        const after = networkScore({ ...p, bandwidthGbps: more }, t).score ?? expect.fail('unknown');
        expect(after).toBeGreaterThanOrEqual(before - 1e-12);
        expect(networkScore({ ...p, bandwidthGbps: less }, t).measured).toBeGreaterThan(
          networkScore({ ...p, bandwidthGbps: null }, t).measured,
        );
      }),
      RUNS,
    );
  });

  it('gives every reason an English text', () => {
    fc.assert(
      fc.property(providerArb, targetsArb, (p, t) => {
        for (const score of [hardwareScore(p, t), networkScore(p, t), recoveryScore(p, t), supportScore(p, t)])
          for (const r of score.reasons) expect(REASON_CODES).toContain(r.code);
      }),
      RUNS,
    );
  });
});
