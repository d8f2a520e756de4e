// The frame of one tool: its question, the switch that adds its section to the scenario, then its
// inputs, its answer and chart, and its method.
import { type ReactNode, useId, useState } from 'react';
import { getIn, type ToolId } from '../../engine/index.ts';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { useT } from '../hooks.ts';
import { ToggleField } from '../inputs/ChoiceFields.tsx';
import type { Unit } from '../inputs/fields.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { LaterPart } from '../shownScenario.tsx';
import { useCalculator } from '../useCalculator.ts';
import { sectionFor } from './defaults.ts';

type CardId = ToolId | 'buyer';

interface Props {
  readonly id: CardId;
  readonly children: ReactNode;
  /** the section's inputs; shown while the tool is on */
  readonly inputs: ReactNode;
}

export function ToolCard({ id, inputs, children }: Props) {
  const t = useT();
  const switchId = useId();
  const headingId = `${switchId}-title`;
  const on = useCalculator((s) => id === 'buyer' || getIn(s.draft, [id]) !== undefined);
  // a range out of order has no one field to show it on: the card says it
  const rangeOutOfOrder = useCalculator((s) =>
    s.problems.some((p) => p.code === 'conflict' && p.segments[0] === 'uncertainty' && p.segments[0] === id),
  );
  const setField = useCalculator((s) => s.setField);
  const removeField = useCalculator((s) => s.removeField);

  const toggle = (next: boolean) => {
    if (id === 'buyer') return;
    if (next) setField([id], sectionFor(id, useCalculator.getState().scenario));
    else removeField([id]);
  };

  return (
    <section className={`tool${on ? ' tool--on' : ''}`} aria-labelledby={headingId} data-tool={id}>
      <h3 id={headingId}>{t(`tools.${id}.title`)}</h3>
      <p className="tool__question">{t(`tools.${id}.question`)}</p>
      {id !== 'buyer' && (
        <div className="tool__switch">
          <input id={switchId} type="checkbox" checked={on} onChange={(e) => toggle(e.target.checked)} />
          <label htmlFor={switchId}>{t('tools.use')}</label>
        </div>
      )}
      {on && (
        <>
          <div className="tool__inputs">{inputs}</div>
          {rangeOutOfOrder && (
            <p className="tool__problems" role="alert">
              {t('problem.conflict.uncertainty.range')}
            </p>
          )}
          <LaterPart className="tool__answer">{children}</LaterPart>
          <details className="tool__method">
            <summary>{t('tools.method')}</summary>
            <p>{t(`tools.${id}.method`)}</p>
          </details>
        </>
      )}
    </section>
  );
}

const unitOf = (unit: string | undefined): Unit =>
  unit === undefined
    ? { kind: 'none' }
    : unit.startsWith('money')
      ? unit === 'money'
        ? { kind: 'money' }
        : { kind: 'money', per: unit.slice(6) as never }
      : { kind: 'plain', text: unit as never };

/** A number input for a field of the scenario; `unit` is a unit message key, or "money[:per-key]". */
export function Num({
  path,
  unit,
  nullable,
  label,
  hint,
}: {
  readonly path: string;
  readonly unit?: string;
  readonly nullable?: boolean;
  readonly label?: string;
  readonly hint?: string;
}) {
  const spec = {
    kind: 'number' as const,
    path: path.split('.'),
    unit: unitOf(unit),
    ...(nullable ? { nullable } : {}),
  };
  return (
    <NumberField
      key={path}
      spec={spec}
      {...(label === undefined ? {} : { label })}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

export function Toggle({ path }: { readonly path: string }) {
  return <ToggleField spec={{ kind: 'toggle', path: path.split('.') }} />;
}

/** One chart with its summary sentence and a switch to read it as a table. */
export function ToolChart({
  summary,
  table,
  children,
  height,
}: {
  readonly summary: ReactNode;
  readonly table: ReactNode;
  readonly children: ReactNode;
  readonly height?: number;
}) {
  const t = useT();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="tool__chart">
      <div className="tool__as-table">
        <input id={id} type="checkbox" checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />
        <label htmlFor={id}>{t('tools.asTable')}</label>
      </div>
      <ChartFigure summary={summary} asTable={asTable} table={table} {...(height ? { height } : {})}>
        {children}
      </ChartFigure>
    </div>
  );
}
