import { describe, expect, it } from 'vitest';
import { getIn, isObject, setIn } from './paths.ts';

describe('paths', () => {
  it('reads a nested value by path, and nothing through an array, a missing key or a prototype', () => {
    const root = { own: { power: { pue: 1.4 } }, list: [{ a: 1 }] };
    expect(getIn(root, ['own', 'power', 'pue'])).toBe(1.4);
    expect(getIn(root, ['own', 'nothing', 'pue'])).toBeUndefined();
    expect(getIn(root, ['list', '0', 'a'])).toBeUndefined();
    expect(getIn(root, ['own', 'constructor'])).toBeUndefined();
    expect(getIn(root, [])).toBe(root);
  });

  it('writes a copy with one value replaced or removed, sharing the untouched branches', () => {
    const root = { own: { power: { pue: 1.4 }, ops: { staff: 1 } }, name: 'x' };
    const next = setIn(root, ['own', 'power', 'pue'], 1.2);
    expect(next).toEqual({ own: { power: { pue: 1.2 }, ops: { staff: 1 } }, name: 'x' });
    expect(root.own.power.pue).toBe(1.4);
    expect(next.own).not.toBe(root.own);
    expect((next.own as typeof root.own).ops).toBe(root.own.ops);
    expect(setIn(root, ['name'], undefined)).toEqual({ own: root.own });
    expect(setIn({}, ['a', 'b'], 2)).toEqual({ a: { b: 2 } });
  });

  it('takes only plain objects for objects', () => {
    expect([{}, { a: 1 }].every(isObject)).toBe(true);
    expect([null, [], 'a', 1, undefined].some(isObject)).toBe(false);
  });
});
