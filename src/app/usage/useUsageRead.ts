// The logs being read: one worker a read, ended by Cancel (or a new read, or leaving the page), so a
// cancelled read stops at once and leaves nothing behind.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRead, UsageMessage, UsageRequest } from './usage.worker.ts';

export type ReadState =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly names: readonly string[]; readonly share: number }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly reads: readonly FileRead[] };

export interface UsageRead {
  readonly state: ReadState;
  read(files: readonly File[], busy: UsageRequest['busy']): void;
  cancel(): void;
}

export function useUsageRead(): UsageRead {
  const [state, setState] = useState<ReadState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const read = useCallback(
    (files: readonly File[], busy: UsageRequest['busy']) => {
      stop();
      if (files.length === 0) return;
      const running = new Worker(new URL('./usage.worker.ts', import.meta.url), { type: 'module' });
      worker.current = running;
      const names = files.map((f) => f.name);
      setState({ status: 'reading', names, share: 0 });
      running.onmessage = (event: MessageEvent<UsageMessage>) => {
        if (worker.current !== running) return;
        const message = event.data;
        if (message.kind === 'progress') {
          setState({ status: 'reading', names, share: message.total > 0 ? message.read / message.total : 1 });
          return;
        }
        stop();
        setState(
          message.kind === 'done'
            ? { status: 'done', reads: message.reads }
            : { status: 'failed', message: message.message },
        );
      };
      running.onerror = (event) => {
        if (worker.current !== running) return;
        stop();
        setState({ status: 'failed', message: event.message || 'the reader stopped' });
      };
      running.postMessage({ files, busy } satisfies UsageRequest);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    if (!worker.current) return;
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, read, cancel };
}
