// A provider's score and its place against another must not depend on who else is listed: price is
// held against a reference of the scenario's own (owning, or the user's target price), never against
// the cheapest of the list. Hand-worked on QUIET: 1 card busy 8 h on 360 days, 12 months, so
// 2,880 busy card-hours; owning costs 43,200 a year (otherPerYear), 43,200 ÷ 2,880 = 15 a busy card-hour.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { providerArb, providersArb } from '../../../tests/support/providerArbitraries.ts';
import { QUIET, valid } from '../../../tests/support/scenarios.ts';
import type { Provider, Scenario, ScenarioInput } from '../scenario/schema.ts';
import { screenProviders } from './score.ts';

// Screening prices every provider with the whole engine: fewer runs than the scorecard's own properties
const RUNS = { numRuns: Math.max(1, Math.round(Number(process.env.FC_NUM_RUNS ?? 200) / 4)) };

type ProvidersInput = NonNullable<ScenarioInput['providers']>;
type ListInput = NonNullable<ProvidersInput['list']>;

const OWNING_15 = { ...QUIET, own: { ...QUIET.own, ops: { ...QUIET.own.ops, otherPerYear: 43_200 } } };
const screen = (list: ListInput, extra: Partial<ProvidersInput> = {}) =>
  screenProviders(valid({ ...OWNING_15, providers: { ...extra, list } }));

// A: 10 an hour and nothing measured. B: 20 an hour and a test ticket answered in 60 minutes.
const A = { name: 'A', pricePerGpuHour: 10 };
const B = { name: 'B', pricePerGpuHour: 20, supportMinutes: 60 };
// C: 1 an hour, nothing measured: on the old rule it became the cheapest and cut A's and B's billing.
const C = { name: 'C', pricePerGpuHour: 1 };

const totals = (s: ReturnType<typeof screen>) => Object.fromEntries(s.providers.map((p) => [p.id, p.total]));

describe('a third provider changes nothing between two others', () => {
  it('keeps the totals and the order of A and B when a cheap provider with no evidence is added', () => {
    const two = screen({ a: A, b: B });
    const three = screen({ a: A, b: B, c: C });
    // old rule: A 10 ÷ 5 × 10 = 20 above B (5 + 2.5) ÷ 5 × 10 = 15; with C, A 1 ÷ 5 × 10 = 2 below B
    // (0.5 + 2.5) ÷ 5 × 10 = 6: the order flipped. Now each is scored against owning at 15 an hour.
    expect(totals(three).a).toBe(totals(two).a);
    expect(totals(three).b).toBe(totals(two).b);
    const order = (s: ReturnType<typeof screen>) => s.ranking.filter((id) => id !== 'c');
    expect(order(three)).toEqual(order(two));
  });
});

describe('a screening rests on each provider alone (properties)', () => {
  /** The order of `ids` in a screening's ranking. */
  const orderOf = (s: Scenario, ids: readonly string[]) => screenProviders(s).ranking.filter((id) => ids.includes(id));
  const withList = (s: Scenario, list: Record<string, Provider>): Scenario =>
    ({ ...s, providers: { ...(s.providers ?? expect.fail('no section')), list } }) as Scenario;

  it('never changes the score or relative order of two providers when a third is added or removed', () => {
    fc.assert(
      fc.property(scenarioArb, providersArb, providerArb, (base, section, third) => {
        const s = valid({ ...base, providers: section });
        const ids = Object.keys(s.providers?.list ?? {});
        // the third comes in under an id no provider has, at the end of the list
        const extra = ids.includes('zz-third') ? 'zz-third-2' : 'zz-third';
        const more = withList(s, { ...s.providers?.list, [extra]: third });
        const before = screenProviders(s);
        const after = screenProviders(more);
        for (const p of before.providers) expect(after.providers.find((q) => q.id === p.id)).toEqual(p);
        expect(orderOf(more, ids)).toEqual(before.ranking);
        // and taking any one out leaves the others as they were
        const [gone, ...kept] = ids;
        if (gone === undefined) return;
        const fewer = withList(s, Object.fromEntries(kept.map((id) => [id, s.providers?.list[id] as Provider])));
        for (const p of screenProviders(fewer).providers)
          expect(p).toEqual(before.providers.find((q) => q.id === p.id));
        expect(orderOf(fewer, kept)).toEqual(before.ranking.filter((id) => id !== gone));
      }),
      RUNS,
    );
  });

  /** The provider made sound: the advertised model is what nvidia-smi shows, whole cards, enough of them. */
  const sound = (p: Provider): Provider => ({
    ...p,
    gpuModel: 'H100 SXM5 80GB',
    gpuMemoryGB: null,
    gpuEvidence: p.gpuEvidence && {
      ...p.gpuEvidence,
      name: 'NVIDIA H100 80GB HBM3',
      count: p.gpusPerInstance,
      migEnabled: false,
      virtualizationMode: 'Pass-Through',
    },
  });
  const EVIDENCE = { name: 'NVIDIA H100 80GB HBM3', count: 1, memoryTotalMiB: null, migEnabled: false } as const;
  /** The same provider with one proven fault: another model, MIG, a vGPU, fewer cards or less memory. */
  const faultArb = fc.constantFrom<(p: Provider) => Provider>(
    (p) => ({ ...p, gpuModel: 'A100 40GB', gpuEvidence: p.gpuEvidence ?? baseEvidence(p) }),
    (p) => ({ ...p, gpuEvidence: { ...(p.gpuEvidence ?? baseEvidence(p)), migEnabled: true } }),
    (p) => ({ ...p, gpuEvidence: { ...(p.gpuEvidence ?? baseEvidence(p)), virtualizationMode: 'VGPU' } }),
    (p) => ({ ...p, gpusPerInstance: 64, gpuEvidence: { ...(p.gpuEvidence ?? baseEvidence(p)), count: 1 } }),
    (p) => ({ ...p, gpuMemoryGB: 80, gpuEvidence: { ...(p.gpuEvidence ?? baseEvidence(p)), memoryTotalMiB: 40_960 } }),
  );
  const baseEvidence = (p: Provider) => ({
    ...EVIDENCE,
    count: p.gpusPerInstance,
    virtualizationMode: '',
    driverVersion: '',
    cudaVersion: '',
  });

  it('never ranks a provider with a fault above the same provider without it, wherever it is listed', () => {
    fc.assert(
      fc.property(scenarioArb, providersArb, providerArb, faultArb, fc.boolean(), (base, section, p, fault, first) => {
        const clean = sound(p);
        const faulty = fault(clean);
        const list = first ? { faulty, clean } : { clean, faulty };
        const s = valid({ ...base, providers: { ...section, list } });
        const screening = screenProviders(s);
        expect(screening.providers.find((q) => q.id === 'clean')?.faults).toEqual([]);
        expect(screening.providers.find((q) => q.id === 'faulty')?.standing).toBe('fault');
        expect(screening.ranking).toEqual(['clean', 'faulty']);
      }),
      RUNS,
    );
  });
});
