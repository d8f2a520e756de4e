// The text of a rental price path's points ("6: 120, 12: 90") and the record the scenario holds, read
// strictly: an entry that is not month: % of today's price, a month outside 1–600, a share outside
// 1–1000 % or a month given twice is refused with what was wrong, never guessed.

export type PointsProblem =
  | { readonly kind: 'form'; readonly entry: string }
  | { readonly kind: 'month'; readonly month: string }
  | { readonly kind: 'pct'; readonly pct: string }
  | { readonly kind: 'repeat'; readonly month: string };

export type PointsReading =
  | { readonly ok: true; readonly points: Record<string, number> }
  | { readonly ok: false; readonly problem: PointsProblem };

// full-width colon, comma and semicolon as a Chinese input method types them
const ENTRY = /^(\d+)\s*[:：]\s*(\d+(?:\.\d+)?)\s*%?$/;
const SEPARATOR = /[,，;；、]/;

export function readPoints(text: string): PointsReading {
  const points: Record<string, number> = {};
  if (text.trim() === '') return { ok: true, points };
  for (const raw of text.split(SEPARATOR)) {
    const entry = raw.trim();
    // a separator typed before the next point, or doubled, holds no point
    if (entry === '') continue;
    const match = ENTRY.exec(entry);
    if (!match) return { ok: false, problem: { kind: 'form', entry } };
    const [, monthText = '', pctText = ''] = match;
    const month = Number(monthText);
    const pct = Number(pctText);
    if (month < 1 || month > 600) return { ok: false, problem: { kind: 'month', month: monthText } };
    if (pct < 1 || pct > 1000) return { ok: false, problem: { kind: 'pct', pct: pctText } };
    const key = String(month);
    if (key in points) return { ok: false, problem: { kind: 'repeat', month: key } };
    points[key] = pct;
  }
  return { ok: true, points };
}

/** The points as the reader would type them, in month order. */
export function textOfPoints(points: Readonly<Record<string, number>>): string {
  return Object.entries(points)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([month, pct]) => `${month}: ${pct}`)
    .join(', ');
}

/** Whether two records hold the same points. */
export function samePoints(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
