// The scenario reference: one row per field of the format, generated from the schema, written to
// docs/scenario-reference.md by `npm run docs` and printed by `gpu-tco --help`. The committed page and
// the help must both be what the generator gives today, and the version each row names must agree with
// the frozen link bases, which hold every field of format versions 1 and 2 and never change.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedAt, FIELD_PATHS } from '../../src/engine/reading.ts';
import {
  FIELD_NOTES,
  formatTableSources,
  referenceMarkdown,
  referenceText,
  scenarioReference,
} from '../../src/engine/scenario/reference.ts';
import { LINK_V1_BASE, LINK_V2_BASE } from '../../src/state/link/base.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const rows = scenarioReference();
const row = (path: string) => {
  const found = rows.find((r) => r.path === path);
  if (!found) throw new Error(`no row for ${path}`);
  return found;
};

/** Every path of a JSON object, groups included ("own", "own.power", "own.power.pue"). */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...pathsOf(child, path)];
  });
}

/** A job spec with every field the job spec has (not a valid job: training and serving at once). */
const EVERY_JOB_FIELD = {
  kind: 'training',
  title: '',
  model: {
    id: '',
    totalParamsB: 1,
    activeParamsB: 1,
    layers: 1,
    hiddenSize: 1,
    vocabSize: 1,
    kvHeads: 1,
    headDim: 1,
    kvBytesPerToken: 1,
  },
  gpu: { id: '', peakTflops: 1, memoryGB: 1, cardsPerInstance: 1, memoryBandwidthTBps: 1 },
  precisionBytes: 2,
  usableMemoryPct: 90,
  training: {
    tokens: 1,
    method: 'full',
    mfuPct: 42,
    adapterSharePct: 1,
    deadlineHours: 1,
    overheadPct: 5,
    spotOverheadPct: 15,
    spot: false,
    runsPerYear: 1,
    regime: 'pretraining',
    sequenceTokens: 1,
    microBatchSequences: 1,
    optimizer: 'replicated',
    maxCards: 1,
  },
  serving: {
    tokensPerDay: 1,
    inputSharePct: 1,
    cachedSharePct: 0,
    peakFactor: 1,
    outputTokensPerSecondPerCard: 1,
    contextTokens: 1,
    concurrentSequences: 1,
    tokensPerSecondPerUser: 1,
    cardsPerReplica: 1,
    kvPrecisionBytes: 2,
    inputTokenCost: 1,
    prefillEfficiencyPct: 40,
  },
  api: {
    name: '',
    inputPerM: 1,
    cachedInputPerM: 1,
    outputPerM: 1,
    cacheWritePerM: 1,
    cacheWriteSharePct: 0,
    currency: 'CNY',
    priceChangePctPerYear: 0,
  },
  energy: { gpuWatts: 1, pue: 1, grid: '', kgCo2ePerKWh: 1 },
  cardHourCost: { amount: 1, currency: 'CNY' },
  sources: 1,
};

/** Fields version 3 adds to sections the base links leave out (the tools'). */
const SINCE_3 = /^uncertainty\.(rangesAre|priceCorrelation|daysPerYear|salvagePct|planDiscountPct)(\.|$)/;
/** the top-level sections version 4 adds: the job, and the figures as typed before a conversion */
// top-level sections version 5 adds
const SINCE_5 = new Set(['convertedFrom']);
/** Sections version 6 adds, and the range of the discount rate it adds to the uncertainty tool. */
const SINCE_6 = new Set(['finance']);
const SINCE_6_PATHS = /^uncertainty\.discountRatePct(\.|$)/;

