// The command line's sentences for the plan advisor and the hybrid tool, on the scenarios whose figures
// the engine's tests work by hand (src/engine/tools/advisor.test.ts, hybrid.test.ts, equalWork.test.ts).
import { describe, expect, it } from 'vitest';
import { monthlyPeakScenario, peakScenario } from '../../tests/support/hybrid.ts';
import { type Overrides, scenario } from '../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../tests/support/sections.ts';
import { startupWith } from '../../tests/support/startup.ts';
import { advisePlans, hybridCurve } from '../engine/analysis.ts';
import { hybridText, planText } from './words.ts';

const planOf = (overrides: Overrides, sections: Sections = {}) =>
  planText(advisePlans(withSections(scenario(overrides), { advisor: {}, ...sections })));

describe('the plan advisor’s answer', () => {
  const RENT = { rent: { pricePerGpuHour: 1 } };
  const busy = { workload: { hoursPerDay: 24, daysPerYear: 365 } };

  it('names spot, the share of hours busy and where reserving pays, and what spot saves', () => {
    expect(planOf({ ...RENT, workload: { toleratesInterruption: true } })).toBe(
      'Spot costs least: the cards are busy 33 % of the hours, and reserving pays only above 60 % utilization at a 40 % discount. It costs 56 % less than on demand.',
    );
  });

  it('says spot would cost less when the workload does not tolerate interruption', () => {
    expect(planOf(RENT)).toBe(
      'On demand costs least: the cards are busy 33 % of the hours, and reserving pays only above 60 % utilization at a 40 % discount. Spot would cost less, but the workload does not tolerate interruption.',
    );
  });

  it('says no flat plan has a price when an hour costs nothing', () => {
    expect(planOf({})).toBe(
      'On demand costs least: the cards are busy 33 % of the hours, and no flat plan has a price.',
    );
  });

  it('says above which share reserving or a monthly rental pays', () => {
    expect(planOf({ ...busy, rent: { pricePerGpuHour: 1, spotDiscountPct: 0 } })).toBe(
      'Reserved costs least: the cards are busy 100 % of the hours, and it pays above 60 %. It costs 40 % less than on demand.',
    );
    expect(planOf({ ...busy, rent: { pricePerGpuHour: 1, spotDiscountPct: 0, monthlyPricePerGpu: 400 } })).toBe(
      'Monthly rental costs least: the cards are busy 100 % of the hours, and it pays above 55 %. It costs 45.2 % less than on demand.',
    );
  });

  it('says how many reserved cards carry the steady base of the mix', () => {
    const base = { workload: { gpus: 2, hoursPerDay: 24 }, rent: { pricePerGpuHour: 1 } };
    expect(planOf(base, { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } })).toBe(
      'Reserved base plus on-demand peaks costs least: 2 reserved cards carry the steady base and the peaks are rented by the hour, since reserving pays only above 60 % utilization at a 40 % discount. It costs 37.1 % less than on demand. Spot would cost less, but the workload does not tolerate interruption.',
    );
  });

  it('says how much cheaper than on demand the recommended plan is, to a tenth', () => {
    expect(planOf({ rent: { pricePerGpuHour: 1, weeklyPricePerGpu: 50 } })).toContain(
      'It costs 9.5 % less than on demand.',
    );
  });

  it('says how many faster cards a flat plan rents for the work, and the share on demand bills', () => {
    const fast = startupWith({
      workload: { gpus: 32, hoursPerDay: 24, daysPerYear: 365 },
      rent: { pricePerGpuHour: 2.36, speedRatio: 2.5 },
    });
    expect(planText(advisePlans(withSections(fast, { advisor: {} })))).toBe(
      'Reserved costs least: a flat plan rents 13 cards for the work of 32 at 2.5× the speed, and on demand bills 103 % of their hours; it pays above 60 %. It costs 41.5 % less than on demand. Spot would cost less, but the workload does not tolerate interruption.',
    );
  });
});

describe('the hybrid tool’s answer', () => {
  const hybrid = (serverPrice: number) => hybridText(hybridCurve(peakScenario(serverPrice)), 'CNY');

  it('says what owning its best count saves against the cheapest way to rent all, in money and percent, once each', () => {
    expect(hybrid(5_000)).toBe(
      'Owning 2 of the 6 cards and renting the rest on demand costs least: CN¥5,960, which saves CN¥5,512 (48%) against CN¥11,472 renting all (2 reserved, the rest on demand); owning all 6 would cost CN¥15,000.',
    );
  });

  it('does not repeat the total when owning or renting every card costs least', () => {
    expect(hybrid(200)).toBe(
      'Owning all 6 cards costs least: CN¥600.00, which saves CN¥10,872 (94.8%) against CN¥11,472 renting all (2 reserved, the rest on demand).',
    );
    expect(hybrid(20_000)).toBe(
      'Renting all 6 cards (2 reserved, the rest on demand) costs least: CN¥11,472; owning all 6 would cost CN¥60,000.',
    );
  });

  it('names a monthly rental for what the owned cards leave', () => {
    expect(hybridText(hybridCurve(monthlyPeakScenario()), 'CNY')).toBe(
      'Owning 2 of the 3 cards and renting the rest monthly costs least: CN¥9,600, which saves CN¥1,200 (11.1%) against CN¥10,800 renting all monthly; owning all 3 would cost CN¥12,000.',
    );
  });
});
