// How long reading a hostile link takes: links of junk near 245 KB (the size the attack run used),
// and the worst a link within the format's limits can hold (64 KB of text, 1 MB unpacked, 5,000
// values). Prints the median of five reads by decodeLink, the link reader the page and the embed use.
// Not a test and no budget: run it after a change to the link reader (npx tsx scripts/bench/longLinks.ts).
import { decodeLink, MAX_LINK_VALUES } from '../../src/state/link/codec.ts';
import { letters, linkOf } from '../../tests/support/junkLinks.ts';

const keys = (n: number, value: (i: number) => unknown) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}${letters(3, i)}`, value(i)]));
const job = (sources: unknown) => ({
  version: 4,
  job: {
    kind: 'training',
    model: { totalParamsB: 8 },
    gpu: { peakTflops: 165, memoryGB: 24 },
    training: { tokens: 1e9, method: 'full' },
    sources,
  },
});

/** Each link's scenario part, built from a count of entries. */
const LONG: Readonly<Record<string, (n: number) => unknown>> = {
  'unknown keys': (n) => keys(n, (i) => i),
  'unknown groups in workload': (n) => ({ workload: keys(n, (i) => ({ a: i })) }),
  'providers with bad prices': (n) => ({
    version: 3,
    providers: { list: keys(n, (i) => ({ name: 'P', pricePerGpuHour: -1 - i })) },
  }),
  'job source notes': (n) => job(keys(n, () => ({ source: 's' }))),
};

const WITHIN: Readonly<Record<string, () => unknown>> = {
  '5,000 unknown keys': () => keys(MAX_LINK_VALUES, (i) => i),
  '1,666 bad source notes': () => ({
    sources: keys(Math.floor(MAX_LINK_VALUES / 3), () => ({ source: 's', asOf: '2026-02-30' })),
  }),
  '2,480 job source notes': () => job(keys(MAX_LINK_VALUES / 2 - 20, () => ({ source: 's' }))),
  'a name of 990,000 characters': () => ({ name: 'N'.repeat(990_000) }),
};

const TARGET_CHARS = 245_000;

/** The smallest count whose link reaches TARGET_CHARS. */
async function longLink(build: (n: number) => unknown): Promise<string> {
  let low = 1;
  let high = 2;
  while ((await linkOf(build(high))).length < TARGET_CHARS) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if ((await linkOf(build(mid))).length < TARGET_CHARS) low = mid;
    else high = mid;
  }
  return linkOf(build(high));
}

async function report(name: string, link: string): Promise<void> {
  const times: number[] = [];
  let outcome = '';
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    const decoded = await decodeLink(link);
    times.push(performance.now() - start);
    const refused = decoded.linkProblems.map((p) => p.code).join(', ');
    outcome = refused || `read, ${decoded.fieldProblems.length} problems`;
  }
  times.sort((a, b) => a - b);
  const kb = (link.length / 1024).toFixed(1).padStart(6);
  console.log(`${name.padEnd(30)} ${kb} KB  median ${times[2]?.toFixed(0).padStart(5)} ms  ${outcome}`);
}

console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`,
);
for (const [name, build] of Object.entries(LONG)) await report(name, await longLink(build));
for (const [name, build] of Object.entries(WITHIN)) await report(name, await linkOf(build()));
