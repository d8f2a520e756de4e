import { describe, expect, it } from 'vitest';
import { FIXTURES, replaceOnce, splitQ } from '../../../tests/support/evidence.ts';
import { parseNvidiaSmiQ } from './index.ts';

/** The one H100 of the captures, as its -q log prints it (each figure checked in the text below). */
const H100 = {
  name: 'NVIDIA H100 80GB HBM3',
  memoryTotalMiB: 81559,
  migMode: 'Disabled',
  virtualizationMode: 'Pass-Through',
  powerLimitW: 700,
};

function gpusOf(text: string) {
  const result = parseNvidiaSmiQ(text);
  if (!result.ok) throw new Error(result.reason);
  return result.evidence.gpus;
}

function reasonOf(text: string): string {
  const result = parseNvidiaSmiQ(text);
  if (result.ok) throw new Error('parsed');
  return result.reason;
}

/** The idle capture with the lines of its one GPU block changed by `edit`. */
function idleWith(edit: (block: string) => string): string {
  const { head, block } = splitQ(FIXTURES.qIdle);
  return head + edit(block);
}

describe('nvidia-smi -q, the captured H100 logs', () => {
  it('holds the figures the tests expect, as printed', () => {
    for (const text of [FIXTURES.qIdle, FIXTURES.qLoad]) {
      expect(text).toContain('Driver Version                                         : 590.48.01\n');
      expect(text).toContain('CUDA Version                                           : 13.1\n');
      expect(text).toContain('    Product Name                                       : NVIDIA H100 80GB HBM3\n');
      expect(text).toContain('    MIG Mode\n        Current                                        : Disabled\n');
      expect(text).toContain(
        '    GPU Virtualization Mode\n        Virtualization Mode                            : Pass-Through\n',
      );
      expect(text).toContain(
        '    FB Memory Usage\n        Total                                          : 81559 MiB\n',
      );
      expect(text).toContain('        Current Power Limit                            : 700.00 W\n');
    }
  });

  it('reads the idle log: driver, CUDA as printed, and the GPU', () => {
    expect(parseNvidiaSmiQ(FIXTURES.qIdle)).toEqual({
      ok: true,
      evidence: { kind: 'nvidia-smi-q', driverVersion: '590.48.01', cudaVersion: '13.1', gpus: [H100] },
    });
  });

  it('reads the same figures under load, with processes listed under their heading', () => {
    expect(FIXTURES.qLoad).toContain('    Processes\n        GPU instance ID');
    expect(parseNvidiaSmiQ(FIXTURES.qLoad)).toEqual(parseNvidiaSmiQ(FIXTURES.qIdle));
  });

  it('reads the same log with Windows line ends', () => {
    expect(parseNvidiaSmiQ(FIXTURES.qIdle.replaceAll('\n', '\r\n'))).toEqual(parseNvidiaSmiQ(FIXTURES.qIdle));
  });
});

describe('nvidia-smi -q, fields by where nvidia-smi puts them', () => {
  it("takes the GPU's power limit, never the module's", () => {
    const text = idleWith((block) =>
      replaceOnce(
        block,
        '    Module Power Readings\n        Average Power Draw                             : N/A\n        Instantaneous Power Draw                       : N/A\n        Current Power Limit                            : N/A',
        '    Module Power Readings\n        Average Power Draw                             : N/A\n        Instantaneous Power Draw                       : N/A\n        Current Power Limit                            : 1000.00 W',
      ),
    );
    expect(gpusOf(text)[0]?.powerLimitW).toBe(700);
  });

  it('gives null for a power limit nvidia-smi prints as N/A', () => {
    const text = idleWith((block) =>
      replaceOnce(
        block,
        'Current Power Limit                            : 700.00 W',
        'Current Power Limit                            : N/A',
      ),
    );
    expect(gpusOf(text)[0]?.powerLimitW).toBeNull();
  });

  it('reads "Power Limit" where older drivers print it in "Power Readings"', () => {
    const text = idleWith((block) =>
      replaceOnce(
        replaceOnce(block, '    GPU Power Readings\n', '    Power Readings\n'),
        'Current Power Limit                            : 700.00 W',
        'Power Limit                                    : 450.00 W',
      ),
    );
    expect(gpusOf(text)[0]?.powerLimitW).toBe(450);
  });

  it('reads the current MIG mode, not the pending one', () => {
    const text = idleWith((block) =>
      replaceOnce(
        block,
        '        Current                                        : Disabled\n        Pending                                        : Disabled',
        '        Current                                        : Enabled\n        Pending                                        : Disabled',
      ),
    );
    expect(gpusOf(text)[0]?.migMode).toBe('Enabled');
  });

  it('gives null for each field the log does not have', () => {
    const text = idleWith((block) =>
      block
        .split('\n')
        .filter((line) => !line.includes('Product Name') && !line.includes('Virtualization Mode'))
        .join('\n'),
    );
    expect(gpusOf(text)).toEqual([{ ...H100, name: null, virtualizationMode: null }]);
    const { head, block } = splitQ(FIXTURES.qIdle);
    const noVersions = head.replace(/^(Driver|CUDA) Version.*\n/gm, '') + block;
    const result = parseNvidiaSmiQ(noVersions);
    expect(result.ok && [result.evidence.driverVersion, result.evidence.cudaVersion]).toEqual([null, null]);
  });
});

