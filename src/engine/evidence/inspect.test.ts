import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, NOT_EVIDENCE, splitCsv } from '../../../tests/support/evidence.ts';
import { inspectEvidence, MAX_EVIDENCE_CHARS } from './index.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 300) };

const NOT_RECOGNIZED =
  'not recognized: expected the text of "nvidia-smi -q", CSV from "nvidia-smi --query-gpu=... --format=csv", or JSON from "iperf3 -J"';

function reasonOf(text: string): string {
  const result = inspectEvidence(text);
  if (result.ok) throw new Error(`recognized as ${result.evidence.kind}`);
  return result.reason;
}

/** A plain answer: ok with evidence, or a reason that is one non-empty line. */
function isPlainAnswer(result: ReturnType<typeof inspectEvidence>): boolean {
  if (result.ok) return typeof result.evidence.kind === 'string';
  return typeof result.reason === 'string' && result.reason.length > 0 && !/[\r\n]/.test(result.reason);
}

describe('inspectEvidence recognizes each captured output', () => {
  it.each([
    ['nvidia-smi -q, idle', FIXTURES.qIdle, 'nvidia-smi-q'],
    ['nvidia-smi -q, under load', FIXTURES.qLoad, 'nvidia-smi-q'],
    ['--query-gpu CSV, idle', FIXTURES.csvIdle, 'nvidia-smi-csv'],
    ['--query-gpu CSV, under load', FIXTURES.csvLoad, 'nvidia-smi-csv'],
    ['iperf3 -J', FIXTURES.iperf3Tcp, 'iperf3'],
  ])('%s', (_, text, kind) => {
    const result = inspectEvidence(text);
    expect(result.ok && result.evidence.kind).toBe(kind);
  });

  it('gives what each parser gives', () => {
    const q = inspectEvidence(FIXTURES.qIdle);
    expect(q.ok && q.evidence).toMatchObject({ driverVersion: '590.48.01', cudaVersion: '13.1' });
    const csv = inspectEvidence(FIXTURES.csvLoad);
    expect(csv.ok && csv.evidence.kind !== 'iperf3' && csv.evidence.gpus[0]).toEqual({
      name: 'NVIDIA H100 80GB HBM3',
      memoryTotalMiB: 81559,
      migMode: 'Disabled',
      virtualizationMode: null,
      powerLimitW: 700,
    });
    const iperf = inspectEvidence(FIXTURES.iperf3Tcp);
    expect(iperf.ok && iperf.evidence).toMatchObject({ protocol: 'TCP', streams: 2, retransmits: 0 });
  });

  it('reads text that starts with a byte-order mark', () => {
    expect(inspectEvidence(`\uFEFF${FIXTURES.qIdle}`)).toEqual(inspectEvidence(FIXTURES.qIdle));
  });
});

describe('inspectEvidence with text from elsewhere', () => {
  it('names what it expected for empty text', () => {
    for (const text of ['', '   ', '\n\n\r\n\t']) {
      expect(reasonOf(text)).toBe(
        'empty: expected the text of "nvidia-smi -q", CSV from "nvidia-smi --query-gpu=... --format=csv", or JSON from "iperf3 -J"',
      );
    }
  });

  it('does not take the fixtures README or the command line for output', () => {
    expect(reasonOf(NOT_EVIDENCE.readme)).toBe(NOT_RECOGNIZED);
    expect(reasonOf(NOT_EVIDENCE.queryCommand)).toBe(NOT_RECOGNIZED);
  });

  it('does not recognize other JSON', () => {
    for (const text of ['{}', '{"a": 1}', '[1, 2, 3]', '{"start": {"version": "ping 1"}}', '"text"', 'null', '[']) {
      expect(reasonOf(text)).toBe(NOT_RECOGNIZED);
    }
  });

  it('does not recognize ping', () => {
    const ping = [
      'PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.',
      '64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms',
      '64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.031 ms',
      '',
      '--- 127.0.0.1 ping statistics ---',
      '2 packets transmitted, 2 received, 0% packet loss, time 1001ms',
      'rtt min/avg/max/mdev = 0.031/0.038/0.045/0.007 ms',
      '',
    ].join('\n');
    expect(reasonOf(ping)).toBe(NOT_RECOGNIZED);
  });

  it('says when it is given the table of plain nvidia-smi, not nvidia-smi -q', () => {
    const table = [
      'Tue Jul 14 08:12:38 2026       ',
      '+-----------------------------------------------------------------------------------------+',
      '| NVIDIA-SMI 590.48.01              Driver Version: 590.48.01      CUDA Version: 13.1     |',
      '+-----------------------------------------+------------------------+----------------------+',
      '| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |',
      '|   0  NVIDIA H100 80GB HBM3          On  |   00000000:00:09.0 Off |                    0 |',
      '+-----------------------------------------+------------------------+----------------------+',
      '',
    ].join('\n');
    expect(reasonOf(table)).toBe(
      'not recognized: this looks like the table plain "nvidia-smi" prints; expected the text of "nvidia-smi -q", CSV from "nvidia-smi --query-gpu=... --format=csv", or JSON from "iperf3 -J"',
    );
  });

  it('passes on what nvidia-smi said when it failed', () => {
    expect(reasonOf('No devices were found\n')).toBe(
      'nvidia-smi reported an error instead of GPU details: "No devices were found"',
    );
  });

  it('says the header is missing from --query-gpu CSV printed with noheader', () => {
    const { rows } = splitCsv(FIXTURES.csvIdle);
    expect(reasonOf(`${rows[0]?.join(', ')}\n`)).toBe(
      'CSV from nvidia-smi without its header line: run --query-gpu with --format=csv, not noheader, because the header names the columns',
    );
  });

  it('gives each cut-short capture a reason of its own kind', () => {
    const half = (text: string) => text.slice(0, text.length / 2);
    expect(reasonOf(half(FIXTURES.qIdle))).toMatch(/^nvidia-smi -q output incomplete: /);
    expect(reasonOf(half(FIXTURES.csvIdle))).toMatch(/^CSV from nvidia-smi --query-gpu with a header but no rows/);
    expect(reasonOf(half(FIXTURES.iperf3Tcp))).toBe(
      'iperf3 -J output that is not complete JSON: it is cut short or broken',
    );
  });

  it('never throws for input that is not even a string', () => {
    for (const value of [undefined, null, 42, {}, ['GPU']]) {
      const result = inspectEvidence(value as unknown as string);
      expect(result.ok).toBe(false);
    }
  });
});

