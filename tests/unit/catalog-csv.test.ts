// How scripts/build-catalog.ts reads data/*.csv (scripts/catalog/csv.ts): the cells a spreadsheet
// would show, whatever quoting, blank lines or byte-order mark the file was saved with. It lives here,
// not beside the script, because the unit-test run collects src/ and tests/unit/ only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cell, parseCsv, readCsv } from '../../scripts/catalog/csv.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function csvFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-csv-'));
  dirs.push(dir);
  const path = join(dir, 'gpus.csv');
  writeFileSync(path, text);
  return path;
}

describe('reading the catalog data files', () => {
  it('keeps a quoted field with a comma and a line break as one cell', () => {
    const [header, row] = parseCsv('provider,notes\r\n"Lambda, Inc.","8x B200\nper-minute"\r\n');
    expect(header).toEqual(['provider', 'notes']);
    expect(row).toEqual(['Lambda, Inc.', '8x B200\nper-minute']);
  });

  it('reads a doubled quote inside a quoted field as one quote', () => {
    const [, row] = parseCsv('gpu,notes\n"H20","the ""single card"" row"\n');
    expect(row).toEqual(['H20', 'the "single card" row']);
  });

  it('finds the first column of a file saved with a byte-order mark', () => {
    const rows = readCsv(csvFile('\uFEFFid,tdp_w\r\nh100-sxm,700\r\n'));
    expect(rows).toHaveLength(1);
    expect(cell(rows[0]?.row ?? {}, 'id')).toBe('h100-sxm');
    expect(cell(rows[0]?.row ?? {}, 'tdp_w')).toBe('700');
  });

  it('skips blank and whitespace-only lines and the final newline, and keeps spaces for cell() to trim', () => {
    const rows = readCsv(csvFile('id,tdp_w\r\n\r\n  ,  \r\n h20 , 500\r\n'));
    expect(rows.map(({ row }) => row)).toEqual([{ id: ' h20 ', tdp_w: ' 500' }]);
    expect(cell(rows[0]?.row ?? {}, 'id')).toBe('h20');
  });

  it('cites each row by the line it sits on in the file, blank lines counted', () => {
    const rows = readCsv(csvFile('id,tdp_w\n\nh100-sxm,700\n\n\nh20,500\n'));
    expect(rows.map(({ row, line }) => [row.id, line])).toEqual([
      ['h100-sxm', 3],
      ['h20', 6],
    ]);
  });

  it('refuses text after a closing quote rather than guess which column it belongs to', () => {
    expect(() => readCsv(csvFile('id,tdp_w\n"a100"x,400\nh20,500\n'))).toThrow(/quote on quoted field is malformed/);
  });

  it('refuses a row whose field spans lines, since source notes cite rows by line', () => {
    expect(() => readCsv(csvFile('id,notes\n"a100","two\nlines"\n'))).toThrow(/spans lines/);
  });
});