describe('the scenario reference', () => {
  it('has one row for each field of the format, and none the format lacks', () => {
    const paths = rows.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // the fields of the schema, the entries of its maps written under a sample key
    const plain = paths.filter(
      (p) =>
        !/\.(CARDS|ID|FIELD|MONTH)(\.|$)/.test(p) &&
        !['version', 'sources', 'job'].includes(p) &&
        !p.startsWith('job.'),
    );
    // the job section is checked by the job code, outside the schema the page checks its drafts with
    expect(new Set(plain)).toEqual(FIELD_PATHS);
    // the job section's fields are the job spec's, under "job." (format version 4)
    const jobRows = paths.filter((p) => p.startsWith('job.') && !p.includes('.FIELD'));
    expect(new Set(jobRows)).toEqual(new Set(pathsOf(EVERY_JOB_FIELD, 'job')));
    expect(paths).toEqual(
      expect.arrayContaining([
        'version',
        'sources',
        'sources.FIELD.source',
        'sources.FIELD.asOf',
        'scaling.speedups.CARDS',
        'providers.list.ID',
        'providers.list.ID.gpuEvidence.migEnabled',
        'job',
        'job.model.totalParamsB',
        'job.training.runsPerYear',
        'job.serving.tokensPerDay',
        'job.api.inputPerM',
        'job.cardHourCost.amount',
        'job.sources.FIELD.source',
      ]),
    );
    for (const r of rows) expect(r.meaning, r.path).toMatch(/\w{3}/);
    expect(Object.keys(FIELD_NOTES).sort()).toEqual([...paths].sort());
  });

  it('takes a unit from the notes only where the schema gives the field none', () => {
    for (const [path, note] of Object.entries(FIELD_NOTES)) {
      if (!note.unit) continue;
      const allowed = allowedAt(path.split('.'));
      expect(allowed?.kind === 'number' && allowed.unit, path).toBe('');
    }
  });

  it('names the format version that added each field, as the frozen link bases hold them', () => {
    const v1 = new Set(pathsOf(LINK_V1_BASE));
    const v2 = new Set(pathsOf(LINK_V2_BASE));
    // fields version 3 adds inside the groups of versions 1 and 2
    const v3 = new Set(['own.depreciation.salvageIs']);
    // and the one field version 5 adds
    const v5 = new Set(['own.ops.staffPerServerPerYear']);
    // what version 7 adds: the purchase's lead time, failures, cluster, colocation by power and resale,
    // and renting's staff and a reservation's resale share
    const v7 = new Set([
      'own.leadTimeMonths',
      'own.availabilityPct',
      'own.failureCover',
      'own.depreciation.saleHaircutPct',
      'own.ops.colocationPerKWMonth',
      'own.ops.cabinetPerMonth',
      'own.ops.cabinetKW',
      'own.ops.supportPerServerPerYear',
      'own.cluster',
      'own.cluster.networkPerServer',
      'own.cluster.rackPerServer',
      'own.cluster.storage',
      'own.cluster.lifeYears',
      'rent.reservationResalePct',
      'rent.staffPerYear',
      ...['leadTimeMonths', 'availabilityPct'].flatMap((field) =>
        ['', '.low', '.likely', '.high'].map((end) => `uncertainty.${field}${end}`),
      ),
    ]);
    // what version 8 adds: the market, the catalog pin, the evaluation day, the rental price path and
    // a range for its yearly change, and the job's API price change
    const isV8 = (path: string) =>
      ['market', 'catalog', 'evaluatedOn', 'rent.pricePath', 'uncertainty.priceChangePctPerYear'].some(
        (start) => path === start || path.startsWith(`${start}.`),
      ) || ['job.api.priceChangePctPerYear', 'job.api.cacheWritePerM', 'job.api.cacheWriteSharePct'].includes(path);
    const isV9 = (path: string) =>
      ['workload.growth', 'workload.busyMonths', 'workload.startMonth'].some(
        (start) => path === start || path.startsWith(`${start}.`),
      );
    for (const r of rows) {
      const top = r.path.split('.')[0] ?? '';
      const later = isV9(r.path)
        ? 9
        : isV8(r.path)
          ? 8
          : v7.has(r.path)
            ? 7
            : SINCE_6.has(top) || SINCE_6_PATHS.test(r.path)
              ? 6
              : v5.has(r.path) || SINCE_5.has(top)
                ? 5
                : top === 'job'
                  ? 4
                  : top === 'providers' || SINCE_3.test(r.path) || v3.has(r.path)
                    ? 3
                    : 2;
      const expected = v1.has(top) && (v1.has(r.path) || top === 'sources') ? 1 : later;
      expect(r.since, r.path).toBe(expected);
    }
    // every field the version 2 base adds is marked version 2
    for (const path of v2) if (!v1.has(path) && path !== 'version') expect(row(path).since, path).toBe(2);
    expect(row('rent.speedRatio').since).toBe(2);
    expect(row('own.power.pue').since).toBe(1);
    expect(row('providers.targets.rtoHours').since).toBe(3);
    expect(row('job.training.runsPerYear').since).toBe(4);
    expect(row('finance.financing.ratePct').since).toBe(6);
    expect(row('own.leadTimeMonths').since).toBe(7);
  });

  it('gives each field its unit, range and default from the schema', () => {
    expect(row('own.power.pue')).toMatchObject({ type: 'number', unit: 'ratio', range: '1 to 3', since: 1 });
    expect(row('own.power.pue').defaultValue).toBe('required; 1.58 in the default scenario');
    expect(row('rent.pricePerGpuHour')).toMatchObject({ unit: 'money per card-hour', range: '0 to 1e6' });
    expect(row('horizonMonths')).toMatchObject({ type: 'whole number', unit: 'months', range: '1 to 120' });
    expect(row('rent.plan').range).toBe('"on-demand", "reserved", "monthly", "weekly", "spot"');
    expect(row('rent.reservedTermYears')).toMatchObject({ type: 'whole number or null', defaultValue: 'null' });
    expect(row('scaling.maxGpus')).toMatchObject({ range: '1 to 4,096', defaultValue: '64', since: 2 });
    expect(row('scaling')).toMatchObject({ type: 'group', defaultValue: 'left out: the tool is off' });
    expect(row('uncertainty.seed').range).toBe('0 to 4,294,967,295');
    expect(row('providers.list.ID.latencyMs')).toMatchObject({ unit: 'ms', defaultValue: 'null', since: 3 });
    expect(row('hybrid.peakGpus').defaultValue).toBe('required');
  });

  it('lists the job section’s fields from the job spec, and the card-hour cost as not allowed', () => {
    expect(row('job')).toMatchObject({ type: 'group', defaultValue: 'left out: no job', since: 4 });
    expect(row('job.training.runsPerYear')).toMatchObject({
      type: 'number',
      unit: 'runs a year',
      range: '0.01 to 8,760',
      defaultValue: '1',
    });
    expect(row('job.training.mfuPct')).toMatchObject({ unit: '%', range: '1 to 100' });
    // no one figure: each regime's own, each named with its source
    expect(row('job.training.mfuPct').defaultValue).toMatch(/pretraining .*Llama 3\.1.*moe 20\.5 %/);
    expect(row('job.api.inputPerM')).toMatchObject({ unit: 'money per million tokens', range: '0 to 1e6' });
    expect(row('job.gpu.peakTflops')).toMatchObject({ unit: 'TFLOPS', defaultValue: 'required' });
    expect(row('job.training').defaultValue).toBe('required in a training job');
    for (const path of ['job.cardHourCost', 'job.cardHourCost.amount', 'job.cardHourCost.currency'])
      expect(row(path).defaultValue, path).toBe('not allowed in a scenario');
    expect(row('job.sources')).toMatchObject({
      type: 'map',
      range: 'FIELD: the path of a field of the job ("api.inputPerM")',
    });
  });

  it('is what docs/scenario-reference.md holds (run npm run docs after changing the format)', () => {
    const committed = readFileSync(join(ROOT, 'docs/scenario-reference.md'), 'utf8');
    expect(committed, 'docs/scenario-reference.md is out of date: run npm run docs').toBe(referenceMarkdown());
  });
});

describe('gpu-tco --help', () => {
  const help = spawnSync(process.execPath, [join(ROOT, 'dist-cli/gpu-tco.mjs'), '--help'], { encoding: 'utf8' });
  const doc = referenceMarkdown();

  it('prints the rows of the reference, as the docs do: path, range, default, version and meaning', () => {
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(referenceText().join('\n'));
    for (const r of rows) {
      const line = help.stdout.split('\n').find((l) => l.trim().startsWith(`${r.path} `) || l.trim() === r.path);
      expect(line, r.path).toBeDefined();
      expect(line, r.path).toContain(`v${r.since}`);
      if (r.range) expect(line, r.path).toContain(r.range);
      expect(doc, r.path).toContain(`| \`${r.path}\` |`);
      if (r.range) expect(doc, r.path).toContain(r.range);
    }
    expect(help.stdout).toContain('power usage effectiveness');
    expect(help.stdout).toContain('docs/scenario-reference.md');
  });
});

describe('the plain table of the format', () => {
  it('is the table npm run docs writes from the schemas today, for the scenario and its job', () => {
    for (const [name, text] of Object.entries(formatTableSources())) {
      expect(readFileSync(join(ROOT, 'src/engine', name), 'utf8')).toBe(text);
    }
  });
});
