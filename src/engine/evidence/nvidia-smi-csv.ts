// `nvidia-smi --query-gpu=<fields> --format=csv[,nounits]`: a header naming the fields, units in
// brackets ("memory.total [MiB]"), then one row per GPU, cells joined by ", " and never quoted.
// The header is required: without it (",noheader") nothing says which value is which.
import {
  firstFilledLine,
  isBlank,
  linesOf,
  MAX_GPUS,
  quantityValue,
  refuseInput,
  TOO_MANY_GPUS,
  textValue,
  withoutBom,
} from './text.ts';
import type { EvidenceResult, GpuEvidence, NvidiaSmiCsvEvidence } from './types.ts';

/** The columns read, by field name; where several give one figure, the first present wins. */
const COLUMNS = {
  name: ['name', 'gpu_name'],
  driverVersion: ['driver_version'],
  memoryTotal: ['memory.total'],
  migMode: ['mig.mode.current'],
  // The limit in force is enforced.power.limit (alias gpu.power.current_limit, "Current Power Limit"
  // in nvidia-smi -q); power.limit is the one software asked for, the fallback when only it is there.
  powerLimit: ['enforced.power.limit', 'gpu.power.current_limit', 'power.limit', 'gpu.power.requested_limit'],
  count: ['count'],
} as const;

/**
 * Fields only --query-gpu has, by name or family. One of them must be in the header, so a CSV that
 * merely has a "name" column, or one from --query-compute-apps (gpu_name, gpu_bus_id, pid, …), is not
 * taken for a list of GPUs.
 */
const QUERY_GPU_FIELDS = new Set([
  'driver_version',
  'count',
  'uuid',
  'serial',
  'index',
  'vbios_version',
  'compute_mode',
  'compute_cap',
  'pstate',
  'persistence_mode',
  'display_mode',
  'display_active',
]);
const QUERY_GPU_FAMILIES = [
  'pci.',
  'pcie.',
  'memory.',
  'power.',
  'enforced.power.',
  'module.',
  'gpu.power.',
  'clocks.',
  'clocks_event_reasons',
  'clocks_throttle_reasons',
  'utilization.',
  'temperature.',
  'ecc.',
  'mig.',
  'fan.',
  'inforom.',
  'driver_model.',
  'gom.',
  'accounting.',
  'encoder.',
  'fabric.',
  'platform.',
  'remapped_rows.',
  'retired_pages.',
  'protected_memory.',
  'gsp.',
  'c2c.',
  'power_smoothing.',
  'vgpu_',
  'dramencryption.',
];

/** A column heading split into its field name (lower case, as nvidia-smi takes it) and unit. */
function fieldOf(heading: string): string | null {
  let name = heading.trim();
  const bracket = name.indexOf(' [');
  if (bracket !== -1) {
    const unit = name.slice(bracket + 2);
    if (!unit.endsWith(']') || unit.length < 2 || unit.slice(0, -1).includes('[') || unit.slice(0, -1).includes(']')) {
      return null;
    }
    name = name.slice(0, bracket);
  }
  if (name === '' || name.length > 200) return null;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ok =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 /* _ */ || c === 46; /* . */
    if (!ok) return null;
  }
  return name.toLowerCase();
}

function isQueryGpuField(field: string): boolean {
  return QUERY_GPU_FIELDS.has(field) || QUERY_GPU_FAMILIES.some((family) => field.startsWith(family));
}

/** The header's field names, or null when the line is not a --query-gpu header. */
function headerFields(line: string, lastMayBeCut: boolean): string[] | null {
  const headings = line.split(',');
  const fields: string[] = [];
  for (let i = 0; i < headings.length; i++) {
    const field = fieldOf(headings[i] as string);
    if (field === null) {
      // text cut inside the header's last heading ("memory.total [Mi") still reads as a header
      if (lastMayBeCut && i === headings.length - 1 && i > 0) {
        fields.push('');
        continue;
      }
      return null;
    }
    fields.push(field);
  }
  return fields.some(isQueryGpuField) ? fields : null;
}

/** A row of values as nvidia-smi prints them, seen without its header. */
function looksLikeHeaderlessRow(line: string): boolean {
  const cells = line.split(',').map((cell) => cell.trim());
  if (cells.length < 2) return false;
  return cells.some(
    (cell) =>
      (cell.startsWith('[') && cell.endsWith(']')) ||
      cell.startsWith('NVIDIA ') ||
      cell.startsWith('Tesla ') ||
      cell.startsWith('Quadro ') ||
      cell.startsWith('GeForce ') ||
      cell.startsWith('GPU-') ||
      cell.endsWith(' MiB'),
  );
}

