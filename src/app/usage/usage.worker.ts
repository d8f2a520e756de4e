// Reads the chosen logs off the page's main thread: a 1 GB log streams through the engine's reader
// piece by piece while the page stays responsive, and says how far it has got.
import { createUsageReader, type UsageOptions, type UsageResult } from '../../engine/usage/index.ts';

export interface UsageRequest {
  readonly files: readonly File[];
  /** busy above a utilization threshold, or by the engine's activity where the DCGM exporter logs it */
  readonly busy: Required<Pick<UsageOptions, 'thresholdPct' | 'busyBy'>> & Pick<UsageOptions, 'scrapeIntervalSeconds'>;
}

export interface FileRead {
  readonly name: string;
  readonly size: number;
  readonly result: UsageResult;
}

export type UsageMessage =
  | { readonly kind: 'progress'; readonly read: number; readonly total: number }
  | { readonly kind: 'done'; readonly reads: readonly FileRead[] }
  | { readonly kind: 'failed'; readonly message: string };

/** The page redraws its progress bar at most this often. */
const PROGRESS_MS = 100;

const post = (message: UsageMessage) => self.postMessage(message);

async function readAll({ files, busy }: UsageRequest): Promise<FileRead[]> {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let read = 0;
  let shown = 0;
  const reads: FileRead[] = [];
  for (const file of files) {
    const reader = createUsageReader(busy);
    const counted = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const text = file.stream().pipeThrough(counted).pipeThrough(new TextDecoderStream()).getReader();
    for (let piece = await text.read(); !piece.done; piece = await text.read()) {
      reader.push(piece.value);
      const now = performance.now();
      if (now - shown >= PROGRESS_MS) {
        shown = now;
        post({ kind: 'progress', read, total });
      }
    }
    reads.push({ name: file.name, size: file.size, result: reader.end() });
  }
  return reads;
}

self.onmessage = (event: MessageEvent<UsageRequest>) => {
  readAll(event.data).then(
    (reads) => post({ kind: 'done', reads }),
    (error: unknown) => post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
