// The freshness report of `npm run catalog` (scripts/catalog/freshness.ts), against the built catalog
// and a fixed day, offline.
import { describe, expect, it } from 'vitest';
import { bandOf, freshnessRows } from '../../scripts/catalog/freshness.ts';
import json from '../../src/data/catalog.json';
import { catalogSchema } from '../../src/data/catalogSchema.ts';

describe('the catalog freshness report', () => {
  it('bands a figure fresh up to 30 days old, aging up to 90, stale beyond', () => {
    expect(bandOf('2026-11-01', '2026-12-01')).toBe('fresh');
    expect(bandOf('2026-11-01', '2026-12-02')).toBe('aging');
    expect(bandOf('2026-09-02', '2026-12-01')).toBe('aging');
    expect(bandOf('2026-09-01', '2026-12-01')).toBe('stale');
  });

  it('lists every price of the built catalog, stalest first, the China 4090’s AutoDL month fresh on 2026-10-15', () => {
    const rows = freshnessRows(catalogSchema.parse(json), '2026-10-15');
    expect(rows.map((r) => r.asOf)).toEqual([...rows.map((r) => r.asOf)].sort());
    expect(rows.find((r) => r.entry === 'rtx-4090-cn' && r.figure === 'monthly')).toMatchObject({
      band: 'fresh',
      seller: 'AutoDL',
    });
    expect(rows.find((r) => r.entry === 'h100-sxm-cn' && r.figure === 'server')?.band).toBe('stale');
  });
});
