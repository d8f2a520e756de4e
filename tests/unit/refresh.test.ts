// The maintainers' price refresh (scripts/refresh) read against a RunPod response recorded in a public
// repository: the rows a maintainer would check by hand against that response, and the refusals.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMNS, type PriceRow, RefreshError, ROOT, readGpuIds } from '../../scripts/refresh/row.ts';
import { RECORDED_DIR, refresh } from '../../scripts/refresh/run.ts';
import { runpod } from '../../scripts/refresh/sources/runpod.ts';

const gpuIds = readGpuIds();
const recorded: unknown = JSON.parse(readFileSync(join(RECORDED_DIR, runpod.recording.file), 'utf8'));
const context = { asOf: '2025-06-21', gpuIds, recordedAt: runpod.recording.from };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'refresh-'));
  dirs.push(dir);
  return dir;
}

const price = (rows: PriceRow[], gpu: string, provider: string, billing: string) =>
  rows.filter((r) => r.gpu_id === gpu && r.provider === provider && r.billing === billing).map((r) => r.price);

describe('RunPod gpuTypes, recorded 2025-06-21', () => {
  const { rows, unmapped, dropped } = runpod.read(recorded, context);

  it('gives the H100 SXM every price the response lists for it, per GPU-hour in USD', () => {
    expect(price(rows, 'h100-sxm', 'RunPod (Secure Cloud)', 'on-demand')).toEqual(['2.99']);
    expect(price(rows, 'h100-sxm', 'RunPod (Community Cloud)', 'on-demand')).toEqual(['2.69']);
    expect(price(rows, 'h100-sxm', 'RunPod (Secure Cloud)', 'spot')).toEqual(['1.75']);
    expect(price(rows, 'h100-sxm', 'RunPod (Community Cloud)', 'spot')).toEqual(['1.5']);
    expect(price(rows, 'h100-sxm', 'RunPod (Secure Cloud)', 'reserved-3-month')).toEqual(['2.811']);
    expect(price(rows, 'h100-sxm', 'RunPod (Secure Cloud)', 'reserved-6-month')).toEqual(['2.601']);
    for (const row of rows.filter((r) => r.gpu_id === 'h100-sxm')) {
      expect([row.currency, row.unit]).toEqual(['USD', 'gpu-hour']);
    }
  });

  it('maps RunPod names to the catalog ids: PCIe and SXM apart, the 4090 and the MI300X', () => {
    expect(price(rows, 'h100-pcie', 'RunPod (Secure Cloud)', 'on-demand')).toEqual(['2.19']);
    expect(price(rows, 'a100-pcie-80gb', 'RunPod (Community Cloud)', 'on-demand')).toEqual(['1.19']);
    expect(price(rows, 'a100-sxm4-80gb', 'RunPod (Community Cloud)', 'on-demand')).toEqual(['1.39']);
    expect(price(rows, 'rtx-4090', 'RunPod (Community Cloud)', 'on-demand')).toEqual(['0.34']);
    expect(price(rows, 'mi300x', 'RunPod (Secure Cloud)', 'on-demand')).toEqual(['2.49']);
    expect(new Set(rows.map((r) => r.gpu_id)).size).toBe(13);
    expect(rows).toHaveLength(63);
  });

  it('dates every row with the day the response was fetched and names the API it came from', () => {
    expect(new Set(rows.map((r) => r.as_of))).toEqual(new Set(['2025-06-21']));
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['https://api.runpod.io/graphql']));
    for (const row of rows) {
      expect(row.notes).toContain('refreshed by scripts/refresh');
      expect(row.notes).toContain('github.com/Jumbo2020/gpu_prices');
      expect(row.notes).not.toMatch(/\n/);
    }
  });

  it('names only GPUs of data/gpus.csv and counts the rest as unmapped', () => {
    for (const row of rows) expect(gpuIds.has(row.gpu_id)).toBe(true);
    expect(unmapped).toHaveLength(26);
    expect(unmapped).toContain('NVIDIA H100 NVL');
    expect(unmapped).toContain('NVIDIA RTX A6000');
  });

  it('leaves out a price for a cloud the GPU is not offered on, and says so in the notes', () => {
    // the B200 lists a community price of 0.5 with communityCloud false: a placeholder, not an offer
    expect(price(rows, 'b200', 'RunPod (Community Cloud)', 'on-demand')).toEqual([]);
    expect(price(rows, 'b200', 'RunPod (Secure Cloud)', 'on-demand')).toEqual(['6.39']);
    expect(dropped).toContain('NVIDIA B200: community price 0.5 (community cloud not offered)');
    expect(dropped).toHaveLength(6);
    const b200 = rows.find((r) => r.gpu_id === 'b200');
    expect(b200?.notes).toContain('dropped: community price 0.5 (community cloud not offered)');
  });

  it('writes no price that the response left empty or zero', () => {
    for (const row of rows) expect(Number(row.price)).toBeGreaterThan(0);
    // the 5090 has no spot price in the response
    expect(rows.filter((r) => r.gpu_id === 'rtx-5090' && r.billing === 'spot')).toEqual([]);
  });
});

