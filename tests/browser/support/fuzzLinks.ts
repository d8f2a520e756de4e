// The links the fuzz test opens, built in Node with the project's own encoder and compressor: valid
// links of random scenarios, the same links damaged, hand-written parameters full of junk, and
// payloads that decompress to hostile JSON. Every choice comes from fast-check with a fixed seed, so
// a failing link is the same link on every run.
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import type { Scenario } from '../../../src/engine/index.ts';
import { FIELD_PATHS } from '../../../src/engine/reading.ts';
import { type LinkView, READABLE_PARAMS } from '../../../src/state/link/codec.ts';
import { compressText, encodeLink } from '../../../src/state/link/write.ts';
import { CHARTS } from '../../../src/state/store.ts';
import { scenarioArb } from '../../support/arbitraries.ts';

export interface FuzzLink {
  /** which family of link this is, for the failure message */
  readonly kind: string;
  /** the query string, without the leading "?" */
  readonly query: string;
  /** for a valid link, the GPUs the page must show once it has opened it */
  readonly gpus?: number;
}

/** Marks markup that came from a link, so the test can look for it in the page. */
export const LINK_MARKUP = '<img src=x onerror=alert(1) data-fuzz><script data-fuzz>alert(2)</script>';

const SEED = 20_240_601;
const COUNTS = { valid: 190, mutated: 330, readable: 190, view: 45, fieldJunk: 190 } as const;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NOISE = `${BASE64URL}+/=.%&#? `;
const BROKEN_PERCENT = ['%E0%A4%A', '%', '%Z', '%%', '%C0%AF', '%FF%FE', '%00', '%uD800', '%ED%A0%80', '%F4%90%80%80'];
const VERSIONS = ['0', '2', '99', '-1', 'abc', '', '1.1', '1e0', '01', ' 1', '９', 'NaN', 'Infinity', '9'.repeat(400)];
const LONG_LENGTH = 20_000;

const JUNK_VALUES = [
  '1e308',
  '-1e308',
  '1e309',
  '5e-324',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '0x10',
  '0b11',
  '1_000',
  '1,000',
  '  8  ',
  '٣',
  '８',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  LINK_MARKUP,
  '%E0%A4%A',
  '\u0000',
  '\u202Egpus',
  '🚀🚀🚀',
  'x'.repeat(5_000),
];

const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number, offset: number): T[] =>
  fc.sample(arb, { numRuns, seed: SEED + offset });

/** encodeURIComponent, or the text itself where that refuses it (a lone surrogate). */
function encodeValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

// ---- valid links -------------------------------------------------------------------------------

const viewArb: fc.Arbitrary<LinkView> = fc
  .record({
    lang: fc.constantFrom(undefined, 'en', 'zh-CN'),
    theme: fc.constantFrom(undefined, 'system', 'light', 'dark'),
    costView: fc.constantFrom(undefined, 'amortized', 'cash'),
    chart: fc.constantFrom(undefined, ...CHARTS),
  } as const)
  .map((view) => Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined)) as LinkView);

async function validLinks(): Promise<FuzzLink[]> {
  const pairs = sample(fc.tuple(scenarioArb, viewArb), COUNTS.valid, 1);
  return Promise.all(
    pairs.map(async ([scenario, view]: [Scenario, LinkView]) => ({
      kind: 'valid',
      query: await encodeLink(scenario, view),
      gpus: scenario.workload.gpus,
    })),
  );
}

// ---- valid links, damaged ----------------------------------------------------------------------

const mutationArb = fc.record({
  source: fc.nat(),
  op: fc.constantFrom(
    'flip',
    'delete',
    'duplicate',
    'truncate',
    'noise',
    'version',
    'percent',
    'long',
    'case',
    'repeat',
  ),
  /** damage the payload only, or anywhere in the query */
  payloadOnly: fc.boolean(),
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  length: fc.integer({ min: 1, max: 40 }),
  noise: fc.string({ unit: fc.constantFrom(...NOISE), minLength: 1, maxLength: 12 }),
  version: fc.constantFrom(...VERSIONS),
  percent: fc.constantFrom(...BROKEN_PERCENT),
});

