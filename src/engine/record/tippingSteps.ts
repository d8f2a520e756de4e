// The steps of "Where the answer turns" (tipping.ts records them): each a statement whose answer is one
// of its pieces, the price at which the side still wins or why there is none.
import { inSlot, money, num, type Spec, tipping } from './spec.ts';

const at = { price: 'below', current: money } as const;

const RENT_PARTS = { hour: at, month: at, week: at, never: {}, always: {} } as const;
const SERVER_PARTS = { at, never: {}, always: {} } as const;
const HOURS_PARTS = { at: { hours: num }, never: {}, always: {} } as const;

export const TIPPING_STEPS = {
  /** the highest rental price, in the plan's own unit, at which renting costs no more than owning */
  'tipping.rent': tipping({ kind: 'statement', values: {}, parts: RENT_PARTS, slots: inSlot(RENT_PARTS, 'answer') }),
  /** the highest server price at which owning costs no more than renting */
  'tipping.server': tipping({
    kind: 'statement',
    values: {},
    parts: SERVER_PARTS,
    slots: inSlot(SERVER_PARTS, 'answer'),
  }),
  /** the fewest busy hours a day from which owning wins: the amortized break-even */
  'tipping.hours': tipping({ kind: 'statement', values: {}, parts: HOURS_PARTS, slots: inSlot(HOURS_PARTS, 'answer') }),
} as const satisfies Record<string, Spec>;
