// A link that could not be used as it was: a polite account of what was wrong and what was kept.
// Everything shown comes from the link as text; nothing in it is ever rendered as markup.
import type { Problem, Scenario } from '../../engine/index.ts';
import { formatNumber } from '../../format/format.ts';
import { hasMessage, type Lang, type MessageKey } from '../../i18n/index.ts';
import { PROVIDERS_MESSAGES } from '../../i18n/providers.ts';
import { TOOLS_MESSAGES } from '../../i18n/tools.ts';
import { getIn } from '../../state/draft.ts';
import { useCalculator } from '../../state/store.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { allowedText } from '../inputs/problemText.ts';

const SHOWN = 8;

/** A field's label in the parts that bring their own (the analysis tools, provider screening). */
function areaLabel(lang: Lang, path: string): string | null {
  const tools: Readonly<Record<string, string>> = TOOLS_MESSAGES[lang];
  const own = tools[`field.${path}.label`];
  if (own !== undefined) return own;
  const provider = path.match(/^providers\.list\.([^.]+)\.(\w+)$/);
  const providers: Readonly<Record<string, string>> = PROVIDERS_MESSAGES[lang];
  const label = provider ? providers[`providers.field.${provider[2]}`] : providers[`field.${path}.label`];
  return label === undefined ? null : provider ? `${label} (${provider[1]})` : label;
}

function fieldName(t: Translate, lang: Lang, problem: Problem): string {
  const key = `field.${problem.path}.label`;
  if (hasMessage(lang, key)) return t(key);
  const label = areaLabel(lang, problem.path);
  if (label !== null) return label;
  // a field this page has no label for (or one the link made up): its path, cut short
  return problem.path.length > 60 ? `${problem.path.slice(0, 57)}...` : problem.path;
}

function sentenceFor(t: Translate, lang: Lang, problem: Problem, scenario: Scenario): string {
  const field = fieldName(t, lang, problem);
  switch (problem.code) {
    case 'unknown-field':
    case 'unknown-source-path':
      return t('link.field.removed', { field });
    case 'required-by':
      return t('link.field.plan');
    case 'newer-version':
      return t('link.field.newer');
    case 'not-json':
    case 'not-object':
      return t('link.field.whole');
    default: {
      // a tool's section, a tariff, a range or one provider went with the bad field
      if (problem.fix?.startsWith('removed '))
        return t('link.field.dropped', { field, allowed: allowedText(t, lang, problem) });
      const used = getIn(scenario, problem.segments);
      const value = typeof used === 'number' ? formatNumber(used, lang, 6) : JSON.stringify(used ?? '');
      return t('link.field.default', { field, allowed: allowedText(t, lang, problem), value });
    }
  }
}

export function LinkNotice() {
  const t = useT();
  const lang = useLang();
  const notice = useCalculator((s) => s.notice);
  const scenario = useCalculator((s) => s.scenario);
  const setNotice = useCalculator((s) => s.setNotice);
  if (!notice) return null;
  const lines = [
    ...notice.linkProblems.map((p) => t(`link.problem.${p.code}` as MessageKey, { param: p.param })),
    ...notice.fieldProblems.map((p) => sentenceFor(t, lang, p, scenario)),
  ];
  return (
    <section className="notice" role="status" aria-labelledby="link-notice-title">
      <h2 id="link-notice-title">{t('link.notice.title')}</h2>
      <ul>
        {lines.slice(0, SHOWN).map((line, i) => (
          // the same sentence can stand twice; its place in the list tells them apart
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={i}>{line}</li>
        ))}
      </ul>
      {lines.length > SHOWN && <p>{t('link.notice.more', { count: lines.length - SHOWN })}</p>}
      <p>{t('link.notice.kept')}</p>
      <button type="button" className="button" onClick={() => setNotice(null)}>
        {t('link.notice.dismiss')}
      </button>
    </section>
  );
}
