// `npm run dev` serves the blog-embed loader at /widget.js, so the snippet the Embed dialog writes
// there works in a test page: the dev server itself, started as `vite` starts it.

import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe('the dev server', () => {
  it('serves widget.js as the built loader: a classic script, not the page or a module', async () => {
    const response = await fetch(`${origin}/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await response.text();
    expect(code).toContain('data-gpu-tco');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toContain('<!doctype html>');
    // the frame it makes comes from the same server
    const embed = await fetch(`${origin}/embed.html`);
    expect(embed.status).toBe(200);
    expect(await embed.text()).toContain('/src/embed/page/main.tsx');
  }, 30_000);
});
