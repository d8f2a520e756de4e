// One field of the form from its spec: a number (with the billing increment's own control), a select
// or a checkbox, and a number the engine reads only under some choice of another left out otherwise.
import { getIn } from '../../engine/index.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { SelectField, ToggleField } from './ChoiceFields.tsx';
import type { FieldSpec, ShownWhen } from './fields.ts';
import { IncrementField } from './IncrementField.tsx';

type NumberSpec = Extract<FieldSpec, { kind: 'number' }>;

export function Field({ spec }: { readonly spec: FieldSpec }) {
  if (spec.kind === 'select') return <SelectField spec={spec} />;
  if (spec.kind === 'toggle') return <ToggleField spec={spec} />;
  if (spec.shownWhen) return <FieldWhen spec={spec} when={spec.shownWhen} />;
  return <NumberInput spec={spec} />;
}

function NumberInput({ spec }: { readonly spec: NumberSpec }) {
  if (spec.path.join('.') === 'rent.billingIncrementMinutes') return <IncrementField />;
  return <NumberField spec={spec} />;
}

/** A field the engine reads only under some choice of another: left out otherwise, as the finance group does. */
function FieldWhen({ spec, when }: { readonly spec: NumberSpec; readonly when: ShownWhen }) {
  const choice = useCalculator((s) => getIn(s.draft, when.path));
  return when.oneOf.includes(String(choice)) ? <NumberInput spec={spec} /> : null;
}
