/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { paintFirst } from './scripts/paintFirst.ts';
import { serveWidget } from './vite.widget.config.ts';

/**
 * What both pages run before the verdict, in one chunk: React, zustand, the engine's core (the
 * arithmetic and the format's constants and defaults, not its schema or lazily loaded parts) and the state and formatting every
 * view reads. Left to itself the bundler splits these by which lazy parts share each module; each
 * split chunk compresses on its own and names its imports and exports, which cost 1.5 KB gzip.
 */
const FIRST_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|zustand)\//;
const FIRST_MODULES = new RegExp(
  `/src/(${[
    'format/format.ts',
    'format/plainNumber.ts',
    'i18n/index.ts',
    'i18n/langs.ts',
    'state/store.ts',
    'data/rates.ts',
    'app/hooks.ts',
    'app/useCalculator.ts',
    'app/compact.ts',
    'app/LazyPart.tsx',
    'app/results/Verdict.tsx',
    'app/inputs/NumberField.tsx',
    'app/inputs/numberText.ts',
    'app/inputs/problemText.ts',
    // what both pages share beyond that (the fields, the key figures, the charts' place, the document's
    // language and theme): left apart, they make a chunk of their own that both load before the verdict
    'app/inputs/fields.ts',
    'app/results/KeyFigures.tsx',
    'app/charts/LazyCharts.tsx',
    'app/useDocumentSettings.ts',
    'app/boot.tsx',
  ].join('|')})$`.replaceAll('.', '\\.'),
);

/**
 * Engine modules only parts loaded after the verdict use: the group below would otherwise pull them
 * in whatever imports them. The schema (with zod) checks the page's drafts after the first paint
 * (draft.ts) and reads links; the screening, migrations, repairs and job check run only for links,
 * imports, examples and saved scenarios; the English sentences only for the command line's
 * verdict and the hybrid tool; the tipping points only for the explanation and the command line.
 */
const LATER_ENGINE = [
  'charts.ts',
  'analysis.ts',
  'analyse.ts',
  'conversion.ts',
  'verdict.ts',
  'english.ts',
  'tipping.ts',
  'draft.ts',
  'scenario/check.ts',
  'scenario/format.ts',
  'scenario/format.gen.ts',
  'scenario/jobFormat.gen.ts',
  'scenario/allowed.ts',
  'scenario/walk.ts',
  'scenario/zodWalk.ts',
  'scenario/formatTable.ts',
  'scenario/rules.ts',
  'scenario/schema.ts',
  'scenario/uncertaintySchema.ts',
  'scenario/uncertaintyDefaults.ts',
  'scenario/currency.ts',
  'scenario/jobCheck.ts',
  'scenario/jobSpec.ts',
  'scenario/jobRules.ts',
  'scenario/parse.ts',
  'scenario/parseLazy.ts',
  'scenario/read.ts',
  'scenario/screen.ts',
  'scenario/repair.ts',
];

function isFirstBundle(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (FIRST_PACKAGES.test(path) || FIRST_MODULES.test(path)) return true;
  const engine = path.match(/\/src\/engine\/(.+)$/)?.[1];
  if (!engine || LATER_ENGINE.includes(engine)) return false;
  return !engine.includes('/') || engine.startsWith('scenario/');
}

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

export default defineConfig(({ isSsrBuild }) => ({
  // relative asset paths: the built files work from any folder of a static host
  base: './',
  // serveWidget: `npm run dev` serves the blog-embed loader at /widget.js, as the build writes it;
  // paintFirst: the built pages paint their prerendered HTML before their code runs
  plugins: [react(), serveWidget(), paintFirst()],
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
          groups: [
            { name: 'first', test: (id: string) => isFirstBundle(id) },
            // reading a link, with the parser's screening, migrations and repairs: one chunk, which the embed
            // loads before its verdict and the calculator when the address carries a link (the page's own
            // drafts need only the schema and its rules: checkDraft; the job check loads only for a link
            // that holds a job)
            {
              name: 'link',
              test: (id: string) =>
                /\/src\/(state\/link\/(apply|codec|compress|base|manifest|embedInputs)|engine\/scenario\/(parseLazy|read|screen))\.ts$/.test(
                  id.replaceAll('\\', '/'),
                ),
            },
            // the full parser with the job section's check (format version 4): imports, saved scenarios, a
            // currency change and a link that holds a job load it, never the first bundle (the bundler says
            // parseLazy.ts's dynamic import of jobCheck.ts moves nothing: it loads this chunk, as intended)
            {
              name: 'parse',
              test: (id: string) =>
                /\/src\/engine\/scenario\/(parse|jobCheck|repair)\.ts$/.test(id.replaceAll('\\', '/')),
            },
            // the tools' engine in chunks of their own: what the analysis panel runs, and not the command
            // line's whole analysis (engine/analyse.ts) or the explanation's record (explain.ts), which would
            // bring provider screening with them; the plans' pricing, which screening uses too, apart
            {
              name: 'plans',
              test: (id: string) =>
                /\/src\/engine\/tools\/(advisor|demand|assumptions)\.ts$/.test(id.replaceAll('\\', '/')),
            },
            {
              name: 'analysis',
              test: (id: string) => /\/src\/engine\/tools\/(?!explain)/.test(id.replaceAll('\\', '/')),
            },
          ],
        },
      },
    },
  },
  worker: { rolldownOptions: { treeshake } },
  preview: { port: 4173 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // worker threads start faster than forked processes; no test changes the process's directory
    pool: 'threads',
    globals: false,
    // room for a machine whose cores are busy with other work; a test that passes ends at once
    testTimeout: 60_000,
    globalSetup: ['tests/support/build-cli.ts'],
    setupFiles: [
      'tests/support/setup-fast-check.ts',
      'tests/support/setup-i18n.ts',
      'tests/support/setup-store.ts',
      'tests/support/setup-testing-library.ts',
    ],
  },
}));
