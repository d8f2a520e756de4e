// The result charts Recharts draws, in one chunk that loads when one of their tabs is picked or
// pointed at (ChartsPanel.tsx): the cumulative chart, shown first, is drawn without it (CumulativeSketch).
export { BreakdownChart } from './BreakdownChart.tsx';
export { HoursChart } from './HoursChart.tsx';
export { PlansChart } from './PlansChart.tsx';
