// The form's sliders against the scenario format: a number field shows its slider without asking the
// format at each redraw whether the field is a number, so every field given a slider must be one.
import { describe, expect, it } from 'vitest';
import { allowedAt } from '../../engine/reading.ts';
import { EMBED_INPUTS } from '../../state/link/embedInputs.ts';
import { READABLE } from '../../state/link/manifest.ts';
import { FOLDED } from './FoldedFields.tsx';
import { FIELD_SPECS } from './fields.ts';
import { WIDGET_FIELDS } from './widgetFields.ts';

const specs = [...FIELD_SPECS, ...Object.values(FOLDED).flatMap((section) => section.fields)];
const sliders = specs.flatMap((f) =>
  f.kind === 'number' && f.slider ? [{ path: f.path, slider: f.slider, money: f.unit.kind === 'money' }] : [],
);

describe('the sliders of the form', () => {
  it('are there: GPUs, hours, days, horizon, server price, electricity and card-hour price', () => {
    expect(sliders.map((s) => s.path.join('.'))).toEqual([
      'workload.gpus',
      'workload.hoursPerDay',
      'workload.daysPerYear',
      'horizonMonths',
      'own.serverPrice',
      'own.power.pricePerKWh',
      'rent.pricePerGpuHour',
    ]);
  });

  it.each(sliders)('move a number the format allows: $path', ({ path, slider, money }) => {
    const allowed = allowedAt(path);
    expect(allowed?.kind).toBe('number');
    if (allowed?.kind !== 'number') return;
    expect(slider.min).toBeGreaterThanOrEqual(allowed.min);
    expect(slider.min).toBeLessThan(slider.max);
    // a money slider's top is scaled to the scenario's currency; any other stays within the format
    if (!money) expect(slider.max).toBeLessThanOrEqual(allowed.max);
    if (allowed.integer) expect(Number.isInteger(slider.step)).toBe(true);
  });
});

describe('the inputs a widget offers', () => {
  it('set the fields their link parameters name, and are every number a link sets outside a job', () => {
    for (const [param, spec] of Object.entries(WIDGET_FIELDS)) {
      expect(spec.path).toEqual(READABLE[param as keyof typeof WIDGET_FIELDS].path);
    }
    const outsideJob = EMBED_INPUTS.filter((param) => READABLE[param].path[0] !== 'job');
    expect(Object.keys(WIDGET_FIELDS).sort()).toEqual([...outsideJob].sort());
  });

  it('are the form’s own fields, with the same sliders', () => {
    for (const spec of Object.values(WIDGET_FIELDS)) expect(FIELD_SPECS).toContain(spec);
  });
});
