// A link that could not be used as it was: a polite account of what was wrong and what was kept.
// Everything shown comes from the link as text; nothing in it is ever rendered as markup.
import { getIn, JOB_LEFT_OUT, type Problem, type Scenario } from '../../engine/index.ts';
import { formatNumber, formatSignificant } from '../../format/format.ts';
import { hasMessage, type Lang, type MessageKey } from '../../i18n/index.ts';
import { type LinkProblem, MAX_LINK_CHARS, MAX_LINK_VALUES } from '../../state/link/codec.ts';
import type { LinkNotice as Notice } from '../../state/store.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { allowedText } from '../kit/problemText.ts';
import { useCalculator } from '../useCalculator.ts';

const SHOWN = 8;

type NoticeT = Translate;

/** A field's label in provider screening, which labels a provider's fields by their name alone. */
function providerLabel(t: NoticeT, lang: Lang, path: string): string | null {
  const provider = path.match(/^providers\.list\.([^.]+)\.(\w+)$/);
  const key = provider ? `providers.field.${provider[2]}` : null;
  return provider && key && hasMessage(lang, key) ? `${t(key)} (${provider[1]})` : null;
}

/** Fields whose input is labelled outside the field.* messages. */
const OTHER_LABELS: Readonly<Record<string, MessageKey>> = { name: 'inputs.name', currency: 'header.currency' };

/** A job's field by the label "Start from the job" gives it ("Training tokens"), where it has one. */
const JOB_LABELS: Readonly<Record<string, string>> = { tokens: 'tokensB', tokensPerDay: 'tokensPerDayM' };

function jobLabel(t: NoticeT, lang: Lang, path: string): string | null {
  const field = path.match(/^job\.(?:training|serving|api|gpu)\.(\w+)$/)?.[1];
  if (field === undefined) return null;
  const key = `job.${Object.hasOwn(JOB_LABELS, field) ? JOB_LABELS[field] : field}`;
  return hasMessage(lang, key) ? t(key as MessageKey) : null;
}

function labelOf(t: NoticeT, lang: Lang, path: string): string {
  const job = jobLabel(t, lang, path);
  if (job !== null) return job;
  const other = OTHER_LABELS[path];
  // the embed has no header: its notice names the currency by its path
  if (other !== undefined && Object.hasOwn(OTHER_LABELS, path) && hasMessage(lang, other)) return t(other);
  const key = `field.${path}.label`;
  if (hasMessage(lang, key)) return t(key);
  const label = providerLabel(t, lang, path);
  if (label !== null) return label;
  // a field this page has no label for (or one the link made up): its path, cut short
  return path.length > 60 ? `${path.slice(0, 57)}...` : path;
}

function fieldName(t: NoticeT, lang: Lang, problem: Problem): string {
  return labelOf(t, lang, problem.path);
}

/** The field a source note is about: sources["rent.pricePerGpuHour"] or a provider's price. */
function sourceNoteOf(problem: Problem): string | null {
  const [area, key, third, fourth] = problem.segments;
  if (area === 'sources' && key !== undefined && problem.segments.length <= 3) return key;
  if (area === 'providers' && key === 'list' && fourth === 'source') return `providers.list.${third}.pricePerGpuHour`;
  if (area === 'job' && key === 'sources' && third !== undefined && problem.segments.length <= 4) return `job.${third}`;
  return null;
}

/** A link's parameter by the label of the field it sets, when it sets one ("GPUs needed at once (gpus)"). */
function paramName(t: NoticeT, lang: Lang, problem: Pick<LinkProblem, 'param' | 'field'>): string {
  return problem.field
    ? t('link.part.param', { label: labelOf(t, lang, problem.field), param: problem.param })
    : problem.param;
}

type LinkProblemOf = Notice['linkProblems'][number];

/** What a problem of the link itself did, in a sentence. */
function linkProblemText(t: NoticeT, lang: Lang, problem: LinkProblemOf): string {
  const { conversion, size } = problem;
  const kb = (chars: number) => t('link.kb', { n: formatNumber(Math.ceil(chars / 1024), lang) });
  return t(`link.problem.${problem.code}` as MessageKey, {
    param: paramName(t, lang, problem),
    ...(problem.code === 'too-long-link' ? { limit: kb(MAX_LINK_CHARS), size: kb(size ?? MAX_LINK_CHARS) } : {}),
    ...(problem.code === 'too-many-values' ? { limit: formatNumber(MAX_LINK_VALUES, lang) } : {}),
    ...(conversion
      ? { from: conversion.from, to: conversion.to, rate: formatSignificant(conversion.rate, lang, 4) }
      : {}),
  });
}

