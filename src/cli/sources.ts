// The scenario's sources as the command line lists them: each dated figure with its freshness band,
// counted from the scenario's evaluation day (evaluatedOn), or the day given with --on, or today; and
// the rental price path it assumes.
import { daysBetween, freshnessOf, type Scenario } from '../engine/index.ts';
import { escapeText } from './io.ts';

/** Each source's path, note, date, age in days and band on `on`, in the order the scenario lists them. */
export function sourcesJson(scenario: Scenario, on: string) {
  return Object.entries(scenario.sources).map(([path, { source, asOf }]) => ({
    path,
    source,
    asOf,
    ageDays: daysBetween(asOf, on),
    freshness: freshnessOf(asOf, on),
  }));
}

/** The day freshness is counted from: --on, else the scenario's evaluatedOn, else `today`. */
export function evaluationDay(scenario: Scenario, on: string | null, today: string): string {
  return on ?? scenario.evaluatedOn ?? today;
}

/**
 * The summary's lines: the price path when it moves, and the sources' bands when a day was asked for
 * (--on or the scenario's evaluatedOn), so that a summary stays a few lines; the JSON always has them.
 */
export function sourcesLines(scenario: Scenario, on: string, asked: boolean): string[] {
  const lines = [];
  const path = scenario.rent.pricePath;
  const index = path.index
    ? `, read from ${escapeText(path.index.name)} at ${path.index.level} on ${path.index.asOf}`
    : '';
  const points = Object.entries(path.points);
  if (points.length > 0)
    lines.push(
      `Rental prices: ${points.map(([month, pct]) => `${pct} % at month ${month}`).join(', ')} of today's${index}.`,
    );
  else if (path.changePctPerYear !== 0) lines.push(`Rental prices change ${path.changePctPerYear} % a year${index}.`);
  const sources = sourcesJson(scenario, on);
  if (sources.length === 0 || !asked) return lines;
  // one line, the bands counted and the figures that are not fresh named; each source in the JSON
  const count = (band: string) => sources.filter((s) => s.freshness === band).length;
  const dated = sources.filter((s) => s.freshness !== 'fresh').map((s) => `${s.path} ${s.asOf}`);
  lines.push(
    `Sources on ${on}: ${count('fresh')} fresh (30 days), ${count('aging')} aging (90 days), ${count('stale')} stale${dated.length > 0 ? `: ${dated.join(', ')}` : ''}.`,
  );
  return lines;
}
