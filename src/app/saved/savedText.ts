// The saved-scenarios dialog's sentences: failures, problems by field, one-line verdicts, dates.
import { type CostView, type Scenario, verdictFigures } from '../../engine/index.ts';
import { hasMessage, type Lang, type MessageKey } from '../../i18n/index.ts';
import type { FailureReason, SavedProblem } from '../../state/saved.ts';
import { resultOf } from '../../state/store.ts';
import type { Translate } from '../hooks.ts';
import { problemText } from '../kit/problemText.ts';
import { verdictWithBasis } from '../verdict/answerText.ts';

export type SavedT = Translate;

const FAILURE: Readonly<Record<FailureReason, MessageKey>> = {
  full: 'saved.error.full',
  unavailable: 'saved.error.unavailable',
  corrupted: 'saved.error.corrupted',
  'not-found': 'saved.error.notFound',
  'empty-name': 'saved.error.emptyName',
};

export function failureText(t: SavedT, reason: FailureReason): string {
  return t(FAILURE[reason]);
}

/** "Renting saves ¥64.43万 (97.1%) over 3 years.", in the scenario's own currency, with its basis after it. */
export function verdictLine(t: SavedT, lang: Lang, scenario: Scenario, view: CostView): string {
  return verdictWithBasis(t, lang, scenario, verdictFigures(resultOf(scenario), view));
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

export function dateText(lang: Lang, iso: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** The field's label and its path ("Busy hours a day (workload.hoursPerDay)"), or the path alone. */
function fieldText(t: SavedT, lang: Lang, path: string): string {
  const key = `field.${path}.label`;
  return hasMessage(lang, key) ? t('saved.problem.fieldLabel', { label: t(key), path }) : path;
}

function detailText(t: SavedT, lang: Lang, { problem, value }: SavedProblem): string {
  switch (problem.code) {
    case 'not-json':
      return t('saved.problem.notJson');
    case 'not-object':
      return t('saved.problem.notScenario');
    case 'unknown-field':
      return t('saved.problem.unknownField');
    case 'newer-version':
      return t('saved.problem.newer');
    case 'unknown-source-path':
      return t('saved.problem.unknownSource');
    default:
      return problemText(t, lang, problem, value);
  }
}

/** One problem as a line: which entry, which field, what is wrong and (from storage) what was done. */
export function problemLine(t: SavedT, lang: Lang, saved: SavedProblem): string {
  const where =
    saved.entry === null
      ? t('saved.problem.file')
      : saved.name
        ? t('saved.problem.entryNamed', { n: saved.entry + 1, name: saved.name })
        : t('saved.problem.entry', { n: saved.entry + 1 });
  let detail = detailText(t, lang, saved);
  const fix = saved.problem.fix;
  if (fix !== undefined)
    // "removed" and "removed job: …" (a part left out whole, as the link notice reads them) were left
    // out; a job goes whole, which the line says, as the link notice does
    detail = t(
      fix.startsWith('removed job')
        ? 'saved.problem.jobRemoved'
        : fix === 'removed' || fix.startsWith('removed ')
          ? 'saved.problem.removed'
          : 'saved.problem.usedDefault',
      { detail },
    );
  const path = saved.problem.path;
  if (path === 'scenario' || path === 'saved') return t('saved.problem.lineWhole', { where, detail });
  return t('saved.problem.line', { where, field: fieldText(t, lang, path), detail });
}
