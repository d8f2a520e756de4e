// fast-check arbitraries for the providers section of format version 3. Number ranges are read from the
// schema through numberAt, as in arbitraries.ts, so a changed range carries over by itself; texts that
// the scoring reads (models, modes, versions) mix the values providers really report with any text.
import fc from 'fast-check';
import type { Provider, Providers } from '../../src/engine/index.ts';
import { numberAt } from './arbitraries.ts';

const at = (field: string) => numberAt(`providers.list.ID.${field}`);
const evidenceAt = (field: string) => numberAt(`providers.list.ID.gpuEvidence.${field}`);
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** A dotted version ("550.54.15") or "", as the targets allow. */
const versionArb = fc.array(fc.nat(999), { maxLength: 4 }).map((parts) => parts.join('.'));

/** What nvidia-smi reports, or any text up to the field's length. */
const reported = (values: readonly string[], maxLength: number) =>
  fc.oneof(fc.constantFrom(...values), fc.string({ maxLength }));

const evidenceArb: fc.Arbitrary<NonNullable<Provider['gpuEvidence']>> = fc.record({
  name: reported(['NVIDIA H100 80GB HBM3', 'NVIDIA A100-SXM4-40GB', 'Tesla V100-SXM2-32GB', 'NVIDIA L40S'], 120),
  count: evidenceAt('count'),
  memoryTotalMiB: orNull(evidenceAt('memoryTotalMiB')),
  migEnabled: fc.boolean(),
  virtualizationMode: reported(['', 'None', 'Pass-Through', 'VGPU', 'Host VGPU'], 40),
  driverVersion: reported(['', '590.48.01', '535.104.05', '550'], 40),
  cudaVersion: reported(['', '13.1', '12.4', '12.2'], 40),
});

export const providerArb: fc.Arbitrary<Provider> = fc.record({
  name: fc.string({ maxLength: 60 }),
  gpuModel: reported(['', 'H100 SXM5 80GB', 'A100 40GB', 'RTX 4090', 'L40S'], 80),
  gpuMemoryGB: orNull(at('gpuMemoryGB')),
  gpusPerInstance: at('gpusPerInstance'),
  pricePerGpuHour: at('pricePerGpuHour'),
  billingIncrementMinutes: fc.oneof(fc.constantFrom(1 / 60, 1, 60), at('billingIncrementMinutes')),
  minimumMinutes: fc.oneof(fc.constant(0), at('minimumMinutes')),
  reservedDiscountPct: orNull(at('reservedDiscountPct')),
  monthlyPricePerGpu: orNull(at('monthlyPricePerGpu')),
  weeklyPricePerGpu: orNull(at('weeklyPricePerGpu')),
  spotDiscountPct: orNull(at('spotDiscountPct')),
  hotStoragePricePerGBMonth: orNull(at('hotStoragePricePerGBMonth')),
  source: fc.constant(null),
  gpuEvidence: orNull(evidenceArb),
  bandwidthGbps: orNull(at('bandwidthGbps')),
  retransmits: orNull(at('retransmits')),
  latencyMs: orNull(at('latencyMs')),
  offsiteBackup: fc.boolean(),
  snapshots: fc.boolean(),
  rtoHours: orNull(at('rtoHours')),
  rpoHours: orNull(at('rpoHours')),
  supportMinutes: orNull(at('supportMinutes')),
});

const weightArb = numberAt('providers.weights.hardware');

export const targetsArb: fc.Arbitrary<Providers['targets']> = fc.record({
  bandwidthGbps: numberAt('providers.targets.bandwidthGbps'),
  latencyPenaltyPctPerMs: numberAt('providers.targets.latencyPenaltyPctPerMs'),
  rtoHours: numberAt('providers.targets.rtoHours'),
  rpoHours: numberAt('providers.targets.rpoHours'),
  supportMinutes: numberAt('providers.targets.supportMinutes'),
  driverVersion: versionArb,
  cudaVersion: versionArb,
  costPerBusyGpuHour: orNull(numberAt('providers.targets.costPerBusyGpuHour')),
});

/** A whole providers section with one to four providers under ids the format allows. */
export const providersArb: fc.Arbitrary<Providers> = fc.record({
  weights: fc.record({
    hardware: weightArb,
    network: weightArb,
    recovery: weightArb,
    billing: weightArb,
    support: weightArb,
  }),
  targets: targetsArb,
  chosen: fc.constant(''),
  list: fc.dictionary(fc.stringMatching(/^[a-z0-9-]{1,24}$/), providerArb, {
    minKeys: 1,
    maxKeys: 4,
    noNullPrototype: true,
  }),
});
