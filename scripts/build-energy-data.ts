// npx tsx scripts/build-energy-data.ts: writes src/data/energy.json from data/grid_factors.csv (grid
// carbon factors) and data/gpus.csv (board power). The app never reads data/ at run time: this script
// is how the file is regenerated, and its output is committed.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './catalog/csv.ts';
import { buildEnergyData, ENERGY_JSON, energyText } from './energy/build.ts';

const data = buildEnergyData();
writeFileSync(resolve(ROOT, ENERGY_JSON), energyText(data));
console.log(`wrote ${ENERGY_JSON}: ${data.grids.length} grid factors, ${data.cards.length} cards' board power`);