type CsvShape = 'header' | 'headerless' | 'other';

/** Whether the text is --query-gpu CSV with its header, the same without it, or neither. */
export function csvShapeOf(text: string): CsvShape {
  const lines = linesOf(text);
  const first = firstFilledLine(lines);
  if (first === undefined) return 'other';
  const rowsFollow = lines.slice(first.index + 1).some((line) => !isBlank(line));
  if (headerFields(first.line, !rowsFollow) !== null) return 'header';
  return looksLikeHeaderlessRow(first.line) ? 'headerless' : 'other';
}

export const NO_HEADER =
  'CSV from nvidia-smi without its header line: run --query-gpu with --format=csv, not noheader, because the header names the columns';

export function parseNvidiaSmiCsv(input: string): EvidenceResult<NvidiaSmiCsvEvidence> {
  const refused = refuseInput(input);
  if (refused !== null) return { ok: false, reason: refused };
  const lines = linesOf(withoutBom(input));
  const first = firstFilledLine(lines);
  const rowLines = first === undefined ? [] : lines.slice(first.index + 1).filter((line) => !isBlank(line));
  const fields = first === undefined ? null : headerFields(first.line, rowLines.length === 0);
  if (first === undefined || fields === null) {
    return {
      ok: false,
      reason:
        first !== undefined && looksLikeHeaderlessRow(first.line)
          ? NO_HEADER
          : 'not CSV from "nvidia-smi --query-gpu=... --format=csv": its first line does not name nvidia-smi fields',
    };
  }
  if (rowLines.length === 0) {
    return {
      ok: false,
      reason:
        'CSV from nvidia-smi --query-gpu with a header but no rows: it is cut short after the header, or nvidia-smi found no GPU',
    };
  }
  if (rowLines.length > MAX_GPUS) {
    return { ok: false, reason: `CSV from nvidia-smi --query-gpu with ${rowLines.length} rows: ${TOO_MANY_GPUS}` };
  }
  const column = (names: readonly string[]): number[] =>
    names.map((name) => fields.indexOf(name)).filter((index) => index !== -1);
  const at = {
    name: column(COLUMNS.name),
    driverVersion: column(COLUMNS.driverVersion),
    memoryTotal: column(COLUMNS.memoryTotal),
    migMode: column(COLUMNS.migMode),
    powerLimit: column(COLUMNS.powerLimit),
    count: column(COLUMNS.count),
  };

  const gpus: GpuEvidence[] = [];
  let driverVersion: string | null = null;
  let count: number | null = null;
  for (let r = 0; r < rowLines.length; r++) {
    const cells = (rowLines[r] as string).split(',');
    if (cells.length !== fields.length) {
      return {
        ok: false,
        reason: `CSV from nvidia-smi --query-gpu cut short or broken: row ${r + 1} has ${cells.length} value${cells.length === 1 ? '' : 's'} where the header names ${fields.length} column${fields.length === 1 ? '' : 's'}`,
      };
    }
    const text = (indexes: readonly number[]): string | null => firstOf(indexes, (i) => textValue(cells[i]));
    const quantity = (indexes: readonly number[], unit: string): number | null =>
      firstOf(indexes, (i) => quantityValue(cells[i], unit));
    driverVersion ??= text(at.driverVersion);
    count ??= quantity(at.count, '');
    gpus.push({
      name: text(at.name),
      memoryTotalMiB: quantity(at.memoryTotal, 'MiB'),
      migMode: text(at.migMode),
      virtualizationMode: null,
      powerLimitW: quantity(at.powerLimit, 'W'),
    });
  }
  if (count !== null && count > gpus.length) {
    return {
      ok: false,
      reason: `CSV from nvidia-smi --query-gpu cut short: its count column says ${count} GPUs but it has ${gpus.length} row${gpus.length === 1 ? '' : 's'}`,
    };
  }
  return { ok: true, evidence: { kind: 'nvidia-smi-csv', driverVersion, cudaVersion: null, gpus } };
}

function firstOf<T>(indexes: readonly number[], read: (index: number) => T | null): T | null {
  for (const index of indexes) {
    const value = read(index);
    if (value !== null) return value;
  }
  return null;
}
