// What a step of the explanation is: its section, how it reads and the unit of each figure it
// records. The step tables (ownSteps.ts, rentSteps.ts, toolSteps.ts) are written with these.

/** How a figure is written: money to the cent, money cut to the cent below (a tipping price, so that
 * the price shown still wins), a unit price with its decimals, a plain number (two decimals), a fine
 * number (six decimals: factors and minutes), a percentage, a count as it is, which side is cheaper,
 * a plan's name, or a list of counts. */
export type Unit = 'money' | 'below' | 'price' | 'num' | 'fine' | 'pct' | 'count' | 'side' | 'plan' | 'counts';

export type Section = 'own' | 'rent' | 'comparison' | 'tipping' | 'tools';

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
  /** the figure the step produces */
  readonly result?: string;
}

export const money = 'money';
export const price = 'price';
export const num = 'num';
export const fine = 'fine';
export const pct = 'pct';
export const count = 'count';

type Unsectioned = Omit<Spec, 'section'>;
export const own = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'own' as const });
export const rent = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'rent' as const });
export const compare = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'comparison' as const });
export const tipping = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'tipping' as const });
export const tool = <const S extends Unsectioned>(spec: S) => ({ ...spec, section: 'tools' as const });

/** A statement with no figure of its own. */
export const none = { kind: 'statement', values: {} } as const;
