// The provider screening in the command line's summary: the providers best first, as the page ranks
// them, each with its total, the share of its weight measured and why it ranks below others.
import type { Analysis } from '../engine/analysis.ts';

type Card = NonNullable<Analysis['providers']>[number];

const FAULTS: Readonly<Record<string, string>> = {
  'hardware.model': 'another GPU model',
  'hardware.mig': 'MIG slices',
  'hardware.vgpu': 'a virtual GPU',
  'hardware.count': 'fewer cards',
  'hardware.memory': 'less memory',
};

function flag(card: Card): string {
  if (card.standing === 'fault') return `; fault: ${card.faults.map((f) => FAULTS[f] ?? f).join(', ')}, ranked last`;
  if (card.standing === 'thin') return '; less than half measured, ranked after those with more';
  return '';
}

export function providerLines(cards: readonly Card[], money: (value: number) => string): string[] {
  const first = cards[0];
  if (!first) return [];
  const reference = first.reference;
  const against =
    reference === null
      ? 'no busy GPU-hours, so price is not scored'
      : reference.basis === 'own'
        ? `price held against owning at ${money(reference.costPerBusyGpuHour)} a busy GPU-hour`
        : `price held against the target of ${money(reference.costPerBusyGpuHour)} a busy GPU-hour`;
  const num = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(value);
  const lines = [`Providers, best first (${against}):`];
  for (const card of [...cards].sort((a, b) => a.rank - b.rank)) {
    const total = card.overall === null ? 'no total' : `${num(card.overall)} of 100`;
    const measured = card.measuredPct === null ? '' : `, ${num(card.measuredPct)} % of the weight measured`;
    lines.push(`  ${card.rank}. ${card.name}: ${total}${measured}${flag(card)}; ${money(card.total)} (${card.plan})`);
  }
  return lines;
}
