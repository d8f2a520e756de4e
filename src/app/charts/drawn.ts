// The result charts Recharts draws, in one chunk that loads when the reader reaches for the charts
// (ChartsPanel.tsx): the first screen shows the cumulative chart drawn without it (CumulativeSketch).
export { BreakdownChart } from './BreakdownChart.tsx';
export { CumulativeChart } from './CumulativeChart.tsx';
export { HoursChart } from './HoursChart.tsx';
export { PlansChart } from './PlansChart.tsx';
