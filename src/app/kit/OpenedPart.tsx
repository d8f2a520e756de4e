// A part whose code loads when the reader opens what holds it (a folded group, a form): a busy note
// while it comes, a short alert instead of a broken page if it cannot.
import { type ReactNode, Suspense } from 'react';
import { useT } from '../hooks.ts';
import { Pending } from './ClientOnly.tsx';
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
