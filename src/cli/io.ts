// What the command line needs from the outside world, passed in so the commands stay testable; the
// one reader, which stops at a size limit; and the escaping of anything echoed from the user.
import { closeSync, openSync, readSync } from 'node:fs';

export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /**
   * The bytes of a file, or of standard input for "-", read until the end or until more than
   * maxBytes have come: a result longer than maxBytes means the input is too large.
   */
  readonly readLimited: (path: string, maxBytes: number) => Uint8Array;
}

/** Words for the system errors a user can cause by naming a file; the codes are libuv's. */
const SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
  ENOTDIR: 'a part of the path is not a folder',
  EMFILE: 'too many files open',
  ENFILE: 'too many files open',
  EIO: 'input/output error',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  EBUSY: 'the device is busy',
  ETIMEDOUT: 'the read timed out',
  EINVAL: 'it cannot be read as a file',
};

/** Why a file could not be read, in a few words. */
export function readError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = String(error.code);
    const known = SYSTEM_ERRORS[code];
    if (known) return known;
    // Node says "ECODE: what happened, open 'name'": keep the words in the middle
    const message = error instanceof Error ? error.message : '';
    const words = message.startsWith(`${code}: `) ? message.slice(code.length + 2).split(', ')[0] : '';
    return words ? words : `system error ${code}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Text from the user (a file name, a key, a value, a reason quoting the input) made safe to print
 * on one line of a terminal: C0 and C1 controls, DEL, the line and paragraph separators and the
 * bidirectional overrides are written as escapes (\n, \u001b), so one problem is always one line
 * and nothing in it can move the cursor, colour the screen or reorder what follows.
 */
export function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (isControl(c)) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += text[i];
  }
  return out;
}

function isControl(c: number): boolean {
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x2028 ||
    c === 0x2029 ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}

/**
 * Reads until the end or until more than maxBytes have come, so /dev/zero or a huge file costs at
 * most maxBytes of memory. Standard input may be non-blocking (a terminal, some pipes): on EAGAIN
 * it waits a moment and reads again.
 */
export function readLimited(path: string, maxBytes: number): Uint8Array {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(64 * 1024);
    let total = 0;
    while (total <= maxBytes) {
      let read: number;
      try {
        read = readSync(fd, chunk, 0, Math.min(chunk.length, maxBytes + 1 - total), null);
      } catch (error) {
        const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
        if (code === 'EAGAIN') {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          continue;
        }
        if (code === 'EOF') break;
        throw error;
      }
      if (read === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, read)));
      total += read;
    }
    return Buffer.concat(chunks);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/**
 * Bytes as UTF-8 text, without the byte-order mark some editors on Windows put first (the decoder
 * drops it); a malformed sequence reads as U+FFFD, as an editor would show it.
 */
export function utf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * The one file a command reads ("-" for standard input); null, once standard error says what was
 * wrong (`prefix: no … file given` or the arguments it cannot use) and shows the usage.
 */
export function oneFile(
  args: readonly string[],
  io: Output,
  prefix: string,
  kind: string,
  usage: string,
): string | null {
  const file = args[0];
  if (args.length === 1 && file !== undefined && !(file.startsWith('-') && file !== '-')) return file;
  const what =
    args.length === 0 ? `no ${kind} file given` : `cannot use ${args.map((a) => `"${escapeText(a)}"`).join(' ')}`;
  io.stderr(`${prefix}: ${what}\n${usage}\n`);
  return null;
}
