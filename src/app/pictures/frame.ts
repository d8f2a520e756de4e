// The parts every picture of the answer shares: the header (the calculator, the scenario's name and
// the verdict), the key figures as cards, and the footer (the key inputs, the date and the view, the
// QR code of the scenario's link beside the site's address), drawn as SVG markup at fixed positions
// from the figures alone. No address is printed whole: a picture on WeChat cannot be clicked, and
// a long one cut short opens nothing.
import type { CostView, Result, Scenario } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { type PictureFacts, type PictureFigure, pictureFacts } from './facts.ts';
import { PALETTES, type Palette, type PictureTheme } from './palette.ts';
import { qrMarkup } from './qr.ts';
import type { ScanLink } from './scanLink.ts';
import { escapeXml, FONT_STACK, textLines, textWidth, wrapText } from './svgText.ts';

export interface PictureInput {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly view: CostView;
  readonly lang: Lang;
  /** the page's messages and the pictures', in `lang` */
  readonly t: Translate;
  readonly theme: PictureTheme;
  readonly date: Date;
  /** the link the QR code carries (the shortest that opens this scenario) and the site's address */
  readonly scan: ScanLink;
}

export interface Picture {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** the verdict sentence, for the image's alternative text */
  readonly sentence: string;
  readonly name: string;
}

export const WIDTH = 1200;
export const PAD = 56;
export const INNER = WIDTH - 2 * PAD;

export interface Frame {
  readonly facts: PictureFacts;
  readonly palette: Palette;
}

export function frameOf(input: PictureInput): Frame {
  const facts = pictureFacts(input.scenario, input.result, input.view, input.lang, input.t, input.date);
  return { facts, palette: PALETTES[input.theme] };
}

export function sideColour(palette: Palette, side: 'own' | 'rent' | 'equal' | 'none'): string {
  return side === 'own' ? palette.own : side === 'rent' ? palette.rent : palette.text;
}

/** The calculator's name, the scenario's and the verdict from the top; returns the markup and where it ends. */
export function header(
  { facts, palette }: Frame,
  sentenceSize: number,
): { readonly markup: string; readonly bottom: number } {
  const parts = [
    textLines([facts.title], PAD, PAD + 22, 0, { size: 22, fill: palette.accent, weight: 'bold', role: 'title' }),
    textLines(wrapText(facts.name, INNER, 34, 1, true), PAD, PAD + 72, 0, {
      size: 34,
      fill: palette.text,
      weight: 'bold',
      role: 'name',
    }),
  ];
  const lineHeight = Math.round(sentenceSize * 1.3);
  const sentence = wrapText(facts.sentence, INNER, sentenceSize, 2, true);
  const first = PAD + 72 + 20 + lineHeight;
  parts.push(
    textLines(sentence, PAD, first, lineHeight, {
      size: sentenceSize,
      fill: sideColour(palette, facts.cheaper),
      weight: 'bold',
      role: 'verdict',
    }),
  );
  let bottom = first + lineHeight * (sentence.length - 1) + 12;
  if (facts.basis !== null) {
    // what the verdict compares, smaller, under it
    const basis = wrapText(facts.basis, INNER, BASIS_SIZE, 2);
    const basisLine = Math.round(BASIS_SIZE * 1.3);
    parts.push(
      textLines(basis, PAD, bottom + BASIS_SIZE, basisLine, { size: BASIS_SIZE, fill: palette.muted, role: 'basis' }),
    );
    bottom += BASIS_SIZE + basisLine * (basis.length - 1) + 10;
  }
  return { markup: parts.join(''), bottom };
}

const BASIS_SIZE = 19;

/** The verdict with its basis after it, as a reader of the picture's alternative text hears it. */
export function spokenVerdict(facts: PictureFacts): string {
  return facts.basis === null ? facts.sentence : `${facts.sentence} ${facts.basis}`;
}

export interface CardSizes {
  readonly height: number;
  readonly label: number;
  /** the size of a one-line figure (a total); a figure of more lines is drawn smaller */
  readonly value: number;
}

