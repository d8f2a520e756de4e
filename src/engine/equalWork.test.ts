// A faster (or slower) rented card on a flat plan: the plan rents the cards the work needs at the
// rented card's speed, ⌈gpus ÷ speedRatio⌉ in whole instances, so every plan is priced for the same work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { scenario } from '../../tests/support/scenarios.ts';
import { withSections } from '../../tests/support/sections.ts';
import { startupWith } from '../../tests/support/startup.ts';
import { advisePlans } from './analysis.ts';
import { explain } from './explain/index.ts';
import { evaluate, evaluateWithoutBreakEven, rentedCards, type Scenario } from './index.ts';

/**
 * The start-up of docs/method/comparison.md (examples/startup-4xv100.json, billed by the hour, reserved
 * 40 % off, no term, 36 months) grown to 32 cards busy around the clock, renting cards 2.5 times as fast
 * at 2.36 a card-hour: the figures of the report this correction answers.
 */
const FAST = startupWith({
  workload: { gpus: 32, hoursPerDay: 24, daysPerYear: 365 },
  rent: { pricePerGpuHour: 2.36, speedRatio: 2.5 },
});
const onPlan = (s: Scenario, plan: Scenario['rent']['plan']): Scenario => ({ ...s, rent: { ...s.rent, plan } });

describe('the issue’s example: 32 cards’ work on cards 2.5 times as fast', () => {
  it('reserves ⌈32 ÷ 2.5⌉ = 13 cards, 483,762.24 over 36 months', () => {
    // 13 × 730 h × 2.36 × (1 − 0.40) = 13 × 1,033.68 = 13,437.84 a month, × 36 = 483,762.24
    // (it reserved 32 cards before: 32 × 1,033.68 × 36 = 1,190,799.36)
    const reserved = onPlan(FAST, 'reserved');
    expect(rentedCards(reserved)).toBe(13);
    const result = evaluate(reserved);
    expect(result.rent.perMonth.compute).toBeCloseTo(13_437.84, 6);
    expect(result.rent.total).toBeCloseTo(483_762.24, 4);
    expect(result.rent.billedGpuHours).toBeCloseTo(13 * 730 * 36, 6);
  });

  it('records the cards the work needs before the reservation’s compute', () => {
    const steps = explain(onPlan(FAST, 'reserved')).sections.flatMap((section) => section.steps);
    const values = (id: string) => steps.find((step) => step.id === id)?.values;
    expect(values('rentedCardsSpeed')).toEqual({ gpus: 32, speedRatio: 2.5, neededCards: 13 });
    expect(values('rentedCards')).toBeUndefined();
    expect(values('computeReserved')).toMatchObject({ gpus: 13, compute: expect.closeTo(13_437.84, 6) });
    // hourly plans rent the owned side's cards and record no such step
    const onDemand = explain(onPlan(FAST, 'on-demand')).sections.flatMap((section) => section.steps);
    expect(onDemand.some((step) => step.id === 'rentedCardsSpeed')).toBe(false);
  });

  it('leaves on demand as it was: 32 cards billed for the shorter sessions, 826,944', () => {
    // a 24 h day takes 1,440 ÷ 2.5 = 576 min, billed hourly as 600 min = 10 h; 365 ÷ 12 × 10 = 304.17 h
    // a month a card; 32 × 304.17 × 2.36 = 22,970.67 a month, × 36 = 826,944
    const onDemand = onPlan(FAST, 'on-demand');
    expect(rentedCards(onDemand)).toBe(32);
    expect(evaluate(onDemand).rent.total).toBeCloseTo(826_944, 4);
  });

  it('recommends reserving the 13 fast cards over on demand', () => {
    const advice = advisePlans(withSections(FAST, { advisor: {} }));
    // spot 826,944 × 1.1 × 0.4 = 363,855.36 is cheaper but the workload does not tolerate interruption.
    // The mix (priced without a peak on cards of another speed): 12 reserved cards carry 30 cards' work,
    // 12 × 730 × 2.36 × 0.6 × 36 = 446,549.76, and 2 on demand 2 × 25,842 = 51,684: 498,233.76
    expect(advice.plans.map((p) => [p.plan, p.total])).toEqual([
      ['spot', expect.closeTo(363_855.36, 4)],
      ['reserved', expect.closeTo(483_762.24, 4)],
      ['reserved+on-demand', expect.closeTo(498_233.76, 4)],
      ['on-demand', expect.closeTo(826_944, 4)],
    ]);
    expect(advice.cheapestPlan).toBe('reserved');
    // (826,944 − 483,762.24) ÷ 826,944 = 343,181.76 ÷ 826,944 = 41.5 % less than on demand
    expect(advice.reason.savedPctVsOnDemand).toBeCloseTo(41.5, 9);
    // on demand bills 32 × 304.17 = 9,733.33 card-hours a month: 9,733.33 ÷ (13 × 730) = 102.57 % of the
    // reserved cards' hours, above the 60 % reserving pays from
    expect(advice.reason.speed).toEqual({
      speedRatio: 2.5,
      onDemandCards: 32,
      flatCards: 13,
      utilizationPct: expect.closeTo(102.5641, 3),
    });
  });
});

