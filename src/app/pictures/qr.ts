// The QR code a picture carries, drawn into its SVG from uqr's module matrix: dark modules on a light
// tile (scanners read few inverted codes, so the dark theme draws it light too), with the quiet zone
// of four modules the standard asks for, each module a whole pixel of the PNG at 2×.
import { encode } from 'uqr';

/**
 * Version 17 holds 644 bytes at the lowest error correction: 85 modules a side, about 2 px each at
 * the size a picture prints it (4 px in the PNG). Longer links make a code too dense to scan well
 * from a phone's screen. The error correction is raised as far as the version chosen allows.
 */
const MAX_VERSION = 17;
const QR_OPTIONS = { ecc: 'L', boostEcc: true, maxVersion: MAX_VERSION, border: 0 } as const;
const QUIET_MODULES = 4;

/** The modules of `text`'s QR code, true for dark, rows from the top; null when it is too long to scan well. */
export function qrMatrix(text: string): boolean[][] | null {
  try {
    return encode(text, QR_OPTIONS).data;
  } catch {
    // uqr throws when the text needs a version above MAX_VERSION
    return null;
  }
}

export function fitsQr(text: string): boolean {
  return qrMatrix(text) !== null;
}

export interface QrColours {
  readonly light: string;
  readonly dark: string;
}

/**
 * The code of `text` in a square tile of at most `most` px whose bottom-right corner is at (right,
 * bottom); the markup and the tile's size, or null when the text is too long to scan.
 */
export function qrMarkup(
  text: string,
  right: number,
  bottom: number,
  most: number,
  colours: QrColours,
): { readonly markup: string; readonly size: number } | null {
  const matrix = qrMatrix(text);
  if (!matrix) return null;
  const modules = matrix.length;
  const span = modules + 2 * QUIET_MODULES;
  // half pixels: whole pixels of the PNG drawn at 2×, so no module edge is blurred
  const module = Math.floor((2 * most) / span) / 2;
  const size = module * span;
  const x = right - size;
  const y = bottom - size;
  // one path of horizontal runs of dark modules, in module units
  const runs: string[] = [];
  matrix.forEach((row, r) => {
    for (let c = 0; c < modules; c += 1) {
      if (!row[c]) continue;
      let end = c;
      while (row[end + 1]) end += 1;
      runs.push(`M${c + QUIET_MODULES} ${r + QUIET_MODULES}h${end - c + 1}v1h-${end - c + 1}z`);
      c = end;
    }
  });
  return {
    size,
    markup: [
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${module * 2}" fill="${colours.light}"/>`,
      `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${span} ${span}" shape-rendering="crispEdges" data-role="qr" data-modules="${modules}">`,
      `<path d="${runs.join('')}" fill="${colours.dark}"/>`,
      '</svg>',
    ].join(''),
  };
}