/** The four key figures side by side, each a card with its label above its value. */
export function cards({ facts, palette }: Frame, top: number, sizes: CardSizes): string {
  const gap = 20;
  const width = (INNER - gap * (facts.figures.length - 1)) / facts.figures.length;
  const labels = facts.figures.map((figure) => wrapText(figure.label, width - 32, sizes.label, 2));
  // the values start on one line across the cards, below the longest label
  const labelLines = Math.max(1, ...labels.map((lines) => lines.length));
  const labelHeight = sizes.label + (labelLines - 1) * Math.round(sizes.label * 1.25);
  return facts.figures
    .map((figure: PictureFigure, i) => {
      const x = PAD + i * (width + gap);
      const inside = width - 32;
      const label = labels[i] ?? [];
      const one = figure.lines.length === 1 && figure.side !== 'none';
      const only = figure.lines[0] ?? '';
      // a total is never cut short: a long one is drawn smaller
      const size = one
        ? Math.min(sizes.value, Math.floor((sizes.value * inside) / textWidth(only, sizes.value, true)))
        : Math.round(sizes.value * 0.66);
      const lines = one
        ? [only]
        : figure.lines.flatMap((line) => wrapText(line, inside, size, figure.lines.length === 1 ? 3 : 1));
      const valueTop = top + 24 + labelHeight + Math.round(size * 1.1);
      return [
        `<rect x="${x}" y="${top}" width="${width}" height="${sizes.height}" rx="12" fill="${palette.surface}" stroke="${palette.border}" stroke-width="2"/>`,
        textLines(label, x + 16, top + 16 + sizes.label, Math.round(sizes.label * 1.25), {
          size: sizes.label,
          fill: palette.muted,
        }),
        textLines(lines, x + 16, valueTop, Math.round(size * 1.3), {
          size,
          fill: sideColour(palette, figure.side),
          weight: one ? 'bold' : 'normal',
          role: 'figure',
        }),
      ].join('');
    })
    .join('');
}

/** The footer's least height: its rule, two rows of inputs and the date; the QR code takes what is left. */
export const FOOTER_HEIGHT = 168;
/** The QR code's largest side, its quiet zone included. */
const QR_MOST = 210;

/** The size at most `size` that fits `text` in `width`: a value is drawn smaller, never cut short. */
function fitted(text: string, width: number, size: number, bold = false): number {
  return Math.min(size, Math.floor((size * width) / Math.max(1, textWidth(text, size, bold))));
}

/** The key inputs in two rows, each its label over its value, from the baseline `top`. */
function inputGrid({ facts, palette }: Frame, top: number, width: number): string {
  const columns = Math.ceil(facts.inputs.length / 2);
  const column = width / columns;
  const inside = column - 20;
  return facts.inputs
    .map((input, i) => {
      const x = Math.round(PAD + (i % columns) * column);
      const y = top + Math.floor(i / columns) * 58;
      return [
        textLines([input.label], x, y, 0, { size: fitted(input.label, inside, 15), fill: palette.muted }),
        textLines([input.value], x, y + 26, 0, {
          size: fitted(input.value, inside, 20, true),
          fill: palette.text,
          weight: 'bold',
          role: 'input',
        }),
      ].join('');
    })
    .join('');
}

/**
 * The band from `top` to `bottom`: the key inputs and the date on the left, the QR code of the
 * scenario's link at the right with the site's address beside it; where the link is too long to
 * scan, a line that says so in its place.
 */
export function footer(frame: Frame, { scan, t }: PictureInput, top: number, bottom: number): string {
  const { facts, palette } = frame;
  const right = WIDTH - PAD;
  const qr = scan.link
    ? qrMarkup(scan.link, right, bottom, Math.min(QR_MOST, bottom - top - 16), {
        light: palette.qrLight,
        dark: palette.qrDark,
      })
    : null;
  const besideQr = qr ? right - qr.size - 20 : right;
  const caption = qr ? t(scan.notesLeftOut ? 'pictures.scanFigures' : 'pictures.scan') : t('pictures.noQr');
  return [
    `<line x1="${PAD}" x2="${right}" y1="${top}" y2="${top}" stroke="${palette.border}" stroke-width="2"/>`,
    inputGrid(frame, top + 34, (qr ? besideQr - 8 : right) - PAD),
    textLines([facts.footer], PAD, bottom - 4, 0, { size: 17, fill: palette.muted, role: 'date' }),
    textLines([caption], besideQr, bottom - 30, 0, { size: 16, fill: palette.muted, anchor: 'end', role: 'scan' }),
    textLines([scan.site], besideQr, bottom - 4, 0, {
      size: 18,
      fill: palette.accent,
      weight: 'bold',
      anchor: 'end',
      role: 'site',
    }),
    qr?.markup ?? '',
  ].join('');
}

/** The whole picture: its size declared three ways alike, its background, its parts. */
export function svgDocument(
  { facts, palette }: Frame,
  width: number,
  height: number,
  lang: Lang,
  body: string,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" `,
    `font-family="${escapeXml(FONT_STACK)}" lang="${lang}" role="img">`,
    `<title>${escapeXml(`${facts.name}: ${spokenVerdict(facts)}`)}</title>`,
    `<rect width="${width}" height="${height}" fill="${palette.bg}"/>`,
    body,
    '</svg>',
  ].join('');
}

export { pictureFacts };
