// The words a field's problem is said in (problemText.ts) load after the verdict, when the first field
// mounts, rather than before it: a reader who types nothing wrong never needs them. The load is marked
// as it settles, the way React's use() reads a promise, so a field that shows a problem once they are
// in says it at once.
type Words = typeof import('./problemText.ts');

type Load = Promise<Words> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Words; reason?: unknown };

let load: Load | null = null;

/** The problem words, fetched once; a failed fetch is tried again on the next ask. */
export function loadProblemWords(): Promise<Words> {
  if (load && load.status !== 'rejected') return load;
  const next: Load = import('./problemText.ts');
  next.status = 'pending';
  next.then(
    (words) => {
      next.status = 'fulfilled';
      next.value = words;
    },
    (error: unknown) => {
      next.status = 'rejected';
      next.reason = error;
    },
  );
  load = next;
  return next;
}