describe('inspectEvidence with hostile input', () => {
  it('refuses more than 2 MB, saying so', () => {
    const huge = FIXTURES.qIdle + ' '.repeat(MAX_EVIDENCE_CHARS);
    expect(reasonOf(huge)).toBe(
      'too large: evidence is read up to 2 MB (2,000,000 characters), far more than nvidia-smi or iperf3 print',
    );
    expect(reasonOf('x'.repeat(MAX_EVIDENCE_CHARS + 1))).toMatch(/^too large: /);
  });

  it('gives a plain answer for a line of a million characters of any kind', () => {
    for (const c of ['a', ',', ' ', ':', ' : ', '{', '[', '"', '=', '\\', '\u0000', 'é']) {
      const line = c.repeat(Math.floor(1_000_000 / c.length));
      expect(isPlainAnswer(inspectEvidence(line))).toBe(true);
      expect(isPlainAnswer(inspectEvidence(`${line}\n${line}\n`))).toBe(true);
    }
  });

  it('reads a CSV of 10,000 columns, and refuses one whose row does not match', () => {
    const { header, rows } = splitCsv(FIXTURES.csvIdle);
    const row = rows[0] as string[];
    const wideHeader = Array.from({ length: 10_000 }, (_, i) => header[i % header.length]);
    const wideRow = Array.from({ length: 10_000 }, (_, i) => row[i % row.length]);
    const wide = `${wideHeader.join(', ')}\n${wideRow.join(', ')}\n`;
    const result = inspectEvidence(wide);
    expect(result.ok && result.evidence.kind !== 'iperf3' && result.evidence.gpus[0]?.powerLimitW).toBe(700);
    const short = `${wideHeader.join(', ')}\n${wideRow.slice(1).join(', ')}\n`;
    expect(reasonOf(short)).toBe(
      'CSV from nvidia-smi --query-gpu cut short or broken: row 1 has 9999 values where the header names 10000 columns',
    );
    const junk = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n1\n`;
    expect(reasonOf(junk)).toBe(NOT_RECOGNIZED);
  });

  it('survives JSON nested as deep as 2 MB allows', () => {
    const objects = `${'{"start":'.repeat(190_000)}1${'}'.repeat(190_000)}`;
    const arrays = `${'['.repeat(990_000)}${']'.repeat(990_000)}`;
    const deep = `${'['.repeat(900_000)}${']'.repeat(900_000)}`;
    const inIperf = FIXTURES.iperf3Tcp.replace('"intervals": [', `"deep": ${deep}, "intervals": [`);
    for (const text of [objects, arrays, inIperf]) expect(text.length).toBeLessThanOrEqual(MAX_EVIDENCE_CHARS);
    expect(reasonOf(objects)).toBe(NOT_RECOGNIZED);
    expect(reasonOf(arrays)).toBe(NOT_RECOGNIZED);
    expect(inspectEvidence(inIperf).ok).toBe(true);
    expect(reasonOf('{"start":'.repeat(190_000))).toBe(NOT_RECOGNIZED);
  });

  it('keeps nvidia-smi -q work in proportion to its size, whatever the indentation', () => {
    const stairs = Array.from({ length: 1500 }, (_, i) => `${' '.repeat(i)}Section ${i}`).join('\n');
    const text = `==============NVSMI LOG==============\nGPU 00000000:00:09.0\n${stairs}\n`;
    expect(reasonOf(text)).toMatch(/^nvidia-smi -q output incomplete: /);
    const many = `==============NVSMI LOG==============\n${'GPU 0\n    Processes : None\n'.repeat(50_000)}`;
    // read to the end, then refused: no machine holds 50,000 GPUs
    expect(reasonOf(many)).toMatch(/^nvidia-smi -q output with 50000 "GPU 0000…" blocks: more GPUs /);
  });

  it('is not led astray by prototype keys', () => {
    const text = '{"__proto__": {"start": {"test_start": {}}}, "constructor": {"prototype": {"x": 1}}}';
    expect(reasonOf(text)).toBe(NOT_RECOGNIZED);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('inspectEvidence properties', () => {
  it('answers any string with evidence or a one-line reason, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => isPlainAnswer(inspectEvidence(text))),
      RUNS,
    );
  });

  it('answers text built from the captures’ own lines, shuffled, cut and joined', () => {
    const lines = Object.values(FIXTURES).flatMap((text) => text.split('\n'));
    const piece = fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 300 }), fc.constantFrom('\n', '\r\n', ','), (pieces, joint) =>
        isPlainAnswer(inspectEvidence(pieces.join(joint))),
      ),
      RUNS,
    );
  });

  it('answers every prefix of every capture with evidence or a reason', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(FIXTURES)), fc.nat(), (text, cut) =>
        isPlainAnswer(inspectEvidence(text.slice(0, cut % (text.length + 1)))),
      ),
      RUNS,
    );
  });
});
