// Files a user takes away: the monthly series as CSV, the scenario and result as JSON, a printout.
import type { Result, Scenario } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { download, fileStem } from '../kit/download.ts';
import { printReport } from '../print.ts';
import { monthlyCsv } from './monthlyCsv.ts';

async function exportCsv(scenario: Scenario, result: Result, lang: Lang, t: Translate): Promise<void> {
  const csv = await monthlyCsv(result, scenario.currency, lang, t);
  download(`${fileStem(scenario)}-monthly.csv`, 'text/csv;charset=utf-8', csv);
}

async function exportJson(scenario: Scenario, result: Result): Promise<void> {
  // the analysis tools' figures, as the command line prints them, load only when asked for
  const { analyse } = await import('../../engine/analysis.ts');
  const analysis = analyse(scenario, result);
  const body = Object.keys(analysis).length > 0 ? { scenario, result, analysis } : { scenario, result };
  download(`${fileStem(scenario)}.json`, 'application/json', `${JSON.stringify(body, null, 2)}\n`);
}

export function Export({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="export" aria-labelledby="export-title">
      <h2 id="export-title">{t('export.title')}</h2>
      <div className="export__buttons">
        <button type="button" className="button" onClick={() => void exportCsv(scenario, result, lang, t)}>
          {t('export.csv')}
        </button>
        <button type="button" className="button" onClick={() => void exportJson(scenario, result)}>
          {t('export.json')}
        </button>
        <button type="button" className="button" onClick={() => void printReport()}>
          {t('export.print')}
        </button>
      </div>
    </section>
  );
}
