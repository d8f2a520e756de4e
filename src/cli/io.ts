// What the command line needs from the outside world, passed in so the commands stay testable, and
// the one reader that stops at a size limit (evidence files; a scenario is read whole).
import { closeSync, openSync, readSync } from 'node:fs';

export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readStdin: () => string;
  readonly readFile: (path: string) => string;
  /** At most about maxBytes of a file, or of standard input for "-": enough to tell it is too large. */
  readonly readLimited: (path: string, maxBytes: number) => string;
}

/** Why a file could not be read, in a few words. */
export function readError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = String(error.code);
    const known: Record<string, string> = {
      ENOENT: 'no such file',
      EACCES: 'permission denied',
      EISDIR: 'it is a folder',
    };
    return known[code] ?? code;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads until the end or until more than maxBytes have come, so /dev/zero or a huge file costs at
 * most maxBytes of memory. Standard input may be non-blocking (a terminal, some pipes): on EAGAIN
 * it waits a moment and reads again.
 */
export function readLimited(path: string, maxBytes: number): string {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(64 * 1024);
    let total = 0;
    while (total <= maxBytes) {
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
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
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}
