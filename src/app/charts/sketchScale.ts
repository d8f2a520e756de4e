// The scales of the light line chart (LineSketch): round money ticks on the value axis and evenly
// spaced labels on the category axis, as Recharts would place them, so that the chart looks the same
// before and after Recharts takes it over.

/** the step between ticks: 1, 2, 2.5 or 5 times a power of ten, the least that is at least `rough` */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = [1, 2, 2.5, 5, 10].find((n) => fraction <= n + 1e-9) ?? 10;
  return nice * power;
}

/**
 * About `count` round ticks covering [low, high] and zero: the axis starts at zero (or below it, for
 * a negative value) and ends at the first round value at or above the highest.
 */
export function valueTicks(low: number, high: number, count = 5): number[] {
  const from = Math.min(0, low);
  const to = Math.max(0, high);
  // a span under a millionth of a unit (of money) is flat: one unit of axis above it
  if (to - from < 1e-6) return [from, from + 1];
  const step = niceStep((to - from) / (count - 1));
  const first = Math.floor(from / step + 1e-9) * step;
  const last = Math.ceil(to / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step * 1e-9; i += 1) {
    // rounding to the step's own decimals keeps 0.1 + 0.2 from printing as 0.30000000000000004
    ticks.push(Number((first + i * step).toPrecision(12)));
  }
  // rounding may not uncover an end: keep the exact value there (only floating point's last digits)
  ticks[0] = Math.min(ticks[0] ?? from, from);
  ticks[ticks.length - 1] = Math.max(ticks.at(-1) ?? to, to);
  return ticks;
}

/**
 * Which of `count` evenly spaced categories get a label, `width` pixels apart in all, so that labels
 * `labelWidth` wide keep `gap` pixels between them: the last always, then every k-th back from it.
 */
export function labelledIndices(count: number, width: number, labelWidth: number, gap = 16): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const spacing = width / (count - 1);
  const every = Math.max(1, Math.ceil((labelWidth + gap) / Math.max(spacing, 1e-9)));
  const shown: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) shown.push(i);
  return shown.reverse();
}
