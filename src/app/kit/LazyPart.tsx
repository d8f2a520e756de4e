// The one wrapper of a part of the page whose code loads later: it mounts when its place comes near
// the screen (or printing asks for every part), shows a note while its code loads and another if it
// cannot, while the rest of the page keeps working. Without notes of its own, it stands in the page as
// if it had no wrapper once it is there.
import { type ReactNode, Suspense } from 'react';
import { Pending, WhenNear, WhenVisible } from './ClientOnly.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export { Pending };

interface Props {
  /** the lazily loaded part (a React.lazy component) */
  readonly children: ReactNode;
  /** the box the part fills; without one, the part's box is laid out as its contents once it is there */
  readonly className?: string;
  /** what shows while its code loads; nothing by default */
  readonly loading?: ReactNode;
  /** what shows if its code cannot load; nothing by default */
  readonly failed?: ReactNode;
  /** drawn in the prerendered page, and taken over there once its place comes near the screen */
  readonly prerendered?: boolean;
}

export function LazyPart({ children, className, loading, failed = null, prerendered = false }: Props) {
  const pending = <Pending>{loading}</Pending>;
  const part = (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={pending}>{children}</Suspense>
    </ErrorBoundary>
  );
  return prerendered ? (
    <WhenNear className={className ?? 'deferred-part'} placeholder={pending}>
      {part}
    </WhenNear>
  ) : (
    <WhenVisible
      className={className ?? 'deferred-part'}
      {...(className ? {} : { shownClassName: 'deferred-part--shown' })}
      placeholder={pending}
    >
      {part}
    </WhenVisible>
  );
}
