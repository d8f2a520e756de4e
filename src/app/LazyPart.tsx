// A part of the page whose code loads when its place comes near the screen: a note while it loads,
// and another if it cannot, while the rest of the page keeps working.
import { type ReactNode, Suspense } from 'react';
import { Pending, WhenVisible } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export { Pending };

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
