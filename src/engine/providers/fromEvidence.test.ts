// What a pasted output puts into a provider: nvidia-smi's cards summed up, iperf3's lower end as the
// bandwidth, whatever the number of cards the parser let through.
import { describe, expect, it } from 'vitest';
import type { GpuEvidence } from '../evidence/types.ts';
import { fromEvidence } from './fromEvidence.ts';

const H100: GpuEvidence = {
  name: 'NVIDIA H100 80GB HBM3',
  memoryTotalMiB: 81559,
  migMode: 'Disabled',
  virtualizationMode: 'Pass-Through',
  powerLimitW: 700,
};

describe('fromEvidence', () => {
  it('takes the smallest card as the memory every card has, and any vGPU mode over pass-through', () => {
    const small = { ...H100, name: 'NVIDIA H100 PCIe', memoryTotalMiB: 40960, virtualizationMode: 'VGPU' };
    const changes = fromEvidence({
      kind: 'nvidia-smi-q',
      driverVersion: '590.48.01',
      cudaVersion: '13.1',
      gpus: [H100, small, { ...H100, memoryTotalMiB: null }],
    });
    expect(changes.gpuEvidence).toEqual({
      name: 'NVIDIA H100 80GB HBM3 / NVIDIA H100 PCIe',
      count: 3,
      memoryTotalMiB: 40960,
      migEnabled: false,
      virtualizationMode: 'VGPU',
      driverVersion: '590.48.01',
      cudaVersion: '13.1',
    });
  });

  it('sums up 300,000 cards without running out of call stack', () => {
    const gpus = Array.from({ length: 300_000 }, (_, i) => ({ ...H100, memoryTotalMiB: 81559 - (i % 7) }));
    const changes = fromEvidence({ kind: 'nvidia-smi-csv', driverVersion: null, cudaVersion: null, gpus });
    expect(changes.gpuEvidence?.count).toBe(300_000);
    expect(changes.gpuEvidence?.memoryTotalMiB).toBe(81553);
  });

  it("takes the lower of iperf3's two ends as the bandwidth", () => {
    const changes = fromEvidence({
      kind: 'iperf3',
      protocol: 'TCP',
      streams: 2,
      sentGbps: 9.5,
      receivedGbps: 9.4,
      retransmits: 3,
      meanRttMs: null,
    });
    expect(changes).toEqual({ bandwidthGbps: 9.4, retransmits: 3 });
  });
});
