// What the workload costs at each provider, and the five scores of every provider on one radar.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  XAxis,
  YAxis,
} from 'recharts';
import { costRows, type ProviderScore, radarRows } from '../../engine/providers/index.ts';
import { ChartFigure, legendText } from '../charts/ChartFigure.tsx';
import { moneyAxis, TICK } from '../charts/chartKit.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

export function ScreeningCharts(props: {
  readonly scores: readonly ProviderScore[];
  readonly colourOf: (id: string) => string;
}) {
  const { scores, colourOf } = props;
  const t = useT();
  const lang = useLang();
  const currency = useCalculator((s) => s.scenario.currency);
  const costs = costRows(scores);
  const radar = radarRows(scores).map((row) => ({ ...row, dimension: t(`providers.dim.${row.dimension}`) }));
  return (
    <div className="providers__charts">
      <ChartFigure summary={t('providers.costChart')} asTable={false} table={null}>
        <BarChart data={costs} layout="vertical" margin={{ top: 8, right: 24, bottom: 4, left: 4 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" dataKey="total" {...moneyAxis(lang, currency)} />
          <YAxis type="category" dataKey="name" width={110} tick={TICK} stroke="var(--border)" />
          <Bar dataKey="total" isAnimationActive={false} maxBarSize={28}>
            {costs.map((p) => (
              <Cell key={p.id} fill={colourOf(p.id)} />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>
      <ChartFigure summary={t('providers.radarTitle')} asTable={false} table={null}>
        <RadarChart data={radar} outerRadius="65%">
          <PolarGrid stroke="var(--border)" />
          <PolarAngleAxis dataKey="dimension" tick={{ fill: 'var(--text)', fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 10]} tick={false} axisLine={false} />
          {scores.map((p) => (
            <Radar
              key={p.id}
              name={p.name}
              dataKey={p.id}
              stroke={colourOf(p.id)}
              fill={colourOf(p.id)}
              fillOpacity={0.15}
              // a dot at each measured check: with unknowns between them the outline has gaps, and a
              // provider with one check measured would otherwise draw nothing at all
              dot={{ r: 3, fillOpacity: 1 }}
              isAnimationActive={false}
            />
          ))}
          <Legend formatter={legendText} />
        </RadarChart>
      </ChartFigure>
    </div>
  );
}
