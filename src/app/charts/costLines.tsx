// The money series (costSeries.ts) as Recharts lines, for the cumulative and hours charts.
import { Line } from 'recharts';
import type { Translate } from '../hooks.ts';
import { COST_SERIES } from './costSeries.ts';

/**
 * The series as Recharts lines: a function that returns elements, not a component, since a chart
 * reads its lines among its own children.
 */
export function costLines(t: Translate) {
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
