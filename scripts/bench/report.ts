// The bench's one table: each figure for the calculator, the control where it applies, their ratio and
// the budget, printed and written to bench-results.json (not committed) for the README.
import { writeFileSync } from 'node:fs';
import type { Load } from './stats.ts';

export interface Row {
  readonly figure: string;
  readonly unit: 'ms' | 'KB' | 'score' | 'count';
  readonly ours: number;
  readonly control: number | null;
  /** the budget in words; empty for a figure reported without one */
  readonly budget: string;
  /** null: no budget */
  readonly ok: boolean | null;
  /** how many samples the figure is taken from, and what was left out */
  readonly note?: string;
}

export interface Report {
  readonly command: string;
  /** when the run began */
  readonly date: string;
  readonly machine: { readonly start: Load; readonly end: Load };
  readonly rows: readonly Row[];
}

/** Event Timing reports nothing under 16 ms: a 0 there means "under 16 ms" */
export const BELOW_EVENT_THRESHOLD = 0;

export function show(value: number | null, unit: Row['unit'], figure: string): string {
  if (value === null) return '—';
  if (Number.isNaN(value)) return 'n/a';
  if (figure.startsWith('Event Timing') && value === BELOW_EVENT_THRESHOLD) return '< 16 ms';
  if (unit === 'ms') return `${value.toFixed(1)} ms`;
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  return String(Math.round(value * 10) / 10);
}

export function ratio(row: Row): number | null {
  if (row.control === null || !(row.control > 0) || !(row.ours > 0)) return null;
  return row.ours / row.control;
}

export function printReport(report: Report): void {
  const lines = report.rows.map((row) => {
    const r = ratio(row);
    return [
      row.figure,
      show(row.ours, row.unit, row.figure),
      show(row.control, row.unit, row.figure),
      r === null ? '—' : `${r.toFixed(2)}×`,
      row.budget || '—',
      row.ok === null ? '' : row.ok ? 'ok' : 'MISS',
      row.note ?? '',
    ];
  });
  const head = ['figure', 'ours', 'control', 'ratio', 'budget', '', 'samples'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 4 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(format(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

export function writeReport(report: Report, file: string): void {
  const rows = report.rows.map((row) => ({ ...row, ratio: ratio(row) }));
  // NaN is not JSON: a figure that could not be measured is written as null; the rest to 0.01
  const json = JSON.stringify(
    { ...report, rows },
    (_key, value) => (typeof value !== 'number' ? value : Number.isNaN(value) ? null : Math.round(value * 100) / 100),
    2,
  );
  writeFileSync(file, `${json}\n`);
}
