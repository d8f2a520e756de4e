// The built command line's inspect: each captured tool output printed with exactly the fields its
// kind has, and files it cannot read or recognize refused with one line and exit 2.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const FIXTURES = 'tests/fixtures/evidence';

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gpu-tco-inspect-')), name);
  writeFileSync(path, content);
  return path;
}

function fixture(name: string): string {
  return readFileSync(join(ROOT, FIXTURES, name), 'utf8');
}

const H100_Q = {
  name: 'NVIDIA H100 80GB HBM3',
  memoryTotalMiB: 81559,
  migMode: 'Disabled',
  virtualizationMode: 'Pass-Through',
  powerLimitW: 700,
};

/** Runs inspect on a file and returns its output, after checking it succeeded as it should. */
function inspected(args: string[], input?: string): Record<string, unknown> {
  const run = calc(['inspect', ...args], input);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout.endsWith('}\n')).toBe(true);
  const output = JSON.parse(run.stdout) as Record<string, unknown>;
  // pretty JSON: as JSON.stringify with two spaces prints it
  expect(run.stdout).toBe(`${JSON.stringify(output, null, 2)}\n`);
  return output;
}

describe('gpu-tco inspect FILE', () => {
  it.each(['nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'nvidia-smi-q_H100-80GB-HBM3_load_590.48.01.txt'])(
    'prints driver, CUDA and the GPU of %s',
    (name) => {
      const output = inspected([`${FIXTURES}/${name}`]);
      expect(output).toEqual({ kind: 'nvidia-smi-q', driverVersion: '590.48.01', cudaVersion: '13.1', gpus: [H100_Q] });
      expect(Object.keys(output)).toEqual(['kind', 'driverVersion', 'cudaVersion', 'gpus']);
    },
  );

  it.each([
    'nvidia-smi-query-gpu_H100-80GB-HBM3_idle_590.48.01.csv',
    'nvidia-smi-query-gpu_H100-80GB-HBM3_load_590.48.01.csv',
  ])('prints the same fields for %s, null where --query-gpu has no column', (name) => {
    expect(inspected([`${FIXTURES}/${name}`])).toEqual({
      kind: 'nvidia-smi-csv',
      driverVersion: '590.48.01',
      cudaVersion: null,
      gpus: [{ ...H100_Q, virtualizationMode: null }],
    });
  });

  it('prints the iperf3 summary without the round trip the page may use', () => {
    const output = inspected([`${FIXTURES}/iperf3-J_tcp-forward-client_3.21_loopback.json`]);
    expect(output).toEqual({
      kind: 'iperf3',
      protocol: 'TCP',
      streams: 2,
      sentGbps: 8377775.536231653 / 1e9,
      receivedGbps: 8377265.182942295 / 1e9,
      retransmits: 0,
    });
    expect(Object.keys(output)).toEqual(['kind', 'protocol', 'streams', 'sentGbps', 'receivedGbps', 'retransmits']);
  });

  it('reads standard input when the file is -', () => {
    const text = fixture('nvidia-smi-q_H100-80GB-HBM3_load_590.48.01.txt');
    expect(inspected(['-'], text)).toMatchObject({ kind: 'nvidia-smi-q', gpus: [H100_Q] });
  });

  it('prints every GPU of a file with several', () => {
    const csv = fixture('nvidia-smi-query-gpu_H100-80GB-HBM3_idle_590.48.01.csv');
    const [header, row] = csv.split('\n') as [string, string];
    const second = row.replace(', NVIDIA H100 80GB HBM3, ', ', NVIDIA H100 PCIe, ');
    const output = inspected([tempFile('two.csv', `${header}\n${row}\n${second}\n`)]);
    expect((output.gpus as { name: string }[]).map((gpu) => gpu.name)).toEqual([
      'NVIDIA H100 80GB HBM3',
      'NVIDIA H100 PCIe',
    ]);
  });
});

describe('gpu-tco inspect refuses', () => {
  /** Runs inspect expecting exit 2, nothing on standard output and one line on standard error. */
  function refused(args: string[], input?: string): string {
    const run = calc(['inspect', ...args], input);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    return run.stderr;
  }

  const EXPECTED =
    'expected the text of "nvidia-smi -q", CSV from "nvidia-smi --query-gpu=... --format=csv", or JSON from "iperf3 -J"';

  it('a file it does not recognize, naming the file and what it expected', () => {
    const path = tempFile('ping.txt', 'PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.\n');
    expect(refused([path])).toBe(`${path}: not recognized: ${EXPECTED}\n`);
    expect(refused([`${FIXTURES}/README.md`])).toBe(`${FIXTURES}/README.md: not recognized: ${EXPECTED}\n`);
    expect(refused(['-'], '{"a": 1}')).toBe(`standard input: not recognized: ${EXPECTED}\n`);
  });

  it('an empty file', () => {
    const path = tempFile('empty.txt', '');
    expect(refused([path])).toBe(`${path}: empty: ${EXPECTED}\n`);
  });

  it('output cut short, with the reason of its kind', () => {
    const q = fixture('nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt');
    const half = tempFile('half.txt', q.slice(0, q.length / 2));
    expect(refused([half])).toMatch(
      /^.+half\.txt: nvidia-smi -q output incomplete: the block of GPU 00000000:00:09\.0/,
    );
    const csv = fixture('nvidia-smi-query-gpu_H100-80GB-HBM3_idle_590.48.01.csv');
    const headerOnly = tempFile('header.csv', csv.slice(0, csv.indexOf('\n') + 1));
    expect(refused([headerOnly])).toBe(
      `${headerOnly}: CSV from nvidia-smi --query-gpu with a header but no rows: it is cut short after the header, or nvidia-smi found no GPU\n`,
    );
    const iperf = fixture('iperf3-J_tcp-forward-client_3.21_loopback.json');
    expect(refused(['-'], iperf.slice(0, 1000))).toBe(
      'standard input: iperf3 -J output that is not complete JSON: it is cut short or broken\n',
    );
  });

  it('a file that cannot be read', () => {
    expect(refused(['no-such-output.txt'])).toBe('no-such-output.txt: cannot be read (no such file)\n');
    expect(refused([tmpdir()])).toBe(`${tmpdir()}: cannot be read (it is a folder)\n`);
  });

  it('more than 2 MB, without reading it all', () => {
    const run = spawnSync(process.execPath, [BIN, 'inspect', '/dev/zero'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '/dev/zero: too large: evidence is read up to 2 MB (2,000,000 characters), far more than nvidia-smi or iperf3 print\n',
    );
  });

  it('a missing file name or an extra argument, with the usage', () => {
    expect(refused([])).toMatch(/^gpu-tco inspect: no evidence file given\nUsage: gpu-tco FILE/);
    expect(refused(['a.txt', 'b.txt'])).toMatch(/^gpu-tco inspect: cannot use "a.txt" "b.txt"\nUsage:/);
    expect(refused(['--frobnicate'])).toMatch(/^gpu-tco inspect: cannot use "--frobnicate"\nUsage:/);
  });
});

describe('gpu-tco help', () => {
  it('shows inspect in the usage and explains it in --help', () => {
    const run = calc(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: gpu-tco FILE .*\n {7}gpu-tco inspect FILE\n/);
    expect(run.stdout).toContain('nvidia-smi -q');
    expect(run.stdout).toContain('iperf3 -J');
    expect(run.stdout).toContain('kind "nvidia-smi-csv"');
    expect(calc(['inspect', '--help']).stdout).toBe(run.stdout);
  });

  it('is what npm run --silent calc -- inspect runs', () => {
    const run = spawnSync(
      'npm',
      ['run', '--silent', 'calc', '--', 'inspect', `${FIXTURES}/iperf3-J_tcp-forward-client_3.21_loopback.json`],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).kind).toBe('iperf3');
  });
});
