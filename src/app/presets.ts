// The example scenarios as one-click presets: their ids and names. Each file loads only when chosen
// (presetRead.ts holds the loaders, which load with the first choice), so the examples, with their
// source notes, stay out of the first bundle.
import type { MessageKey } from '../i18n/index.ts';

export interface Preset {
  readonly id: PresetId;
  readonly label: MessageKey;
}

export type PresetId = 'startup' | 'a100' | 'lab' | 'burst';

export const PRESETS: readonly Preset[] = [
  { id: 'startup', label: 'preset.startup' },
  { id: 'a100', label: 'preset.a100' },
  { id: 'lab', label: 'preset.lab' },
  { id: 'burst', label: 'preset.burst' },
];
