// The ranking of the screened providers. Each provider's place comes from its own figures only (its
// standing, then its total), so the order of two providers never depends on a third; equal keys keep
// the list's order. The decision is in docs/method/providers.md ("Ranking").
import type { ProviderScore, Reason, Standing } from './scorecard.ts';

/** Hardware reasons that prove the machine is not what is advertised: another model, a slice, fewer or smaller cards. */
export const FAULT_CODES: readonly string[] = [
  'hardware.model',
  'hardware.mig',
  'hardware.vgpu',
  'hardware.memory',
  'hardware.count',
];

/** Below this share of the weight resting on evidence a provider is flagged and ranks after those above it. */
export const MEASURED_TO_RANK = 0.5;

export type { Standing } from './scorecard.ts';

const STANDING_ORDER: Readonly<Record<Standing, number>> = { measured: 0, thin: 1, fault: 2 };

export function faultsOf(hardware: readonly Reason[]): string[] {
  return hardware.filter((r) => FAULT_CODES.includes(r.code)).map((r) => r.code);
}

export function standingOf(faults: readonly string[], measuredShare: number | null): Standing {
  if (faults.length > 0) return 'fault';
  return measuredShare !== null && measuredShare >= MEASURED_TO_RANK ? 'measured' : 'thin';
}

type Ranked = Pick<ProviderScore, 'standing' | 'total'>;

/**
 * One number that orders providers best first when larger: 1,000 for each standing above `fault`,
 * plus the total (0–100; −1 without one). A provider's key is its own, whoever else is listed.
 */
export function rankKey(p: Ranked): number {
  return (2 - STANDING_ORDER[p.standing]) * 1000 + (p.total ?? -1);
}

/** The providers best first; a stable sort, so equal keys keep the list's order. */
export function rankProviders<T extends Ranked>(scores: readonly T[]): T[] {
  return [...scores].sort((a, b) => rankKey(b) - rankKey(a));
}
