// Links damaged on purpose or by accident: each opens the calculator, and says what it left out.
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../engine/index.ts';
import { decodeLink } from './codec.ts';
import { inflateRaw, MAX_INFLATED_BYTES } from './compress.ts';
import { compressText } from './write.ts';

const NESTED_LINK = '?s=2.7cFBCQBACACwLsawymEPQa67NXxsm-jIBwAAnFcAAMB5fwE';

/** Raw deflate data that inflates to `mebibytes` MiB of spaces, about 1 kB for each. */
function bomb(mebibytes: number): Uint8Array {
  const piece = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  // a final empty block (fixed codes, end of block) closes the stream
  return new Uint8Array(Buffer.concat([...Array.from({ length: mebibytes }, () => piece), Buffer.from([3, 0])]));
}

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('a link nested 3,000 lists deep', () => {
  it('opens the default scenario with the damaged-link notice, without throwing', async () => {
    const decoded = await decodeLink(NESTED_LINK);
    expect(decoded.scenario).toEqual(DEFAULT_SCENARIO);
    expect(decoded.linkProblems).toEqual([{ code: 'corrupt-link', param: 's' }]);
  });
});

describe('a link that inflates far beyond any scenario', () => {
  it('stops inflating a 2 MB link after 1 MB of text and says the link is too large', async () => {
    const bytes = bomb(1500);
    const link = `?s=2.${base64Url(bytes)}`;
    expect(link.length).toBeGreaterThan(2_000_000);
    const inflated = await inflateRaw(new Uint8Array(bytes), MAX_INFLATED_BYTES);
    expect(inflated.tooLarge).toBe(true);
    // the output it produced before stopping: 1 MB and at most one input slice's worth more
    expect(inflated.inflatedBytes).toBeGreaterThan(MAX_INFLATED_BYTES);
    expect(inflated.inflatedBytes).toBeLessThan(MAX_INFLATED_BYTES + 600_000);
    const decoded = await decodeLink(link);
    expect(decoded.scenario).toEqual(DEFAULT_SCENARIO);
    expect(decoded.linkProblems).toEqual([{ code: 'too-large-link', param: 's' }]);
  }, 20_000);

  it('still reads a link whose text is just under the limit', async () => {
    const text = JSON.stringify({ name: 'padded', padding: ' '.repeat(MAX_INFLATED_BYTES - 100) });
    const decoded = await decodeLink(`?s=2.${await compressText(text)}`);
    expect(decoded.linkProblems).toEqual([]);
    expect(decoded.scenario?.name).toBe('padded');
  });
});

describe('what a link leaves out is named', () => {
  it('uses the first of a repeated parameter and names the one left out', async () => {
    const decoded = await decodeLink('?gpus=4&gpus=8&lang=en&lang=zh');
    expect(decoded.scenario?.workload.gpus).toBe(4);
    expect(decoded.view.lang).toBe('en');
    expect(decoded.linkProblems).toEqual([
      { code: 'repeated-param', param: 'gpus', field: 'workload.gpus' },
      { code: 'repeated-param', param: 'lang' },
    ]);
  });

  it('names __proto__ and constructor keys of the scenario part, and leaves them out', async () => {
    const json = '{"__proto__":{"name":"x"},"workload":{"constructor":{"gpus":9},"gpus":6}}';
    const decoded = await decodeLink(`?s=2.${await compressText(json)}`);
    expect(decoded.scenario?.workload.gpus).toBe(6);
    expect(decoded.scenario?.name).toBe('');
    expect(decoded.fieldProblems.map((p) => `${p.path} ${p.code} ${p.fix}`)).toEqual([
      '__proto__ unknown-field removed',
      'workload.constructor unknown-field removed',
    ]);
  });

  it('shortens an over-long name and says so', async () => {
    const decoded = await decodeLink(`?name=${'N'.repeat(300)}`);
    expect(decoded.scenario?.name).toBe('N'.repeat(80));
    expect(decoded.fieldProblems).toEqual([
      expect.objectContaining({ path: 'name', fix: 'shortened to 80 characters' }),
    ]);
  });

  it('names a source note with a date that is not a real date', async () => {
    const json = JSON.stringify({ sources: { 'rent.pricePerGpuHour': { source: 'list', asOf: '2026-13-45' } } });
    const decoded = await decodeLink(`?s=2.${await compressText(json)}`);
    expect(decoded.scenario?.sources).toEqual({});
    expect(decoded.fieldProblems).toEqual([
      expect.objectContaining({ path: 'sources.rent.pricePerGpuHour.asOf', code: 'invalid', fix: 'removed' }),
    ]);
  });

  it('never throws, whatever the address holds', async () => {
    for (const query of ['?s=2.%%%', '?s=999999999999999999999.x', `?s=2.${'A'.repeat(10_000)}`, '?s=.', '?s=2.']) {
      const decoded = await decodeLink(query);
      expect(decoded.scenario).toEqual(DEFAULT_SCENARIO);
      expect(decoded.linkProblems.length).toBeGreaterThan(0);
    }
  });
});
