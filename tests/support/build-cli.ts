// Vitest global setup: the command-line tests run the built bin, so build it first, unless it is
// already newer than everything it is built from (a second run of the suite, or of one file).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const BIN = 'dist-cli/gpu-tco.mjs';
/** what the bin is built from: the sources, the data and examples they import, the build's settings */
const INPUTS = ['src', 'data', 'examples', 'public', 'vite.cli.config.ts', 'package.json', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export default async function setup(): Promise<void> {
  if (existsSync(BIN) && statSync(BIN).mtimeMs > Math.max(...INPUTS.map(newest))) return;
  await build({ configFile: 'vite.cli.config.ts', logLevel: 'error' });
}
