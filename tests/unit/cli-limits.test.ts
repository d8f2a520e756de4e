// The built command line against input that is too large, hostile or simply unusual: endless or
// huge files stop at 20 MB, text echoed on standard error can never forge a second line, a byte-order
// mark and the page's JSON export are read, and system errors are said in words.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/index.ts';
import { parseScenarioText } from '../../src/engine/reading.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const EXAMPLE = 'examples/v3-provider-screening.json';
const exampleText = readFileSync(join(ROOT, EXAMPLE), 'utf8');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  // a reader without a limit would fill memory: stop it long before that
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'gpu-tco-limits-'));
}

function tempFile(name: string, content: string | Buffer): string {
  const path = join(tempDir(), name);
  writeFileSync(path, content);
  return path;
}

describe('gpu-tco FILE reads at most 20 MB', () => {
  it('stops reading /dev/zero and refuses it as too large', { timeout: 30_000 }, () => {
    const run = calc(['/dev/zero']);
    // not stopped by calc's time limit: it ended by itself
    expect(run.signal).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('/dev/zero: too large: a scenario file is read up to 20 MB, and this one is larger\n');
  });

  it('refuses a 21 MB file with one line, and reads standard input with the same limit', () => {
    const big = Buffer.alloc(21_000_000, 0x20);
    const file = calc([tempFile('big.json', big)]);
    expect(file.status).toBe(2);
    expect(file.stderr).toMatch(
      /^\S*big\.json: too large: a scenario file is read up to 20 MB, and this one is larger\n$/,
    );
    const stdin = calc(['-'], big.toString('utf8'));
    expect(stdin.status).toBe(2);
    expect(stdin.stderr).toBe(
      'standard input: too large: a scenario file is read up to 20 MB, and this one is larger\n',
    );
  });

  it('still reads a scenario padded to just under 20 MB', { timeout: 30_000 }, () => {
    const padded = `${exampleText}${' '.repeat(19_999_000 - Buffer.byteLength(exampleText))}`;
    const run = calc([tempFile('padded.json', padded)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('gpu-tco FILE echoes what it was given on one line per problem', () => {
  it('escapes a key holding an escape sequence and a newline, so it cannot forge a second error line', () => {
    const scenario = JSON.parse(exampleText);
    scenario['\u001b[31m\nforged'] = 1;
    const run = calc(['-'], JSON.stringify(scenario));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('\\u001b[31m\\nforged: unknown field\n');
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('escapes control characters in values, DEL, C1 and line separators alike', () => {
    const scenario = JSON.parse(exampleText);
    scenario.rent.plan = 'x\u007f\u009b\u2028\u2029\r\ty';
    const run = calc(['-'], JSON.stringify(scenario));
    expect(run.status).toBe(2);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"x\\u007f\\u009b\\u2028\\u2029\\r\\ty"');
    // nothing a terminal would act on is left
    const controls = [...run.stderr.slice(0, -1)].filter((c) => {
      const code = c.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    });
    expect(controls).toEqual([]);
  });

  it('escapes a file name with a newline in it', () => {
    const run = calc(['no-such\nforged: ok.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('no-such\\nforged: ok.json: cannot be read (no such file)\n');
  });

  it('escapes the arguments it cannot use', () => {
    const run = calc(['a', 'b\u001b[2J']);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('gpu-tco: cannot use "a" "b\\u001b[2J"');
  });

  it('escapes the reason inspect gives for evidence it does not recognize', () => {
    const run = calc(['inspect', '-'], 'NVIDIA-SMI has failed \u001b[31m\rforged');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'standard input: nvidia-smi reported an error instead of GPU details: "NVIDIA-SMI has failed \\u001b[31m forged"\n',
    );
  });
});

describe('gpu-tco FILE reads what people save', () => {
  it('accepts a scenario starting with a UTF-8 byte-order mark, as inspect does', () => {
    const plain = calc([EXAMPLE]);
    expect(plain.status).toBe(0);
    const withBom = calc([tempFile('bom.json', `\ufeff${exampleText}`)]);
    expect(withBom.stderr).toBe('');
    expect(withBom.status).toBe(0);
    expect(withBom.stdout).toBe(plain.stdout);
    const stdin = calc(['-'], `\ufeff${exampleText}`);
    expect(stdin.status).toBe(0);
    expect(stdin.stdout).toBe(plain.stdout);
  });

  it("accepts the page's JSON export and prints the same result as its scenario", () => {
    const parsed = parseScenarioText(exampleText, 'strict');
    if (!parsed.ok) throw new Error('the example must be valid');
    // as the page's Export as JSON writes it: the scenario, the result and the tools' figures
    const body = { scenario: parsed.scenario, result: evaluate(parsed.scenario), analysis: { note: 'ignored' } };
    const exported = calc([tempFile('gpu-tco-export.json', `${JSON.stringify(body, null, 2)}\n`)]);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    expect(exported.stdout).toBe(calc([EXAMPLE]).stdout);
  });

  it('takes the scenario of an export even when its result is stale', () => {
    const parsed = parseScenarioText(exampleText, 'strict');
    if (!parsed.ok) throw new Error('the example must be valid');
    const run = calc(['-'], JSON.stringify({ scenario: parsed.scenario, result: { cheaper: 'nobody' } }));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(calc([EXAMPLE]).stdout);
  });

  it("names the export's scenario fields by their place in the file", () => {
    const scenario = JSON.parse(exampleText);
    scenario.own.power.pue = 5;
    const run = calc(['-'], JSON.stringify({ scenario, result: {} }));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('scenario.own.power.pue: must be a number from 1 to 3 (got 5)\n');
  });

  it('says so when a file is neither a scenario nor an export', () => {
    const run = calc(['-'], JSON.stringify({ kind: 'iperf3', streams: 2 }));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'scenario: neither a scenario (it has no "version") nor the page\'s JSON export (it has no "scenario")\n',
    );
  });
});

describe('gpu-tco FILE says in words why a file cannot be read', () => {
  it('a loop of symbolic links', () => {
    const dir = tempDir();
    symlinkSync(join(dir, 'b.json'), join(dir, 'a.json'));
    symlinkSync(join(dir, 'a.json'), join(dir, 'b.json'));
    const run = calc([join(dir, 'a.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`${join(dir, 'a.json')}: cannot be read (too many levels of symbolic links)\n`);
  });

  it('a name too long and a path through a file', () => {
    const long = calc([`${'x'.repeat(5000)}.json`]);
    expect(long.status).toBe(2);
    expect(long.stderr).toMatch(/^x+\.json: cannot be read \(the name is too long\)\n$/);
    const file = tempFile('s.json', exampleText);
    const through = calc([join(file, 'inner.json')]);
    expect(through.status).toBe(2);
    expect(through.stderr).toBe(`${join(file, 'inner.json')}: cannot be read (a part of the path is not a folder)\n`);
  });
});
