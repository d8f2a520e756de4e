// Files a user takes away: the monthly series as CSV, the scenario and result as JSON, a printout.
import type { Result, Scenario } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { download, fileStem } from './download.ts';

async function exportCsv(scenario: Scenario, result: Result): Promise<void> {
  // the CSV writer loads only when asked for
  const { unparse } = await import('papaparse');
  const csv = unparse({
    fields: ['month', 'ownCash', 'ownAmortized', 'rent', 'currency'],
    data: result.monthly.map((row) => [row.month, row.ownCash, row.ownAmortized, row.rent, scenario.currency]),
  });
  download(`${fileStem(scenario)}-monthly.csv`, 'text/csv;charset=utf-8', `\ufeff${csv}\r\n`);
}

async function exportJson(scenario: Scenario, result: Result): Promise<void> {
  // the analysis tools' figures, as the command line prints them, load only when asked for
  const { analyse } = await import('../../engine/tools/analyse.ts');
  const analysis = analyse(scenario, result);
  const body = Object.keys(analysis).length > 0 ? { scenario, result, analysis } : { scenario, result };
  download(`${fileStem(scenario)}.json`, 'application/json', `${JSON.stringify(body, null, 2)}\n`);
}

export function Export({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  return (
    <section className="export" aria-labelledby="export-title">
      <h2 id="export-title">{t('export.title')}</h2>
      <div className="export__buttons">
        <button type="button" className="button" onClick={() => void exportCsv(scenario, result)}>
          {t('export.csv')}
        </button>
        <button type="button" className="button" onClick={() => void exportJson(scenario, result)}>
          {t('export.json')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('export.print')}
        </button>
      </div>
    </section>
  );
}
