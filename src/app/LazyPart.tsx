// A part of the page whose code loads when its place comes near the screen: a note while it loads,
// and another if it cannot, while the rest of the page keeps working.
import { type ReactNode, Suspense } from 'react';
import { PENDING_ATTRIBUTE, WhenVisible } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useT } from './hooks.ts';

/**
 * Holds the place of a part still loading, marked so that printing can wait for it (print.ts). On
 * paper the loading note gives way to one that says how to print the part too (print.css).
 */
export function Pending({ children }: { readonly children?: ReactNode }) {
  const t = useT();
  const mark = { [PENDING_ATTRIBUTE]: '' };
  return (
    <div className="pending-part" {...mark}>
      <div className="screen-only">{children}</div>
      <p className="print-only">{t('print.notLoaded')}</p>
    </div>
  );
}

interface Props {
  /** the lazily loaded part (a React.lazy component) */
  readonly children: ReactNode;
  readonly className: string;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
}

export function LazyPart({ children, className, loading, failed }: Props) {
  const pending = <Pending>{loading}</Pending>;
  return (
    <WhenVisible className={className} placeholder={pending}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={pending}>{children}</Suspense>
      </ErrorBoundary>
    </WhenVisible>
  );
}
