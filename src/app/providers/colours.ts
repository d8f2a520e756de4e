// One colour per provider, the same in the cost chart, the radar side by side and the provider's own
// radar: the nth provider of the list takes the nth colour of the series.
const SERIES = ['var(--accent)', 'var(--rent)', 'var(--own)', 'var(--good)', 'var(--bad)', 'var(--muted)'] as const;

/** The colour of provider `id` among `ids` (the list's order, which is the order they were added in). */
export function providerColour(ids: readonly string[], id: string): string {
  const at = Math.max(0, ids.indexOf(id));
  return SERIES[at % SERIES.length] ?? SERIES[0];
}
