import type { CostView } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

const VIEWS: readonly CostView[] = ['amortized', 'cash'];

export function ViewSwitch() {
  const t = useT();
  const view = useCalculator((s) => s.costView);
  const setView = useCalculator((s) => s.setCostView);
  return (
    <fieldset className="view-switch">
      <legend>{t('view.label')}</legend>
      <div className="view-switch__options">
        {VIEWS.map((v) => (
          <label key={v} className="view-switch__option">
            <input type="radio" name="cost-view" value={v} checked={view === v} onChange={() => setView(v)} />
            <span>{t(`view.${v}`)}</span>
          </label>
        ))}
      </div>
      {/* paper has no radio buttons: the chosen view in a sentence instead, before what it means */}
      <p className="view-switch__printed print-only">{t(`view.printed.${view}`)}</p>
      <p className="field__hint" aria-live="polite">
        {t(view === 'cash' ? 'view.cashHint' : 'view.amortizedHint')}
      </p>
    </fieldset>
  );
}