describe('nvidia-smi -q with several GPUs', () => {
  /** The capture's log with its GPU block repeated under other bus ids, as nvidia-smi prints 2+ GPUs. */
  function severalGpus(blocks: readonly string[]): string {
    const { head } = splitQ(FIXTURES.qIdle);
    const counted = replaceOnce(
      head,
      'Attached GPUs                                          : 1',
      `Attached GPUs                                          : ${blocks.length}`,
    );
    return counted + blocks.join('\n');
  }

  const { block } = splitQ(FIXTURES.qIdle);
  const second = replaceOnce(
    replaceOnce(
      replaceOnce(block, 'GPU 00000000:00:09.0', 'GPU 00000000:00:0A.0'),
      '        Bus Id                                         : 00000000:00:09.0',
      '        Bus Id                                         : 00000000:00:0A.0',
    ),
    '        Current                                        : Disabled\n        Pending                                        : Disabled',
    '        Current                                        : Enabled\n        Pending                                        : Enabled',
  );

  it('gives one GPU for each "GPU 0000…" block, in order', () => {
    expect(gpusOf(severalGpus([block, second]))).toEqual([H100, { ...H100, migMode: 'Enabled' }]);
  });

  it('reads eight blocks', () => {
    const eight = severalGpus(Array.from({ length: 8 }, (_, i) => block.replace('00:09.0', `00:1${i}.0`)));
    expect(gpusOf(eight)).toHaveLength(8);
  });

  it('refuses a log of 33 GPU blocks, more than one machine holds', () => {
    const many = severalGpus(Array.from({ length: 33 }, (_, i) => block.replace('00:09.0', `00:${i + 16}.0`)));
    expect(reasonOf(many)).toBe(
      'nvidia-smi -q output with 33 "GPU 0000…" blocks: more GPUs than one machine holds (the NVIDIA driver handles at most 32); paste the output of one machine',
    );
  });

  it('refuses a log that names more GPUs than it holds', () => {
    const text = replaceOnce(severalGpus([block, second]), second, '');
    expect(reasonOf(text)).toBe(
      'nvidia-smi -q output cut short: it names 2 attached GPUs but holds 1 "GPU 0000…" block',
    );
  });
});

describe('nvidia-smi -q cut short or broken', () => {
  it('refuses a log cut in half, naming the unfinished GPU', () => {
    const half = FIXTURES.qIdle.slice(0, FIXTURES.qIdle.length / 2);
    expect(reasonOf(half)).toBe(
      'nvidia-smi -q output incomplete: the block of GPU 00000000:00:09.0 ends before its "Processes" section, which nvidia-smi -q prints for every GPU unless cut short or filtered with -d',
    );
  });

  it('refuses a log without any GPU block', () => {
    const { head } = splitQ(FIXTURES.qIdle);
    expect(reasonOf(head)).toBe(
      'nvidia-smi -q output without any "GPU 0000…" block: it is cut short before the first GPU',
    );
    expect(
      reasonOf(head.replace('Attached GPUs                                          : 1', 'Attached GPUs : 0')),
    ).toBe('nvidia-smi -q found no GPU: its log says "Attached GPUs : 0"');
  });

  it('refuses text without the NVSMI LOG banner', () => {
    expect(reasonOf(FIXTURES.qIdle.replace('==============NVSMI LOG==============', ''))).toBe(
      'not the text of "nvidia-smi -q": it has no "==============NVSMI LOG==============" line at the top',
    );
  });
});
