// Evidence from the tools people run on GPU servers: nvidia-smi -q, nvidia-smi --query-gpu CSV and
// iperf3 -J, read into plain data. Pure TypeScript like the rest of the engine: text in, data out,
// no I/O. Kept out of the engine's main barrel so the page loads it only where it is used.

export { inspectEvidence } from './inspect.ts';
export { parseIperf3Json } from './iperf3.ts';
export { parseNvidiaSmiCsv } from './nvidia-smi-csv.ts';
export { parseNvidiaSmiQ } from './nvidia-smi-q.ts';
export { MAX_EVIDENCE_CHARS } from './text.ts';
export type { Evidence } from './types.ts';
