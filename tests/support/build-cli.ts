// Vitest global setup: the command-line tests run the built bin, so build it fresh first.
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ configFile: 'vite.cli.config.ts', logLevel: 'error' });
}
