// A part whose code loads when the reader opens what holds it (a folded group, a form): a busy note
// while it comes, a short alert instead of a broken page if it cannot. FoldedPart is the folded
// disclosure that holds one: nothing behind it mounts until it is opened, or printing asks for every part.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../hooks.ts';
import { Pending, useEveryPartWanted } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export function OpenedPart({ children }: { readonly children: ReactNode }) {
  const t = useT();
  return (
    <ErrorBoundary fallback={<p role="alert">{t('dialog.failed')}</p>}>
      <Suspense
        fallback={
          <Pending>
            <p aria-busy="true">{t('dialog.loading')}</p>
          </Pending>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

interface FoldedProps {
  /** the disclosure's summary element, shown folded */
  readonly summary: ReactNode;
  /** what opening it shows: a lazily loaded part */
  readonly children: ReactNode;
  readonly className: string;
  readonly 'data-testid'?: string;
  readonly 'data-section'?: string;
}

export function FoldedPart({ summary, children, ...attributes }: FoldedProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const wanted = useEveryPartWanted();
  // opened before the page took over from its prerendered copy: the toggle event came too early
  useEffect(() => setOpen(details.current?.open === true), []);
  return (
    <details ref={details} {...attributes} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      {summary}
      {(open || wanted) && <OpenedPart>{children}</OpenedPart>}
    </details>
  );
}
