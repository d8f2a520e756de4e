// How scripts/build-energy-data.ts turns data/grid_factors.csv and data/gpus.csv into
// src/data/energy.json: the committed file is what the script writes today, each factor as its
// source prints it, and a relayed figure carries its mark.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnergyData, ENERGY_JSON, energyText } from '../../scripts/energy/build.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('building the energy data', () => {
  it('gives byte for byte the committed src/data/energy.json (rerun `npx tsx scripts/build-energy-data.ts`)', () => {
    expect(energyText(buildEnergyData())).toBe(readFileSync(join(ROOT, ENERGY_JSON), 'utf8'));
  });

  it("holds China's 2023 factors and the EIA's US average as the research notes give them", () => {
    const { grids } = buildEnergyData();
    const kg = Object.fromEntries(grids.map((g) => [g.id, g.kgCo2ePerKWh]));
    expect(kg).toMatchObject({
      'cn-national-2023': 0.5306,
      'cn-national-2022': 0.5366,
      'cn-north-2023': 0.6361,
      'cn-northeast-2023': 0.5122,
      'cn-east-2023': 0.55,
      'cn-central-2023': 0.5271,
      'cn-northwest-2023': 0.5543,
      'cn-south-2023': 0.4042,
      'cn-southwest-2023': 0.2472,
    });
    // 0.81 lb × 0.45359237 kg/lb = 0.36741 kg, to four places
    expect(kg['us-eia-2023']).toBe(0.3674);
  });

  it('marks every relayed Chinese factor SECONDARY and the converted US one DERIVED', () => {
    const { grids } = buildEnergyData();
    for (const g of grids.filter((row) => row.id.startsWith('cn-'))) expect(g.doubt).toContain('SECONDARY');
    expect(grids.find((g) => g.id === 'us-eia-2023')?.doubt).toEqual(['DERIVED']);
    for (const g of grids) expect(g.source.length).toBeGreaterThan(20);
  });

  it("takes each card's board power from data/gpus.csv: the H100 SXM's 700 W, the B200's 1,000 W", () => {
    const { cards } = buildEnergyData();
    expect(cards.find((c) => c.id === 'h100-sxm')?.watts).toBe(700);
    expect(cards.find((c) => c.id === 'b200')?.watts).toBe(1000);
  });
});
