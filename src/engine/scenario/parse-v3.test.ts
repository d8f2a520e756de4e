// The parser and format version 3: version 1 and 2 files read unchanged, the providers section fills its
// defaults, strict mode names a provider's field by its full path (providers.list.ID.field), and lenient
// mode takes out only the provider a bad field or a bad id belongs to.
import { describe, expect, it } from 'vitest';
import startupFile from '../../../examples/startup-4xv100.json';
import labFile from '../../../examples/v2-lab-tools.json';
import type { Json } from '../paths.ts';
import { SCENARIO_VERSION } from './constants.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { type ParseResult, type Problem, parseScenario } from './parse.ts';
import type { Scenario } from './schema.ts';

/** The default scenario as plain JSON of version 3 with a providers section. */
const withProviders = (providers: unknown): Json => ({
  ...(JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json),
  version: 3,
  providers,
});

function scenarioOf(result: ParseResult): Scenario {
  if (!result.ok) throw new Error(`expected a scenario, got ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

const brief = (problems: readonly Problem[]) =>
  problems.map(({ path, code, message, fix }) => ({ path, code, message, ...(fix ? { fix } : {}) }));

const ALPHA = { name: 'Alpha Cloud', pricePerGpuHour: 20 };
const BETA = { name: 'Beta GPU', pricePerGpuHour: 16 };

describe('files of earlier versions', () => {
  it('is at version 9 (parse-v4.test.ts), which reads version 3 and 4 files as they are', () => {
    expect(SCENARIO_VERSION).toBe(9);
  });

  it.each([
    ['version 2', labFile],
    ['version 1', startupFile],
  ])('reads a %s file unchanged as version 3 (now 6), without a providers section', (_, file) => {
    const old = scenarioOf(parseScenario(file, 'strict'));
    const same = scenarioOf(parseScenario({ ...file, version: 3 }, 'strict'));
    expect(parseScenario(file, 'strict').problems).toEqual([]);
    expect(old.version).toBe(SCENARIO_VERSION);
    expect(old).toEqual(same);
    expect('providers' in old).toBe(false);
  });

  it('reads a file without a version as the current version in lenient mode', () => {
    const { version: _, ...data } = withProviders({ list: { alpha: ALPHA } });
    const result = parseScenario(data, 'lenient');
    expect(brief(result.problems)).toEqual([
      {
        path: 'version',
        code: 'missing',
        message: `required; must be a whole number from 1 to ${SCENARIO_VERSION}`,
        fix: `read as version ${SCENARIO_VERSION}`,
      },
    ]);
    expect(Object.keys(scenarioOf(result).providers?.list ?? {})).toEqual(['alpha']);
  });

  it('keeps a providers section in a file that says version 2: the migration does not look at it', () => {
    const s = scenarioOf(parseScenario({ ...withProviders({ list: { alpha: ALPHA } }), version: 2 }, 'strict'));
    expect(s.providers?.list.alpha?.name).toBe('Alpha Cloud');
  });
});

describe('the providers section', () => {
  it('fills every default of an empty section', () => {
    expect(scenarioOf(parseScenario(withProviders({}), 'strict')).providers).toEqual({
      weights: { hardware: 1, network: 1, recovery: 1, billing: 1, support: 1 },
      targets: {
        bandwidthGbps: 10,
        latencyPenaltyPctPerMs: 6,
        rtoHours: 4,
        rpoHours: 1,
        supportMinutes: 15,
        driverVersion: '',
        cudaVersion: '',
        // no target price: each provider's price is held against what owning costs a busy card-hour
        costPerBusyGpuHour: null,
      },
      chosen: '',
      list: {},
    });
  });

  it('fills every default of a provider given only its name and price', () => {
    const s = scenarioOf(parseScenario(withProviders({ list: { alpha: ALPHA } }), 'strict'));
    expect(s.providers?.list.alpha).toEqual({
      name: 'Alpha Cloud',
      gpuModel: '',
      gpuMemoryGB: null,
      gpusPerInstance: 1,
      pricePerGpuHour: 20,
      billingIncrementMinutes: 60,
      minimumMinutes: 0,
      reservedDiscountPct: null,
      monthlyPricePerGpu: null,
      weeklyPricePerGpu: null,
      spotDiscountPct: null,
      hotStoragePricePerGBMonth: null,
      source: null,
      gpuEvidence: null,
      bandwidthGbps: null,
      retransmits: null,
      latencyMs: null,
      offsiteBackup: false,
      snapshots: false,
      rtoHours: null,
      rpoHours: null,
      supportMinutes: null,
    });
  });

  it('fills the defaults of the GPU evidence', () => {
    const s = scenarioOf(
      parseScenario(
        withProviders({ list: { alpha: { ...ALPHA, gpuEvidence: { name: 'NVIDIA H100', count: 8 } } } }),
        'strict',
      ),
    );
    expect(s.providers?.list.alpha?.gpuEvidence).toEqual({
      name: 'NVIDIA H100',
      count: 8,
      memoryTotalMiB: null,
      migEnabled: false,
      virtualizationMode: '',
      driverVersion: '',
      cudaVersion: '',
    });
  });

  it('keeps the order of the list as written', () => {
    const s = scenarioOf(parseScenario(withProviders({ list: { zeta: BETA, alpha: ALPHA } }), 'strict'));
    expect(Object.keys(s.providers?.list ?? {})).toEqual(['zeta', 'alpha']);
  });
});

describe('strict mode', () => {
  const problemsOf = (providers: unknown) => {
    const result = parseScenario(withProviders(providers), 'strict');
    expect(result.ok).toBe(false);
    return brief(result.problems);
  };

  it('names a bad field of a provider by its full path, providers.list.ID.field', () => {
    expect(problemsOf({ list: { alpha: { ...ALPHA, latencyMs: -1 }, beta: BETA } })).toEqual([
      {
        path: 'providers.list.alpha.latencyMs',
        code: 'invalid',
        message: 'must be a number from 0 to 10000 (ms) (got -1)',
      },
    ]);
  });

  it('names a missing field, an unknown field and a field of the evidence the same way', () => {
    expect(
      problemsOf({
        list: {
          alpha: { pricePerGpuHour: 20 },
          beta: { ...BETA, colour: 'red', gpuEvidence: { name: 'NVIDIA H100', count: 1.5 } },
        },
      }),
    ).toEqual([
      {
        path: 'providers.list.alpha.name',
        code: 'missing',
        message: 'required; must be text of at most 60 characters',
      },
      {
        path: 'providers.list.beta.gpuEvidence.count',
        code: 'invalid',
        message: 'must be a whole number from 0 to 4096 (cards) (got 1.5)',
      },
      { path: 'providers.list.beta.colour', code: 'unknown-field', message: 'unknown field' },
    ]);
  });

  it('refuses an id that is not 1 to 24 lowercase letters, digits and hyphens, saying what an id may be', () => {
    expect(problemsOf({ list: { 'Alpha Cloud': ALPHA } })).toEqual([
      {
        path: 'providers.list.Alpha Cloud',
        code: 'invalid',
        message: 'is not a valid key: must be an id of 1 to 24 characters, each a-z, 0-9 or "-" (got "Alpha Cloud")',
      },
    ]);
    expect(problemsOf({ list: { ['a'.repeat(25)]: ALPHA } })[0]?.path).toBe(`providers.list.${'a'.repeat(25)}`);
  });

  it('names bad weights and targets', () => {
    expect(problemsOf({ weights: { billing: 11 }, targets: { cudaVersion: '12.x' } })).toEqual([
      { path: 'providers.weights.billing', code: 'invalid', message: 'must be a number from 0 to 10 (got 11)' },
      {
        path: 'providers.targets.cudaVersion',
        code: 'invalid',
        message: 'must be a version such as "12.4" or empty (got "12.x")',
      },
    ]);
  });

  it("refuses a source note keyed by a provider's field: a provider cites its figures in its own source", () => {
    const data = { ...withProviders({ list: { alpha: ALPHA } }), sources: {} as Json };
    (data.sources as Json)['providers.list.alpha.pricePerGpuHour'] = { source: 'price page', asOf: '2026-11-01' };
    const result = parseScenario(data, 'strict');
    expect(brief(result.problems).map((p) => [p.path, p.code])).toEqual([
      ['sources.providers.list.alpha.pricePerGpuHour', 'unknown-source-path'],
    ]);
    const cited = withProviders({
      list: { alpha: { ...ALPHA, source: { source: 'price page', asOf: '2026-11-01' } } },
    });
    expect(parseScenario(cited, 'strict').ok).toBe(true);
  });
});

describe('lenient mode', () => {
  const read = (providers: unknown) => {
    const result = parseScenario(withProviders(providers), 'lenient');
    return { problems: brief(result.problems), providers: scenarioOf(result).providers };
  };

  it('removes only the provider a bad field without a default belongs to', () => {
    const { problems, providers } = read({ list: { alpha: { ...ALPHA, pricePerGpuHour: -1 }, beta: BETA } });
    expect(problems).toEqual([
      {
        path: 'providers.list.alpha.pricePerGpuHour',
        code: 'invalid',
        message: 'must be a number from 0 to 1e6 (per card-hour) (got -1)',
        fix: 'removed providers.list.alpha',
      },
    ]);
    expect(Object.keys(providers?.list ?? {})).toEqual(['beta']);
  });

  it('removes a provider without a name, and keeps the section', () => {
    const { problems, providers } = read({ weights: { billing: 2 }, list: { alpha: { pricePerGpuHour: 1 } } });
    expect(problems.map((p) => p.fix)).toEqual(['removed providers.list.alpha']);
    expect(providers?.list).toEqual({});
    expect(providers?.weights.billing).toBe(2);
  });

  it('removes only the provider whose id is bad', () => {
    const { problems, providers } = read({ list: { 'Alpha Cloud': ALPHA, beta: BETA } });
    expect(problems).toEqual([
      {
        path: 'providers.list.Alpha Cloud',
        code: 'invalid',
        message: 'is not a valid key: must be an id of 1 to 24 characters, each a-z, 0-9 or "-" (got "Alpha Cloud")',
        fix: 'removed providers.list.Alpha Cloud',
      },
    ]);
    expect(Object.keys(providers?.list ?? {})).toEqual(['beta']);
  });

  it('removes only the provider that is not an object', () => {
    const { problems, providers } = read({ list: { alpha: 'cheap', beta: BETA } });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([['providers.list.alpha', 'removed providers.list.alpha']]);
    expect(Object.keys(providers?.list ?? {})).toEqual(['beta']);
  });

  it("gives a bad field with a default of its own the format's default, and keeps the provider", () => {
    const { problems, providers } = read({ list: { alpha: { ...ALPHA, gpusPerInstance: 100, snapshots: 'yes' } } });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([
      ['providers.list.alpha.gpusPerInstance', 'used the default 1'],
      ['providers.list.alpha.snapshots', 'used the default false'],
    ]);
    expect(providers?.list.alpha).toMatchObject({ name: 'Alpha Cloud', gpusPerInstance: 1, snapshots: false });
  });

  it('removes the GPU evidence alone when one of its fields without a default is bad', () => {
    const { problems, providers } = read({
      list: { alpha: { ...ALPHA, gpuEvidence: { name: 'NVIDIA H100', count: -1 } } },
    });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([
      ['providers.list.alpha.gpuEvidence.count', 'removed providers.list.alpha.gpuEvidence'],
    ]);
    expect(providers?.list.alpha).toMatchObject({ name: 'Alpha Cloud', gpuEvidence: null });
  });

  it('removes an unknown field of a provider', () => {
    const { problems, providers } = read({ list: { alpha: { ...ALPHA, colour: 'red' } } });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([['providers.list.alpha.colour', 'removed']]);
    expect(providers?.list.alpha?.name).toBe('Alpha Cloud');
  });

  it('gives bad weights and targets their defaults', () => {
    const { problems, providers } = read({ weights: { billing: 11 }, targets: { rtoHours: -4 }, chosen: 7 });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([
      ['providers.weights.billing', 'used the default 1'],
      ['providers.targets.rtoHours', 'used the default 4'],
      ['providers.chosen', 'used the default ""'],
    ]);
    expect([providers?.weights.billing, providers?.targets.rtoHours, providers?.chosen]).toEqual([1, 4, '']);
  });

  it('reads a target price per busy card-hour, and repairs a negative one to none (prices held against owning)', () => {
    expect(read({ targets: { costPerBusyGpuHour: 2.5 } }).providers?.targets.costPerBusyGpuHour).toBe(2.5);
    const { problems, providers } = read({ targets: { costPerBusyGpuHour: -1 } });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([
      ['providers.targets.costPerBusyGpuHour', 'used the default null'],
    ]);
    expect(providers?.targets.costPerBusyGpuHour).toBeNull();
  });

  it('gives a section, its weights or its list that is not an object the default values, or removes it', () => {
    expect(read({ weights: 'x', list: [] }).problems).toEqual([
      {
        path: 'providers.weights',
        code: 'invalid',
        message: 'must be an object (got "x")',
        fix: 'used the default values',
      },
      {
        path: 'providers.list',
        code: 'invalid',
        message: 'must be an object (got a list)',
        fix: 'used the default values',
      },
    ]);
    const result = parseScenario(withProviders(5), 'lenient');
    expect(brief(result.problems).map((p) => [p.path, p.fix])).toEqual([['providers', 'removed']]);
    expect('providers' in scenarioOf(result)).toBe(false);
  });

  it("removes a provider's source note whole when a part of it is bad", () => {
    const note = { source: 'price page', asOf: '2026-13-01' };
    const { problems, providers } = read({ list: { alpha: { ...ALPHA, source: note } } });
    expect(problems.map((p) => [p.path, p.fix])).toEqual([
      ['providers.list.alpha.source.asOf', 'removed providers.list.alpha.source'],
    ]);
    expect(providers?.list.alpha).toMatchObject({ name: 'Alpha Cloud', source: null });
  });

  it('still removes the whole measured speedups of the scaling tool for one bad entry or key', () => {
    const data = { ...withProviders({}), scaling: { jobGpuHours: 10, speedups: { '2': 1.8, '0': 1 } } };
    const result = parseScenario(data, 'lenient');
    expect(brief(result.problems).map((p) => [p.path, p.fix])).toEqual([
      ['scaling.speedups.0', 'removed scaling.speedups'],
    ]);
    expect(scenarioOf(result).scaling?.speedups).toEqual({});
  });
});
