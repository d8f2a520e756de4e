// The points of a rental price path as typed: read strictly, never guessed.
import { describe, expect, it } from 'vitest';
import { readPoints, textOfPoints } from './pricePoints.ts';

describe('points by month as typed', () => {
  it('reads month: % pairs, with a % sign or a Chinese input method’s colon and comma', () => {
    expect(readPoints('6: 120, 12: 90')).toEqual({ ok: true, points: { '6': 120, '12': 90 } });
    expect(readPoints('6：120%，12：92.5')).toEqual({ ok: true, points: { '6': 120, '12': 92.5 } });
    expect(readPoints('  ')).toEqual({ ok: true, points: {} });
  });

  it('refuses what it cannot read, naming the entry, and never guesses', () => {
    expect(readPoints('6 120')).toEqual({ ok: false, problem: { kind: 'form', entry: '6 120' } });
    expect(readPoints('6: -5')).toEqual({ ok: false, problem: { kind: 'form', entry: '6: -5' } });
    expect(readPoints('0: 100')).toEqual({ ok: false, problem: { kind: 'month', month: '0' } });
    expect(readPoints('601: 100')).toEqual({ ok: false, problem: { kind: 'month', month: '601' } });
    expect(readPoints('6: 1001')).toEqual({ ok: false, problem: { kind: 'pct', pct: '1001' } });
    expect(readPoints('6: 0.5')).toEqual({ ok: false, problem: { kind: 'pct', pct: '0.5' } });
    expect(readPoints('6: 120, 6: 90')).toEqual({ ok: false, problem: { kind: 'repeat', month: '6' } });
  });

  it('writes a record back as the reader would type it, in month order', () => {
    expect(textOfPoints({ '12': 90, '6': 120 })).toBe('6: 120, 12: 90');
    expect(readPoints(textOfPoints({ '12': 90, '6': 120 }))).toEqual({ ok: true, points: { '6': 120, '12': 90 } });
  });
});
