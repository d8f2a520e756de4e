// The one entry point for evidence a user brings: tell which tool printed the text, then hand it to
// that tool's parser. Every outcome is a value; nothing here throws.
import { iperf3FromJson, readJson } from './iperf3.ts';
import { csvShapeOf, NO_HEADER, parseNvidiaSmiCsv } from './nvidia-smi-csv.ts';
import { isNvidiaSmiQ, parseNvidiaSmiQ } from './nvidia-smi-q.ts';
import { firstFilledLine, linesOf, NOT_RECOGNIZED, refuseInput, shown, withoutBom } from './text.ts';
import type { EvidenceResult } from './types.ts';

const EXPECTED = NOT_RECOGNIZED.slice('not recognized: '.length);

/**
 * Which of nvidia-smi -q, nvidia-smi --query-gpu CSV and iperf3 -J the text is, and what it says:
 * `{ ok: true, evidence }`, or `{ ok: false, reason }` with one plain sentence naming what was
 * expected, or what is wrong with text that was recognized.
 */
export function inspectEvidence(text: string): EvidenceResult {
  try {
    return inspect(text);
  } catch {
    // the parsers are written not to throw; this keeps the promise if one ever does
    return { ok: false, reason: NOT_RECOGNIZED };
  }
}

function inspect(input: string): EvidenceResult {
  const refused = refuseInput(input);
  if (refused !== null) return { ok: false, reason: refused };
  const text = withoutBom(input);
  const start = text.trimStart();
  if (start === '') return { ok: false, reason: `empty: ${EXPECTED}` };

  if (start.startsWith('{') || start.startsWith('[')) {
    const read = readJson(text, NOT_RECOGNIZED);
    if (!read.ok) return read;
    const result = iperf3FromJson(read.json);
    return !result.ok && result.reason.startsWith('not JSON from') ? { ok: false, reason: NOT_RECOGNIZED } : result;
  }
  if (isNvidiaSmiQ(text)) return parseNvidiaSmiQ(text);
  const shape = csvShapeOf(text);
  if (shape === 'header') return parseNvidiaSmiCsv(text);
  if (shape === 'headerless') return { ok: false, reason: NO_HEADER };

  const first = firstFilledLine(linesOf(start.slice(0, 10_000)))?.line.trim() ?? '';
  if (first.startsWith('NVIDIA-SMI has failed') || first === 'No devices were found') {
    return { ok: false, reason: `nvidia-smi reported an error instead of GPU details: "${shown(first, 200)}"` };
  }
  if (start.slice(0, 10_000).includes('NVIDIA-SMI ')) {
    return { ok: false, reason: `not recognized: this looks like the table plain "nvidia-smi" prints; ${EXPECTED}` };
  }
  return { ok: false, reason: NOT_RECOGNIZED };
}
