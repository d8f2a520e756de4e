// A problem of the scenario, said in the user's language and naming the part of the field's rule that
// was broken: a value inside a field's range is never refused with that range as the reason.
import type { Problem } from '../../engine/index.ts';
import { formatNumber } from '../../format/format.ts';
import { hasMessage, type Lang, type MessageKey } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { mixesSeparators } from './numberText.ts';

/** A field's choices by their labels where the page has them ("On demand", "Reserved", …). */
function choicesText(t: Translate, lang: Lang, path: string, values: readonly string[]): string {
  const shown = values.map((value) => {
    const key = `option.${path}.${value}`;
    return hasMessage(lang, key) ? t(key as MessageKey) : value;
  });
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(shown.map((value) => `“${value}”`));
}

/** What a field other than a number asks for, by the part of its rule the value broke. */
function otherText(t: Translate, lang: Lang, problem: Problem): string {
  const allowed = problem.allowed;
  const last = problem.segments.at(-1);
  switch (allowed?.kind) {
    case 'enum':
      return t('problem.choice', { values: choicesText(t, lang, problem.path, allowed.values) });
    case 'boolean':
      return t('problem.boolean');
    case 'text':
      return problem.broken === 'long' ? t('problem.tooLong', { max: allowed.maxLength }) : t('problem.text');
    case 'pattern':
      if (last === 'asOf') return t('problem.date');
      if (last === 'currency') return t('problem.currency');
      if (last === 'driverVersion' || last === 'cudaVersion') return t('problem.version');
      return t('problem.other');
    default:
      return t('problem.other');
  }
}

/**
 * What a field allows, naming the part of its rule that was broken: "Enter 0 or at least 0.000001."
 * for a price of 1e-7, "Enter a number from 0 to 1,000,000." for one of 2,000,000 or "cheap".
 */
export function allowedText(t: Translate, lang: Lang, problem: Problem): string {
  const allowed = problem.allowed;
  if (allowed?.kind !== 'number') return otherText(t, lang, problem);
  if (problem.broken === 'tiny') return t('problem.tooSmall', { min: formatNumber(allowed.smallestNonZero, lang, 6) });
  const min = formatNumber(allowed.min, lang, 6);
  const max = formatNumber(allowed.max, lang, 6);
  return t(allowed.integer ? 'problem.rangeWhole' : 'problem.range', { min, max });
}

export function problemText(t: Translate, lang: Lang, problem: Problem, value: unknown): string {
  if (problem.code === 'missing') return t('problem.required');
  // rules between fields belong to the analysis tools, whose messages say them
  if (problem.code === 'conflict') return t(`problem.conflict.${problem.path}` as MessageKey);
  if (problem.code === 'required-by') {
    const plan = problem.path.includes('monthly') ? 'monthly' : 'weekly';
    return t('problem.requiredByPlan', { plan: t(`option.rent.plan.${plan}` as MessageKey) });
  }
  const allowed = problem.allowed;
  if (allowed?.kind !== 'number') return otherText(t, lang, problem);
  const min = formatNumber(allowed.min, lang, 6);
  const max = formatNumber(allowed.max, lang, 6);
  if (typeof value === 'string' && mixesSeparators(value)) return t('problem.separators');
  if (typeof value !== 'number' || !Number.isFinite(value)) return t('problem.notNumber');
  if (value > allowed.max) return t('problem.atMost', { max });
  if (value < allowed.min) return t('problem.atLeast', { min });
  if (allowed.integer && !Number.isInteger(value)) return t('problem.whole');
  if (value !== 0 && Math.abs(value) < allowed.smallestNonZero) {
    return t('problem.tooSmall', { min: formatNumber(allowed.smallestNonZero, lang, 6) });
  }
  return allowedText(t, lang, problem);
}
