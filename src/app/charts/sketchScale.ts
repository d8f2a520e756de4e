// The geometry of the light line chart (LineSketch): round money ticks on the value axis, evenly
// spaced labels on the category axis, placed as Recharts places them on the other charts, and which
// category a pointer or a key points at for the readout.

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

/** Recharts' defaults, which the other charts keep: an x axis 30 px tall */
const X_AXIS_HEIGHT = 30;

export interface Margin {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface SketchLayout {
  /** the plot's edges in the drawing, px */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly ticks: readonly number[];
  /** the categories that get a label */
  readonly labelled: readonly number[];
  readonly x: (index: number) => number;
  readonly y: (value: number) => number;
}

/**
 * Where the plot sits in a drawing `width` × `height` and where each of `count` categories and each
 * value goes: the money axis `axisWidth` wide on the left, the category axis and the legend below.
 */
export function sketchLayout(input: {
  readonly count: number;
  readonly values: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly margin: Margin;
  readonly axisWidth: number;
  readonly legendHeight: number;
  /** the widest category label, px */
  readonly labelWidth: number;
}): SketchLayout {
  const { count, values, width, height, margin } = input;
  const left = margin.left + input.axisWidth;
  const right = Math.max(left + 1, width - margin.right);
  const top = margin.top;
  const bottom = Math.max(top + 1, height - margin.bottom - input.legendHeight - X_AXIS_HEIGHT);
  const ticks = valueTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  return {
    left,
    right,
    top,
    bottom,
    ticks,
    labelled: labelledIndices(count, right - left, input.labelWidth),
    x: (index) => (count <= 1 ? (left + right) / 2 : left + ((right - left) * index) / (count - 1)),
    y: (value) => bottom - ((value - low) / (high - low)) * (bottom - top),
  };
}

/** The category nearest to `x` of `count` spread evenly from `left` to `right`. */
export function nearestIndex(x: number, left: number, right: number, count: number): number {
  if (count <= 1 || right <= left) return 0;
  const index = Math.round(((x - left) / (right - left)) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * Where a key moves the readout among `count` categories from `current` (null: none shown): the
 * arrows one step (from nothing, Right to the first and Left to the last), Home and End to the ends,
 * Escape to none. Undefined for any other key.
 */
export function readoutAfterKey(key: string, current: number | null, count: number): number | null | undefined {
  const last = count - 1;
  if (last < 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : Math.min(last, current + 1);
    case 'ArrowLeft':
      return current === null ? last : Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}
