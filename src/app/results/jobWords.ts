// What the lines of "From the job to the workload" share: a translate whose {values} are checked
// against the English template at compile time, counts of cards, runs and bytes in the reader's
// grammar, and large numbers in powers of ten. Pure: no React.
import { DEFAULT_USABLE_MEMORY_PCT, type JobSpec } from '../../engine/job/index.ts';
import type { explainJob } from '../../i18n/en/later.ts';
import type { Placeholders } from '../../i18n/explainChecks.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { Formats } from './lines.ts';

type Messages = typeof explainJob;
export type JobKey = keyof Messages;
type ValuesOf<K extends JobKey> = [Placeholders<Messages[K]>] extends [never]
  ? []
  : [Readonly<Record<Placeholders<Messages[K]>, string>>];

/** t for the job's messages: each call must give exactly the {values} its template names. */
export type JobT = <K extends JobKey>(key: K, ...values: ValuesOf<K>) => string;

export interface Words {
  readonly t: JobT;
  readonly f: Formats;
  /** "1 card", "2 cards" (张卡 in Chinese) */
  cards(n: number): string;
  /** "1 run", "2.5 runs" */
  runs(n: number): string;
  /** "1 session", "2 sessions" */
  sessions(n: number): string;
  /** "1 byte", "2 bytes" */
  bytes(n: number): string;
  /** 3.2 × 10¹⁹ from a million up; the number as it is below */
  big(value: number): string;
  /** a count of tokens, whole */
  whole(value: number): string;
  /** a share in percent with the decimals it has (0.52 %), as the job gives it */
  pct(valuePct: number): string;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) =>
  `${n < 0 ? '⁻' : ''}${[...String(Math.abs(n))].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;

export function wordsFor(t: Translate, f: Formats, lang: Lang): Words {
  const jt = ((key: JobKey, values?: Readonly<Record<string, string>>) => t(key, values)) as JobT;
  const plural = new Intl.PluralRules(lang);
  const counted =
    (one: `explain.job.${'cards' | 'runs' | 'sessions' | 'bytes'}.one`) =>
    (n: number): string => {
      const key = plural.select(n) === 'one' ? one : (one.replace('.one', '.other') as typeof one);
      return jt(key, { n: f.num(n) });
    };
  return {
    t: jt,
    f,
    cards: counted('explain.job.cards.one'),
    runs: counted('explain.job.runs.one'),
    sessions: counted('explain.job.sessions.one'),
    bytes: counted('explain.job.bytes.one'),
    big(value) {
      if (!(Math.abs(value) >= 1e6)) return f.num(value);
      let exponent = Math.floor(Math.log10(Math.abs(value)));
      let mantissa = Math.round((value / 10 ** exponent) * 100) / 100;
      if (Math.abs(mantissa) >= 10) {
        mantissa /= 10;
        exponent += 1;
      }
      return `${f.num(mantissa)} × 10${superscript(exponent)}`;
    },
    whole: (value) => f.num(Math.round(value)),
    pct: (valuePct) => `${f.fine(valuePct)}%`,
  };
}

/**
 * Whether the job's figure at `path` is its default: the value the default gives and no source of
 * the job's own for it (a figure the user cited is theirs, even when it equals the default).
 */
export const usesDefault = (spec: JobSpec, path: string, value: number, fallback: number) =>
  value === fallback && spec.sources?.[path] === undefined;

/** The source of the usable memory share when the job uses the default: vLLM's. */
export const usableSource = (spec: JobSpec, w: Words) =>
  usesDefault(spec, 'usableMemoryPct', spec.usableMemoryPct, DEFAULT_USABLE_MEMORY_PCT)
    ? w.t('explain.job.usableDefault', { usablePct: w.f.pct(spec.usableMemoryPct) })
    : '';