describe('cards on a flat plan at other speeds', () => {
  // 5 cards, 8 h on 360 days, 1 a card-hour, 12 months: a reserved card is 730 × 0.6 = 438 a month
  const five = (speedRatio: number, rent: Partial<Scenario['rent']> = {}) =>
    scenario({ workload: { gpus: 5 }, rent: { plan: 'reserved', pricePerGpuHour: 1, speedRatio, ...rent } });

  it('rents as many cards as the owned side at speed 1', () => {
    expect(rentedCards(five(1))).toBe(5);
    expect(evaluate(five(1)).rent.perMonth.compute).toBeCloseTo(5 * 438, 9);
  });

  it('rents more cards when the rented card is slower: ⌈5 ÷ 0.5⌉ = 10', () => {
    expect(rentedCards(five(0.5))).toBe(10);
    expect(evaluate(five(0.5)).rent.perMonth.compute).toBeCloseTo(10 * 438, 9);
  });

  it('rounds the cards the work needs up to whole instances: ⌈5 ÷ 2⌉ = 3, one instance of 4', () => {
    expect(rentedCards(five(2, { gpusPerInstance: 4 }))).toBe(4);
    // monthly 500 a card in single cards: 3 × 500 = 1,500; weekly 100 a card in instances of 4:
    // 4 × 100 × 365 ÷ 7 ÷ 12 = 1,738.10
    expect(evaluate(five(2, { plan: 'monthly', monthlyPricePerGpu: 500 })).rent.perMonth.compute).toBeCloseTo(
      3 * 500,
      9,
    );
    const weekly = evaluate(five(2, { plan: 'weekly', weeklyPricePerGpu: 100, gpusPerInstance: 4 }));
    expect(weekly.rent.perMonth.compute).toBeCloseTo((4 * 100 * 365) / 7 / 12, 9);
  });

  it('keeps one card for a single card’s work, however fast the rented card', () => {
    expect(rentedCards(scenario({ rent: { plan: 'reserved', speedRatio: 20 } }))).toBe(1);
  });

  it('does not count floating-point noise as a card: 21 ÷ 0.7 is 30, not 30.000000000000004', () => {
    expect(rentedCards(scenario({ workload: { gpus: 21 }, rent: { plan: 'reserved', speedRatio: 0.7 } }))).toBe(30);
  });
});

describe('a flat plan for the same work at any speed', () => {
  const flatArb = fc
    .tuple(
      scenarioArb,
      fc.constantFrom('reserved', 'monthly', 'weekly') as fc.Arbitrary<'reserved' | 'monthly' | 'weekly'>,
    )
    .map(
      ([s, plan]): Scenario => ({
        ...s,
        rent: {
          ...s.rent,
          plan,
          monthlyPricePerGpu: s.rent.monthlyPricePerGpu ?? 500,
          weeklyPricePerGpu: s.rent.weeklyPricePerGpu ?? 100,
        },
      }),
    );
  const speedArb = fc.double({ min: 0.05, max: 20, noNaN: true });

  it('rents cards that, at their speed, carry the work of the owned cards, in whole instances', () => {
    fc.assert(
      fc.property(flatArb, speedArb, (s, speedRatio) => {
        const at = { ...s, rent: { ...s.rent, speedRatio } };
        const cards = rentedCards(at);
        expect(cards % at.rent.gpusPerInstance).toBe(0);
        expect(cards * speedRatio).toBeGreaterThanOrEqual(at.workload.gpus * (1 - 1e-9));
        // and no whole instance fewer would do
        expect((cards - at.rent.gpusPerInstance) * speedRatio).toBeLessThan(at.workload.gpus);
      }),
      { numRuns: 300 },
    );
  });

  it('never costs more as the rented card gets faster', () => {
    fc.assert(
      fc.property(flatArb, speedArb, speedArb, (s, a, b) => {
        const [slow, fast] = a <= b ? [a, b] : [b, a];
        const total = (speedRatio: number) =>
          evaluateWithoutBreakEven({ ...s, rent: { ...s.rent, speedRatio } }).rent.total;
        const slower = total(slow);
        expect(total(fast)).toBeLessThanOrEqual(slower + 1e-9 * Math.abs(slower));
      }),
      { numRuns: 300 },
    );
  });
});
