// Links of any scenario part, and text that deflate cannot shrink much, for the tests and the bench of
// the link format's limits (src/state/link/limits.test.ts, scripts/bench/longLinks.ts).
import { compressText } from '../../src/state/link/write.ts';

/** `length` letters from a fixed generator seeded by `seed`: the same text every run. */
export function letters(length: number, seed: number): string {
  let state = seed;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    out += String.fromCharCode(97 + (state % 26));
  }
  return out;
}

/** The query of a link whose scenario part (link format 2) holds `data` as it is, whatever it is. */
export async function linkOf(data: unknown): Promise<string> {
  return `?s=2.${await compressText(JSON.stringify(data))}`;
}
