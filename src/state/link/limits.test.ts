// The link format's limits: a scenario part of at most 64 KB of text holding at most 5,000 values. A
// link past either is refused whole, before its values are read one by one, and says which limit.
import { describe, expect, it } from 'vitest';
import { letters, linkOf } from '../../../tests/support/junkLinks.ts';
import { DEFAULT_SCENARIO } from '../../engine/index.ts';
import { FIELD_PATHS } from '../../engine/reading.ts';
import { decodeLink, MAX_LINK_CHARS, MAX_LINK_VALUES } from './codec.ts';

describe('a link longer than the format allows', () => {
  it('is refused whole, naming its length, and the default scenario is shown', async () => {
    const junk = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`k${i}${letters(6, i)}`, i]));
    const link = await linkOf(junk);
    expect(link.length).toBeGreaterThan(MAX_LINK_CHARS);
    const decoded = await decodeLink(link);
    expect(decoded.linkProblems).toEqual([{ code: 'too-long-link', param: 's', size: link.length - '?s='.length }]);
    expect(decoded.fieldProblems).toEqual([]);
    expect(decoded.scenario).toEqual(DEFAULT_SCENARIO);
  });

  it('is not reached by a scenario that cites every field with a 300-character note', async () => {
    const sources = Object.fromEntries(
      [...FIELD_PATHS].map((path, i) => [path, { source: letters(300, i + 1), asOf: '2026-11-29' }]),
    );
    const link = await linkOf({ sources });
    expect(link.length).toBeLessThan(MAX_LINK_CHARS);
    const decoded = await decodeLink(link);
    expect(decoded.linkProblems).toEqual([]);
    expect(decoded.fieldProblems).toEqual([]);
    expect(Object.keys(decoded.scenario?.sources ?? {})).toHaveLength(FIELD_PATHS.size);
  });
});

describe('a link holding more values than any scenario', () => {
  const values = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

  it('is refused whole past 5,000 values, before each is read as a problem', async () => {
    const decoded = await decodeLink(await linkOf(values(MAX_LINK_VALUES + 1)));
    expect(decoded.linkProblems).toEqual([{ code: 'too-many-values', param: 's' }]);
    expect(decoded.fieldProblems).toEqual([]);
    expect(decoded.scenario).toEqual(DEFAULT_SCENARIO);
  });

  it('is read, each unknown value named, at 5,000', async () => {
    const decoded = await decodeLink(await linkOf(values(MAX_LINK_VALUES)));
    expect(decoded.linkProblems).toEqual([]);
    expect(decoded.fieldProblems).toHaveLength(MAX_LINK_VALUES);
  });
});
