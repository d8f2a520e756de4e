// Builds the control page (control/) with the project's own React and Vite, every run, into a cache
// folder that is never committed: the control is always the same build tools as the calculator.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const CONTROL_ROOT = fileURLToPath(new URL('./control/', import.meta.url));
// one folder a port: two checkouts sharing node_modules may bench at once
export const CONTROL_OUT = fileURLToPath(
  new URL(`../../node_modules/.cache/bench-control-${process.env.BENCH_PORT ?? 4491}/`, import.meta.url),
);

export async function buildControl(): Promise<void> {
  await rm(CONTROL_OUT, { recursive: true, force: true });
  await build({
    configFile: false,
    root: CONTROL_ROOT,
    base: './',
    plugins: [react()],
    logLevel: 'error',
    build: { outDir: CONTROL_OUT, emptyOutDir: true, target: 'es2022' },
  });
}
