// A part of the page whose code loads when its place comes near the screen: a note while it loads,
// and another if it cannot, while the rest of the page keeps working.
import { type ReactNode, Suspense } from 'react';
import { Pending, WhenNear, WhenVisible } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export { Pending };

interface Props {
  /** the lazily loaded part (a React.lazy component) */
  readonly children: ReactNode;
  readonly className: string;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
  /** drawn in the prerendered page, and taken over there once its place comes near the screen */
  readonly prerendered?: boolean;
}

export function LazyPart({ children, className, loading, failed, prerendered = false }: Props) {
  const pending = <Pending>{loading}</Pending>;
  const part = (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={pending}>{children}</Suspense>
    </ErrorBoundary>
  );
  return prerendered ? (
    <WhenNear className={className} placeholder={pending}>
      {part}
    </WhenNear>
  ) : (
    <WhenVisible className={className} placeholder={pending}>
      {part}
    </WhenVisible>
  );
}
