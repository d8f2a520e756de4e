// The verdict card as a picture: 1200 × 630 (the shape link previews and slides use), the verdict
// sentence over the four key figures, the inputs, the date and the QR code of the scenario beneath.
import {
  cards,
  footer,
  frameOf,
  header,
  PAD,
  type Picture,
  type PictureInput,
  spokenVerdict,
  svgDocument,
  WIDTH,
} from './frame.ts';

export const VERDICT_HEIGHT = 630;
const CARD_HEIGHT = 116;

export function verdictPicture(input: PictureInput): Picture {
  const frame = frameOf(input);
  const top = header(frame, 36);
  const cardsTop = top.bottom + 16;
  const footerTop = cardsTop + CARD_HEIGHT + 22;
  const body = [
    top.markup,
    cards(frame, cardsTop, { height: CARD_HEIGHT, label: 17, value: 30 }),
    // the footer takes the rest: a one-line verdict leaves the QR code more room
    footer(frame, input, footerTop, VERDICT_HEIGHT - PAD),
  ].join('');
  return {
    svg: svgDocument(frame, WIDTH, VERDICT_HEIGHT, input.lang, body),
    width: WIDTH,
    height: VERDICT_HEIGHT,
    sentence: spokenVerdict(frame.facts),
    name: frame.facts.name,
  };
}
