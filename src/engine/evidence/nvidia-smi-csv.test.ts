import { describe, expect, it } from 'vitest';
import { FIXTURES, joinCsv, splitCsv } from '../../../tests/support/evidence.ts';
import { parseNvidiaSmiCsv } from './index.ts';

/** The H100 of the captures as its CSV row prints it; --query-gpu has no virtualization mode. */
const H100 = {
  name: 'NVIDIA H100 80GB HBM3',
  memoryTotalMiB: 81559,
  migMode: 'Disabled',
  virtualizationMode: null,
  powerLimitW: 700,
};

function evidenceOf(text: string) {
  const result = parseNvidiaSmiCsv(text);
  if (!result.ok) throw new Error(result.reason);
  return result.evidence;
}

function reasonOf(text: string): string {
  const result = parseNvidiaSmiCsv(text);
  if (result.ok) throw new Error('parsed');
  return result.reason;
}

const idle = splitCsv(FIXTURES.csvIdle);

/** The idle capture's row with some cells set by column heading. */
function rowWith(cells: Record<string, string>): string[] {
  const row = [...(idle.rows[0] as string[])];
  for (const [heading, value] of Object.entries(cells)) {
    const at = idle.header.findIndex((h) => h.trim() === heading);
    if (at === -1) throw new Error(`no column ${heading}`);
    row[at] = value;
  }
  return row;
}

/** Only the named columns of the idle capture, as --query-gpu with fewer fields prints them. */
function onlyColumns(headings: readonly string[], rows = idle.rows): string {
  const at = headings.map((heading) => idle.header.findIndex((h) => h.trim() === heading));
  if (at.includes(-1)) throw new Error('no such column');
  return joinCsv(
    at.map((i) => (idle.header[i] as string).trim()),
    rows.map((row) => at.map((i) => row[i] as string)),
  );
}

describe('nvidia-smi --query-gpu CSV, the captured H100 files', () => {
  it('holds the figures the tests expect, as printed', () => {
    for (const text of [FIXTURES.csvIdle, FIXTURES.csvLoad]) {
      const { header, rows } = splitCsv(text);
      expect(header).toHaveLength(212);
      expect(rows).toHaveLength(1);
      const cell = (heading: string) => rows[0]?.[header.findIndex((h) => h.trim() === heading)];
      expect(cell('driver_version')).toBe('590.48.01');
      expect(cell('name')).toBe('NVIDIA H100 80GB HBM3');
      expect(cell('memory.total [MiB]')).toBe('81559 MiB');
      expect(cell('mig.mode.current')).toBe('Disabled');
      expect(cell('power.limit [W]')).toBe('700.00 W');
      expect(cell('enforced.power.limit [W]')).toBe('700.00 W');
      expect(header.some((h) => h.includes('virtualization') || h.includes('cuda'))).toBe(false);
    }
  });

  it('reads the idle and load files: driver, no CUDA version, one GPU', () => {
    for (const text of [FIXTURES.csvIdle, FIXTURES.csvLoad]) {
      expect(parseNvidiaSmiCsv(text)).toEqual({
        ok: true,
        evidence: { kind: 'nvidia-smi-csv', driverVersion: '590.48.01', cudaVersion: null, gpus: [H100] },
      });
    }
  });

  it('reads values printed without units (nounits) the same', () => {
    const bare = idle.rows.map((row) => row.map((cell) => cell.replace(/ (MiB|W|MHz|us|%)$/, '')));
    expect(bare[0]).toContain('81559');
    expect(evidenceOf(joinCsv(idle.header, bare)).gpus).toEqual([H100]);
  });

  it('reads a header of a few fields, with or without their units', () => {
    const few = onlyColumns(['name', 'memory.total [MiB]', 'mig.mode.current', 'enforced.power.limit [W]']);
    expect(evidenceOf(few)).toEqual({ kind: 'nvidia-smi-csv', driverVersion: null, cudaVersion: null, gpus: [H100] });
    expect(evidenceOf(few.replace(' [MiB]', '').replace(' [W]', '')).gpus).toEqual([H100]);
  });

  it('takes enforced.power.limit as the limit in force, and power.limit when only it is there', () => {
    const both = rowWith({ 'power.limit [W]': '700.00 W', 'enforced.power.limit [W]': '450.00 W' });
    expect(evidenceOf(joinCsv(idle.header, [both])).gpus[0]?.powerLimitW).toBe(450);
    expect(evidenceOf(onlyColumns(['name', 'power.limit [W]'])).gpus[0]?.powerLimitW).toBe(700);
    const notAvailable = rowWith({ 'power.limit [W]': '[N/A]', 'enforced.power.limit [W]': '[N/A]' });
    expect(evidenceOf(joinCsv(idle.header, [notAvailable])).gpus[0]?.powerLimitW).toBeNull();
  });

  it('reads the same file with Windows line ends', () => {
    expect(parseNvidiaSmiCsv(FIXTURES.csvIdle.replaceAll('\n', '\r\n'))).toEqual(parseNvidiaSmiCsv(FIXTURES.csvIdle));
  });
});

