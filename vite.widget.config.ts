// Builds the blog-embed loader (src/widget/loader.ts) into dist/widget.js: one IIFE, no imports, no
// globals. Runs after the app's build, beside its embed.html, so it must not empty dist.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2018',
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/widget/loader.ts',
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
