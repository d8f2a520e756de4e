// A chart as a picture: the header and key figures every picture has, the chart's own drawing (the
// chart's SVG as the page drew it, its colours written in) scaled to the picture's width, its legend
// and the footer (the inputs and the QR code of the scenario).
import {
  cards,
  FOOTER_HEIGHT,
  footer,
  frameOf,
  header,
  INNER,
  PAD,
  type Picture,
  type PictureInput,
  spokenVerdict,
  svgDocument,
  WIDTH,
} from './frame.ts';
import { escapeXml, textLines, textWidth, wrapText } from './svgText.ts';

export interface LegendEntry {
  readonly name: string;
  readonly colour: string;
  readonly dash: string | null;
}

export interface ChartDrawing {
  /** the chart's name, as its tab says it */
  readonly title: string;
  /** the chart's SVG content (its children), colours and fonts written in */
  readonly markup: string;
  readonly width: number;
  readonly height: number;
  readonly legend: readonly LegendEntry[];
  /** how much of the bottom of the drawing the page gives its legend (drawn there, in HTML) */
  readonly legendBand: number;
}

/** A chart drawn on a phone is enlarged at most this much, so its labels keep a sensible size. */
const MAX_SCALE = 1.6;
const LEGEND_HEIGHT = 36;
/** Room for the inputs and a QR code as large as a picture prints one. */
const CHART_FOOTER_HEIGHT = FOOTER_HEIGHT + 56;

function legendRow(legend: readonly LegendEntry[], top: number, fill: string): string {
  let x = PAD;
  return legend
    .map((entry) => {
      const name = wrapText(entry.name, INNER / 2, 18, 1)[0] ?? '';
      const dash = entry.dash ? ` stroke-dasharray="${escapeXml(entry.dash)}"` : '';
      const markup = [
        `<line x1="${x}" x2="${x + 28}" y1="${top + 12}" y2="${top + 12}" stroke="${escapeXml(entry.colour)}" stroke-width="4"${dash}/>`,
        textLines([name], x + 36, top + 18, 0, { size: 18, fill, role: 'legend' }),
      ].join('');
      x += 36 + textWidth(name, 18) + 32;
      return markup;
    })
    .join('');
}

export function chartPicture(input: PictureInput, chart: ChartDrawing): Picture {
  const frame = frameOf(input);
  const { palette } = frame;
  const top = header(frame, 32);
  const cardsTop = top.bottom + 12;
  const titleBaseline = cardsTop + 116 + 44;
  const scale = Math.min(MAX_SCALE, INNER / Math.max(1, chart.width));
  const drawnWidth = Math.round(chart.width * scale);
  const drawnHeight = Math.round(chart.height * scale);
  const chartTop = titleBaseline + 20;
  // the legend where the page shows it, over the band the drawing leaves it
  const legendTop = chartTop + drawnHeight - Math.round(chart.legendBand * scale) + 12;
  const footerTop = legendTop + (chart.legend.length > 0 ? LEGEND_HEIGHT : 0) + 12;
  const height = footerTop + CHART_FOOTER_HEIGHT + PAD;
  const body = [
    top.markup,
    cards(frame, cardsTop, { height: 116, label: 16, value: 28 }),
    textLines([chart.title], PAD, titleBaseline, 0, { size: 24, fill: palette.text, weight: 'bold', role: 'chart' }),
    `<svg x="${PAD + Math.round((INNER - drawnWidth) / 2)}" y="${chartTop}" width="${drawnWidth}" height="${drawnHeight}" viewBox="0 0 ${chart.width} ${chart.height}">`,
    chart.markup,
    '</svg>',
    legendRow(chart.legend, legendTop, palette.text),
    footer(frame, input, footerTop, height - PAD),
  ].join('');
  return {
    svg: svgDocument(frame, WIDTH, height, input.lang, body),
    width: WIDTH,
    height,
    sentence: spokenVerdict(frame.facts),
    name: frame.facts.name,
  };
}
