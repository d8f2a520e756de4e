// What "Download image" on the verdict card opens: the verdict as a picture for a post, of the
// scenario on the page now (read from the store, so each edit shows in the Markdown's link). Loaded
// when the reader first opens it; the picture code itself on the first click.
import type { Result, Scenario } from '../../engine/index.ts';
import { resultOf } from '../../state/store.ts';
import { type Translate, useT } from '../hooks.ts';
import { fileStem } from '../kit/download.ts';
import { useCalculator } from '../useCalculator.ts';
import { type PictureFormat, PictureMenu } from './PictureMenu.tsx';

async function saveVerdict(scenario: Scenario, result: Result, format: PictureFormat, t: Translate) {
  const { saveVerdictPicture } = await import('./make.ts');
  await saveVerdictPicture(scenario, result, format, t);
  return true;
}

export default function VerdictPicture() {
  const t = useT();
  const scenario = useCalculator((s) => s.scenario);
  const result = resultOf(scenario);
  return (
    <PictureMenu
      scenario={scenario}
      result={result}
      save={(format) => saveVerdict(scenario, result, format, t)}
      file={`${fileStem(scenario)}-verdict.png`}
    />
  );
}
