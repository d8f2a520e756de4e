// npm run docs: writes docs/scenario-reference.md from the engine's schema (src/engine/scenario/reference.ts),
// and the plain tables of the format the page checks with (src/engine/scenario/format.gen.ts, and the job's
// src/engine/job/jobFormat.gen.ts).
// tests/unit/scenario-reference.test.ts fails while the committed page differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatTableSources, referenceMarkdown } from '../src/engine/scenario/reference.ts';

const OUT = join(resolve(import.meta.dirname, '..'), 'docs/scenario-reference.md');
const text = referenceMarkdown();
let before = '';
try {
  before = readFileSync(OUT, 'utf8');
} catch {
  // not written yet
}
if (before === text) {
  console.log('docs/scenario-reference.md is up to date');
} else {
  writeFileSync(OUT, text);
  console.log('wrote docs/scenario-reference.md');
}

for (const [name, text] of Object.entries(formatTableSources())) {
  const path = join(resolve(import.meta.dirname, '..'), 'src/engine', name);
  let was = '';
  try {
    was = readFileSync(path, 'utf8');
  } catch {
    // not written yet
  }
  if (was === text) console.log(`src/engine/${name} is up to date`);
  else {
    writeFileSync(path, text);
    console.log(`wrote src/engine/${name}`);
  }
}
