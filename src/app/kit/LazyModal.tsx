// A modal dialog whose code (Modal.tsx) loads the first time it opens: a page whose reader never opens
// one never fetches it. Until then nothing is drawn; once opened it stays mounted, so that closing it
// hands focus back as Modal does.
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { Modal as ModalType } from './Modal.tsx';

const Modal = lazy(() => import('./Modal.tsx').then((m) => ({ default: m.Modal })));

export function LazyModal(props: ComponentProps<typeof ModalType>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
}
