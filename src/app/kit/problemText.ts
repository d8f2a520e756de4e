// A problem of the scenario, said in the user's language and naming the bound that was crossed.
import type { Problem } from '../../engine/index.ts';
import { formatNumber } from '../../format/format.ts';
import type { Lang, MessageKey } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { mixesSeparators } from './numberText.ts';

/** What a field allows, said plainly: "Enter a whole number from 1 to 64." */
export function allowedText(t: Translate, lang: Lang, problem: Problem): string {
  const allowed = problem.allowed;
  if (allowed?.kind !== 'number') return t('problem.other');
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
  if (allowed?.kind !== 'number') return t('problem.other');
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
