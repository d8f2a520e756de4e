// The calculator's built pages (dist/) and the control, each served by `vite preview` on loopback.
import { existsSync } from 'node:fs';
import { type PreviewServer, preview } from 'vite';
import { CONTROL_OUT } from './control.ts';

const HOST = '127.0.0.1';
export const CALCULATOR_PORT = Number(process.env.BENCH_PORT ?? 4491);
export const CONTROL_PORT = CALCULATOR_PORT + 1;

export interface Served {
  readonly origin: string;
  close(): Promise<void>;
}

async function serve(server: PreviewServer, port: number): Promise<Served> {
  return { origin: `http://${HOST}:${port}`, close: () => server.close() };
}

/** the calculator as `npm run build` left it: the bench measures what is built, and builds nothing of it */
export async function serveCalculator(): Promise<Served> {
  const missing = ['dist/index.html', 'dist/embed.html'].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`${missing.join(' and ')} missing: run \`npm run build\` before \`npm run bench:page\``);
  }
  const server = await preview({
    preview: { host: HOST, port: CALCULATOR_PORT, strictPort: true },
    logLevel: 'error',
  });
  return serve(server, CALCULATOR_PORT);
}

export async function serveControl(): Promise<Served> {
  const server = await preview({
    configFile: false,
    build: { outDir: CONTROL_OUT },
    preview: { host: HOST, port: CONTROL_PORT, strictPort: true },
    logLevel: 'error',
  });
  return serve(server, CONTROL_PORT);
}
