// The embed's compact view of the shared inputs and charts: a blog's readers get no field source
// notes (internal notes, in English, that the full calculator shows) and shorter charts. Only the
// embed page turns it on.
import { createContext, useContext } from 'react';

export const CompactContext = createContext(false);

export function useCompact(): boolean {
  return useContext(CompactContext);
}
