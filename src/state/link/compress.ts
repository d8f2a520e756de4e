// Unpacking links with the browser's own deflate (DecompressionStream, 'deflate-raw') from the URL-safe
// base64 alphabet (write.ts packs them). A platform API rather than a library: it costs the page
// nothing to load, and its output is shorter than lz-string's for scenario JSON. Unpacking stops after
// MAX_INFLATED_BYTES: a link of 2 MB could otherwise unpack to gigabytes.

/** The chunks of a stream, joined. */
export function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    // a plain loop: Uint8Array.from with a mapping function is many times slower on a long link
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Text a link may unpack to: a scenario is a few kilobytes; a link past this is not one. */
export const MAX_INFLATED_BYTES = 1_000_000;

/**
 * Input is fed in slices this small: one slice of deflate data inflates to at most about 1,000 times
 * its size, so the output can overshoot the limit by at most ~260 kB before inflating stops.
 */
const SLICE_BYTES = 256;

interface Inflated {
  /** the whole output; null when the input is damaged or its output passed the limit */
  readonly bytes: Uint8Array | null;
  readonly tooLarge: boolean;
  /** bytes of output produced before it finished or stopped */
  readonly inflatedBytes: number;
}

/** Inflates raw deflate data, stopping as soon as the output passes `maxBytes`. */
export async function inflateRaw(bytes: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Inflated> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let stopped = false;
  // fed a slice at a time, each after the output so far was read: a platform inflater given the
  // whole input at once may unpack all of it before anyone can stop it
  const feeding = (async () => {
    for (let i = 0; i < bytes.length && !stopped; i += SLICE_BYTES) {
      await writer.write(bytes.subarray(i, i + SLICE_BYTES));
    }
    if (!stopped) await writer.close();
  })().catch(() => undefined); // damaged input errors both sides: the reader reports it
  const chunks: Uint8Array[] = [];
  let inflatedBytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      inflatedBytes += value.length;
      if (inflatedBytes > maxBytes) {
        stopped = true;
        await reader.cancel().catch(() => undefined);
        return { bytes: null, tooLarge: true, inflatedBytes };
      }
      chunks.push(value);
    }
  } catch {
    stopped = true;
    return { bytes: null, tooLarge: false, inflatedBytes };
  }
  await feeding;
  return { bytes: concat(chunks), tooLarge: false, inflatedBytes };
}

type Decompressed =
  | { readonly ok: true; readonly text: string }
  /** corrupt: not something write.ts's compressText made (cut short, altered); too-large: unpacks past the limit */
  | { readonly ok: false; readonly reason: 'corrupt' | 'too-large' };

export async function decompressText(encoded: string, maxBytes = MAX_INFLATED_BYTES): Promise<Decompressed> {
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length === 0) return { ok: false, reason: 'corrupt' };
  try {
    const inflated = await inflateRaw(bytes, maxBytes);
    if (inflated.tooLarge) return { ok: false, reason: 'too-large' };
    if (!inflated.bytes) return { ok: false, reason: 'corrupt' };
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes) };
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}
