// The finance group as the first screen holds it: folded, with nothing behind it loaded. Opening it,
// or printing every part, loads its fields (FinanceFields.tsx) with their messages.
import { lazy, useEffect, useRef, useState } from 'react';
import { useT } from '../hooks.ts';
import { useEveryPartWanted } from '../kit/ClientOnly.tsx';
import { OpenedPart } from '../kit/OpenedPart.tsx';

const FinanceFields = lazy(() => import('./FinanceFields.tsx'));

export function FinanceGroup() {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const wanted = useEveryPartWanted();
  // opened before the page took over from its prerendered copy: the toggle event came too early
  useEffect(() => setOpen(details.current?.open === true), []);
  return (
    <details
      ref={details}
      className="group group--finance"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="finance"
    >
      <summary className="group__summary">{t('group.finance')}</summary>
      {(open || wanted) && (
        <OpenedPart>
          <FinanceFields />
        </OpenedPart>
      )}
    </details>
  );
}
