// A slider's range in the scenario's currency: money ranges are written in CNY and scaled by the
// default exchange rate to readable round numbers; a value beyond the maximum widens the range.
import { defaultRate } from '../../data/rates.ts';
import type { SliderSpec } from '../inputs/fields.ts';

/** The round number (1, 2 or 5 times a power of ten) nearest below `value`, or above with `up`. */
function round125(value: number, up: boolean): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const leading = value / power;
  const steps = [1, 2, 5, 10];
  const pick = up ? steps.find((s) => s >= leading - 1e-9) : [...steps].reverse().find((s) => s <= leading + 1e-9);
  return (pick ?? 1) * power;
}

export function sliderRange(spec: SliderSpec, currency: string | null, value: number): SliderSpec {
  if (!currency) return { ...spec, max: Math.max(spec.max, value) };
  const scale = defaultRate('CNY', currency);
  return {
    min: spec.min,
    max: Math.max(round125(spec.max * scale, true), value),
    step: round125(spec.step * scale, false),
  };
}
