// Size budgets of the built pages, per bundle, gzip. Run after `npm run build` (npm test does).
// "Before the verdict" is what a page (index.html, embed.html) loads and what that imports
// statically: everything the browser must fetch and run before the verdict can show. Lazy chunks
// (charts, catalog, the method section, saved scenarios, examples) load after it and have budgets of
// their own (the charts panel a tight one: what the first screen loads of it must stay without Recharts), as does the blog loader. Each language's messages are three dictionaries: what the page shows before
// its verdict, counted with it, the rest, loaded after it, a chunk of its own, and the method's, loaded
// when it is first shown; each in the larger language.
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
  // 101 since format version 9: the embed's link reader must read a workload that changes over time
  // before its verdict, and the calculator shows the log importer's folded disclosure on its first
  // screen; what prices such a workload, loans, time-of-use tariffs and moving prices moved out (the
  // engine's later parts, src/engine/later.ts), which left 0.7 KB that only the format and the gate are
  'before the verdict (JavaScript)': 101,
  'before the verdict (CSS)': 10,
  charts: 150,
  // the charts panel as the first screen shows it: tabs, summary, table and the light chart, no Recharts
  'charts panel (first screen)': 12,
  'any other lazy chunk': 30,
  'messages after the verdict': 40,
  // "How this is computed": loaded when the method is first shown
  "the method's messages": 30,
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
/** the larger language's dictionary of one stage (src/i18n/zh/index.ts, src/i18n/zh/later.ts), and its keys */
function dictionary(name: 'index' | 'embed' | 'later' | 'method'): { keys: string[]; bytes: number } {
  const keys = Object.keys(manifest).filter((k) => new RegExp(`src/i18n/[^/]+/${name}\\.ts$`).test(k));
  return { keys, bytes: Math.max(0, ...keys.map((k) => gzip(manifest[k]?.file ?? ''))) };
}
/**
 * What a page shows before its verdict loads, in the reader's language, before the first render: the
 * larger language's messages for that page (the embed's src/i18n/zh/embed.ts, the calculator's
 * src/i18n/zh/index.ts with what it imports), beyond the page's own chunks.
 */
function pageMessages(entryKey: string, closure: ReadonlySet<string>): { keys: string[]; bytes: number } {
  const { keys } = dictionary(entryKey === 'embed.html' ? 'embed' : 'index');
  const bytesOf = (key: string) =>
    [...staticClosure(key, new Set())]
      .filter((k) => !closure.has(k))
      .reduce((sum, k) => sum + gzip(manifest[k]?.file ?? ''), 0);
  return { keys, bytes: Math.max(0, ...keys.map(bytesOf)) };
}
const languageKeys = [...dictionary('index').keys, ...dictionary('embed').keys];
const laterMessages = dictionary('later');
const methodMessages = dictionary('method');
for (const entryKey of entries) {
  const closure = staticClosure(entryKey, new Set());
  for (const k of closure) first.add(k);
  const js = [...closure].reduce(
    (sum, k) => sum + gzip(manifest[k]?.file ?? ''),
    pageMessages(entryKey, closure).bytes,
  );
  const css = [...closure].flatMap((k) => manifest[k]?.css ?? []).reduce((sum, f) => sum + gzip(f), 0);
  rows.push([`${entryKey}: before the verdict (JavaScript)`, js, BUDGETS['before the verdict (JavaScript)'] ?? 0]);
  rows.push([`${entryKey}: before the verdict (CSS)`, css, BUDGETS['before the verdict (CSS)'] ?? 0]);
}
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
  const size = own.reduce((sum, k) => sum + gzip(manifest[k]?.file ?? ''), 0);
  if (languageKeys.includes(key) || laterMessages.keys.includes(key) || methodMessages.keys.includes(key)) continue;
  // the parts that draw charts (the charts panel, the analysis tools, provider screening) carry Recharts
  const chartParts = ['charts/drawn', 'ToolsPanel', 'WorkTools', 'RiskTools', 'ProvidersPanel'];
  const name = key.includes('ChartsPanel')
    ? 'charts panel (first screen)'
    : chartParts.some((part) => key.includes(part))
      ? 'charts'
      : 'any other lazy chunk';
  rows.push([`${name}: ${key}`, size, BUDGETS[name] ?? 0]);
}

rows.push(['messages after the verdict', laterMessages.bytes, BUDGETS['messages after the verdict'] ?? 0]);
rows.push(["the method's messages", methodMessages.bytes, BUDGETS["the method's messages"] ?? 0]);

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
