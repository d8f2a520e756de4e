// What a pasted tool output changes in a provider: nvidia-smi's cards summed up as its GPU evidence,
// an iperf3 run as its bandwidth, retransmits and (where iperf3 measured it) latency.
import type { Evidence } from '../evidence/types.ts';
import type { Provider } from '../scenario/schema.ts';

const TEXT_MAX = 40;

export function fromEvidence(evidence: Evidence): Partial<Provider> {
  if (evidence.kind === 'iperf3') {
    const measured = [evidence.receivedGbps, evidence.sentGbps].filter((g): g is number => g !== null);
    return {
      // what arrived is what the link carried: the lower of the two ends
      bandwidthGbps: lowest(measured),
      retransmits: evidence.retransmits,
      ...(evidence.meanRttMs === null ? {} : { latencyMs: evidence.meanRttMs }),
    };
  }
  const gpus = evidence.gpus;
  const names = [...new Set(gpus.map((g) => g.name).filter((n): n is string => n !== null))];
  const memories = gpus.map((g) => g.memoryTotalMiB).filter((m): m is number => m !== null);
  const modes = gpus.map((g) => g.virtualizationMode).filter((m): m is string => m !== null);
  // the card that is least whole speaks for the machine: any vGPU mode wins over None
  const sliced = modes.find((m) => !['none', 'pass-through'].includes(m.toLowerCase()));
  return {
    gpuEvidence: {
      name: names.join(' / ').slice(0, 120) || 'unknown',
      count: gpus.length,
      memoryTotalMiB: lowest(memories),
      migEnabled: gpus.some((g) => g.migMode?.toLowerCase() === 'enabled'),
      virtualizationMode: (sliced ?? modes[0] ?? '').slice(0, TEXT_MAX),
      driverVersion: (evidence.driverVersion ?? '').slice(0, TEXT_MAX),
      cudaVersion: (evidence.cudaVersion ?? '').slice(0, TEXT_MAX),
    },
  };
}

/** The smallest number, or null for none; a loop, since spreading a long list into Math.min overflows the stack. */
function lowest(values: readonly number[]): number | null {
  let low: number | null = null;
  for (const value of values) if (low === null || value < low) low = value;
  return low;
}
