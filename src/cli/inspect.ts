// gpu-tco inspect FILE: what nvidia-smi -q, nvidia-smi --query-gpu CSV or iperf3 -J output says,
// as JSON. The parsing is the engine's (src/engine/evidence); this file reads and prints.
import { type Evidence, inspectEvidence, MAX_EVIDENCE_CHARS } from '../engine/evidence/index.ts';
import { escapeText, type Output, oneFile, readError, utf8 } from './io.ts';

export const INSPECT_USAGE = `       gpu-tco inspect FILE
                          what the nvidia-smi -q text, nvidia-smi --query-gpu CSV or iperf3 -J
                          JSON in FILE says (- reads standard input)`;

/** The fields printed for each kind, in this order: the evidence may carry more (iperf3's meanRttMs). */
function printed(evidence: Evidence): Record<string, unknown> {
  if (evidence.kind === 'iperf3') {
    const { kind, protocol, streams, sentGbps, receivedGbps, retransmits } = evidence;
    return { kind, protocol, streams, sentGbps, receivedGbps, retransmits };
  }
  return {
    kind: evidence.kind,
    driverVersion: evidence.driverVersion,
    cudaVersion: evidence.cudaVersion,
    gpus: evidence.gpus.map(({ name, memoryTotalMiB, migMode, virtualizationMode, powerLimitW }) => ({
      name,
      memoryTotalMiB,
      migMode,
      virtualizationMode,
      powerLimitW,
    })),
  };
}

export function runInspect(args: readonly string[], io: Output, usage: string): number {
  const file = oneFile(args, io, 'gpu-tco inspect', 'evidence', usage);
  if (file === null) return 2;
  const name = escapeText(file === '-' ? 'standard input' : file);
  let text: string;
  try {
    // a UTF-16 unit takes at most 3 bytes of UTF-8, so more than 4 bytes a unit is over the engine's limit
    text = utf8(io.readLimited(file, 4 * MAX_EVIDENCE_CHARS));
  } catch (error) {
    io.stderr(`${name}: cannot be read (${escapeText(readError(error))})\n`);
    return 2;
  }
  const result = inspectEvidence(text);
  if (!result.ok) {
    io.stderr(`${name}: ${escapeText(result.reason)}\n`);
    return 2;
  }
  io.stdout(`${JSON.stringify(printed(result.evidence), null, 2)}\n`);
  return 0;
}
