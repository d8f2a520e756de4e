// A list of problems that stays short: a file of 10,000 bad entries names the first few and counts
// the rest, rather than drawing tens of thousands of lines.
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { SavedProblem } from '../../state/saved.ts';
import { problemLine, type SavedT } from './savedText.ts';

const PROBLEMS_SHOWN = 20;

interface Props {
  readonly problems: readonly SavedProblem[];
  readonly t: SavedT;
  readonly lang: Lang;
}

export function ProblemList({ problems, t, lang }: Props) {
  const hidden = problems.length - PROBLEMS_SHOWN;
  return (
    <>
      <ul className="saved-problems">
        {problems.slice(0, PROBLEMS_SHOWN).map((problem, i) => (
          // one entry can have several problems, and a file several entries of one name
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={i}>{problemLine(t, lang, problem)}</li>
        ))}
      </ul>
      {hidden > 0 && <p>{t('saved.problems.more', { n: formatNumber(hidden, lang) })}</p>}
    </>
  );
}
