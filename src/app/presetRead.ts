// The examples behind the presets (presets.ts) and the parser they are read with, loaded with the first
// example chosen (Presets.tsx).
import type { PresetId } from './presets.ts';

export { parseScenario } from '../engine/reading.ts';

const FILES: Readonly<Record<PresetId, () => Promise<{ default: unknown }>>> = {
  startup: () => import('../../examples/startup-4xv100.json'),
  a100: () => import('../../examples/a100-server-8x.json'),
  lab: () => import('../../examples/lab-3-month-weekly.json'),
  burst: () => import('../../examples/burst-tuning-8x.json'),
};

/** The example file of a preset, as it is written. */
export async function presetFile(id: PresetId): Promise<unknown> {
  return (await FILES[id]()).default;
}
