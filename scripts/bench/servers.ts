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

/** what is missing of the built calculator, in words, or null: the bench measures what `npm run build` left */
export function missingBuild(): string | null {
  const missing = ['dist/index.html', 'dist/embed.html'].filter((file) => !existsSync(file));
  return missing.length === 0
    ? null
    : `${missing.join(' and ')} missing: the page bench measures the built calculator; run \`npm run build\` first`;
}

export async function serveCalculator(): Promise<Served> {
  const missing = missingBuild();
  if (missing) throw new Error(missing);
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
