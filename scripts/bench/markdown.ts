// Prints bench-results.json as the README's Markdown table: `npx tsx scripts/bench/markdown.ts`.
import { readFileSync } from 'node:fs';
import { type Report, ratio, show } from './report.ts';
import { describeLoad } from './stats.ts';

const report = JSON.parse(readFileSync('bench-results.json', 'utf8')) as Report;
/** JSON holds a figure that could not be measured as null */
const value = (v: number | null, unit: Parameters<typeof show>[1], figure: string) =>
  show(v ?? Number.NaN, unit, figure);

console.log(
  `Measured ${report.date.slice(0, 16).replace('T', ' ')} UTC with \`${report.command}\`; ` +
    `${describeLoad(report.machine.start)} at the start, ${report.machine.end.average[0].toFixed(2)} (1 min) at the end.\n`,
);
console.log('| figure | calculator | control | ratio | budget | |');
console.log('| --- | ---: | ---: | ---: | --- | --- |');
for (const row of report.rows) {
  const r = ratio(row);
  const cells = [
    row.figure,
    value(row.ours, row.unit, row.figure),
    row.control === null ? '—' : value(row.control, row.unit, row.figure),
    r === null ? '—' : `${r.toFixed(2)}×`,
    row.budget || '—',
    row.ok === null ? '' : row.ok ? 'ok' : 'MISS',
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
