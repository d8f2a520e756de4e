// One refresh: for each source, get the response (live, or its recording), read it into rows, and
// write data/refreshed/<id>.csv. A refused response leaves that source's previous file as it was.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ReadContext, ROOT, readGpuIds, type Source, type SourceResult, toCsv } from './row.ts';

export const RECORDED_DIR = resolve(ROOT, 'scripts/refresh/recorded');
export const REFRESHED_DIR = resolve(ROOT, 'data/refreshed');

export interface RefreshOptions {
  sources: readonly Source[];
  offline: boolean;
  /** Where the CSV files go; offline runs write only when given one, so a recording never poses as today's data. */
  outDir: string | null;
  fetchImpl?: typeof fetch;
  env?: NodeJS.ProcessEnv;
  /** Today, for a live response's as_of. */
  today?: () => string;
  gpuIds?: ReadonlySet<string>;
  recordedDir?: string;
  log?: (line: string) => void;
}

export interface SourceReport {
  id: string;
  ok: boolean;
  result?: SourceResult;
  written?: string;
  error?: string;
}

async function response(source: Source, options: RefreshOptions): Promise<{ body: unknown; context: ReadContext }> {
  const gpuIds = options.gpuIds ?? readGpuIds();
  if (options.offline) {
    const { file, capturedAt, from } = source.recording;
    const text = readFileSync(join(options.recordedDir ?? RECORDED_DIR, file), 'utf8');
    return { body: parseJson(source, text), context: { asOf: capturedAt.slice(0, 10), gpuIds, recordedAt: from } };
  }
  const answer = await (options.fetchImpl ?? fetch)(source.url, source.request(options.env ?? process.env));
  if (!answer.ok) throw new Error(`${source.id}: ${source.url} answered ${answer.status} ${answer.statusText}`.trim());
  const asOf = options.today?.() ?? new Date().toISOString().slice(0, 10);
  return { body: parseJson(source, await answer.text()), context: { asOf, gpuIds } };
}

function parseJson(source: Source, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${source.id}: response refused: not JSON (starts "${text.slice(0, 30).replace(/\s+/g, ' ')}")`);
  }
}

export async function refresh(options: RefreshOptions): Promise<SourceReport[]> {
  const log = options.log ?? console.log;
  const reports: SourceReport[] = [];
  for (const source of options.sources) {
    try {
      const { body, context } = await response(source, options);
      const result = source.read(body, context);
      // a response that maps to nothing has most likely changed shape: keep the last good file
      if (result.rows.length === 0) throw new Error(`${source.id}: response refused: no row could be read from it`);
      const report: SourceReport = { id: source.id, ok: true, result };
      if (options.outDir) {
        mkdirSync(options.outDir, { recursive: true });
        report.written = join(options.outDir, `${source.id}.csv`);
        writeFileSync(report.written, toCsv(result.rows));
      }
      const gpus = new Set(result.rows.map((r) => r.gpu_id)).size;
      log(
        `${source.id}: ${result.rows.length} rows for ${gpus} GPUs, as of ${context.asOf}` +
          (report.written ? `, written to ${report.written}` : ', not written (offline check)'),
      );
      if (result.unmapped.length > 0) {
        log(`  ${result.unmapped.length} GPU types not in data/gpus.csv, left out: ${result.unmapped.join(', ')}`);
      }
      if (result.dropped.length > 0) log(`  ${result.dropped.length} prices dropped: ${result.dropped.join('; ')}`);
      reports.push(report);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(message);
      reports.push({ id: source.id, ok: false, error: message });
    }
  }
  return reports;
}