function damage(text: string, m: Mutation): string {
  const pos = Math.floor(m.at * (text.length + 1));
  const end = Math.min(text.length, pos + m.length);
  switch (m.op) {
    case 'flip':
      return `${text.slice(0, pos)}${m.noise[0] ?? 'A'}${text.slice(pos + 1)}`;
    case 'delete':
      return text.slice(0, pos) + text.slice(end);
    case 'duplicate':
      return text.slice(0, end) + text.slice(pos, end) + text.slice(end);
    case 'truncate':
      return text.slice(0, pos);
    case 'noise':
      return text.slice(0, pos) + m.noise + text.slice(pos);
    case 'percent':
      return text.slice(0, pos) + m.percent + text.slice(pos);
    case 'case':
      return (
        text.slice(0, pos) +
        [...text.slice(pos, end)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('') +
        text.slice(end)
      );
    case 'repeat':
      return text + text.slice(pos);
    case 'long':
      return (text + (m.noise.length > 6 ? m.noise : BASE64URL).repeat(LONG_LENGTH)).slice(0, LONG_LENGTH);
    case 'version':
      return text;
  }
}

type Mutation = typeof mutationArb extends fc.Arbitrary<infer M> ? M : never;

function mutate(query: string, m: Mutation): string {
  const match = /^s=(\d+)\.([^&]*)(.*)$/.exec(query);
  if (!match) return damage(query, m);
  const [, , payload = '', rest = ''] = match;
  if (m.op === 'version') return `s=${encodeValue(m.version)}.${payload}${rest}`;
  return m.payloadOnly ? `s=1.${damage(payload, m)}${rest}` : damage(query, m);
}

function mutatedLinks(valid: readonly FuzzLink[]): FuzzLink[] {
  return sample(mutationArb, COUNTS.mutated, 2).map((m) => {
    const source = valid[m.source % valid.length]?.query ?? 's=1.q64FAA';
    return {
      kind: `damaged (${m.op}${m.op === 'version' ? ` ${m.version.slice(0, 8)}` : ''})`,
      query: mutate(source, m),
    };
  });
}

// ---- hand-written parameters with junk ----------------------------------------------------------

const SCENARIO_PARAMS = Object.keys(READABLE_PARAMS);
const VIEW_PARAMS = ['lang', 'theme', 'view', 'chart'];

const junkArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...JUNK_VALUES) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  // plausible values, so junk sits beside parameters that work
  {
    weight: 2,
    arbitrary: fc.constantFrom('8', '10', '2.5', '250', '36', 'spot', 'monthly', 'USD', 'zh', 'dark', 'cash'),
  },
);

const paramArb = fc.record({
  key: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...SCENARIO_PARAMS, ...VIEW_PARAMS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        's',
        'S',
        'GPUS',
        'gpus[]',
        'utm_source',
        '__proto__',
        'constructor',
        '',
        'x'.repeat(100),
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  ),
  value: junkArb,
  encoded: fc.boolean(),
});

const paramsArb = fc.record({
  params: fc.array(paramArb, { minLength: 1, maxLength: 8 }),
  /** the same parameters again, with other values: which one wins must not matter */
  duplicate: fc.boolean(),
  /** a valid scenario beside the junk, which the readable parameters override */
  withValid: fc.option(fc.nat(), { nil: undefined }),
});

type Param = typeof paramArb extends fc.Arbitrary<infer P> ? P : never;

const queryOf = (params: readonly Param[]) =>
  params.map((p) => `${encodeValue(p.key)}=${p.encoded ? encodeValue(p.value) : p.value}`).join('&');

