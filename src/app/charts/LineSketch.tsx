// A line chart drawn as plain SVG, without Recharts: the grid, the money axis, the category axis, the
// lines and their legend, placed as Recharts places the other charts, and a readout of one category's
// values, which a pointer over the plot or the arrow keys move. Drawing it needs a few kilobytes where
// Recharts needs over a hundred, and an edit redraws it in well under a millisecond.
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Lang } from '../../i18n/index.ts';
import { formatMoneyCompact, moneyAxis, moneyFormatter, TICK } from './chartKit.ts';
import { type Margin, nearestIndex, readoutAfterKey, type SketchLayout, sketchLayout } from './sketchScale.ts';

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
  /** the heading of a row's readout ("Month 12") */
  readonly readoutLabel: (row: Row) => string;
  readonly series: readonly SketchSeries<Row>[];
  readonly height: number;
  readonly lang: Lang;
  readonly currency: string;
  /** what the chart is, for a screen reader */
  readonly title: string;
  /** the id of the sentence that says what the chart shows */
  readonly describedBy: string;
  /** space around the plot, as the Recharts charts' margin */
  readonly margin: Margin;
  /** a category marked with a vertical line and a label (the month the answer turns) */
  readonly mark?: SketchMark;
}

export interface SketchMark {
  readonly index: number;
  readonly label: string;
  readonly colour: string;
}

/** Recharts' defaults: ticks 6 px long */
const TICK_SIZE = 6;
/** a digit of a 12 px tick label, as chartKit's axis width reckons it */
const DIGIT_WIDTH = 7;
/** between the readout and the cursor line, px */
const READOUT_GAP = 12;
const KEYS = 'ArrowLeft ArrowRight Home End Escape';

interface Size {
  readonly width: number;
  readonly legend: number;
}

export function LineSketch<Row>(props: Props<Row>) {
  const { rows, category, series, height, lang, currency, margin } = props;
  const box = useRef<HTMLDivElement>(null);
  const legendList = useRef<HTMLUListElement>(null);
  const readout = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  // the row the readout shows; null until the reader points at the plot or presses a key on it
  const [active, setActive] = useState<number | null>(null);

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

  const layout = useMemo(() => {
    if (!size || size.width <= 0) return null;
    return sketchLayout({
      count: rows.length,
      values: rows.flatMap((row) => series.map((s) => s.value(row))),
      width: size.width,
      height,
      margin,
      axisWidth: moneyAxis(lang, currency).width,
      legendHeight: size.legend,
      labelWidth: Math.max(0, ...rows.map((row) => category(row).length)) * DIGIT_WIDTH,
    });
  }, [rows, series, category, size, height, margin, lang, currency]);

  // an edit that shortens the horizon keeps the readout on the last month left
  const shown = active === null || rows.length === 0 ? null : Math.min(active, rows.length - 1);
  const row = shown === null ? undefined : rows[shown];

  // beside the cursor, on the side with room for it (measured: its width depends on the figures)
  useLayoutEffect(() => {
    const element = readout.current;
    if (!element || !layout || !size || shown === null) return;
    const x = layout.x(shown);
    const width = element.offsetWidth;
    const after = x + READOUT_GAP;
    const before = x - READOUT_GAP - width;
    let left: number;
    if (after + width <= size.width) left = after;
    else if (before >= 0) left = before;
    // no room on either side (a phone): against the far edge, over as little of the cursor as can be
    else left = x < size.width / 2 ? size.width - width : 0;
    element.style.left = `${Math.max(0, left)}px`;
  }, [layout, size, shown]);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - bounds.left;
    const y = event.clientY - bounds.top;
    const inPlot = x >= layout.left && x <= layout.right && y >= layout.top && y <= layout.bottom;
    setActive(inPlot ? nearestIndex(x, layout.left, layout.right, rows.length) : null);
  };
  // a finger lifted leaves the readout until the reader touches elsewhere (the plot loses focus)
  const leave = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') setActive(null);
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = readoutAfterKey(event.key, shown, rows.length);
    // Escape with no readout is left to whatever else listens (a dialog around the chart)
    if (next === undefined || (next === null && shown === null)) return;
    event.preventDefault();
    setActive(next);
  };

  const money = moneyFormatter(lang, currency);
  return (
    <div ref={box} className="chart-sketch" style={{ height }}>
      {layout && size ? (
        <svg
          width={size.width}
          height={height}
          role="img"
          aria-describedby={props.describedBy}
          aria-keyshortcuts={KEYS}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the keys move the readout along the plot
          tabIndex={0}
          className="chart-sketch-svg"
          onPointerMove={point}
          onPointerDown={point}
          onPointerLeave={leave}
          onKeyDown={key}
          onBlur={() => setActive(null)}
        >
          <title>{props.title}</title>
          <SketchDrawing
            layout={layout}
            rows={rows}
            category={category}
            series={series}
            lang={lang}
            currency={currency}
          />
          {props.mark && <Mark layout={layout} mark={props.mark} />}
          {row !== undefined && shown !== null ? (
            <g className="chart-sketch-cursor">
              <line
                x1={layout.x(shown)}
                x2={layout.x(shown)}
                y1={layout.top}
                y2={layout.bottom}
                stroke="var(--muted)"
              />
              {series.map((s) => (
                <circle
                  key={s.key}
                  cx={layout.x(shown)}
                  cy={layout.y(s.value(row))}
                  r={4}
                  fill={s.colour}
                  stroke="var(--surface)"
                  strokeWidth={2}
                />
              ))}
            </g>
          ) : null}
        </svg>
      ) : null}
      {/* always in the page, empty until shown, so that a screen reader hears each change in it */}
      <div
        ref={readout}
        className="chart-readout"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        style={{ top: margin.top }}
      >
        {row === undefined ? null : (
          <>
            <p className="chart-readout-label">{props.readoutLabel(row)}</p>
            {series.map((s) => (
              <p key={s.key} className="chart-readout-value">
                <Swatch colour={s.colour} dash={s.dash} />
                <span>{s.name}</span> <span>{money(s.value(row))}</span>
              </p>
            ))}
          </>
        )}
      </div>
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
    </div>
  );
}

