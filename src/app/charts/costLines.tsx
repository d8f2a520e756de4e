// The three money series the cumulative and hours charts both draw: owning in cash, owning
// amortized, renting, each in its side's colour (cash dashed).
import { Line } from 'recharts';
import type { ChartsKey } from '../../i18n/charts.ts';
import type { Translate } from '../hooks.ts';

export const COST_SERIES = [
  { key: 'ownCash', label: 'charts.series.ownCash', colour: 'var(--own-2)', dash: '6 4' },
  { key: 'ownAmortized', label: 'charts.series.ownAmortized', colour: 'var(--own)', dash: undefined },
  { key: 'rent', label: 'charts.series.rent', colour: 'var(--rent)', dash: undefined },
] as const;

/**
 * The series as Recharts lines: a function that returns elements, not a component, since a chart
 * reads its lines among its own children.
 */
export function costLines(t: Translate<ChartsKey>) {
  return COST_SERIES.map((s) => (
    <Line
      key={s.key}
      type="linear"
      dataKey={s.key}
      name={t(s.label)}
      stroke={s.colour}
      strokeWidth={2}
      {...(s.dash ? { strokeDasharray: s.dash } : {})}
      dot={false}
      isAnimationActive={false}
    />
  ));
}