describe('nvidia-smi --query-gpu CSV with several GPUs', () => {
  const first = rowWith({ count: '2' });
  const second = rowWith({
    count: '2',
    index: '1',
    'pci.bus_id': '00000000:00:0A.0',
    name: 'NVIDIA H100 PCIe',
    'mig.mode.current': 'Enabled',
    'enforced.power.limit [W]': '350.00 W',
  });

  it('gives one GPU for each row, in order', () => {
    expect(evidenceOf(joinCsv(idle.header, [first, second])).gpus).toEqual([
      H100,
      { ...H100, name: 'NVIDIA H100 PCIe', migMode: 'Enabled', powerLimitW: 350 },
    ]);
  });

  it('refuses a file with fewer rows than its count column says', () => {
    expect(reasonOf(joinCsv(idle.header, [first]))).toBe(
      'CSV from nvidia-smi --query-gpu cut short: its count column says 2 GPUs but it has 1 row',
    );
  });
});

describe('nvidia-smi --query-gpu CSV with more GPUs than one machine holds', () => {
  const oneRow = (i: number) => rowWith({ count: '32', index: String(i) });

  it('reads 32 rows, the most the NVIDIA driver handles in one machine', () => {
    const rows = Array.from({ length: 32 }, (_, i) => oneRow(i));
    expect(evidenceOf(joinCsv(idle.header, rows)).gpus).toHaveLength(32);
  });

  it('refuses 33 rows, saying why', () => {
    const rows = Array.from({ length: 33 }, (_, i) => oneRow(i));
    expect(reasonOf(joinCsv(idle.header, rows))).toBe(
      'CSV from nvidia-smi --query-gpu with 33 rows: more GPUs than one machine holds (the NVIDIA driver handles at most 32); paste the output of one machine',
    );
  });

  it('refuses a pasted CSV of 300,000 rows without throwing', () => {
    const text = `name, memory.total [MiB]\n${'A, 1 MiB\n'.repeat(300_000).slice(0, 1_999_000)}`;
    expect(text.length).toBeLessThan(2_000_000);
    const result = parseNvidiaSmiCsv(text);
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^CSV from nvidia-smi --query-gpu with \d{6} rows: more GPUs than one machine holds \(the NVIDIA driver handles at most 32\); paste the output of one machine$/,
      ),
    });
  });
});

describe('nvidia-smi --query-gpu CSV cut short or broken', () => {
  it('refuses a header without rows, cut after the header or in half', () => {
    const reason =
      'CSV from nvidia-smi --query-gpu with a header but no rows: it is cut short after the header, or nvidia-smi found no GPU';
    const afterHeader = FIXTURES.csvIdle.slice(0, FIXTURES.csvIdle.indexOf('\n') + 1);
    expect(reasonOf(afterHeader)).toBe(reason);
    expect(reasonOf(FIXTURES.csvIdle.slice(0, FIXTURES.csvIdle.length / 2))).toBe(reason);
  });

  it('refuses a row cut short, naming the counts', () => {
    const cut = FIXTURES.csvIdle.slice(0, FIXTURES.csvIdle.length - 400);
    expect(reasonOf(cut)).toMatch(
      /^CSV from nvidia-smi --query-gpu cut short or broken: row 1 has \d+ values where the header names 212 columns$/,
    );
  });

  it('says the header is missing when only rows are given (noheader)', () => {
    expect(reasonOf(joinCsv(idle.rows[0] as string[], []))).toBe(
      'CSV from nvidia-smi without its header line: run --query-gpu with --format=csv, not noheader, because the header names the columns',
    );
  });

  it('refuses CSV whose header names no nvidia-smi --query-gpu field', () => {
    for (const text of ['name, age\nAda, 36\n', 'pid, process_name, used_gpu_memory [MiB]\n1, python, 10 MiB\n']) {
      expect(reasonOf(text)).toBe(
        'not CSV from "nvidia-smi --query-gpu=... --format=csv": its first line does not name nvidia-smi fields',
      );
    }
  });
});
