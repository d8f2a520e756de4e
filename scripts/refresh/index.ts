// npx tsx scripts/refresh/index.ts [--offline] [--source id] [--out dir]
// Online: fetch each source and write data/refreshed/<id>.csv. Offline: read the recorded responses
// instead (a check of the adapters; written only with --out).
import { resolve } from 'node:path';
import { REFRESHED_DIR, refresh } from './run.ts';
import { SOURCES } from './sources/index.ts';

function value(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

const args = process.argv.slice(2);
const offline = args.includes('--offline');
const only = value(args, '--source');
const out = value(args, '--out');
const sources = only ? SOURCES.filter((s) => s.id === only) : SOURCES;
if (sources.length === 0) {
  console.error(`No source "${only}". Sources: ${SOURCES.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const reports = await refresh({
  sources,
  offline,
  outDir: out ? resolve(out) : offline ? null : REFRESHED_DIR,
});
if (reports.some((r) => !r.ok)) process.exitCode = 1;
