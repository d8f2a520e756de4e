// Builds the blog-embed loader (src/embed/loader/loader.ts) into dist/widget.js: one IIFE, no imports, no
// globals. Runs after the app's build, beside its embed.html, so it must not empty dist.
// `npm run dev` serves the same bundle at /widget.js (serveWidget below), so an Embed snippet made
// on the dev server works in a test page too.
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';

const config: UserConfig = defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2018',
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/embed/loader/loader.ts',
      formats: ['iife'],
      // required by the iife format; unused, because no export survives (below)
      name: 'gpuTcoWidget',
      fileName: () => 'widget.js',
    },
    rolldownOptions: {
      // The loader exports helpers for its tests. Kept, they would become `var gpuTcoWidget = …`, a
      // global on the blogger's page; dropped, the bundle is a bare `(function(){…})()`.
      preserveEntrySignatures: false,
      // Chinese text escaped as \uXXXX: a blog served as GBK, with widget.js sent without a charset,
      // would otherwise decode it as mojibake.
      output: { charset: 'ascii' },
    },
  },
  logLevel: 'warn',
});

export default config;

/** The loader as widget.js is built, bundled afresh in memory (it is small: a few milliseconds). */
async function bundleWidget(): Promise<string> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the widget build gave no script');
  return chunk.code;
}

/** Dev server: /widget.js is the loader, built from its current source on each request. */
export function serveWidget(): Plugin {
  return {
    name: 'gpu-tco:serve-widget',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== '/widget.js') {
          next();
          return;
        }
        bundleWidget().then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-store');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
