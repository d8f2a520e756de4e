// Writes the prerendered page into dist/index.html. Runs after `vite build` and the SSR build of
// src/prerender.tsx (npm run build); plain JavaScript so the build needs no TypeScript loader.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writePolicy } from './csp.mjs';

const { render } = await import('../dist-prerender/prerender.js');
const file = 'dist/index.html';
const html = readFileSync(file, 'utf8');
const marker = '<div id="root"></div>';
if (!html.includes(marker)) throw new Error(`${file} has no ${marker}`);
writeFileSync(file, html.replace(marker, `<div id="root">${await render()}</div>`));
rmSync('dist-prerender', { recursive: true, force: true });
console.log(`prerendered ${file}`);

// the pages are final now: each gets its Content-Security-Policy, with the hashes of its inline scripts
for (const page of [file, 'dist/embed.html']) writePolicy(page);
console.log('wrote the Content-Security-Policy of dist/index.html and dist/embed.html');
