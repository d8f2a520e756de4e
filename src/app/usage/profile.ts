// The measured profile as a chart draws it: GPUs in use on average by hour of the day (or by weekday),
// as bars on a round axis. Pure: the chart component only draws what this returns.
import type { UsageReport } from '../../engine/usage/index.ts';
import { valueTicks } from '../charts/sketchScale.ts';

export type ProfileView = 'hour' | 'weekday';
export type ProfileSeriesId = 'allocated' | 'busy';

export interface ProfileSeries {
  readonly id: ProfileSeriesId;
  /** GPUs in use on average in each hour of the day (24) or on each weekday, Monday first (7) */
  readonly values: readonly number[];
}

/** The series a log's report measures in a view; none when it holds no such profile. */
export function profileOf(report: UsageReport, view: ProfileView): ProfileSeries[] {
  const series: ProfileSeries[] = [];
  const { allocated, busy } = report;
  const values = (of: { readonly byHourOfDay: readonly number[]; readonly byHourOfWeek: readonly number[] }) =>
    view === 'hour' ? of.byHourOfDay : weekdays(of.byHourOfWeek);
  if (allocated?.span) series.push({ id: 'allocated', values: values(allocated) });
  if (busy?.span) series.push({ id: 'busy', values: values(busy) });
  return series;
}

/** Each weekday's mean of its 24 hours of the week (Monday 00:00 first): GPUs in use on average that day. */
export function weekdays(byHourOfWeek: readonly number[]): number[] {
  return Array.from({ length: 7 }, (_, day) => {
    let sum = 0;
    for (let h = 0; h < 24; h += 1) sum += byHourOfWeek[day * 24 + h] ?? 0;
    return sum / 24;
  });
}

export interface Bar {
  readonly id: ProfileSeriesId;
  readonly index: number;
  readonly value: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BarLayout {
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
  readonly bars: readonly Bar[];
  /** the middle of each category, px */
  readonly centres: readonly number[];
}

/** Bars side by side in each category, in a plot from `left` to `right` and `top` to `bottom`, px. */
export function barLayout(
  series: readonly ProfileSeries[],
  plot: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number },
): BarLayout {
  const count = Math.max(0, ...series.map((s) => s.values.length));
  const all = series.flatMap((s) => s.values);
  const ticks = valueTicks(0, all.length > 0 ? Math.max(...all) : 1, 4);
  const high = ticks.at(-1) ?? 1;
  const y = (value: number) => plot.bottom - (value / high) * (plot.bottom - plot.top);
  const band = count > 0 ? (plot.right - plot.left) / count : 0;
  // a fifth of each band left empty between categories
  const width = series.length > 0 ? (band * 0.8) / series.length : 0;
  const bars = series.flatMap((s, k) =>
    s.values.map((value, index) => ({
      id: s.id,
      index,
      value,
      x: plot.left + index * band + band * 0.1 + k * width,
      y: y(value),
      width,
      height: plot.bottom - y(value),
    })),
  );
  return {
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    bars,
    centres: Array.from({ length: count }, (_, i) => plot.left + (i + 0.5) * band),
  };
}
