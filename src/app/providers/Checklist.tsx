// The evidence still to gather for each provider, check by check, and the button that prints it.

import { SCORE_DIMENSIONS } from '../../engine/index.ts';
import { checklist, type ProviderScore } from '../../engine/providers/index.ts';
import { useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

export function Checklist(props: { readonly scores: readonly ProviderScore[]; readonly onPrint: () => void }) {
  const { scores } = props;
  const t = useT();
  const list = useCalculator((s) => s.scenario.providers?.list ?? {});
  const done = checklist(scores, list);
  return (
    <section className="providers__checklist" aria-labelledby="providers-checklist">
      <h3 id="providers-checklist">{t('providers.checklist')}</h3>
      <p className="field__hint">{t('providers.checklistHint')}</p>
      {/* on a phone the table scrolls sideways: the keyboard must reach it too */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so that keys can scroll it */}
      <section className="chart-table-scroll" tabIndex={0} aria-label={t('providers.checklistTable')}>
        <table className="chart-table">
          <thead>
            <tr>
              <th scope="col">{t('providers.checklist')}</th>
              {scores.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_DIMENSIONS.map((d) => (
              <tr key={d}>
                <th scope="row">{t(`providers.check.${d}`)}</th>
                {scores.map((p) => (
                  <td key={p.id}>{done[d][p.id] ? `☑ ${t('providers.done')}` : `☐ ${t('providers.missing')}`}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button type="button" className="button" onClick={props.onPrint}>
        {t('providers.print')}
      </button>
    </section>
  );
}
