// Reading the data files: CSV text to rows of named, untrimmed cells, each with the line it sits on.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';

export const ROOT = resolve(import.meta.dirname, '../..');

export type Row = Record<string, string>;

/**
 * RFC 4180 CSV by papaparse: quoted fields may hold commas, line breaks and doubled quotes, and a
 * byte-order mark (a spreadsheet's UTF-8 export) is dropped. Cells keep their spaces; cell() trims.
 * Blank lines stay in, as [''], so that readCsv can count lines.
 */
export function parseCsv(text: string, name = 'CSV'): string[][] {
  // one kind of line break for the whole text: papaparse takes the first one it sees, and a row an
  // editor appended with \n to a \r\n file would otherwise run into the next
  const { data, errors } = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), { delimiter: ',', newline: '\n' });
  const [error] = errors;
  // a quote left open, or text after a closing one: reading on would shift cells into other columns
  if (error) throw new Error(`${name}, record ${(error.row ?? 0) + 1}: ${error.message}`);
  return data;
}

/** Nothing but spaces and commas: blank, as a spreadsheet shows it. */
const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** The rows of a file under the project root (or at an absolute path), keyed by the header's names. */
export function readCsv(path: string): { row: Row; line: number }[] {
  const lines = parseCsv(readFileSync(resolve(ROOT, path), 'utf8'), path).map((cells, i) => ({ cells, line: i + 1 }));
  const [header, ...body] = lines.filter(({ cells }) => !isBlank(cells));
  if (!header) throw new Error(`${path} is empty`);
  return body.map(({ cells, line }) => {
    if (cells.length !== header.cells.length) throw new Error(`${path} line ${line}: ${cells.length} cells`);
    // source notes cite rows by line number, which holds while no field spans lines
    if (cells.some((c) => /\n/.test(c))) throw new Error(`${path} line ${line} spans lines`);
    return { row: Object.fromEntries(header.cells.map((name, i) => [name, cells[i] ?? ''])), line };
  });
}

export function cell(row: Row, name: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`no column ${name}`);
  return value.trim();
}
