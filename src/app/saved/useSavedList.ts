// The saved list as the dialog shows it: read from browser storage through src/state/saved.ts,
// read again after each change and when another tab changes it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserStorage, createSavedStore, type ListResult, SAVED_KEY, type SavedStore } from '../../state/saved.ts';

export function useSavedList(): { store: SavedStore; listing: ListResult; refresh: () => void } {
  const store = useMemo(() => createSavedStore(browserStorage()), []);
  const [listing, setListing] = useState<ListResult>(() => store.list());
  const refresh = useCallback(() => setListing(store.list()), [store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SAVED_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  return { store, listing, refresh };
}
