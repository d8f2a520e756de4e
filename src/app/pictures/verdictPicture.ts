// The verdict card as a picture: 1200 × 630 (the shape link previews and slides use), the verdict
// sentence over the four key figures, the date and the link beneath.
import {
  cards,
  FOOTER_HEIGHT,
  footer,
  frameOf,
  header,
  PAD,
  type Picture,
  type PictureInput,
  svgDocument,
  WIDTH,
} from './frame.ts';

export const VERDICT_HEIGHT = 630;
const CARD_HEIGHT = 150;

export function verdictPicture(input: PictureInput): Picture {
  const frame = frameOf(input);
  const top = header(frame, 40);
  const footerTop = VERDICT_HEIGHT - PAD - FOOTER_HEIGHT + 24;
  const body = [
    top.markup,
    // the cards halfway between the verdict (one line or two) and the footer
    cards(frame, Math.round((top.bottom + footerTop - CARD_HEIGHT) / 2), { height: CARD_HEIGHT, label: 20, value: 36 }),
    footer(frame, input.link, VERDICT_HEIGHT),
  ].join('');
  return {
    svg: svgDocument(frame, WIDTH, VERDICT_HEIGHT, input.lang, body),
    width: WIDTH,
    height: VERDICT_HEIGHT,
    sentence: frame.facts.sentence,
    name: frame.facts.name,
  };
}