/** A problem that took the whole job with it, said so: not as if one value went. */
function jobDroppedSentence(t: NoticeT, lang: Lang, problem: Problem, field: string): string {
  if (problem.code === 'unknown-field') return t('link.field.jobUnknown', { field });
  if (problem.code === 'missing') return t('link.field.jobMissing', { field });
  return t('link.field.jobDropped', { field, allowed: allowedText(t, lang, problem) });
}

function sentenceFor(t: NoticeT, lang: Lang, problem: Problem, scenario: Scenario): string {
  const field = fieldName(t, lang, problem);
  if (problem.fix === JOB_LEFT_OUT) return jobDroppedSentence(t, lang, problem, field);
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
    case 'too-deep':
      return t('link.field.whole');
    default: {
      const note = sourceNoteOf(problem);
      if (note !== null) {
        const about = labelOf(t, lang, note);
        return t(problem.path.endsWith('.asOf') ? 'link.field.sourceDate' : 'link.field.source', { field: about });
      }
      if (problem.fix?.startsWith('shortened') && problem.allowed?.kind === 'text')
        return t('link.field.shortened', { field, max: problem.allowed.maxLength });
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
  const lang = useLang();
  const notice = useCalculator((s) => s.notice);
  const scenario = useCalculator((s) => s.scenario);
  const setNotice = useCalculator((s) => s.setNotice);
  const t = useT();
  if (!notice) return null;
  // only the lines shown are worded: a link may have thousands of problems
  const count = notice.linkProblems.length + notice.fieldProblems.length;
  const lines = [
    ...notice.linkProblems.slice(0, SHOWN).map((p) => linkProblemText(t, lang, p)),
    ...notice.fieldProblems
      .slice(0, Math.max(0, SHOWN - notice.linkProblems.length))
      .map((p) => sentenceFor(t, lang, p, scenario)),
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
      {count > SHOWN && <p>{t('link.notice.more', { count: count - SHOWN })}</p>}
      <p>{t('link.notice.kept')}</p>
      <button type="button" className="button" onClick={() => setNotice(null)}>
        {t('link.notice.dismiss')}
      </button>
    </section>
  );
}

/** Names shown in the one-line notice; a list this long says how many more. */
const SHOWN_IN_LINE = 4;

/** What the link lost or changed, each part by its label, in one sentence. */
export function noticeLine(t: NoticeT, lang: Lang, notice: Notice): string {
  const whole = (path: string) => path === 'scenario' || path === '';
  // a conversion is no loss: said in its own sentence
  const converted = notice.linkProblems.filter((p) => p.conversion).map((p) => linkProblemText(t, lang, p));
  // a Set keeps the first of each name in order, in one pass over thousands of problems
  const all = [
    ...notice.linkProblems
      .filter((p) => !p.conversion)
      .map((p) => (p.param === 's' ? t('link.part.scenario') : paramName(t, lang, p))),
    ...notice.fieldProblems.map((p) => {
      if (whole(p.path)) return t('link.part.scenario');
      const note = sourceNoteOf(p);
      return note === null ? fieldName(t, lang, p) : labelOf(t, lang, note);
    }),
  ];
  const names = [...new Set(all)];
  const shown = names.slice(0, SHOWN_IN_LINE).map((name) => `“${name}”`);
  if (names.length > SHOWN_IN_LINE) shown.push(t('link.notice.more', { count: names.length - SHOWN_IN_LINE }));
  const lost =
    names.length > 0
      ? [t('link.notice.line', { parts: new Intl.ListFormat(lang, { type: 'unit' }).format(shown) })]
      : [];
  return [...converted, ...lost].join(' ');
}

/** The notice as one line, for the embedded calculator, which has no room for the list. */
export function LinkNoticeLine() {
  const lang = useLang();
  const notice = useCalculator((s) => s.notice);
  const t = useT();
  if (!notice) return null;
  return (
    <p className="notice notice--line" role="status">
      {noticeLine(t, lang, notice)}
    </p>
  );
}
