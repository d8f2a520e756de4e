// A button that opens a modal <dialog> (the browser keeps focus inside it and closes it on Escape).
// Its content mounts only while open, so the code behind it loads on first use.
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

interface Props {
  readonly label: string;
  readonly className?: string;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
  readonly children: (close: () => void, headingId: string) => ReactNode;
}

export function DialogButton({ label, className, loading, failed, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => ref.current?.close();

  return (
    <>
      <button type="button" className={className ?? 'button'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog ref={ref} className="dialog" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {open && (
          <ErrorBoundary fallback={failed}>
            <Suspense fallback={loading}>{children(close, headingId)}</Suspense>
          </ErrorBoundary>
        )}
      </dialog>
    </>
  );
}
