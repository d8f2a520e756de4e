import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupPlain } from '../support/startup.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const scenarioText = JSON.stringify(startupPlain);

function calc(args: string[], input?: string, cwd = ROOT): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, input: input ?? '', encoding: 'utf8' });
}

function tempFile(name: string, content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gpu-tco-'));
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const RESULT_FIELDS = [
  'servers',
  'purchases',
  'busyGpuHours',
  'own',
  'rent',
  'monthly',
  'cheaper',
  'savings',
  'savingsPct',
  'breakEvenHoursPerDay',
  'paybackMonth',
];

describe('gpu-tco FILE', () => {
  it('prints the result as JSON with the fields the format names, and exits 0', () => {
    const run = calc([tempFile('s.json', scenarioText)]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout);
    for (const field of RESULT_FIELDS) expect(result).toHaveProperty(field);
    expect(Object.keys(result.own)).toEqual(
      expect.arrayContaining([
        'capex',
        'cashTotal',
        'amortizedTotal',
        'bookValueAtEnd',
        'energyKWh',
        'breakdown',
        'costPerBusyGpuHour',
        'presentValue',
      ]),
    );
    expect(Object.keys(result.rent)).toEqual(
      expect.arrayContaining(['total', 'billedGpuHours', 'breakdown', 'costPerBusyGpuHour', 'presentValue']),
    );
    expect(result.monthly).toHaveLength(startupPlain.horizonMonths);
    expect(result.monthly[0]).toEqual({
      month: 1,
      ownCash: expect.any(Number),
      ownAmortized: expect.any(Number),
      rent: expect.any(Number),
    });
    // 0.8 per card-hour × 4 cards × 8 hours × 250 days = 6,400 a year, 19,200 over 36 months
    expect(result.rent.total).toBeCloseTo(19_200, 6);
    expect(result.cheaper).toBe('rent');
  });

  it('reads the scenario from standard input when the file is -', () => {
    const run = calc(['-'], scenarioText);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).rent.total).toBeCloseTo(19_200, 6);
  });

  it('refuses an invalid scenario with one path: message line per problem and nothing on standard output', () => {
    const bad = JSON.parse(scenarioText);
    bad.own.power.pue = 5;
    bad.own.colour = 'red';
    bad.rent.plan = 'monthly';
    const run = calc([tempFile('bad.json', JSON.stringify(bad))]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n').sort()).toEqual([
      'own.colour: unknown field',
      'own.power.pue: must be a number from 1 to 3 (got 5)',
      'rent.monthlyPricePerGpu: required when plan is "monthly": the price of one card for a month, a number from 0 to 1e12',
    ]);
  });

  it('refuses a file that is not JSON without a stack trace', () => {
    const run = calc([tempFile('broken.json', '{ "version": 1, "name": ')]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^scenario: is not valid JSON \(.+\)\n$/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a file that cannot be read, naming it', () => {
    const missing = calc(['no-such-scenario.json']);
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe('no-such-scenario.json: cannot be read (no such file)\n');
    const folder = calc([tmpdir()]);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(`${tmpdir()}: cannot be read (it is a folder)\n`);
  });

  it('refuses wrong types, missing fields and unknown fields alike', () => {
    const bad = JSON.parse(scenarioText);
    bad.workload.gpus = 'eight';
    delete bad.own.serverPrice;
    const run = calc(['-'], JSON.stringify(bad));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('workload.gpus: must be a whole number from 1 to 100000 (cards) (got "eight")\n');
    expect(run.stderr).toContain('own.serverPrice: required; must be a number from 0 to 1e12 (per server)\n');
  });
});

describe('gpu-tco options', () => {
  it('explains usage and the whole format with --help', () => {
    const run = calc(['--help']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: gpu-tco FILE/);
    expect(run.stdout).toContain('own.power.pue');
    expect(run.stdout).toContain('rent.plan');
    expect(run.stdout).toContain('docs/README.md');
  });

  it('refuses an unknown option with the usage on standard error', () => {
    const run = calc(['--frobnicate']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^gpu-tco: cannot use "--frobnicate"\nUsage:/);
  });

  it('refuses to run without a scenario file', () => {
    const run = calc([]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^gpu-tco: no scenario file given\nUsage:/);
  });
});

describe('the package bin', () => {
  it('runs on plain Node from a folder without node_modules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpu-tco-bin-'));
    const copy = join(dir, 'gpu-tco.mjs');
    copyFileSync(BIN, copy);
    writeFileSync(join(dir, 's.json'), scenarioText);
    const run = spawnSync(process.execPath, [copy, 's.json'], { cwd: dir, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).cheaper).toBe('rent');
    expect(readFileSync(copy, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('is what npm run --silent calc runs', () => {
    const run = spawnSync('npm', ['run', '--silent', 'calc', '--', '-'], {
      cwd: ROOT,
      input: scenarioText,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).rent.total).toBeCloseTo(19_200, 6);
  });
});
