import { useState } from 'react';
import { useT } from './hooks.ts';
import { PRESETS, type Preset } from './presets.ts';
import { useCalculator } from './useCalculator.ts';

export function Presets() {
  const t = useT();
  const presetId = useCalculator((s) => s.presetId);
  const loadScenario = useCalculator((s) => s.loadScenario);
  const [announcement, setAnnouncement] = useState('');

  const choose = async (preset: Preset) => {
    // the examples are files like any other (some of format version 1): read by the one parser, whose
    // migrations load with the first example rather than before the verdict
    const { parseScenario, presetFile } = await import('./presetRead.ts');
    const parsed = parseScenario(await presetFile(preset.id), 'strict');
    if (!parsed.ok) return; // shipped examples are checked by the tests; never half-load one
    loadScenario(parsed.scenario, preset.id);
    setAnnouncement(t('presets.loaded', { name: t(preset.label) }));
  };

  return (
    <nav className="presets" aria-labelledby="presets-title">
      <h2 id="presets-title">{t('presets.title')}</h2>
      <ul>
        {PRESETS.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className="button preset"
              aria-pressed={presetId === preset.id}
              onClick={() => void choose(preset)}
            >
              {t(preset.label)}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </nav>
  );
}
