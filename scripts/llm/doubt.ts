// The doubt marks of data/llm/README.md, read from a row's text, and the numbers of its cells.
import { DOUBT_MARKS, type DoubtMark } from '../../src/data/llmSchema.ts';
import { cell, type Row } from '../catalog/csv.ts';

export { DOUBT_MARKS };

/**
 * The marks a row's text carries, in DOUBT_MARKS order. Every cell but the source is read, in any
 * case ("Apache-2.0 (unverified this session)", "head_dim derived = 5120/40", a date "unverified"),
 * as whole words; the source is left out since a path or title may hold the words with no doubt meant.
 */
export function doubtOf(row: Row): DoubtMark[] {
  const text = Object.entries(row)
    .filter(([name]) => name !== 'source')
    .map(([, value]) => value)
    .join(' ');
  return DOUBT_MARKS.filter((mark) => new RegExp(`\\b${mark.replace(' ', '\\s+')}\\b`, 'i').test(text));
}

/** A number cell; blank gives null where `optional`, anything else not a finite number throws. */
export function numberCell(row: Row, name: string, optional: true): number | null;
export function numberCell(row: Row, name: string): number;
export function numberCell(row: Row, name: string, optional = false): number | null {
  const text = cell(row, name);
  if (text === '' && optional) return null;
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`${name}: "${text}" is not a number`);
  return value;
}

/** Drops the floating-point noise of a quotient (24524.9 / 8), nothing more. */
export const clean = (value: number) => Number(value.toPrecision(12));
