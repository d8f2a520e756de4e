import { describe, expect, it } from 'vitest';
import type { Json } from '../paths.ts';
import { BUYERS } from './buyers.ts';
import { SCENARIO_VERSION } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { type ParseResult, type Problem, parseScenario, parseScenarioText } from './parse.ts';
import type { Scenario } from './schema.ts';

/** A deep copy of the default scenario as plain JSON, for editing into bad input. */
function plain(): Json {
  return JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json;
}

function edit(change: (data: Json & { workload: Json; own: Json; rent: Json }) => void): Json {
  const data = plain() as Json & { workload: Json; own: Json; rent: Json };
  change(data);
  return data;
}

function problemsOf(result: ParseResult): Record<string, string> {
  return Object.fromEntries(result.problems.map((p: Problem) => [p.path, p.message]));
}

function scenarioOf(result: ParseResult): Scenario {
  if (!result.ok) throw new Error(`expected a scenario, got problems: ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

describe('strict mode (files and the command line)', () => {
  it('accepts a complete scenario unchanged', () => {
    const result = parseScenario(plain(), 'strict');
    expect(result.problems).toEqual([]);
    expect(scenarioOf(result)).toEqual(DEFAULT_SCENARIO);
  });

  it('fills the documented defaults for optional fields left out', () => {
    const data = edit((d) => {
      delete d.name;
      delete d.discountRatePct;
      delete d.sources;
      delete d.workload.sessionsPerDay;
      delete d.own.setupCost;
      delete d.own.refreshAtEndOfLife;
      delete d.own.leadTimeMonths;
      delete d.own.availabilityPct;
      delete d.own.failureCover;
      delete d.tax;
      delete d.market;
      delete d.catalog;
      delete d.evaluatedOn;
      d.rent = {
        plan: 'on-demand',
        pricePerGpuHour: 2.5,
        billingIncrementMinutes: 1,
      };
    });
    const scenario = scenarioOf(parseScenario(data, 'strict'));
    expect(scenario.name).toBe('');
    // a file of version 6 or later takes its buyer's rate: this one is a Chinese company's
    expect(scenario.finance.buyer).toBe('cn-general');
    expect(scenario.discountRatePct).toBe(BUYERS['cn-general'].discountRatePct);
    expect(scenario.sources).toEqual({});
    expect(scenario.workload.sessionsPerDay).toBe(1);
    expect(scenario.own.setupCost).toBe(0);
    expect(scenario.own.refreshAtEndOfLife).toBe(false);
    // version 7's purchase: no lead time unless given, availability derived, no cluster, the market's resale
    expect(scenario.own.leadTimeMonths).toBe(0);
    expect(scenario.own.availabilityPct).toBeNull();
    expect(scenario.own.failureCover).toBe('rent');
    expect(scenario.own.cluster).toEqual({ networkPerServer: 0, rackPerServer: 0, storage: 0, lifeYears: 5 });
    expect(scenario.rent).toEqual({
      plan: 'on-demand',
      pricePerGpuHour: 2.5,
      billingIncrementMinutes: 1,
      minimumMinutes: 0,
      // version 7: a specialised cloud's one-year discount, nothing credited past the horizon, no staff
      reservedDiscountPct: 20,
      reservationResalePct: 0,
      staffPerYear: 0,
      monthlyPricePerGpu: null,
      weeklyPricePerGpu: null,
      spotDiscountPct: 60,
      spotOverheadPct: 10,
      storage: {
        hotGB: 0,
        hotPricePerGBMonth: 0,
        coldGB: 0,
        coldPricePerGBMonth: 0,
        egressGBPerMonth: 0,
        egressPricePerGB: 0,
      },
      speedRatio: 1,
      gpusPerInstance: 1,
      reservedTermYears: null,
      // version 8: prices stand still unless a path is given
      pricePath: { changePctPerYear: 0, points: {}, index: null },
    });
    // version 8: the currency's market, no catalog pin, freshness counted from today
    expect([scenario.market, scenario.catalog, scenario.evaluatedOn]).toEqual([null, null, null]);
    // and its value-added tax: 13 % on hardware, 6 % on cloud, both recovered by a general taxpayer
    expect(scenario.tax).toEqual({
      hardwareVatPct: 13,
      hardwareVatRecoverable: true,
      cloudVatPct: 6,
      cloudVatRecoverable: true,
    });
    expect(scenario.own.power.timeOfUse).toBeNull();
    expect(scenario.workload.toleratesInterruption).toBe(false);
    // the tools are off unless their section is there
    expect(Object.keys(scenario).filter((k) => ['advisor', 'hybrid', 'scaling', 'uncertainty'].includes(k))).toEqual(
      [],
    );
  });

  it('names an out-of-range value by its full path and says what is allowed', () => {
    const result = parseScenario(
      edit((d) => {
        (d.own.power as Json).pue = 5;
      }),
      'strict',
    );
    expect(result.ok).toBe(false);
    expect(result.scenario).toBeNull();
    expect(problemsOf(result)).toEqual({ 'own.power.pue': 'must be a number from 1 to 3 (got 5)' });
  });

  it('refuses a wrong type with the field, what is allowed and what it got', () => {
    const result = parseScenario(
      edit((d) => {
        d.workload.gpus = 'four';
      }),
      'strict',
    );
    expect(problemsOf(result)).toEqual({
      'workload.gpus': 'must be a whole number from 1 to 100000 (cards) (got "four")',
    });
  });

  it('refuses a fractional number of GPUs', () => {
    const result = parseScenario(
      edit((d) => {
        d.workload.gpus = 2.5;
      }),
      'strict',
    );
    expect(problemsOf(result)['workload.gpus']).toMatch(/^must be a whole number from 1 to 100000/);
  });

  it('refuses a billing increment of zero, and one finer than a millisecond', () => {
    const result = parseScenario(
      edit((d) => {
        d.rent.billingIncrementMinutes = 0;
      }),
      'strict',
    );
    expect(problemsOf(result)).toEqual({
      'rent.billingIncrementMinutes': 'must be a number from 0.001 to 525600 (minutes) (got 0)',
    });
    const tiny = parseScenario(
      edit((d) => {
        d.rent.billingIncrementMinutes = 1e-9;
      }),
      'strict',
    );
    expect(Object.keys(problemsOf(tiny))).toEqual(['rent.billingIncrementMinutes']);
  });

  it('refuses a value so close to 0 that it means nothing, naming that rule and not the range it is inside', () => {
    const result = parseScenario(
      edit((d) => {
        d.workload.hoursPerDay = 5e-324;
      }),
      'strict',
    );
    expect(problemsOf(result)).toEqual({
      'workload.hoursPerDay': 'must be 0 or a number from 0.000001 to 24 (hours) (got 5e-324)',
    });
  });

  it('refuses numbers that are not finite when handed JavaScript values', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = parseScenario(
        edit((d) => {
          d.rent.pricePerGpuHour = bad;
        }),
        'strict',
      );
      expect(Object.keys(problemsOf(result))).toEqual(['rent.pricePerGpuHour']);
    }
  });

  it('reports a missing required field as required, with what it must be', () => {
    const result = parseScenario(
      edit((d) => {
        delete (d.own.power as Json).pricePerKWh;
      }),
      'strict',
    );
    expect(result.problems).toEqual([
      expect.objectContaining({
        path: 'own.power.pricePerKWh',
        code: 'missing',
        message: 'required; must be a number from 0 to 100 (per kWh)',
      }),
    ]);
  });

  it('requires the monthly price when the plan is monthly, naming the field it depends on', () => {
    const result = parseScenario(
      edit((d) => {
        d.rent.plan = 'monthly';
      }),
      'strict',
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        path: 'rent.monthlyPricePerGpu',
        code: 'required-by',
        message: expect.stringMatching(/^required when plan is "monthly"/),
      }),
    ]);
  });

  it('requires the weekly price when the plan is weekly, and accepts it once given', () => {
    const without = parseScenario(
      edit((d) => {
        d.rent.plan = 'weekly';
      }),
      'strict',
    );
    expect(Object.keys(problemsOf(without))).toEqual(['rent.weeklyPricePerGpu']);
    const withPrice = parseScenario(
      edit((d) => {
        d.rent.plan = 'weekly';
        d.rent.weeklyPricePerGpu = 150;
      }),
      'strict',
    );
    expect(scenarioOf(withPrice).rent.weeklyPricePerGpu).toBe(150);
  });

  it('names an unknown field by its path', () => {
    const result = parseScenario(
      edit((d) => {
        d.own.colour = 'red';
        d.extra = 1;
      }),
      'strict',
    );
    expect(problemsOf(result)).toEqual({ 'own.colour': 'unknown field', extra: 'unknown field' });
  });

  it('reports every problem at once, not only the first', () => {
    const result = parseScenario(
      edit((d) => {
        d.horizonMonths = 0;
        d.currency = 'yuan';
        (d.own.depreciation as Json).method = 'linear';
        d.rent.plan = 'monthly';
      }),
      'strict',
    );
    expect(Object.keys(problemsOf(result)).sort()).toEqual([
      'currency',
      'horizonMonths',
      'own.depreciation.method',
      'rent.monthlyPricePerGpu',
    ]);
    expect(problemsOf(result)['own.depreciation.method']).toBe(
      'must be one of "straight-line", "declining-balance", "sum-of-years" (got "linear")',
    );
  });

  it('refuses text that is not JSON, saying so', () => {
    const result = parseScenarioText('{ "version": 1, ', 'strict');
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.path).toBe('scenario');
    expect(result.problems[0]?.message).toMatch(/^is not valid JSON/);
  });

  it('refuses JSON that is not an object', () => {
    for (const text of ['[]', '42', 'null', '"a scenario"']) {
      const result = parseScenarioText(text, 'strict');
      expect(result.problems[0]?.code).toBe('not-object');
      expect(result.problems[0]?.message).toMatch(/^must be a JSON object/);
    }
  });

  it('refuses a scenario from a newer version of the format, saying which versions it reads', () => {
    const result = parseScenario({ ...plain(), version: SCENARIO_VERSION + 1 }, 'strict');
    expect(problemsOf(result)).toEqual({
      version: `${SCENARIO_VERSION + 1} is newer than this calculator understands (it reads versions up to ${SCENARIO_VERSION})`,
    });
  });

  it('refuses a scenario without a version', () => {
    const data = plain();
    delete data.version;
    expect(problemsOf(parseScenario(data, 'strict'))).toEqual({
      version: `required; must be a whole number from 1 to ${SCENARIO_VERSION}`,
    });
  });

  it('accepts sources for existing fields and refuses sources for fields that do not exist', () => {
    const good = parseScenario(
      { ...plain(), sources: { 'rent.pricePerGpuHour': { source: 'provider price page', asOf: '2026-09-20' } } },
      'strict',
    );
    expect(scenarioOf(good).sources['rent.pricePerGpuHour']?.asOf).toBe('2026-09-20');
    const bad = parseScenario(
      { ...plain(), sources: { 'rent.colour': { source: 'somewhere', asOf: '2026-09-20' } } },
      'strict',
    );
    expect(bad.problems.map((p) => [p.path, p.code])).toEqual([['sources.rent.colour', 'unknown-source-path']]);
  });

  it('refuses a source date that does not exist and a source note that is too long', () => {
    const result = parseScenario(
      {
        ...plain(),
        sources: {
          'rent.pricePerGpuHour': { source: 'x'.repeat(301), asOf: '2026-02-30' },
        },
      },
      'strict',
    );
    expect(problemsOf(result)).toEqual({
      'sources.rent.pricePerGpuHour.source': expect.stringMatching(/^must be text of at most 300 characters/),
      'sources.rent.pricePerGpuHour.asOf': 'must be a date the calendar has, written YYYY-MM-DD (got "2026-02-30")',
    });
  });

  it('keeps markup in a name as plain text rather than interpreting it', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(scenarioOf(parseScenario({ ...plain(), name }, 'strict')).name).toBe(name);
  });

  it('cuts a long received value short in the message', () => {
    const result = parseScenario({ ...plain(), currency: 'C'.repeat(500) }, 'strict');
    const message = problemsOf(result).currency ?? '';
    expect(message.length).toBeLessThan(140);
    expect(message).toMatch(/\.\.\.\)$/);
  });
});

describe('lenient mode (links and browser storage)', () => {
  it('keeps every valid field and puts the default where a value is out of range', () => {
    const result = parseScenario(
      edit((d) => {
        (d.own.power as Json).pue = 9;
        d.workload.gpus = 16;
      }),
      'lenient',
    );
    const scenario = scenarioOf(result);
    expect(scenario.workload.gpus).toBe(16);
    expect(scenario.own.power.pue).toBe(DEFAULT_SCENARIO.own.power.pue);
    expect(result.problems).toEqual([expect.objectContaining({ path: 'own.power.pue', fix: 'used the default 1.58' })]);
  });

  it('removes unknown fields and says so', () => {
    const result = parseScenario(
      edit((d) => {
        d.own.colour = 'red';
      }),
      'lenient',
    );
    expect(scenarioOf(result)).toEqual(DEFAULT_SCENARIO);
    expect(result.problems).toEqual([
      expect.objectContaining({ path: 'own.colour', code: 'unknown-field', fix: 'removed' }),
    ]);
  });

  it('falls back to on-demand when a monthly plan has no monthly price', () => {
    const result = parseScenario(
      edit((d) => {
        d.rent.plan = 'monthly';
      }),
      'lenient',
    );
    expect(scenarioOf(result).rent.plan).toBe('on-demand');
    expect(result.problems[0]?.fix).toBe('used plan "on-demand" instead');
  });

  it('fills a whole missing group from the defaults and keeps the rest', () => {
    const data = edit((d) => {
      delete (d as Json).own;
      d.workload.hoursPerDay = 12;
    });
    const result = parseScenario(data, 'lenient');
    expect(scenarioOf(result).own).toEqual(DEFAULT_SCENARIO.own);
    expect(scenarioOf(result).workload.hoursPerDay).toBe(12);
    expect(result.problems.map((p) => p.path)).toEqual(['own']);
  });

  it('repairs nested problems inside a group of the wrong type', () => {
    const result = parseScenario(
      { ...plain(), rent: { plan: 'spot', pricePerGpuHour: 'cheap', storage: 7 } },
      'lenient',
    );
    const scenario = scenarioOf(result);
    expect(scenario.rent.plan).toBe('spot');
    expect(scenario.rent.pricePerGpuHour).toBe(DEFAULT_SCENARIO.rent.pricePerGpuHour);
    expect(scenario.rent.billingIncrementMinutes).toBe(DEFAULT_SCENARIO.rent.billingIncrementMinutes);
    expect(scenario.rent.storage).toEqual(DEFAULT_SCENARIO.rent.storage);
    expect(result.problems.map((p) => p.path).sort()).toEqual([
      'rent.billingIncrementMinutes',
      'rent.pricePerGpuHour',
      'rent.storage',
    ]);
  });

  it('drops a bad source note whole and keeps the good ones', () => {
    const result = parseScenario(
      {
        ...plain(),
        sources: {
          'rent.pricePerGpuHour': { source: 'price page', asOf: 'yesterday' },
          'own.serverPrice': { source: 'vendor quote', asOf: '2026-10-01' },
          nowhere: { source: 'x', asOf: '2026-10-01' },
        },
      },
      'lenient',
    );
    expect(scenarioOf(result).sources).toEqual({ 'own.serverPrice': { source: 'vendor quote', asOf: '2026-10-01' } });
    expect(result.problems.map((p) => [p.path, p.fix])).toEqual([
      ['sources.rent.pricePerGpuHour.asOf', 'removed'],
      ['sources.nowhere', 'removed'],
    ]);
  });

  it('reads a newer version as far as it can and explains', () => {
    const result = parseScenario(
      {
        ...edit((d) => {
          d.workload.gpus = 8;
          d.rent.advisor = { enabled: true };
        }),
        version: SCENARIO_VERSION + 1,
      },
      'lenient',
    );
    expect(scenarioOf(result).workload.gpus).toBe(8);
    expect(result.problems.map((p) => [p.path, p.code])).toEqual([
      ['version', 'newer-version'],
      ['rent.advisor', 'unknown-field'],
    ]);
  });

  it('gives the default scenario, with an explanation, for input that is no scenario at all', () => {
    for (const input of ['not json at all', '[1,2]', '"text"']) {
      const result = parseScenarioText(input, 'lenient');
      expect(scenarioOf(result)).toEqual(DEFAULT_SCENARIO);
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]?.fix).toBe('used the default scenario');
    }
  });

  it('never returns an invalid scenario, whatever it is handed', () => {
    const inputs: unknown[] = [
      {},
      { version: 'one' },
      { version: 1, workload: [], own: null, rent: 'x', horizonMonths: -3 },
      { version: 1, sources: 'x', name: 12, currency: 7, discountRatePct: 99 },
    ];
    for (const input of inputs) {
      const result = parseScenario(input, 'lenient');
      const scenario = scenarioOf(result);
      expect(parseScenario(scenario, 'strict').problems).toEqual([]);
      expect(result.problems.length).toBeGreaterThan(0);
      for (const problem of result.problems) expect(problem.fix).toBeTruthy();
    }
  });
});
