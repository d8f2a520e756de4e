// Readers who ask for reduced motion see nothing move (README, "Motion"): every Recharts series the
// page or the widget draws is drawn at once. Recharts' default (isAnimationActive 'auto') animates a
// series in unless the reader asks for reduced motion; the charts here are drawn at once for everyone
// (a chart redrawn on each keystroke should not replay its entrance), which covers those readers too
// without resting on that default. The browser test (tests/browser/widget-theme.spec.ts) sees the
// drawing; this holds every chart to it, the ones added later too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SERIES = /<(Line|Bar|Area|Scatter|Pie|Radar|RadialBar|Funnel|Treemap)\b/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The JSX opening tag that starts at `start`: up to its `>` outside any `{…}`. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

describe('reduced motion', () => {
  it('every Recharts series in src/app says isAnimationActive={false}', () => {
    const animated: string[] = [];
    let seen = 0;
    for (const file of sources(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes("from 'recharts'")) continue;
      for (const match of text.matchAll(SERIES)) {
        seen += 1;
        const tag = openingTag(text, match.index);
        if (!tag.includes('isAnimationActive={false}')) {
          const line = text.slice(0, match.index).split('\n').length;
          animated.push(`${relative(ROOT, file)}:${line} ${match[1]}`);
        }
      }
    }
    // the cost lines, the breakdown, the plans, the tools' and the providers' charts: more than a dozen
    expect(seen).toBeGreaterThan(12);
    expect(animated).toEqual([]);
  });
});
