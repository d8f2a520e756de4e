/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { paintFirst } from './scripts/paintFirst.ts';
import { serveWidget } from './vite.widget.config.ts';

/**
 * Chunks by what each page imports before its verdict: the modules both pages import statically
 * (React, zustand, the engine's core, the state and the views they share) in one chunk, and what one
 * page alone imports statically in one chunk for that page (the embed's link reader, which the
 * calculator loads by import() when its address holds a link). Left to itself the bundler would split
 * these by which lazily loaded parts share each module, and each split chunk compresses on its own
 * and names its imports and exports. Everything else is placed by import(): a part the page loads
 * later gets its own chunk, with what no earlier chunk holds.
 */
function pageChunks(): Plugin & { chunkOf: (id: string) => string | null } {
  const pagesOf = new Map<string, string[]>();
  return {
    name: 'page-chunks',
    chunkOf(id) {
      const pages = pagesOf.get(id);
      if (!pages) return null;
      return pages.length > 1 ? 'first' : `${pages[0]}-first`;
    },
    buildEnd() {
      pagesOf.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const entry of entries) {
        const page = entry.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
        const visit = (id: string) => {
          const pages = pagesOf.get(id) ?? [];
          if (pages.includes(page)) return;
          pagesOf.set(id, [...pages, page]);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(entry);
      }
      // a page and the script its HTML names stay the page's own chunk
      for (const entry of entries) {
        pagesOf.delete(entry);
        for (const script of this.getModuleInfo(entry)?.importedIds ?? []) pagesOf.delete(script);
      }
    },
  };
}

/**
 * Unit tests that need neither the page's messages nor its store: a test here that calls t() fails on
 * the missing message, so a file that starts to need them moves to the page's tests.
 */
const PLAIN_TESTS = [
  'src/engine/**/*.test.ts',
  'src/cli/**/*.test.ts',
  'src/data/**/*.test.ts',
  'src/format/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];

/**
 * The engine is pure (src/engine/README.md): importing one of its modules runs nothing. Saying so lets
 * the bundler drop what a lazy part does not use when it imports an entry file (index.ts,
 * analysis.ts…) instead of the module that holds the function, so each part and the worker get the
 * engine modules they call and no more. Without it a module with a top-level call (a zod schema, a
 * table built from another) is kept wherever an entry re-exports it.
 */
const treeshake = {
  moduleSideEffects: (id: string) => !/\/src\/engine\//.test(id.replaceAll('\\', '/')),
};

export default defineConfig(({ isSsrBuild }) => {
  const chunks = pageChunks();
  return {
    // relative asset paths: the built files work from any folder of a static host
    base: './',
    // serveWidget: `npm run dev` serves the blog-embed loader at /widget.js, as the build writes it;
    // paintFirst: the built pages paint their prerendered HTML before their code runs
    plugins: [react(), serveWidget(), paintFirst(), chunks],
    // the manifest lets scripts/size.ts tell the first bundle from the chunks loaded after the verdict
    build: {
      target: 'es2022',
      // no module preload polyfill: the pages add their preloads themselves after the first paint
      // (scripts/paintFirst.ts), and a browser without modulepreload loads the same modules by import
      modulePreload: { polyfill: false },
      sourcemap: true,
      manifest: true,
      // the calculator and the compact page blogs embed
      rolldownOptions: {
        treeshake,
        input: { main: 'index.html', embed: 'embed.html' },
        output: {
          // seven hash characters (the fewest the bundler allows for this many chunks) rather than eight: the
          // pages name every chunk they may load in their own code, where each character is a byte of the
          // first bundle that compresses to nothing
          // (the prerender's server build keeps its own names: scripts/prerender.mjs imports it by name)
          ...(isSsrBuild
            ? {}
            : {
                entryFileNames: 'assets/[name]-[hash:7].js',
                chunkFileNames: 'assets/[name]-[hash:7].js',
                assetFileNames: 'assets/[name]-[hash:7][extname]',
              }),
          advancedChunks: {
            // both pages' modules first, so that a page's own chunk does not take them as its dependencies
            groups: isSsrBuild
              ? []
              : [
                  { name: 'first', test: (id: string) => chunks.chunkOf(id) === 'first', priority: 2 },
                  { name: (id: string) => chunks.chunkOf(id), priority: 1 },
                ],
          },
        },
      },
    },
    worker: { rolldownOptions: { treeshake } },
    preview: { port: 4173 },
    test: {
      environment: 'node',
      // worker threads start faster than forked processes; no test changes the process's directory
      pool: 'threads',
      // every core: Vitest's default leaves one for itself, which on a 2-core machine runs the files one at a time
      maxWorkers: availableParallelism(),
      globals: false,
      // room for a machine whose cores are busy with other work; a test that passes ends at once
      testTimeout: 60_000,
      globalSetup: ['tests/support/build-cli.ts'],
      projects: [
        {
          extends: true,
          test: {
            // pure modules, the command line and the build scripts: no messages or store to set up, and
            // no module state, so the files of a worker share their imports
            name: 'plain',
            include: PLAIN_TESTS,
            isolate: false,
            setupFiles: ['tests/support/setup-fast-check.ts', 'tests/support/setup-growing.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'page',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...PLAIN_TESTS],
            setupFiles: [
              'tests/support/setup-fast-check.ts',
              'tests/support/setup-growing.ts',
              'tests/support/setup-locale.ts',
              'tests/support/setup-i18n.ts',
              'tests/support/setup-store.ts',
              'tests/support/setup-testing-library.ts',
            ],
          },
        },
      ],
    },
  };
});
