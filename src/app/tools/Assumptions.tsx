// Beside the plan advisor's answer: the figures it priced with that the user may never have entered,
// each with where it comes from, each editable right there (the scenario's own field).

import { ASSUMPTION_DEFAULTS, type AssumedFigure } from '../../engine/analysis.ts';
import { formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { Num } from './ToolCard.tsx';

export function Assumptions({ figures }: { readonly figures: readonly AssumedFigure[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <fieldset className="tool__assumptions" data-testid="advisor-assumptions">
      <legend>{t('tools.advisor.assumptions')}</legend>
      <p className="tool__assumptions-intro">{t('tools.advisor.assumptionsIntro')}</p>
      <div className="tool__inputs">
        {figures.map((figure) => {
          const defaultValue = formatPercent(ASSUMPTION_DEFAULTS[figure.path].value, lang);
          // an assumed figure that is not today's default is the 40 % a file of versions 1–6 reads
          const earlier = figure.assumed && figure.value !== ASSUMPTION_DEFAULTS[figure.path].value;
          // a source the scenario gives is shown by the field itself; the default's is in the reader's language
          const hint = figure.assumed
            ? t('tools.advisor.assumed', {
                value: formatPercent(figure.value, lang),
                asOf: figure.asOf ?? '',
                source: t(`tools.advisor.source.${figure.path}${earlier ? 'Earlier' : ''}` as MessageKey),
              })
            : figure.source === null
              ? t('tools.advisor.yours', { value: defaultValue })
              : t(`field.${figure.path}.hint`);
          return <Num key={figure.path} path={figure.path} unit="unit.pct" hint={hint} />;
        })}
      </div>
    </fieldset>
  );
}
