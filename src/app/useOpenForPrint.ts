// Closed <details> print closed in Chromium whatever the print stylesheet says; a report needs
// everything on paper, so they open just before printing and close again after.
import { type RefObject, useEffect, useRef } from 'react';

export function useOpenForPrint<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    let reopened: HTMLDetailsElement[] = [];
    const before = () => {
      const root = ref.current;
      if (!root) return;
      // a disclosure marked data-no-print holds no part of the report (print.ts)
      const all = [
        ...(root.matches('details') ? [root] : []),
        ...root.querySelectorAll('details:not([data-no-print])'),
      ];
      reopened = all.filter((d): d is HTMLDetailsElement => d instanceof HTMLDetailsElement && !d.open);
      for (const details of reopened) details.open = true;
    };
    const after = () => {
      for (const details of reopened) details.open = false;
      reopened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return ref;
}
