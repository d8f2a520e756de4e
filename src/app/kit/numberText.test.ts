import { describe, expect, it } from 'vitest';
import { mixesSeparators, valueOfText } from './numberText.ts';

describe('the number a person types', () => {
  it.each([
    ['250,000', 250_000],
    ['1,234,567.5', 1_234_567.5],
    ['-1,234', -1234],
    // ambiguous in German, where it is 1.234: read as grouping, as English and Chinese write it
    ['1,234', 1234],
    ['250 000', 250_000],
    ['250\u00a0000', 250_000],
    ['1_000', 1000],
  ])('reads commas between groups of three digits as grouping: %s → %s', (text, value) => {
    expect(valueOfText(text)).toBe(value);
  });

  it.each([
    ['0,63', 0.63],
    ['2,5', 2.5],
    ['12,3456', 12.3456],
    ['1,5e3', 1500],
    // a group cannot start with 0, nor have four digits before its comma: these commas are decimal
    ['0,630', 0.63],
    ['1234,567', 1234.567],
    [',5', 0.5],
    ['-0,5', -0.5],
    // half-typed "0," reads as "0." does, so the user can go on typing
    ['0,', 0],
  ])('reads a comma that can only be a decimal separator as one: %s → %s', (text, value) => {
    expect(valueOfText(text)).toBe(value);
  });

  it.each([
    ['２８００００', 280_000],
    ['０．８', 0.8],
    ['０，６３', 0.63],
    ['２８０，０００', 280_000],
    ['0。8', 0.8],
    ['－５', -5],
    ['１ｅ３', 1000],
    ['２８\u3000０００', 28_000],
  ])('reads full-width digits and punctuation as their ASCII forms: %s → %s', (text, value) => {
    expect(valueOfText(text)).toBe(value);
  });

  it.each([
    '1.234,5',
    '1,234.5,6',
    '1.234.567',
    '1,23,456',
    '1,2,3',
    '1,234,5',
    ',',
    '0x10',
    '0b11',
    '0o17',
    'Infinity',
    'NaN',
    'four',
    '1e',
  ])('refuses %s rather than guess, keeping the text for the message', (text) => {
    expect(valueOfText(text)).toBe(text);
  });

  it('says when a refusal comes from mixing decimal and grouping marks', () => {
    expect(mixesSeparators('1.234,5')).toBe(true);
    expect(mixesSeparators('１．２３４，５')).toBe(true);
    expect(mixesSeparators('1,234.5,6')).toBe(true);
    expect(mixesSeparators('1,234.5')).toBe(false);
    expect(mixesSeparators('four')).toBe(false);
    expect(mixesSeparators('0x10')).toBe(false);
  });

  it('reads an empty or blank input as no value', () => {
    expect(valueOfText('')).toBeUndefined();
    expect(valueOfText('   ')).toBeUndefined();
    expect(valueOfText('\u3000')).toBeUndefined();
  });

  it('still reads plain numbers as before', () => {
    expect(valueOfText('0.')).toBe(0);
    expect(valueOfText('.5')).toBe(0.5);
    expect(valueOfText('1e3')).toBe(1000);
    expect(valueOfText('-2.5')).toBe(-2.5);
  });
});

describe('a figure written with a word for its size, as the page writes amounts', () => {
  it.each([
    ['13万', 130_000],
    ['1.1万', 11_000],
    ['64.43万', 644_300],
    ['2亿', 200_000_000],
    ['１３万', 130_000],
    ['3千', 3000],
    ['250k', 250_000],
    ['2.5K', 2500],
    ['1.2M', 1_200_000],
    ['1,500k', 1_500_000],
  ])('%s → %s', (text, value) => {
    expect(valueOfText(text)).toBe(value);
  });

  it.each(['万', '13万万', '1e3万', '13 万元', 'k', '2m', '0x1万'])('refuses %s as not a number', (text) => {
    expect(valueOfText(text)).toBe(text);
  });
});
