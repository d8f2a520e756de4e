// Parts that load their code later (charts, catalog, the method section) are left out of the
// prerendered page and mount in the browser: `Deferred` once the page runs, `WhenVisible` once the
// place they fill comes near the screen (on a phone the charts sit below the inputs, and load only
// when the user scrolls to them).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useEveryPartWanted } from './printParts.ts';

export function Deferred({ children }: { readonly children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

interface WhenVisibleProps {
  readonly children: ReactNode;
  /** shown until then, holding the place so nothing below it moves */
  readonly placeholder: ReactNode;
  readonly className?: string;
}

export function WhenVisible({ children, placeholder, className }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  // printing wants every part, wherever it is
  const wanted = useEveryPartWanted();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {visible || wanted ? children : placeholder}
    </div>
  );
}