function readableLinks(valid: readonly FuzzLink[]): FuzzLink[] {
  return sample(paramsArb, COUNTS.readable, 3).map(({ params, duplicate, withValid }) => {
    const all = duplicate ? [...params, ...params.map((p) => ({ ...p, value: `${p.value}1` }))] : params;
    const s = withValid === undefined ? '' : (valid[withValid % valid.length]?.query.split('&')[0] ?? '');
    return { kind: 'hand-written junk', query: [s, queryOf(all)].filter(Boolean).join('&') };
  });
}

const viewJunkArb = fc.array(
  fc.record({
    key: fc.constantFrom(...VIEW_PARAMS),
    value: fc.oneof(
      fc.constantFrom(
        'en',
        'EN',
        'en-US',
        'zh',
        'ZH',
        'zh-cn',
        'zh-TW',
        'cn',
        'klingon',
        'dark',
        'neon',
        'light',
        'system',
      ),
      fc.constantFrom('cash', 'amortized', 'pie', ...CHARTS, 'hours ', 'PLANS'),
      junkArb,
    ),
    encoded: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
);

function viewLinks(): FuzzLink[] {
  return sample(viewJunkArb, COUNTS.view, 4).map((params) => ({ kind: 'view junk', query: queryOf(params) }));
}

// ---- payloads that are valid compressions of hostile JSON ------------------------------------------

const nested = (depth: number, open: string, leaf: string, close: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);

/** JSON text, written out so that it can hold what JSON.stringify never writes (1e400, -0). */
const HOSTILE_JSON: readonly string[] = [
  '[]',
  '[1,2,3]',
  '{}',
  'null',
  '"text"',
  '42',
  'true',
  '',
  '{',
  'not json',
  '{"workload":[1,2,3]}',
  '{"workload":{"gpus":[8]}}',
  '{"workload":null,"own":null,"rent":null}',
  '{"workload":"8","own":8,"rent":true}',
  '{"own":{"power":[],"ops":"x","depreciation":null}}',
  nested(1000, '{"a":', '1', '}'),
  nested(1000, '[', '1', ']'),
  `{"workload":${nested(1000, '{"gpus":', '8', '}')}}`,
  `{"own":{"power":${nested(1000, '{"pue":', '1.5', '}')}}}`,
  `{"name":${nested(1000, '[', '"x"', ']')}}`,
  `{"sources":${nested(1000, '{"workload.gpus":', '{}', '}')}}`,
  nested(10_000, '[', '0', ']'),
  '{"__proto__":{"workload":{"gpus":99},"polluted":true}}',
  '{"workload":{"__proto__":{"gpus":"x"},"gpus":8}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"name":"x"},"own":{"constructor":{"prototype":{"x":1}}}}',
  '{"sources":{"__proto__":{"source":"x","asOf":"2024-01-01"}}}',
  '{"sources":{"constructor":{"source":"x","asOf":"2024-01-01"}}}',
  '{"sources":{"toString":{"source":"x","asOf":"2024-01-01"},"hasOwnProperty":1}}',
  JSON.stringify({ name: LINK_MARKUP }),
  JSON.stringify({ name: '<i data-fuzz>x</i>', currency: '<b data-fuzz>' }),
  JSON.stringify({
    sources: {
      'workload.gpus': { source: LINK_MARKUP, asOf: '<svg data-fuzz onload=alert(1)>' },
      'rent.pricePerGpuHour': { source: 'javascript:alert(1)', asOf: '2024-01-01' },
    },
  }),
  JSON.stringify({ sources: { [LINK_MARKUP]: { source: 'x', asOf: '2024-01-01' } } }),
  '{"workload":{"gpus":"8","hoursPerDay":"10","daysPerYear":"1e308"}}',
  '{"workload":{"gpus":"NaN","hoursPerDay":"Infinity","daysPerYear":"-Infinity"}}',
  '{"own":{"serverPrice":"0x10","gpusPerServer":" 8 "}}',
  '{"horizonMonths":1e400,"discountRatePct":-1e400}',
  '{"workload":{"gpus":1e400,"hoursPerDay":1e-400,"daysPerYear":-0}}',
  '{"own":{"serverPrice":1.7976931348623157e308,"depreciation":{"years":5e-324,"salvagePct":1e400}}}',
  '{"rent":{"pricePerGpuHour":1e400,"billingIncrementMinutes":0,"minimumMinutes":1e400}}',
  '{"rent":{"billingIncrementMinutes":5e-324,"plan":"monthly","monthlyPricePerGpu":null}}',
  '{"rent":{"plan":"weekly","weeklyPricePerGpu":"x"}}',
  '{"rent":{"plan":"__proto__"},"currency":"<b>"}',
  '{"currency":"ZZZ","name":"\\ud800"}',
  '{"version":2}',
  '{"version":"1"}',
  '{"version":null,"workload":{"gpus":100000,"hoursPerDay":24,"daysPerYear":366}}',
  '{"workload":{"gpus":1,"hoursPerDay":0,"daysPerYear":0}}',
  '{"workload":{"sessionsPerDay":0}}',
  '{"horizonMonths":0}',
  '{"horizonMonths":1e21}',
  `{"unknown":[${'0,'.repeat(10_000)}0]}`,
  `{"name":"${'x'.repeat(50_000)}"}`,
  // a small link that inflates to five megabytes
  `${' '.repeat(5_000_000)}{}`,
];

const hostileValueArb = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '-0',
    '1e308',
    '-1e308',
    '5e-324',
    '1e21',
    '"NaN"',
    '"Infinity"',
    '"1e308"',
    '"8"',
    '""',
    'null',
    'true',
    '[]',
    '{}',
    '{"__proto__":1}',
    JSON.stringify(LINK_MARKUP),
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.double({ noDefaultInfinity: true, noNaN: true }).map((v) => JSON.stringify(v)),
);

/** A scenario's fields, each given a hostile value by path ("own.power.pue"). */
const fieldJunkArb = fc.array(fc.tuple(fc.constantFrom(...FIELD_PATHS, 'sources', 'version'), hostileValueArb), {
  minLength: 1,
  maxLength: 6,
});

/** Nests dotted paths into JSON text by hand, so raw values such as 1e400 survive as written. */
function jsonAt(entries: readonly (readonly [string, string])[]): string {
  type Tree = { [key: string]: Tree | string };
  const tree: Tree = {};
  for (const [path, raw] of entries) {
    const keys = path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) {
      const child = node[key];
      const next: Tree = typeof child === 'object' ? child : {};
      node[key] = next;
      node = next;
    }
    node[keys[keys.length - 1] ?? ''] = raw;
  }
  const write = (node: Tree | string): string =>
    typeof node === 'string'
      ? node
      : `{${Object.entries(node)
          .map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`)
          .join(',')}}`;
  return write(tree);
}

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hostileLinks(): Promise<FuzzLink[]> {
  const texts = [...HOSTILE_JSON, ...sample(fieldJunkArb, COUNTS.fieldJunk, 5).map(jsonAt)];
  const links = await Promise.all(
    texts.map(async (text) => ({ kind: 'hostile JSON', query: `s=1.${await compressText(text)}` })),
  );
  // bytes that inflate fine but are not UTF-8
  for (const bytes of [
    [0xff, 0xfe, 0x7b, 0x7d],
    [0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
    [0xed, 0xa0, 0x80],
  ]) {
    links.push({ kind: 'hostile JSON (not UTF-8)', query: `s=1.${toBase64Url(deflateRawSync(Buffer.from(bytes)))}` });
  }
  return links;
}

/** Every link the fuzz test opens, the same ones on every run. */
export async function fuzzLinks(): Promise<FuzzLink[]> {
  const valid = await validLinks();
  const hostile = await hostileLinks();
  const damaged = mutatedLinks(valid);
  const readable = readableLinks(valid);
  const view = viewLinks();
  // interleaved, so that each kind of link follows every other kind in the one page
  const groups = [valid, damaged, readable, view, hostile];
  const longest = Math.max(...groups.map((g) => g.length));
  const out: FuzzLink[] = [];
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const link = group[i];
      if (link) out.push(link);
    }
  }
  return out;
}
