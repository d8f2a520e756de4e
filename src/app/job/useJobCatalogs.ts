// The two dated catalogs "Start from the job" reads: open models with their sizes, throughputs and API
// prices (src/data/llm.json), and GPUs with their peak and memory (src/data/catalog.json). Fetched once,
// when the part is opened or a scenario holds a job; a failed fetch is tried again when asked.
import { useEffect, useState } from 'react';
import type { JobCatalogs } from './jobForm.ts';

let loading: Promise<JobCatalogs> | null = null;

export function loadJobCatalogs(): Promise<JobCatalogs> {
  loading ??= Promise.all([import('../../data/llm.ts'), import('../../data/catalog.ts')])
    .then(async ([llm, gpus]) => {
      const [models, catalog] = await Promise.all([llm.loadLlmCatalog(), gpus.loadCatalog()]);
      // a card is listed once; its prices come from the scenario's market when the job is applied
      return {
        llm: models,
        gpus: catalog.entries.filter((e) => e.id === e.card),
        entries: catalog.entries,
        catalogFills: gpus.catalogFills,
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export type CatalogsState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly catalogs: JobCatalogs }
  | { readonly status: 'failed'; readonly retry: () => void };

/** The catalogs once `wanted`: loading, ready, or failed with a way to try again. */
export function useJobCatalogs(wanted: boolean): CatalogsState {
  const [state, setState] = useState<CatalogsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // `attempt` runs the load again after a failure, when the reader asks
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadJobCatalogs().then(
      (catalogs) => live && setState({ status: 'ready', catalogs }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);
  return state;
}
