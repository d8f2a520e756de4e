// A button that opens a modal dialog (see Modal: Escape and a click outside close it, focus comes
// back to the button). Its content mounts only while open, so the code behind it loads on first use.
import { type ReactNode, Suspense, useId, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LazyModal as Modal } from './LazyModal.tsx';

interface Props {
  readonly label: string;
  readonly className?: string;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
  readonly children: (close: () => void, headingId: string) => ReactNode;
}

export function DialogButton({ label, className, loading, failed, children }: Props) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className={className ?? 'button'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onClose={close} labelledBy={headingId}>
        <ErrorBoundary fallback={failed}>
          <Suspense fallback={loading}>{children(close, headingId)}</Suspense>
        </ErrorBoundary>
      </Modal>
    </>
  );
}
