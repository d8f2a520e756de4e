// The three money series the cumulative and hours charts both draw: owning in cash, owning
// amortized, renting, each in its side's colour (cash dashed). Kept apart from Recharts so that the
// cumulative chart, drawn without it (LineSketch), draws the same lines as the hours chart.
export const COST_SERIES = [
  { key: 'ownCash', label: 'charts.series.ownCash', colour: 'var(--own-2)', dash: '6 4' },
  { key: 'ownAmortized', label: 'charts.series.ownAmortized', colour: 'var(--own)', dash: undefined },
  { key: 'rent', label: 'charts.series.rent', colour: 'var(--rent)', dash: undefined },
] as const;
