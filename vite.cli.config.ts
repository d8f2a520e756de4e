// Builds the command line into one self-contained ES module that Node 20 runs with no other tools.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'gpu-tco.mjs', banner: '#!/usr/bin/env node' },
    },
  },
  ssr: { noExternal: true },
  logLevel: 'warn',
});
