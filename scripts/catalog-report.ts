// npm run catalog [-- --on YYYY-MM-DD]: every price of src/data/catalog.json by freshness band on a day
// (today unless --on), so a maintainer sees which rows want refreshing. Reports; never fails the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Catalog } from '../src/data/catalogSchema.ts';
import { ROOT } from './catalog/csv.ts';
import { type Band, freshnessRows } from './catalog/freshness.ts';

const at = process.argv.indexOf('--on');
const on = at > 0 ? (process.argv[at + 1] ?? '') : new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) {
  console.error(`--on wants a date YYYY-MM-DD, not "${on}"`);
  process.exit(2);
}
const catalog = JSON.parse(readFileSync(resolve(ROOT, 'src/data/catalog.json'), 'utf8')) as Catalog;
const rows = freshnessRows(catalog, on);
console.log(`catalog snapshot ${catalog.snapshot.id} (methodology ${catalog.snapshot.methodology}), on ${on}:`);
for (const band of ['stale', 'aging', 'fresh'] as Band[]) {
  const mine = rows.filter((r) => r.band === band);
  console.log(`\n${band} (${mine.length})`);
  for (const r of mine) console.log(`  ${r.asOf}  ${r.entry.padEnd(14)} ${r.figure.padEnd(8)} ${r.seller}`);
}
