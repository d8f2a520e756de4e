// The rows a refresh writes: exactly the columns of data/prices.csv, so the catalog build reads a
// refreshed file as it reads the hand-kept one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';

export const ROOT = resolve(import.meta.dirname, '../..');

export const COLUMNS = [
  'gpu_id',
  'provider',
  'billing',
  'price',
  'currency',
  'unit',
  'billing_granularity',
  'as_of',
  'source',
  'notes',
] as const;

export type PriceRow = Record<(typeof COLUMNS)[number], string>;

/** A response the adapter will not read: the message is one line naming the source and what was wrong. */
export class RefreshError extends Error {
  constructor(sourceId: string, problem: string) {
    super(`${sourceId}: response refused: ${problem}`.replace(/\s*\n\s*/g, ' '));
    this.name = 'RefreshError';
  }
}

/** What an adapter needs besides the response: the day it was fetched, and the ids a row may name. */
export interface ReadContext {
  asOf: string;
  gpuIds: ReadonlySet<string>;
  /** Where a recorded response was kept, for the notes; absent when read live. */
  recordedAt?: string;
}

export interface SourceResult {
  rows: PriceRow[];
  /** Provider names no id in data/gpus.csv stands for: reported, never guessed. */
  unmapped: string[];
  /** Prices the response held that no row carries, each with its reason. */
  dropped: string[];
}

export interface Recording {
  /** File under scripts/refresh/recorded/. */
  file: string;
  /** When the response was fetched (ISO 8601, UTC). */
  capturedAt: string;
  /** The public copy it was taken from. */
  from: string;
}

export interface Source {
  id: string;
  name: string;
  /** The address read; every row's source. */
  url: string;
  /** The request to send: method, body, and a key from the environment where the API wants one. */
  request(env: NodeJS.ProcessEnv): RequestInit;
  recording: Recording;
  read(body: unknown, context: ReadContext): SourceResult;
}

/** The GPU ids of data/gpus.csv: a refreshed row may name no other. */
export function readGpuIds(path = resolve(ROOT, 'data/gpus.csv')): Set<string> {
  const { data } = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  return new Set(data.map((row) => (row.id ?? '').trim()).filter(Boolean));
}

/** The CSV text of a refreshed file: header and rows in data/prices.csv's column order. */
export function toCsv(rows: readonly PriceRow[]): string {
  return `${Papa.unparse({ fields: [...COLUMNS], data: rows.map((row) => COLUMNS.map((c) => row[c])) }, { newline: '\n' })}\n`;
}
