// A line chart drawn as plain SVG, without Recharts: the grid, the money axis, the category axis, the
// lines and their legend, placed as the Recharts chart places them. It is what the reader sees of the
// cumulative chart until they reach for it (then Recharts, with its tooltips, takes over): drawing it
// needs a few kilobytes where Recharts needs over a hundred, and an edit redraws it in well under a
// millisecond.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { formatMoneyCompact, moneyAxis, TICK } from './chartKit.ts';
import { labelledIndices, valueTicks } from './sketchScale.ts';

export interface SketchSeries<Row> {
  readonly key: string;
  readonly name: string;
  readonly colour: string;
  readonly dash: string | undefined;
  readonly value: (row: Row) => number;
}

interface Props<Row> {
  readonly rows: readonly Row[];
  /** the category each row is drawn at, as its axis labels it */
  readonly category: (row: Row) => string;
  readonly series: readonly SketchSeries<Row>[];
  readonly height: number;
  readonly lang: Lang;
  readonly currency: string;
  /** what the chart is, for a screen reader */
  readonly title: string;
  /** the id of the sentence that says what the chart shows */
  readonly describedBy: string;
  /** space around the plot, as the Recharts chart's margin */
  readonly margin: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
}

/** Recharts' defaults: an x axis 30 px tall, ticks 6 px long, labels 16 px apart at least */
const X_AXIS_HEIGHT = 30;
const TICK_SIZE = 6;
/** a digit of a 12 px tick label, as chartKit's axis width reckons it */
const DIGIT_WIDTH = 7;

interface Size {
  readonly width: number;
  readonly legend: number;
}

export function LineSketch<Row>(props: Props<Row>) {
  const { series, height, margin } = props;
  const box = useRef<HTMLDivElement>(null);
  const legendList = useRef<HTMLUListElement>(null);
  const [size, setSize] = useState<Size | null>(null);

  // the width is the box's, known once it is laid out: measured before the first paint and on resize
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const legend = legendList.current?.offsetHeight ?? 0;
      setSize((old) => (old && old.width === width && old.legend === legend ? old : { width, legend }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const legend = (
    <ul ref={legendList} className="chart-sketch-legend" style={{ left: margin.left, right: margin.right }}>
      {series.map((s) => (
        <li key={s.key}>
          <svg width="14" height="14" viewBox="0 0 32 32" aria-hidden="true">
            <path
              strokeWidth="4"
              fill="none"
              stroke={s.colour}
              d="M0,16h10.67A5.33,5.33,0,1,1,21.33,16H32M21.33,16A5.33,5.33,0,1,1,10.67,16"
            />
          </svg>
          <span className="chart-legend-text">{s.name}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={box} className="chart-sketch" style={{ height }}>
      {size && size.width > 0 ? <SketchPlot {...props} size={size} /> : null}
      {legend}
    </div>
  );
}

/** The grid, axes and lines, once the box's width is known. */
function SketchPlot<Row>(props: Props<Row> & { readonly size: Size }) {
  const { rows, category, series, height, lang, currency, title, describedBy, margin } = props;
  const { width, legend: legendHeight } = props.size;
  const axis = moneyAxis(lang, currency);
  const left = margin.left + axis.width;
  const right = Math.max(left + 1, width - margin.right);
  const top = margin.top;
  const bottom = Math.max(top + 1, height - margin.bottom - legendHeight - X_AXIS_HEIGHT);
  const values = rows.flatMap((row) => series.map((s) => s.value(row)));
  const ticks = valueTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top);
  const x = (index: number) =>
    rows.length <= 1 ? (left + right) / 2 : left + ((right - left) * index) / (rows.length - 1);
  const widest = Math.max(0, ...rows.map((row) => category(row).length));
  const labelled = labelledIndices(rows.length, right - left, widest * DIGIT_WIDTH);
  const line = (s: SketchSeries<Row>) =>
    rows.map((row, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(s.value(row)).toFixed(2)}`).join('');
  return (
    <svg width={width} height={height} role="img" aria-describedby={describedBy} className="chart-sketch-svg">
      <title>{title}</title>
      <g stroke="var(--border)" strokeDasharray="3 3">
        {ticks.map((tick) => (
          <line key={`y${tick}`} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
        ))}
        {labelled.map((i) => (
          <line key={`x${i}`} x1={x(i)} x2={x(i)} y1={top} y2={bottom} />
        ))}
      </g>
      <g stroke="var(--border)">
        <line x1={left} x2={right} y1={bottom} y2={bottom} />
        <line x1={left} x2={left} y1={top} y2={bottom} />
      </g>
      <g fill={TICK.fill} fontSize={TICK.fontSize} textAnchor="end">
        {ticks.map((tick) => (
          <text key={tick} x={left - TICK_SIZE - 2} y={y(tick)} dy="0.355em">
            {formatMoneyCompact(tick, lang, currency)}
          </text>
        ))}
      </g>
      <g fill={TICK.fill} fontSize={TICK.fontSize} textAnchor="middle">
        {labelled.map((i) => {
          const row = rows[i];
          return row === undefined ? null : (
            <text key={i} x={x(i)} y={bottom + TICK_SIZE + 2} dy="0.71em">
              {category(row)}
            </text>
          );
        })}
      </g>
      {series.map((s) => (
        <path
          key={s.key}
          className="chart-sketch-line"
          d={line(s)}
          fill="none"
          stroke={s.colour}
          strokeWidth={2}
          {...(s.dash ? { strokeDasharray: s.dash } : {})}
        />
      ))}
    </svg>
  );
}
