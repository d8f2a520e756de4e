// The billing increment: the usual ones by name (per second, per minute, hourly), any other in minutes.

import { useId, useState } from 'react';
import { getIn } from '../../engine/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import type { FieldSpec } from './fields.ts';

const PATH = ['rent', 'billingIncrementMinutes'];

const NAMED: readonly { readonly minutes: number; readonly key: MessageKey }[] = [
  { minutes: 1 / 60, key: 'increment.second' },
  { minutes: 1, key: 'increment.minute' },
  { minutes: 15, key: 'increment.quarter' },
  { minutes: 60, key: 'increment.hour' },
  { minutes: 1440, key: 'increment.day' },
];

const CUSTOM_SPEC: Extract<FieldSpec, { kind: 'number' }> = {
  kind: 'number',
  path: PATH,
  unit: { kind: 'plain', text: 'unit.minutes' },
};

function namedIndex(value: unknown): number {
  return typeof value === 'number' ? NAMED.findIndex((n) => Math.abs(n.minutes - value) < 1e-9) : -1;
}

export function IncrementField() {
  const t = useT();
  const id = useId();
  const value = useCalculator((s) => getIn(s.draft, PATH));
  const { setField } = useCalculator.getState();
  const [customChosen, setCustomChosen] = useState(false);
  const index = namedIndex(value);
  const custom = customChosen || index < 0;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('field.rent.billingIncrementMinutes.label')}</label>
        <select
          id={id}
          value={custom ? 'custom' : String(index)}
          aria-describedby={`${id}-hint`}
          data-path="rent.billingIncrementMinutes"
          onChange={(e) => {
            const chosen = NAMED[Number(e.target.value)];
            setCustomChosen(!chosen);
            if (chosen) setField(PATH, chosen.minutes);
          }}
        >
          {NAMED.map((named, i) => (
            <option key={named.key} value={String(i)}>
              {t(named.key)}
            </option>
          ))}
          <option value="custom">{t('increment.custom')}</option>
        </select>
        <p id={`${id}-hint`} className="field__hint">
          {t('field.rent.billingIncrementMinutes.hint')}
        </p>
      </div>
      {custom && <NumberField spec={CUSTOM_SPEC} labelKey="increment.customLabel" />}
    </>
  );
}
