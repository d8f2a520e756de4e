// A modal <dialog>: the browser keeps focus inside it and closes it on Escape; a click on the
// backdrop closes it too, and focus goes back to whatever opened it. Its content mounts only while
// it is open.
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

interface Props {
  readonly open: boolean;
  /** the dialog closed: by Escape, a click outside, a button inside or `open` turning false */
  readonly onClose: () => void;
  readonly labelledBy: string;
  /** where focus goes on closing; by default, where it was when the dialog opened */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Whether a pointer event fell on the backdrop rather than on the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

export function Modal({ open, onClose, labelledBy, returnFocusTo, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // a press that starts in the dialog (selecting text in a field) and ends outside does not close it
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const closed = () => {
    onClose();
    const back = returnFocusTo?.current ?? opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, which the browser handles
    <dialog
      ref={ref}
      className={className ?? 'dialog'}
      aria-labelledby={labelledBy}
      onClose={closed}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) event.currentTarget.close();
        pressedOnBackdrop.current = false;
      }}
    >
      {open && children}
    </dialog>
  );
}
