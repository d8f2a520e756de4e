// Writes the prerendered pages into dist/index.html and dist/embed.html. Runs after `vite build` and
// the SSR build of src/prerender.tsx (npm run build); plain JavaScript so the build needs no
// TypeScript loader.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writePolicy } from './csp.mjs';
import { writePreview } from './og-image.mjs';

const { render, renderEmbed, previewCard } = await import('../dist-prerender/prerender.js');
const marker = '<div id="root"></div>';
const pages = [
  ['dist/index.html', render],
  ['dist/embed.html', renderEmbed],
];
for (const [file, renderPage] of pages) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(marker)) throw new Error(`${file} has no ${marker}`);
  writeFileSync(file, html.replace(marker, `<div id="root">${await renderPage()}</div>`));
  console.log(`prerendered ${file}`);
}
// the link-preview picture of the default scenario and the tags that name it (SITE_URL: their absolute address)
await writePreview(await previewCard());
rmSync('dist-prerender', { recursive: true, force: true });

// the pages are final now: each gets its Content-Security-Policy, with the hashes of its inline scripts
for (const [file] of pages) writePolicy(file);
console.log('wrote the Content-Security-Policy of dist/index.html and dist/embed.html');
