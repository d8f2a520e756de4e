// Writes the prerendered pages into dist/index.html and dist/embed.html, in every language: English in
// #root, each other language in a <template data-lang> that the page's inline script puts in place
// for a reader in that language before the first paint (a static host cannot choose by the browser's
// language). Runs after `vite build` and the SSR build of src/prerender.tsx (npm run build); plain
// JavaScript so the build needs no TypeScript loader.
//
// Each language renders in a worker of its own whose browser language is that one: the store reads
// the browser's language once, when it is made, as the page does in a visitor's browser.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { writePolicy } from './csp.mjs';
import { writePreview } from './og-image.mjs';

const BUNDLE = '../dist-prerender/prerender.js';

if (!isMainThread) {
  const lang = workerData;
  Object.defineProperty(globalThis, 'navigator', { value: { languages: [lang], language: lang }, configurable: true });
  const { render } = await import(BUNDLE);
  parentPort?.postMessage(await render());
} else {
  /** The pages in `lang`, rendered in a worker whose browser speaks it. */
  const renderIn = (lang) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: lang });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the prerender in ${lang} stopped (${code}) without a page`)));
    });

  const ROOT = '<div id="root"></div>';
  const OTHERS = '<template data-lang></template>';
  const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const { LANGS, PREVIEW_CARD } = await import(BUNDLE);
  const [first, ...others] = await Promise.all(LANGS.map(renderIn));
  // (the calculator's description in each language: the embed has none, and is not indexed)
  for (const [file, key, described] of [
    ['dist/index.html', 'page', true],
    ['dist/embed.html', 'embed', false],
  ]) {
    const html = readFileSync(file, 'utf8');
    for (const marker of [ROOT, OTHERS]) if (!html.includes(marker)) throw new Error(`${file} has no ${marker}`);
    if (first.lang !== 'en') throw new Error(`the page's own language is English, not ${first.lang}`);
    const root = `<div id="root" lang="${first.lang}">${first[key]}</div>`;
    const templates = others.map((other) => {
      const description = described ? ` data-description="${attribute(other.description)}"` : '';
      return `<template data-lang="${other.lang}" data-title="${attribute(other.title)}"${description}>${other[key]}</template>`;
    });
    writeFileSync(
      file,
      html.replace(ROOT, () => root).replace(OTHERS, () => templates.join('\n    ')),
    );
    console.log(`prerendered ${file} in ${[first, ...others].map((p) => p.lang).join(' and ')}`);
  }
  // the link-preview picture, the same for every link, and the tags that name it (SITE_URL: their absolute address)
  await writePreview(PREVIEW_CARD);
  rmSync('dist-prerender', { recursive: true, force: true });

  // the pages are final now: each gets its Content-Security-Policy, with the hashes of its inline scripts
  for (const file of ['dist/index.html', 'dist/embed.html']) writePolicy(file);
  console.log('wrote the Content-Security-Policy of dist/index.html and dist/embed.html');
}