describe('a response the RunPod adapter refuses', () => {
  const refusal = (body: unknown) => {
    try {
      runpod.read(body, context);
    } catch (error) {
      expect(error).toBeInstanceOf(RefreshError);
      return (error as Error).message;
    }
    throw new Error('no refusal');
  };

  it('refuses an HTML page with one line saying what it expected', () => {
    const message = refusal('<html><body>Service unavailable</body></html>');
    expect(message).toBe(
      'runpod: response refused: expected data.gpuTypes to be a list of GPU types, got text "<html><body>Service unavailable</body></"',
    );
  });

  it('passes on the API error message when the API answers with one', () => {
    expect(refusal({ errors: [{ message: 'Unauthorized' }] })).toBe(
      'runpod: response refused: the API answered with an error: Unauthorized',
    );
  });

  it('names the field when a price is not a number', () => {
    const list = structuredClone(recorded) as Record<string, unknown>[];
    list[3] = { ...list[3], securePrice: '0.41 USD' };
    expect(refusal({ data: { gpuTypes: list } })).toBe(
      'runpod: response refused: gpuTypes[3].securePrice is text "0.41 USD", expected a number or null',
    );
  });

  it('reads the live shape, data.gpuTypes, as it reads the recorded list', () => {
    const live = runpod.read({ data: { gpuTypes: recorded } }, context);
    expect(live.rows).toEqual(runpod.read(recorded, context).rows);
  });
});

describe('the refresh run', () => {
  it('writes the rows in the columns of data/prices.csv', async () => {
    const out = tempDir();
    const lines: string[] = [];
    const [report] = await refresh({ sources: [runpod], offline: true, outDir: out, log: (l) => lines.push(l) });
    expect(report?.ok).toBe(true);
    const text = readFileSync(join(out, 'runpod.csv'), 'utf8');
    const pricesHeader = readFileSync(join(ROOT, 'data/prices.csv'), 'utf8').split(/\r?\n/)[0];
    expect(text.split('\n')[0]).toBe(pricesHeader);
    expect(pricesHeader).toBe(COLUMNS.join(','));
    const { data } = Papa.parse<PriceRow>(text, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(63);
    expect(data.find((r) => r.gpu_id === 'h200-sxm' && r.billing === 'on-demand')?.price).toBe('3.99');
    expect(lines[0]).toBe(`runpod: 63 rows for 13 GPUs, as of 2025-06-21, written to ${join(out, 'runpod.csv')}`);
    expect(lines[1]).toMatch(/^ {2}26 GPU types not in data\/gpus\.csv, left out: /);
  });

  it('dates a live response with the day it was fetched', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ data: { gpuTypes: recorded } }))) as typeof fetch;
    const [report] = await refresh({
      sources: [runpod],
      offline: false,
      outDir: null,
      fetchImpl,
      today: () => '2027-01-05',
      log: () => {},
    });
    expect(new Set(report?.result?.rows.map((r) => r.as_of))).toEqual(new Set(['2027-01-05']));
    expect(report?.result?.rows.every((r) => !r.notes.includes('recorded response'))).toBe(true);
  });

  it('keeps the previous file when a response is refused, and reports it in one line', async () => {
    const out = tempDir();
    const recordedDir = tempDir();
    writeFileSync(join(out, 'runpod.csv'), 'previous\n');
    writeFileSync(join(recordedDir, runpod.recording.file), '{"data":{"gpuTypes":"maintenance"}}');
    const lines: string[] = [];
    const [report] = await refresh({
      sources: [runpod],
      offline: true,
      outDir: out,
      recordedDir,
      log: (l) => lines.push(l),
    });
    expect(report?.ok).toBe(false);
    expect(lines).toEqual([
      'runpod: response refused: expected data.gpuTypes to be a list of GPU types, got an object with data',
    ]);
    expect(readFileSync(join(out, 'runpod.csv'), 'utf8')).toBe('previous\n');
  });

  it('refuses a live answer that is not JSON, and a failed request, without writing', async () => {
    const out = tempDir();
    const lines: string[] = [];
    const html = (async () => new Response('<!doctype html><p>Just a moment…</p>')) as typeof fetch;
    const down = (async () => new Response('', { status: 503, statusText: 'Service Unavailable' })) as typeof fetch;
    for (const fetchImpl of [html, down]) {
      const [report] = await refresh({
        sources: [runpod],
        offline: false,
        outDir: out,
        fetchImpl,
        log: (l) => lines.push(l),
      });
      expect(report?.ok).toBe(false);
    }
    expect(lines).toEqual([
      'runpod: response refused: not JSON (starts "<!doctype html><p>Just a momen")',
      'runpod: https://api.runpod.io/graphql answered 503 Service Unavailable',
    ]);
    expect(() => readFileSync(join(out, 'runpod.csv'))).toThrow();
  });
});
