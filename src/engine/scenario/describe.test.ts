// The listing of the format that `gpu-tco --help` prints: every field, the entries of maps under a
// sample key, and the fields of a provider under providers.list.ID.
import { describe, expect, it } from 'vitest';
import { describeFormat } from './describe.ts';
import { fieldPathsIn } from './walk.ts';

const lines = describeFormat();

/** The text after the path on the path's own line. */
function lineOf(path: string): string {
  const found = lines.find((line) => line.trim().split(/\s{2,}/)[0] === path);
  if (!found) throw new Error(`no line for ${path}`);
  return found.trim().slice(path.length).trim();
}

describe('describeFormat', () => {
  it('lists a field with its range, unit and default', () => {
    expect(lineOf('own.power.pue')).toBe('a number from 1 to 3');
    expect(lineOf('scaling.maxGpus')).toBe('a whole number from 1 to 4096 (cards); optional, default 64');
  });

  it('lists the measured speedups under a sample key, with what the key may be', () => {
    expect(lineOf('scaling.speedups.CARDS')).toBe(
      'a number from 0.001 to 100000 (× one card); CARDS: a card count from 1 to 9999; optional, default {}',
    );
  });

  it('lists the providers section, its weights and targets with their defaults', () => {
    expect(lineOf('providers')).toBe('a group; optional: leave it out to turn it off');
    expect(lineOf('providers.weights.billing')).toBe('a number from 0 to 10; optional, default 1');
    expect(lineOf('providers.targets.bandwidthGbps')).toBe('a number from 0.001 to 10000 (Gbps); optional, default 10');
    expect(lineOf('providers.targets.cudaVersion')).toBe('a version such as "12.4" or empty; optional, default ""');
  });

  it('lists the list of providers under providers.list.ID, with what an id may be', () => {
    expect(lineOf('providers.list.ID')).toBe(
      'a group for each ID, its fields follow; ID: an id of 1 to 24 characters, each a-z, 0-9 or "-"; optional, default {}',
    );
  });

  it('lists every field of a provider as providers.list.ID.field, with its range and default', () => {
    const fields = fieldPathsIn(['providers', 'list', 'ID'], 'providers.list.ID');
    expect(fields).toContain('providers.list.ID.gpuEvidence.migEnabled');
    for (const field of fields) expect(() => lineOf(field)).not.toThrow();
    expect(lineOf('providers.list.ID.name')).toBe('text of at most 60 characters');
    expect(lineOf('providers.list.ID.pricePerGpuHour')).toBe('a number from 0 to 1e6 (per card-hour)');
    expect(lineOf('providers.list.ID.billingIncrementMinutes')).toBe(
      'a number from 0.001 to 525600 (minutes); optional, default 60',
    );
    expect(lineOf('providers.list.ID.reservedDiscountPct')).toBe('a number from 0 to 100 (%); optional, default null');
    expect(lineOf('providers.list.ID.latencyMs')).toBe('a number from 0 to 10000 (ms); optional, default null');
    expect(lineOf('providers.list.ID.gpuEvidence')).toBe('a group; optional, default null');
    expect(lineOf('providers.list.ID.gpuEvidence.count')).toBe('a whole number from 0 to 4096 (cards)');
    expect(lineOf('providers.list.ID.gpuEvidence.migEnabled')).toBe('true or false; optional, default false');
    expect(lineOf('providers.list.ID.supportMinutes')).toBe('a number from 0 to 1e6 (minutes); optional, default null');
  });

  it('keeps every path in one column', () => {
    const columns = new Set(
      lines.map((line) => line.search(/\S\s{2,}\S/) >= 0 && line.match(/^\s+\S+\s+/)?.[0].length),
    );
    expect(columns.size).toBe(1);
  });
});
