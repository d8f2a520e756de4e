// What a step of the explanation is: its section, how it reads and the unit of each figure it
// records. The step tables (ownSteps.ts, rentSteps.ts, toolSteps.ts, jobSteps.ts…) are written with these.

/** How a figure is written: money to the cent, money cut to the cent below (a tipping price, so that
 * the price shown still wins), a unit price with its decimals, a plain number (two decimals), a fine
 * number (six decimals: factors and minutes), a percentage, a percentage with every decimal it has
 * (an adapter share of 0.52 %), a large number in powers of ten (3.2 × 10¹⁹), a whole number, a count
 * as it is, which side is cheaper, a plan's name, a list of counts, text as it is (a title, an engine's
 * message), a training method, a cost view, or a count of cards, runs, sessions or bytes in the
 * reader's grammar ("1 card", "2 cards"). */
export type Unit =
  | 'money'
  | 'below'
  | 'price'
  | 'num'
  | 'fine'
  | 'pct'
  | 'exactPct'
  | 'big'
  | 'whole'
  | 'count'
  | 'side'
  | 'plan'
  | 'counts'
  | 'text'
  | 'method'
  | 'view'
  | Counted;

/** Counts written with their noun, singular or plural by the reader's language. */
export type Counted = 'cards' | 'runs' | 'sessions' | 'bytes';

/**
 * `job` and `jobServe`: "From the job to the workload" and "Three ways to serve", for a scenario sized
 * from a job; `finance`: tax, financing and present values, for a scenario that is not plain.
 */
export type Section = 'job' | 'jobServe' | 'own' | 'rent' | 'finance' | 'comparison' | 'tipping' | 'tools';

export interface Spec {
  readonly section: Section;
  /** an equation ("label = formula"), a statement ("label: sentence") or a sum of parts ("a + b = total") */
  readonly kind: 'formula' | 'statement' | 'sum';
  readonly values: Readonly<Record<string, Unit>>;
  /** optional pieces of the formula, each with figures of its own; a sum's terms */
  readonly parts?: Readonly<Record<string, Readonly<Record<string, Unit>>>>;
  /**
   * the placeholder a piece fills when it is not its own id: pieces that are alternatives (one of
   * them is recorded) or that make up a list share one placeholder
   */
  readonly slots?: Readonly<Record<string, string>>;
  /** pieces in one placeholder join as a list ("a, b") rather than as terms ("a + b") */
  readonly listed?: true;
  /** pieces that make an equation's line a statement: an answer that is a sentence ("none, as…") */
  readonly statements?: Readonly<Record<string, true>>;
  /** pieces worded by a message other steps share (its key after "explain."), not by one of their own */
  readonly wording?: Readonly<Record<string, string>>;
  /** the figure the step produces */
  readonly result?: string;
}

export const money = 'money';
export const price = 'price';
export const num = 'num';
export const fine = 'fine';
export const pct = 'pct';
export const exactPct = 'exactPct';
export const count = 'count';
export const big = 'big';
export const text = 'text';
export const cards = 'cards';

type Unsectioned = Omit<Spec, 'section'>;
export const own = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'own' as const });
export const rent = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'rent' as const });
export const finance = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'finance' as const });
export const compare = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'comparison' as const });
export const tipping = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'tipping' as const });
export const tool = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'tools' as const });
export const job = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'job' as const });
export const jobServe = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'jobServe' as const });

/** Every piece fills the one placeholder `slot`: alternatives the step records one of, or a list's rows. */
export const inSlot = <P extends object, S extends string>(parts: P, slot: S) =>
  Object.fromEntries(Object.keys(parts).map((id) => [id, slot])) as { readonly [K in keyof P]: S };

/** A statement with no figure of its own. */
export const none = { kind: 'statement', values: {} } as const;
