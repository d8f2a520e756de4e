// A chart as the page drew it, ready to frame in a picture: its SVG (the light chart's or Recharts')
// copied with the colours, strokes and text sizes the page's styles gave each element written onto
// it (a file cannot read the page's CSS variables), and its legend, which the page draws in HTML.
import type { ChartDrawing, LegendEntry } from './chartPicture.ts';

const STYLED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

function inlineStyles(from: Element, to: Element): void {
  const style = getComputedStyle(from);
  if (style.display === 'none') {
    to.remove();
    return;
  }
  const declarations = STYLED.map((name) => `${name}:${style.getPropertyValue(name)}`).filter((d) => !d.endsWith(':'));
  to.setAttribute('style', declarations.join(';'));
  for (const name of ['fill', 'stroke', 'class', 'tabindex', 'role', 'aria-describedby', 'aria-label']) {
    to.removeAttribute(name);
  }
  const children = [...from.children];
  const copies = [...to.children];
  children.forEach((child, i) => {
    const copy = copies[i];
    if (copy) inlineStyles(child, copy);
  });
}

/** The largest SVG in the chart's box: the chart (a Recharts legend icon is an SVG too). */
function chartSvg(plot: Element): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let area = 0;
  for (const svg of plot.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width * box.height > area) {
      best = svg;
      area = box.width * box.height;
    }
  }
  return best;
}

function legendOf(plot: Element): LegendEntry[] {
  return [...plot.querySelectorAll('.recharts-legend-item, .chart-sketch-legend li')].map((item) => {
    const mark = item.querySelector('path, line, rect');
    const style = mark ? getComputedStyle(mark) : null;
    const stroke = style?.stroke ?? 'none';
    const dash = style?.strokeDasharray ?? 'none';
    return {
      name: item.textContent?.trim() ?? '',
      colour: stroke !== 'none' ? stroke : (style?.fill ?? 'currentColor'),
      dash: dash === 'none' ? null : dash,
    };
  });
}

/** The chart in `plot` (the chart's box on the page), or null when it shows no drawing (a table). */
export function captureChart(plot: Element, title: string): ChartDrawing | null {
  const svg = chartSvg(plot);
  if (!svg) return null;
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  if (width <= 0 || height <= 0) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.querySelectorAll('title, desc').forEach((e) => {
    e.remove();
  });
  const serializer = new XMLSerializer();
  const markup = [...copy.childNodes].map((node) => serializer.serializeToString(node)).join('');
  // the page lays the legend over the bottom of the chart's box: the picture draws it there too
  const legendBox = plot.querySelector('.chart-sketch-legend, .recharts-legend-wrapper')?.getBoundingClientRect();
  const legendBand = legendBox ? Math.max(0, Math.min(height, Math.round(box.bottom - legendBox.top))) : 0;
  return { title, markup, width, height, legend: legendOf(plot), legendBand };
}
