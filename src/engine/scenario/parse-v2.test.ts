// The parser and format version 2: version-1 files migrate unchanged, the new sections get their
// defaults, cross-field rules refuse (strict) or repair (lenient) what contradicts another field, and a
// bad field of an optional group without a default of its own takes the group out in lenient mode.
import { describe, expect, it } from 'vitest';
import startupFile from '../../../examples/startup-4xv100.json';
import type { Json } from '../paths.ts';
import { NO_TAX, SCENARIO_VERSION } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { type ParseResult, type Problem, parseScenario } from './parse.ts';
import { type Scenario, TOOL_IDS } from './schema.ts';

/** The default scenario (4 cards, 8 h on 250 days) as plain JSON with the sections given. */
function withParts(parts: Json = {}, change?: (data: Json & { workload: Json; own: Json; rent: Json }) => void): Json {
  const data = { ...(JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json), ...JSON.parse(JSON.stringify(parts)) };
  change?.(data as Json & { workload: Json; own: Json; rent: Json });
  return data;
}

function scenarioOf(result: ParseResult): Scenario {
  if (!result.ok) throw new Error(`expected a scenario, got ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

const brief = (problems: readonly Problem[]) =>
  problems.map(({ path, code, message, fix }) => ({ path, code, message, ...(fix ? { fix } : {}) }));

const HYBRID = { peakGpus: 8, peakDaysPerYear: 20, peakHoursPerDay: 6 };

describe('a version-1 file', () => {
  it('is read as version 2 with every field version 2 adds at its default and no tool section', () => {
    const result = parseScenario(startupFile, 'strict');
    expect(result.problems).toEqual([]);
    const s = scenarioOf(result);
    expect(s.version).toBe(SCENARIO_VERSION);
    expect(s.workload.toleratesInterruption).toBe(false);
    expect(s.own.power.timeOfUse).toBeNull();
    expect([s.rent.speedRatio, s.rent.gpusPerInstance, s.rent.reservedTermYears]).toEqual([1, 1, null]);
    expect(s.tax).toEqual(NO_TAX);
    expect(TOOL_IDS.filter((tool) => tool in s)).toEqual([]);
    // and the figures it states are kept as written
    expect(s.workload).toMatchObject(startupFile.workload);
    expect(s.own).toMatchObject(startupFile.own);
  });
});

describe('the sections of version 2', () => {
  it('fill in their defaults', () => {
    const s = scenarioOf(
      parseScenario(
        withParts(
          {
            // before tax: the value-added tax fields left out take the format's defaults, not a buyer's
            finance: { buyer: 'before-tax' },
            tax: { hardwareVatPct: 13 },
            advisor: {},
            hybrid: HYBRID,
            scaling: { jobGpuHours: 100 },
            utilization: {},
            obsolescence: {},
            storageIO: { epochMinutes: 12, ioWaitPct: 25, epochsPerMonth: 600 },
            sensitivity: {},
            uncertainty: {},
          },
          (d) => {
            d.own.power = {
              ...(d.own.power as Json),
              timeOfUse: { peakPricePerKWh: 1, offPeakPricePerKWh: 0.4, busyAtPeakPct: 50 },
            };
          },
        ),
        'strict',
      ),
    );
    expect(s.tax).toEqual({ ...NO_TAX, hardwareVatPct: 13 });
    expect(s.own.power.timeOfUse).toEqual({
      peakPricePerKWh: 1,
      offPeakPricePerKWh: 0.4,
      peakHoursPerDay: 8,
      busyAtPeakPct: 50,
    });
    expect(s.advisor).toEqual({ mix: true });
    expect(s.hybrid).toEqual(HYBRID);
    expect(s.scaling).toEqual({
      jobGpuHours: 100,
      maxGpus: 64,
      efficiencyPct: 90,
      speedups: {},
      gpusPerNode: 8,
      interNodeLatencyMs: 0,
      latencyPenaltyPctPerMs: 6,
    });
    expect(s.utilization).toEqual({ targetPct: 78 });
    // the doubling defaults to Epoch AI's 2.46 years for GPUs, rounded to 30 months (it was 18)
    expect(s.obsolescence).toEqual({ doublingMonths: 30, rentPricesFall: false, resaleFalls: false });
    expect(s.storageIO).toEqual({
      epochMinutes: 12,
      ioWaitPct: 25,
      ioWaitWithCachePct: 0,
      epochsPerMonth: 600,
      cacheGB: 0,
      cachePricePerGBMonth: 0,
    });
    expect(s.sensitivity).toEqual({ movePct: 20 });
    expect(s.uncertainty).toEqual({
      samples: 10_000,
      seed: 1,
      rangesAre: 'p10-p90',
      priceCorrelation: 0.5,
      hoursPerDay: null,
      pricePerGpuHour: null,
      pricePerKWh: null,
      serverPrice: null,
      daysPerYear: null,
      salvagePct: null,
      planDiscountPct: null,
      discountRatePct: null,
      leadTimeMonths: null,
      availabilityPct: null,
      priceChangePctPerYear: null,
    });
  });

  it('accept source notes for their fields', () => {
    const note = { source: 'assumption', asOf: '2026-11-29' };
    const result = parseScenario(
      withParts({ hybrid: HYBRID, sources: { 'hybrid.peakGpus': note, 'tax.cloudVatPct': note } }),
      'strict',
    );
    expect(result.problems).toEqual([]);
  });

  it('name a bad value by its full path and what is allowed', () => {
    const result = parseScenario(
      withParts({ hybrid: { ...HYBRID, peakHoursPerDay: 30 } }, (d) => {
        d.rent = { ...(d.rent as Json), speedRatio: 0 };
      }),
      'strict',
    );
    expect(brief(result.problems)).toEqual([
      {
        path: 'rent.speedRatio',
        code: 'invalid',
        message: "must be a number from 0.05 to 20 (× the owned card's speed) (got 0)",
      },
      { path: 'hybrid.peakHoursPerDay', code: 'invalid', message: 'must be a number from 0 to 24 (hours) (got 30)' },
    ]);
  });
});

describe('cross-field rules, strict', () => {
  it('refuses fewer cards at peak than in the base, naming both fields', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, peakGpus: 2 } }), 'strict');
    expect(result.ok).toBe(false);
    expect(brief(result.problems)).toEqual([
      {
        path: 'hybrid.peakGpus',
        code: 'conflict',
        message: 'must be at least workload.gpus (4): the cards needed at peak include the base (got 2)',
      },
    ]);
  });

  it('refuses more peak days than active days', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, peakDaysPerYear: 300 } }), 'strict');
    expect(brief(result.problems)).toEqual([
      {
        path: 'hybrid.peakDaysPerYear',
        code: 'conflict',
        message: 'must be at most workload.daysPerYear (250): peak days are some of the active days (got 300)',
      },
    ]);
  });

  it('refuses a range whose likely value is not between low and high', () => {
    const range = { low: 1, likely: 0.5, high: 2 };
    const result = parseScenario(withParts({ uncertainty: { pricePerGpuHour: range } }), 'strict');
    expect(brief(result.problems)).toEqual([
      {
        path: 'uncertainty.pricePerGpuHour',
        code: 'conflict',
        message: 'must have low ≤ likely ≤ high (got 1, 0.5, 2)',
      },
    ]);
  });

  it('accepts the bounds themselves: the peak at the base, every active day a peak day, a range of one value', () => {
    const result = parseScenario(
      withParts({
        hybrid: { peakGpus: 4, peakDaysPerYear: 250, peakHoursPerDay: 8 },
        uncertainty: { hoursPerDay: { low: 8, likely: 8, high: 8 } },
      }),
      'strict',
    );
    expect(result.problems).toEqual([]);
  });

  it('reports conflicts beside every other problem', () => {
    const result = parseScenario(
      withParts({ hybrid: { ...HYBRID, peakGpus: 2, peakDaysPerYear: 300 } }, (d) => {
        d.own.power = { ...(d.own.power as Json), pue: 5 };
      }),
      'strict',
    );
    expect(result.problems.map((p) => `${p.path} ${p.code}`).sort()).toEqual([
      'hybrid.peakDaysPerYear conflict',
      'hybrid.peakGpus conflict',
      'own.power.pue invalid',
    ]);
  });
});

describe('cross-field rules, lenient', () => {
  it('raises the peak to the base and says so', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, peakGpus: 2 } }), 'lenient');
    expect(scenarioOf(result).hybrid).toEqual({ ...HYBRID, peakGpus: 4 });
    expect(brief(result.problems)).toEqual([
      {
        path: 'hybrid.peakGpus',
        code: 'conflict',
        message: 'must be at least workload.gpus (4): the cards needed at peak include the base (got 2)',
        fix: 'used 4',
      },
    ]);
  });

  it('cuts the peak days to the active days', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, peakDaysPerYear: 300 } }), 'lenient');
    expect(scenarioOf(result).hybrid?.peakDaysPerYear).toBe(250);
    expect(result.problems.map((p) => p.fix)).toEqual(['used 250']);
  });

  it('puts a range in order', () => {
    const range = { low: 1, likely: 0.5, high: 2 };
    const result = parseScenario(withParts({ uncertainty: { pricePerGpuHour: range } }), 'lenient');
    expect(scenarioOf(result).uncertainty?.pricePerGpuHour).toEqual({ low: 0.5, likely: 1, high: 2 });
    expect(result.problems.map((p) => p.fix)).toEqual(['put low, likely and high in order']);
  });

  it('checks the peak against the active days the repair left', () => {
    // 400 days is out of range and becomes the default 250; the 300 peak days then exceed it
    const result = parseScenario(
      withParts({ hybrid: { ...HYBRID, peakDaysPerYear: 300 } }, (d) => {
        d.workload = { ...(d.workload as Json), daysPerYear: 400 };
      }),
      'lenient',
    );
    const s = scenarioOf(result);
    expect(s.workload.daysPerYear).toBe(250);
    expect(s.hybrid?.peakDaysPerYear).toBe(250);
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`)).toEqual([
      'workload.daysPerYear: used the default 250',
      'hybrid.peakDaysPerYear: used 250',
    ]);
  });
  it('reports no conflict that the repair of the other field settled', () => {
    // 200,000 cards is out of range and becomes the default 4, below the 50,000 at peak: no conflict left
    const result = parseScenario(
      withParts({ hybrid: { ...HYBRID, peakGpus: 50_000 } }, (d) => {
        d.workload = { ...(d.workload as Json), gpus: 200_000 };
      }),
      'lenient',
    );
    expect(scenarioOf(result).hybrid?.peakGpus).toBe(50_000);
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`)).toEqual(['workload.gpus: used the default 4']);
  });
});

describe('lenient repairs of the version-2 sections', () => {
  it('takes out a tool whose field without a default is bad, rather than half reading it', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, peakHoursPerDay: 30 } }), 'lenient');
    const s = scenarioOf(result);
    expect(s).not.toHaveProperty('hybrid');
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`)).toEqual(['hybrid.peakHoursPerDay: removed hybrid']);
  });

  it('takes out a tool whose required field is missing', () => {
    const { peakGpus, ...rest } = HYBRID;
    expect(peakGpus).toBe(8);
    const result = parseScenario(withParts({ hybrid: rest }), 'lenient');
    expect(scenarioOf(result)).not.toHaveProperty('hybrid');
    expect(brief(result.problems)).toEqual([
      {
        path: 'hybrid.peakGpus',
        code: 'missing',
        message: 'required; must be a whole number from 1 to 100000 (cards)',
        fix: 'removed hybrid',
      },
    ]);
  });

  it('takes out a tariff with a bad price, leaving the flat price', () => {
    const result = parseScenario(
      withParts({}, (d) => {
        d.own.power = {
          ...(d.own.power as Json),
          timeOfUse: { peakPricePerKWh: -1, offPeakPricePerKWh: 0.4, busyAtPeakPct: 50 },
        };
      }),
      'lenient',
    );
    expect(scenarioOf(result).own.power.timeOfUse).toBeNull();
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`)).toEqual([
      'own.power.timeOfUse.peakPricePerKWh: removed own.power.timeOfUse',
    ]);
  });

  it('takes out only the range with a bad bound, keeping the rest of the uncertainty section', () => {
    const result = parseScenario(
      withParts({
        uncertainty: {
          samples: 500,
          hoursPerDay: { low: 30, likely: 8, high: 12 },
          pricePerGpuHour: { low: 0.6, likely: 0.8, high: 1 },
        },
      }),
      'lenient',
    );
    const s = scenarioOf(result);
    expect(s.uncertainty?.hoursPerDay).toBeNull();
    expect(s.uncertainty?.pricePerGpuHour).toEqual({ low: 0.6, likely: 0.8, high: 1 });
    expect(s.uncertainty?.samples).toBe(500);
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`)).toEqual([
      'uncertainty.hoursPerDay.low: removed uncertainty.hoursPerDay',
    ]);
  });

  it('gives a bad field with a default its default and keeps the section', () => {
    const result = parseScenario(withParts({ obsolescence: { doublingMonths: 0, rentPricesFall: true } }), 'lenient');
    // the default doubling: 30 months (Epoch AI's GPU trend; it was 18)
    expect(scenarioOf(result).obsolescence).toEqual({ doublingMonths: 30, rentPricesFall: true, resaleFalls: false });
    expect(result.problems.map((p) => p.path)).toEqual(['obsolescence.doublingMonths']);
    expect(result.problems[0]?.fix).toBeDefined();
  });

  it('puts the defaults back for bad core fields of version 2', () => {
    const result = parseScenario(
      // compared before tax: the value-added tax a bad rate goes back to is none
      withParts({ tax: { cloudVatPct: 150 }, finance: { buyer: 'before-tax' } }, (d) => {
        d.rent = { ...(d.rent as Json), speedRatio: 0, gpusPerInstance: 3.5, reservedTermYears: 7 };
      }),
      'lenient',
    );
    const s = scenarioOf(result);
    expect(s.tax.cloudVatPct).toBe(0);
    expect([s.rent.speedRatio, s.rent.gpusPerInstance, s.rent.reservedTermYears]).toEqual([1, 1, null]);
    expect(result.problems.map((p) => `${p.path}: ${p.fix}`).sort()).toEqual([
      'rent.gpusPerInstance: used the default 1',
      'rent.reservedTermYears: used the default null',
      'rent.speedRatio: used the default 1',
      'tax.cloudVatPct: used the default 0',
    ]);
  });

  it('removes an unknown field inside a tool section and keeps the section', () => {
    const result = parseScenario(withParts({ hybrid: { ...HYBRID, colour: 'red' } }), 'lenient');
    expect(scenarioOf(result).hybrid).toEqual(HYBRID);
    expect(brief(result.problems)).toEqual([
      { path: 'hybrid.colour', code: 'unknown-field', message: 'unknown field', fix: 'removed' },
    ]);
  });
});
