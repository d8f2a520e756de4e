// Provider screening's checks and weights (format version 3): in a module of their own, so that they
// load with the screening and the schema and not before the verdict.

export const SCORE_DIMENSIONS = ['hardware', 'network', 'recovery', 'billing', 'support'] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

/** Every check counts the same unless the user says otherwise. */
export const DEFAULT_WEIGHTS = { hardware: 1, network: 1, recovery: 1, billing: 1, support: 1 } as const;

/**
 * The product's checks: 10 Gbps between nodes, 5–8 % a ms, support within 15 minutes. Price is held
 * against owning (the scenario's own cost per busy card-hour) unless a target price is given.
 */
export const DEFAULT_TARGETS = {
  bandwidthGbps: 10,
  latencyPenaltyPctPerMs: 6,
  rtoHours: 4,
  rpoHours: 1,
  supportMinutes: 15,
  driverVersion: '',
  cudaVersion: '',
  costPerBusyGpuHour: null,
} as const;
