// analyse(): each tool section of a scenario turns on its result field and nothing else, each fed from
// the scenario as the section says. Figures worked by hand.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../../tests/support/sections.ts';
import { analyse, scalingInputOf, uncertaintyInputOf } from '../analysis.ts';
import { evaluate, type Scenario } from '../index.ts';

/** One card, 8 h on 360 days, renting at 1 a card-hour (2,880 a year); a 10,000 server over 3 years. */
const BASE = scenario({ own: { serverPrice: 10_000 }, rent: { pricePerGpuHour: 1 } });

const SECTIONS: Required<Sections> = {
  tax: {},
  advisor: {},
  hybrid: { peakGpus: 2, peakDaysPerYear: 30, peakHoursPerDay: 8 },
  scaling: { jobGpuHours: 100, maxGpus: 8 },
  utilization: {},
  obsolescence: {},
  storageIO: { epochMinutes: 12, ioWaitPct: 25, epochsPerMonth: 600 },
  sensitivity: {},
  uncertainty: { samples: 100 },
};

const FIELDS = {
  advisor: ['plans', 'cheapestPlan', 'planReason'],
  hybrid: ['hybrid'],
  scaling: ['scaling'],
  utilization: ['utilization'],
  obsolescence: ['obsolescence'],
  storageIO: ['storageIO'],
  sensitivity: ['sensitivity'],
  uncertainty: ['uncertainty'],
} as const;

const analysed = (s: Scenario, options: Parameters<typeof analyse>[2] = {}) => analyse(s, evaluate(s), options);

describe('analyse', () => {
  it('adds nothing to a scenario without tool sections', () => {
    expect(analysed(BASE)).toEqual({});
    expect(analysed(withSections(BASE, { tax: { cloudVatPct: 6 } }))).toEqual({});
  });

  it.each(Object.entries(FIELDS))('turns on only the %s fields with its section', (tool, fields) => {
    const section = { [tool]: SECTIONS[tool as keyof typeof FIELDS] };
    expect(Object.keys(analysed(withSections(BASE, section))).sort()).toEqual([...fields].sort());
  });

  it('gives every field at once with every section', () => {
    const all = analysed(withSections(BASE, SECTIONS));
    expect(Object.keys(all).sort()).toEqual(Object.values(FIELDS).flat().sort());
  });

  it('leaves the uncertainty histogram out unless asked for it', () => {
    const s = withSections(BASE, { uncertainty: { samples: 100 } });
    expect(analysed(s).uncertainty).not.toHaveProperty('histogram');
    expect(analysed(s, { histogram: true }).uncertainty?.histogram?.length).toBeGreaterThan(0);
  });

  it('uses the utilization target of 78 % unless the section gives another', () => {
    expect(analysed(withSections(BASE, { utilization: {} })).utilization?.targetPct).toBe(78);
    expect(analysed(withSections(BASE, { utilization: { targetPct: 60 } })).utilization?.targetPct).toBe(60);
  });

  it('moves each input 20 % unless the section says otherwise', () => {
    // the 3-year life moved to 2.4 → 2 and 3.6 → 4 years: a year's share of the 10,000 is 5,000 or 2,500,
    // against 2,880 of rent: savings 2,120 and −380, the largest swing, 2,500
    const tornado = analysed(withSections(BASE, { sensitivity: {} })).sensitivity;
    expect(tornado?.movePct).toBe(20);
    expect(tornado?.rows[0]).toMatchObject({ path: 'own.depreciation.years', low: 2, high: 4 });
    expect(tornado?.rows[0]?.swing).toBeCloseTo(2_500, 6);
    expect(analysed(withSections(BASE, { sensitivity: { movePct: 50 } })).sensitivity?.movePct).toBe(50);
  });

  it('samples the ranges the uncertainty section gives, with its seed', () => {
    // the price fixed at 0.5: rent 1,440 against own 3,333.33 in every sample, savings 1,893.33
    const s = withSections(BASE, {
      uncertainty: { samples: 200, seed: 7, pricePerGpuHour: { low: 0.5, likely: 0.5, high: 0.5 } },
    });
    const result = analysed(s).uncertainty;
    expect(result).toMatchObject({ samples: 200, seed: 7, probabilityRentCheaper: 1 });
    for (const p of [result?.savingsP10, result?.savingsP50, result?.savingsP90]) expect(p).toBeCloseTo(1_893.3333, 4);
  });
});

describe('scalingInputOf', () => {
  it('prices the job at the rented card-hour with cloud VAT, billed as the rent is', () => {
    const s = withSections(scenario({ rent: { pricePerGpuHour: 10, minimumMinutes: 5 } }), {
      tax: { cloudVatPct: 6 },
      scaling: { jobGpuHours: 100, maxGpus: 8, efficiencyPct: 90, speedups: { '4': 3.9 }, interNodeLatencyMs: 2 },
    });
    if (!s.scaling) throw new Error('no scaling section');
    expect(scalingInputOf(s, s.scaling)).toEqual({
      jobGpuHours: 100,
      maxGpus: 8,
      efficiency: 0.9,
      speedups: { 4: 3.9 },
      gpusPerNode: 8,
      interNodeLatencyMs: 2,
      latencyPenaltyPctPerMs: 6,
      pricePerGpuHour: expect.closeTo(10.6, 12),
      billingIncrementMinutes: 60,
      minimumMinutes: 5,
    });
  });

  it('costs the article’s 8 cards at 7.2× 1.12 times one card under hourly billing with VAT', () => {
    // one card: 100 h × 10.6 = 1,060. 8 cards: 100 / 7.2 = 13.9 h, billed 14 h each: 8 × 14 × 10.6 = 1,187.2
    const s = withSections(scenario({ rent: { pricePerGpuHour: 10 } }), {
      tax: { cloudVatPct: 6 },
      scaling: { jobGpuHours: 100, maxGpus: 8 },
    });
    const rows = analysed(s).scaling ?? [];
    expect(rows.map((r) => r.gpus)).toEqual([1, 2, 4, 8]);
    expect(rows[0]?.cost).toBeCloseTo(1_060, 9);
    expect(rows[3]?.speedup).toBeCloseTo(7.2, 12);
    expect(rows[3]?.cost).toBeCloseTo(1_187.2, 9);
    expect(rows[3]?.costRatio).toBeCloseTo(1.12, 12);
  });
});

describe('uncertaintyInputOf', () => {
  it('passes on only the ranges the section gives, with how they are read and the prices’ correlation', () => {
    const hours = { low: 4, likely: 8, high: 12 };
    const s = withSections(BASE, { uncertainty: { samples: 500, seed: 3, hoursPerDay: hours } });
    if (!s.uncertainty) throw new Error('no uncertainty section');
    expect(uncertaintyInputOf(s.uncertainty)).toEqual({
      ranges: { hoursPerDay: hours },
      samples: 500,
      seed: 3,
      rangesAre: 'p10-p90',
      priceCorrelation: 0.5,
    });
  });
});
