// The finance group as the first screen holds it: folded, with nothing behind it loaded. Opening it,
// or printing every part, loads its fields (FinanceFields.tsx) with their messages.
import { lazy } from 'react';
import { useT } from '../hooks.ts';
import { FoldedPart } from '../kit/OpenedPart.tsx';

const FinanceFields = lazy(() => import('./FinanceFields.tsx'));

export function FinanceGroup() {
  const t = useT();
  return (
    <FoldedPart
      className="group group--finance"
      data-testid="finance"
      summary={<summary className="group__summary">{t('group.finance')}</summary>}
    >
      <FinanceFields />
    </FoldedPart>
  );
}
