// What the evidence parsers return. Strings are kept as the tool printed them ("Disabled",
// "Pass-Through"); a field the input does not give, or gives as N/A, is null.

/** One GPU as nvidia-smi describes it. */
export interface GpuEvidence {
  readonly name: string | null;
  /** Frame-buffer memory in total, in MiB ("FB Memory Usage" Total, or memory.total). */
  readonly memoryTotalMiB: number | null;
  /** The current MIG mode: "Enabled" or "Disabled". */
  readonly migMode: string | null;
  /** From nvidia-smi -q's "GPU Virtualization Mode" section ("None", "Pass-Through", …); not in --query-gpu. */
  readonly virtualizationMode: string | null;
  /** The power limit in force, in watts: "Current Power Limit" in nvidia-smi -q, enforced.power.limit in CSV. */
  readonly powerLimitW: number | null;
}

/** `nvidia-smi -q`: one GPU for each "GPU 0000…" block. */
export interface NvidiaSmiQEvidence {
  readonly kind: 'nvidia-smi-q';
  readonly driverVersion: string | null;
  readonly cudaVersion: string | null;
  readonly gpus: readonly GpuEvidence[];
}

/** `nvidia-smi --query-gpu=… --format=csv`: one GPU for each row under the header. */
export interface NvidiaSmiCsvEvidence {
  readonly kind: 'nvidia-smi-csv';
  readonly driverVersion: string | null;
  /** --query-gpu has no field for it, so always null; kept for the same shape as nvidia-smi -q. */
  readonly cudaVersion: string | null;
  readonly gpus: readonly GpuEvidence[];
}

/** `iperf3 -J`: the end summary of one run. */
export interface Iperf3Evidence {
  readonly kind: 'iperf3';
  /** "TCP" or "UDP", as start.test_start.protocol prints it. */
  readonly protocol: string | null;
  readonly streams: number | null;
  /** end.sum_sent.bits_per_second ÷ 1e9. */
  readonly sentGbps: number | null;
  /** end.sum_received.bits_per_second ÷ 1e9. */
  readonly receivedGbps: number | null;
  readonly retransmits: number | null;
  /** Mean of the streams' sender mean_rtt (iperf3 gives microseconds), in milliseconds. */
  readonly meanRttMs: number | null;
}

export type Evidence = NvidiaSmiQEvidence | NvidiaSmiCsvEvidence | Iperf3Evidence;

/** Either what was found, or one plain sentence saying why nothing was. */
export type EvidenceResult<T extends Evidence = Evidence> =
  | { readonly ok: true; readonly evidence: T }
  | { readonly ok: false; readonly reason: string };
