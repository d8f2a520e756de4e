// A new provider: plan prices left to the scenario, nothing measured of it yet.
import type { Provider } from '../scenario/schema.ts';

/** A provider's plan prices left to the scenario, and nothing measured of it yet. */
export const UNMEASURED = {
  reservedDiscountPct: null,
  monthlyPricePerGpu: null,
  weeklyPricePerGpu: null,
  spotDiscountPct: null,
  hotStoragePricePerGBMonth: null,
  gpuEvidence: null,
  bandwidthGbps: null,
  retransmits: null,
  latencyMs: null,
  offsiteBackup: false,
  snapshots: false,
  rtoHours: null,
  rpoHours: null,
  supportMinutes: null,
} as const satisfies Partial<Provider>;