/** A category's line across the plot, its label at the top on the side with more room. */
function Mark({ layout, mark }: { readonly layout: SketchLayout; readonly mark: SketchMark }) {
  const x = layout.x(mark.index);
  const before = x - layout.left > layout.right - x;
  return (
    <g className="chart-sketch-mark" data-testid="chart-mark">
      <line
        x1={x}
        x2={x}
        y1={layout.top}
        y2={layout.bottom}
        stroke={mark.colour}
        strokeWidth={1.5}
        strokeDasharray="2 3"
      />
      <text
        x={before ? x - 4 : x + 4}
        y={layout.top}
        dy="1em"
        textAnchor={before ? 'end' : 'start'}
        fontSize={TICK.fontSize}
        fill="var(--text)"
        paintOrder="stroke"
        stroke="var(--surface)"
        strokeWidth={3}
      >
        {mark.label}
      </text>
    </g>
  );
}

/** A series' line in small, beside its value in the readout. */
function Swatch({ colour, dash }: { readonly colour: string; readonly dash: string | undefined }) {
  return (
    <svg width="16" height="8" aria-hidden="true">
      <line x1="0" x2="16" y1="4" y2="4" stroke={colour} strokeWidth="2" {...(dash ? { strokeDasharray: dash } : {})} />
    </svg>
  );
}

interface DrawingProps<Row> {
  readonly layout: SketchLayout;
  readonly rows: readonly Row[];
  readonly category: (row: Row) => string;
  readonly series: readonly SketchSeries<Row>[];
  readonly lang: Lang;
  readonly currency: string;
}

/** The grid, axes and lines: the same while the readout moves, so moving it redraws only itself. */
const SketchDrawing = memo(function SketchDrawing<Row>(props: DrawingProps<Row>) {
  const { layout, rows, category, series, lang, currency } = props;
  const { left, right, top, bottom, ticks, labelled, x, y } = layout;
  const line = (s: SketchSeries<Row>) =>
    rows.map((row, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(s.value(row)).toFixed(2)}`).join('');
  return (
    <>
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
    </>
  );
}) as <Row>(props: DrawingProps<Row>) => ReactNode;
