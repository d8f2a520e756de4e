// Saved scenarios to and from files: export them all, import a file exported here or one scenario.
import { type ChangeEvent, useId, useState } from 'react';
import type { Lang } from '../../i18n/index.ts';
import type { ImportResult } from '../../state/saved.ts';
import { ProblemList } from './ProblemList.tsx';
import type { SavedT } from './savedText.ts';

/**
 * Far above any real list (1,000 scenarios with every tool export to about 6 MB) and below what a
 * tab reads without strain.
 */
const MAX_FILE_MB = 20;
const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

type ImportOutcome = { readonly file: string } & (
  | { readonly ok: true; readonly result: ImportResult }
  | { readonly ok: false; readonly message: string }
);

interface Props {
  readonly t: SavedT;
  readonly lang: Lang;
  readonly canExport: boolean;
  readonly onExportAll: () => void;
  /** Imports the file's text; null when storage refused it (the dialog says why). */
  readonly onImport: (text: string, fileName: string) => Promise<ImportResult | null>;
}

export function Transfer({ t, lang, canExport, onExportAll, onImport }: Props) {
  const id = useId();
  const [report, setReport] = useState<ImportOutcome | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const name = file.name;
    if (file.size > MAX_FILE_BYTES) {
      setReport({ file: name, ok: false, message: t('saved.error.fileTooLarge', { file: name, limit: MAX_FILE_MB }) });
    } else {
      let text: string | null = null;
      try {
        text = await file.text();
      } catch {
        setReport({ file: name, ok: false, message: t('saved.error.fileUnreadable', { file: name }) });
      }
      if (text !== null) {
        const result = await onImport(text, name.replace(/\.json$/i, ''));
        setReport(result ? { file: name, ok: true, result } : null);
      }
    }
    // the same file can be chosen again after it is fixed
    input.value = '';
  };

  return (
    <section className="saved-transfer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('saved.transfer.title')}</h3>
      <div className="saved-transfer__row">
        <button type="button" className="button" disabled={!canExport} onClick={onExportAll}>
          {t('saved.exportAll')}
        </button>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('saved.import.label')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            aria-describedby={`${id}-hint`}
            onChange={(event) => void onFile(event)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('saved.import.hint')}
          </p>
        </div>
      </div>
      <div role="status" className="saved-transfer__report">
        {report && <ImportReport report={report} t={t} lang={lang} />}
      </div>
    </section>
  );
}

function ImportReport({
  report,
  t,
  lang,
}: {
  readonly report: ImportOutcome;
  readonly t: SavedT;
  readonly lang: Lang;
}) {
  if (!report.ok) return <p className="field__error">{report.message}</p>;
  const { imported, problems } = report.result;
  return (
    <>
      <p>
        {imported.length === 0
          ? t('saved.import.none', { file: report.file })
          : t('saved.import.done', {
              n: imported.length,
              file: report.file,
              names: new Intl.ListFormat(lang).format(imported.map((entry) => `“${entry.name}”`)),
            })}
      </p>
      {problems.length > 0 && (
        <>
          <p className="field__error">{t('saved.import.problems')}</p>
          <ProblemList problems={problems} t={t} lang={lang} />
        </>
      )}
    </>
  );
}
