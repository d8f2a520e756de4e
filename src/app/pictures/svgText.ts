// Text in a picture drawn as SVG: escaped, in a font stack that has Chinese glyphs, wrapped by an
// estimate of its width (an SVG image has no layout engine, and a PNG drawn from it none either).

/** Fonts with Chinese glyphs first, so a PNG drawn from the SVG shows characters, not empty boxes. */
export const FONT_STACK =
  '"Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** Text and attribute values as XML: the five characters XML reserves, and no control characters. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids them: a name holding one would break the file
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** About how wide `text` is at `size` px: a Chinese character a full em, a Latin one a little over half. */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0;
  for (const char of text) {
    if (WIDE.test(char)) ems += 1;
    else if (char === ' ') ems += 0.28;
    else if (/[il.,:;'|!]/.test(char)) ems += 0.3;
    else if (/[0-9]/.test(char)) ems += 0.56;
    else if (/[A-Z$¥€£@%&mwMW]/.test(char)) ems += 0.66;
    else ems += 0.5;
  }
  return ems * size * (bold ? 1.06 : 1);
}

/** Words and spaces kept together, a Chinese character on its own: where a line may break. */
function pieces(text: string): string[] {
  return (
    text.match(
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]|[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]+\s*|\s+/gu,
    ) ?? []
  );
}

/** Punctuation that must not start a line (Chinese line-breaking rules: it stays with what it ends). */
const CLOSING = /^[，。、；：？！）》」』”’…,.;:?!)\]]/u;

/**
 * `text` in lines of at most `width` px at `size` px, at most `maxLines` of them, the last ending in
 * an ellipsis when the text does not fit. A piece wider than a line (a link) is broken anywhere.
 */
export function wrapText(text: string, width: number, size: number, maxLines: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(candidate.trimEnd(), size, bold) <= width;
  const queue = pieces(text);
  while (queue.length > 0) {
    const piece = queue.shift() as string;
    if (fits(line + piece) || (CLOSING.test(piece) && line !== '')) {
      line += piece;
      continue;
    }
    if (line.trim() !== '') {
      lines.push(line.trimEnd());
      line = '';
      queue.unshift(piece.trimStart());
      continue;
    }
    // a piece wider than a whole line: as much of it as fits, the rest on the next line
    const chars = [...piece];
    let cut = 1;
    while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut += 1;
    lines.push(chars.slice(0, cut).join(''));
    const rest = chars.slice(cut).join('');
    if (rest) queue.unshift(rest);
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 0 && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export interface TextStyle {
  readonly size: number;
  readonly fill: string;
  readonly weight?: 'bold' | 'normal';
  readonly anchor?: 'start' | 'middle' | 'end';
  /** a role tests and readers of the file can find the text by */
  readonly role?: string;
}

/** One <text> of `lines`, a line every `lineHeight` px from the baseline `y`. */
export function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  lineHeight: number,
  style: TextStyle,
): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${style.size}"`,
    `fill="${style.fill}"`,
    style.weight === 'bold' ? 'font-weight="700"' : '',
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.role ? `data-role="${style.role}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines.map(
    (line, i) => `<tspan x="${x}"${i === 0 ? '' : ` dy="${lineHeight}"`}>${escapeXml(line)}</tspan>`,
  );
  return `<text ${attributes}>${spans.join('')}</text>`;
}
