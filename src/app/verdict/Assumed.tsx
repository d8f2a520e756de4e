// What owning was compared with, under the key figures (format version 7): the lead time, the cards'
// availability and the resale at the end the engine took for the purchase, a line each.
import type { CostView, Result, Scenario } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { assumedLines } from './KeyFigures.tsx';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly view: CostView;
}

/** Each figure the engine took for the purchase, in a line of its own. */
export default function Assumed({ scenario, result, view }: Props) {
  const t = useT();
  const lang = useLang();
  const { leadTimeMonths, availabilityPct, resaleAtEnd, salvageIs } = result.own.assumed;
  const text = {
    leadTime: () => t('figure.assumed.leadTime', { months: formatNumber(leadTimeMonths, lang, 1) }),
    availability: () =>
      t(scenario.own.failureCover === 'wait' ? 'figure.assumed.upWait' : 'figure.assumed.upRent', {
        pct: formatPercent(availabilityPct, lang),
        from: t(scenario.own.availabilityPct === null ? 'figure.assumed.upDerived' : 'figure.assumed.upGiven'),
      }),
    resale: () =>
      t(`figure.assumed.resale.${salvageIs}`, {
        value: formatMoney(resaleAtEnd, lang, scenario.currency),
        haircut: formatPercent(scenario.own.depreciation.saleHaircutPct, lang),
      }),
  };
  const testId = { leadTime: 'assumed-lead-time', availability: 'assumed-availability', resale: 'assumed-resale' };
  return (
    <div className="figure figure--assumed">
      <dt>{t('figure.assumed')}</dt>
      {assumedLines(result, view).map((line) => (
        <dd key={line} data-testid={testId[line]}>
          {text[line]()}
        </dd>
      ))}
    </div>
  );
}
