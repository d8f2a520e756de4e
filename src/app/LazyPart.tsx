// A part of the page whose code loads when its place comes near the screen: a note while it loads,
// and another if it cannot, while the rest of the page keeps working.
import { type ReactNode, Suspense } from 'react';
import { WhenVisible } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

interface Props {
  /** the lazily loaded part (a React.lazy component) */
  readonly children: ReactNode;
  readonly className: string;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
}

export function LazyPart({ children, className, loading, failed }: Props) {
  return (
    <WhenVisible className={className} placeholder={loading}>
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={loading}>{children}</Suspense>
      </ErrorBoundary>
    </WhenVisible>
  );
}
