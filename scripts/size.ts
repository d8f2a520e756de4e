// Size budgets of the built pages, per bundle, gzip. Run after `npm run build` (npm test does).
// "Before the verdict" is what a page (index.html, embed.html) loads and what that imports
// statically: everything the browser must fetch and run before the verdict can show. Lazy chunks
// (charts, catalog, the method section, saved scenarios, examples) load after it and have budgets of
// their own (the charts panel a tight one: what the first screen loads of it must stay without Recharts), as does the blog loader. A lazy part counts the messages it loads, in the larger language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

const DIST = 'dist';
const KB = 1024;
/** bundle name → budget in KB gzip */
const BUDGETS: Record<string, number> = {
  'before the verdict (JavaScript)': 100,
  'before the verdict (CSS)': 10,
  charts: 150,
  // the charts panel as the first screen shows it: tabs, summary, table and the light chart, no Recharts
  'charts panel (first screen)': 12,
  'any other lazy chunk': 30,
  'blog loader (widget.js)': 2,
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzip = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

function staticClosure(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
if (entries.length === 0) throw new Error('no entry in dist/.vite/manifest.json: run vite build first');
const rows: [string, number, number][] = [];
/** everything some page loads before its verdict */
const first = new Set<string>();
// the page's messages load per language before the first render: count the larger language
const languageKeys = Object.keys(manifest).filter((k) => /src\/i18n\/[^/]+\/index\.ts$/.test(k));
const languageBytes = Math.max(0, ...languageKeys.map((k) => gzip(manifest[k]?.file ?? '')));
for (const entryKey of entries) {
  const closure = staticClosure(entryKey, new Set());
  for (const k of closure) first.add(k);
  const js = [...closure].reduce((sum, k) => sum + gzip(manifest[k]?.file ?? ''), languageBytes);
  const css = [...closure].flatMap((k) => manifest[k]?.css ?? []).reduce((sum, f) => sum + gzip(f), 0);
  rows.push([`${entryKey}: before the verdict (JavaScript)`, js, BUDGETS['before the verdict (JavaScript)'] ?? 0]);
  rows.push([`${entryKey}: before the verdict (CSS)`, css, BUDGETS['before the verdict (CSS)'] ?? 0]);
}
/** one language's dictionary of a message area: src/i18n/zh/tools.ts */
const AREA_DICTIONARY = /^src\/i18n\/([^/]+)\/(?!index\.ts$)([^/]+)$/;
const lazyKeys = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
for (const key of lazyKeys) {
  const chunk = manifest[key];
  if (!chunk) continue;
  // a lazy chunk costs what it brings beyond what is loaded when it is asked for: the first bundle,
  // and for a part loaded by another lazy part (a tool group inside the tools), that part's own
  // closure too — in every place that loads it, so the least that is there already
  const parents = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
  let loadedBy: Set<string> | null = null;
  for (const parent of parents.filter((k) => !first.has(k))) {
    const closure = staticClosure(parent, new Set());
    if (loadedBy === null) loadedBy = closure;
    else for (const k of loadedBy) if (!closure.has(k)) loadedBy.delete(k);
  }
  const fromEntries = parents.some((k) => first.has(k));
  const already = (k: string) => first.has(k) || (!fromEntries && loadedBy !== null && loadedBy.has(k));
  const own = [...staticClosure(key, new Set())].filter((k) => !already(k));
  // a part's messages load in the reader's language with it (src/i18n/areas.ts): count the larger
  // language of each area the part's own code loads, and not the dictionaries as chunks of their own
  const areaBytes = new Map<string, number>();
  for (const k of own) {
    for (const dictionary of (manifest[k]?.dynamicImports ?? []).filter((d) => AREA_DICTIONARY.test(d))) {
      const name = dictionary.replace(AREA_DICTIONARY, '$2');
      areaBytes.set(name, Math.max(areaBytes.get(name) ?? 0, gzip(manifest[dictionary]?.file ?? '')));
    }
  }
  const size =
    own.reduce((sum, k) => sum + gzip(manifest[k]?.file ?? ''), 0) + [...areaBytes.values()].reduce((a, b) => a + b, 0);
  if (languageKeys.includes(key) || AREA_DICTIONARY.test(key)) continue;
  // the parts that draw charts (the charts panel, the analysis tools, provider screening) carry Recharts
  const chartParts = ['charts/drawn', 'ToolsPanel', 'WorkTools', 'RiskTools', 'ProvidersPanel'];
  const name = key.includes('ChartsPanel')
    ? 'charts panel (first screen)'
    : chartParts.some((part) => key.includes(part))
      ? 'charts'
      : 'any other lazy chunk';
  rows.push([`${name}: ${key}`, size, BUDGETS[name] ?? 0]);
}

// workers are not in the manifest's imports: each is one self-contained file
for (const file of readdirSync(join(DIST, 'assets')).filter((f) => /\.worker-[\w-]+\.js$/.test(f))) {
  rows.push([`worker: ${file}`, gzip(join('assets', file)), BUDGETS['any other lazy chunk'] ?? 0]);
}

rows.push(['blog loader (widget.js)', gzip('widget.js'), BUDGETS['blog loader (widget.js)'] ?? 0]);

let over = 0;
console.log('bundle sizes, gzip level 9:');
for (const [name, bytes, budgetKb] of rows) {
  const fits = bytes <= budgetKb * KB;
  if (!fits) over += 1;
  console.log(`  ${fits ? 'ok  ' : 'OVER'} ${(bytes / KB).toFixed(2).padStart(6)} KB of ${budgetKb} KB  ${name}`);
}
if (over > 0) {
  console.error(`${over} bundle(s) over budget`);
  process.exitCode = 1;
}
