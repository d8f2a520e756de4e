// The captured tool outputs in tests/fixtures/evidence (see its README for where each comes from),
// as text, for the evidence parsers' tests; and outputs built from them in the same format.
import iperf3Tcp from '../fixtures/evidence/iperf3-J_tcp-forward-client_3.21_loopback.json?raw';
import qIdle from '../fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt?raw';
import qLoad from '../fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_load_590.48.01.txt?raw';
import queryCommand from '../fixtures/evidence/nvidia-smi-query-gpu_H100-80GB-HBM3.command.txt?raw';
import csvIdle from '../fixtures/evidence/nvidia-smi-query-gpu_H100-80GB-HBM3_idle_590.48.01.csv?raw';
import csvLoad from '../fixtures/evidence/nvidia-smi-query-gpu_H100-80GB-HBM3_load_590.48.01.csv?raw';
import readme from '../fixtures/evidence/README.md?raw';

export const FIXTURES = { qIdle, qLoad, csvIdle, csvLoad, iperf3Tcp } as const;
export const NOT_EVIDENCE = { readme, queryCommand } as const;

/** The part of an nvidia-smi -q log before its first "GPU 0000…" block, and that block. */
export function splitQ(text: string): { readonly head: string; readonly block: string } {
  const at = text.indexOf('\nGPU ');
  if (at === -1) throw new Error('no GPU block');
  return { head: text.slice(0, at + 1), block: text.slice(at + 1) };
}

/** Replaces exactly one occurrence, so a test cannot silently change nothing or too much. */
export function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) throw new Error(`"${from}" is not in the text exactly once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** A --query-gpu CSV as header cells and rows of cells, split where nvidia-smi joins them (", "). */
export function splitCsv(text: string): { readonly header: string[]; readonly rows: string[][] } {
  const lines = text.split('\n').filter((line) => line !== '');
  const [header, ...rows] = lines.map((line) => line.split(', '));
  if (header === undefined) throw new Error('no header');
  return { header, rows };
}

export function joinCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((cells) => cells.join(', ')).join('\n')}\n`;
}
