// The example scenarios as one-click presets. Each file is loaded only when chosen, so the examples
// (with their source notes) stay out of the first bundle.
import type { MessageKey } from '../i18n/index.ts';

export interface Preset {
  readonly id: string;
  readonly label: MessageKey;
  readonly load: () => Promise<unknown>;
}

export const PRESETS: readonly Preset[] = [
  { id: 'startup', label: 'preset.startup', load: () => import('../../examples/startup-4xv100.json') },
  { id: 'a100', label: 'preset.a100', load: () => import('../../examples/a100-server-8x.json') },
  { id: 'lab', label: 'preset.lab', load: () => import('../../examples/lab-3-month-weekly.json') },
  { id: 'burst', label: 'preset.burst', load: () => import('../../examples/burst-tuning-8x.json') },
];
