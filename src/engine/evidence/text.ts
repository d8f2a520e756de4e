// Helpers the three parsers share. No regular expressions: every scan is one linear pass, so hostile
// input (a million-character line, ten thousand columns) costs time in proportion to its size.

/**
 * The most text a parser reads, in UTF-16 code units. Real outputs are far smaller (nvidia-smi -q
 * for one GPU is about 15 KB, 8 GPUs about 120 KB); the limit bounds the work hostile input can cause.
 */
export const MAX_EVIDENCE_CHARS = 2_000_000;

export const NOT_RECOGNIZED =
  'not recognized: expected the text of "nvidia-smi -q", CSV from "nvidia-smi --query-gpu=... --format=csv", or JSON from "iperf3 -J"';

/**
 * The most GPUs one machine's nvidia-smi lists: the NVIDIA driver handles at most 32 in a system
 * (NV_MAX_DEVICES in its nvlimits.h); real servers hold 8 or 16. More means several machines' output
 * pasted together, or text made up.
 */
export const MAX_GPUS = 32;

export const TOO_MANY_GPUS = `more GPUs than one machine holds (the NVIDIA driver handles at most ${MAX_GPUS}); paste the output of one machine`;

/** The reason to refuse text before looking at it, or null when it may be read. */
export function refuseInput(text: unknown): string | null {
  if (typeof text !== 'string') return `not text: ${NOT_RECOGNIZED.slice('not recognized: '.length)}`;
  if (text.length > MAX_EVIDENCE_CHARS) {
    return 'too large: evidence is read up to 2 MB (2,000,000 characters), far more than nvidia-smi or iperf3 print';
  }
  return null;
}

/** The text without a leading byte-order mark, which some editors on Windows add. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Lines without their end-of-line characters (\n or \r\n). */
export function linesOf(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  return lines;
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** How nvidia-smi says a value is missing: "N/A", "[N/A]", "[Not Supported]", "[Unknown Error]", … */
function isMissing(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('[') && value.endsWith(']')) return true;
  const known = [
    'N/A',
    'Not Supported',
    'Not Available',
    'Unknown Error',
    'Requested functionality has been deprecated',
  ];
  return known.includes(value);
}

/** A printed value, or null when nvidia-smi says it is missing. */
export function textValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  return isMissing(trimmed) ? null : trimmed;
}

/**
 * A quantity as nvidia-smi prints it, with or without its unit ("81559 MiB", "81559", "700.00 W"):
 * the number, or null when the value is missing, is not a plain decimal number, or has another unit.
 */
export function quantityValue(value: string | undefined, unit: string): number | null {
  const text = textValue(value);
  if (text === null) return null;
  const space = text.indexOf(' ');
  const digits = space === -1 ? text : text.slice(0, space);
  if (space !== -1 && text.slice(space).trim() !== unit) return null;
  return isDecimal(digits) ? Number(digits) : null;
}

/** Digits with at most one decimal point inside: "700", "700.00". No sign, no exponent. */
function isDecimal(text: string): boolean {
  if (text === '' || text.length > 30) return false;
  let point = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 /* . */) {
      if (point || i === 0 || i === text.length - 1) return false;
      point = true;
    } else if (c < 48 || c > 57) {
      return false;
    }
  }
  return true;
}

/** The first line with something on it, or undefined. */
export function firstFilledLine(
  lines: readonly string[],
): { readonly line: string; readonly index: number } | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!isBlank(line)) return { line, index: i };
  }
  return undefined;
}

/** Text from the input quoted in a reason: on one line, at most `max` characters. */
export function shown(text: string, max = 60): string {
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  let line = '';
  for (const c of cut) line += c === '\n' || c === '\r' || c === '\t' ? ' ' : c;
  return line;
}
