// `nvidia-smi -q`: an indented tree of "Key : value" lines and section headings, one "GPU <bus id>"
// block for each GPU. Fields are read only where nvidia-smi puts them for the whole GPU (the
// "Total" of "FB Memory Usage" directly under the GPU), so the same names deeper down (a MIG
// device's "Shared FB Memory Usage", "Module Power Readings") are never taken for the GPU's own.
import {
  firstFilledLine,
  isBlank,
  linesOf,
  MAX_GPUS,
  quantityValue,
  refuseInput,
  shown,
  TOO_MANY_GPUS,
  textValue,
  withoutBom,
} from './text.ts';
import type { EvidenceResult, GpuEvidence, NvidiaSmiQEvidence } from './types.ts';

const BANNER = '==============NVSMI LOG==============';
/** How far down the banner may be: nvidia-smi prints a blank line first, a paste may add a prompt. */
const BANNER_WITHIN_LINES = 20;

/**
 * Names of the limit in force, most specific first. Drivers since about 530 print "Current Power
 * Limit" (the enforced limit) beside "Requested Power Limit"; older ones print "Enforced Power Limit"
 * beside "Power Limit" (the one software asked for) in a section called "Power Readings".
 */
const POWER_LIMIT_KEYS = ['Current Power Limit', 'Enforced Power Limit', 'Power Limit'] as const;
const POWER_SECTIONS = ['GPU Power Readings', 'Power Readings'];

interface GpuBlock {
  readonly busId: string;
  name?: string | null;
  memoryTotalMiB?: number | null;
  migMode?: string | null;
  virtualizationMode?: string | null;
  readonly powerLimits: Map<string, number | null>;
  /** "Processes" is the last section nvidia-smi -q prints for every GPU (before "Capabilities"). */
  sawProcesses: boolean;
}

interface Section {
  readonly indent: number;
  readonly name: string;
}

/** Whether the text is an nvidia-smi -q log: its banner line near the top. */
export function isNvidiaSmiQ(text: string): boolean {
  let seen = 0;
  let start = 0;
  while (start <= text.length && seen < BANNER_WITHIN_LINES) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (!isBlank(line)) {
      if (line.trim() === BANNER) return true;
      seen++;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return false;
}

export function parseNvidiaSmiQ(input: string): EvidenceResult<NvidiaSmiQEvidence> {
  const refused = refuseInput(input);
  if (refused !== null) return { ok: false, reason: refused };
  const text = withoutBom(input);
  if (!isNvidiaSmiQ(text)) {
    return { ok: false, reason: `not the text of "nvidia-smi -q": it has no "${BANNER}" line at the top` };
  }
  const lines = linesOf(text);
  const top = new Map<string, string>();
  const blocks: GpuBlock[] = [];
  let gpu: GpuBlock | null = null;
  let sections: Section[] = [];

  const start = firstFilledLine(lines)?.index ?? 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isBlank(line)) continue;
    const indent = indentOf(line);
    const content = line.slice(indent).trimEnd();
    const pair = keyAndValue(content);
    if (indent === 0) {
      sections = [];
      gpu = null;
      if (pair !== null) {
        if (!top.has(pair.key)) top.set(pair.key, pair.value);
      } else if (content.startsWith('GPU ')) {
        gpu = { busId: content.slice(4).trim(), powerLimits: new Map(), sawProcesses: false };
        blocks.push(gpu);
      }
      continue;
    }
    if (gpu === null) continue;
    while (sections.length > 0 && (sections[sections.length - 1] as Section).indent >= indent) sections.pop();
    if (pair === null) {
      if (sections.length === 0 && content === 'Processes') gpu.sawProcesses = true;
      sections.push({ indent, name: content.trim() });
      continue;
    }
    if (sections.length === 0) readGpuField(gpu, pair.key, pair.value);
    else if (sections.length === 1) readSectionField(gpu, (sections[0] as Section).name, pair.key, pair.value);
  }

  const attached = quantityValue(top.get('Attached GPUs'), '');
  if (blocks.length === 0) {
    return {
      ok: false,
      reason:
        attached === 0
          ? 'nvidia-smi -q found no GPU: its log says "Attached GPUs : 0"'
          : 'nvidia-smi -q output without any "GPU 0000…" block: it is cut short before the first GPU',
    };
  }
  if (blocks.length > MAX_GPUS) {
    return { ok: false, reason: `nvidia-smi -q output with ${blocks.length} "GPU 0000…" blocks: ${TOO_MANY_GPUS}` };
  }
  if (attached !== null && attached > blocks.length) {
    return {
      ok: false,
      reason: `nvidia-smi -q output cut short: it names ${attached} attached GPUs but holds ${blocks.length} "GPU 0000…" block${blocks.length === 1 ? '' : 's'}`,
    };
  }
  const unfinished = blocks.find((block) => !block.sawProcesses);
  if (unfinished !== undefined) {
    return {
      ok: false,
      reason: `nvidia-smi -q output incomplete: the block of GPU ${shown(unfinished.busId)} ends before its "Processes" section, which nvidia-smi -q prints for every GPU unless cut short or filtered with -d`,
    };
  }
  return {
    ok: true,
    evidence: {
      kind: 'nvidia-smi-q',
      driverVersion: textValue(top.get('Driver Version')),
      cudaVersion: textValue(top.get('CUDA Version')),
      gpus: blocks.map(toGpu),
    },
  };
}

function readGpuField(gpu: GpuBlock, key: string, value: string): void {
  if (key === 'Product Name') gpu.name ??= textValue(value);
  // "Processes : None" when nothing runs; a heading with the processes under it otherwise
  else if (key === 'Processes') gpu.sawProcesses = true;
}

function readSectionField(gpu: GpuBlock, section: string, key: string, value: string): void {
  if (section === 'MIG Mode' && key === 'Current') gpu.migMode ??= textValue(value);
  else if (section === 'GPU Virtualization Mode' && key === 'Virtualization Mode') {
    gpu.virtualizationMode ??= textValue(value);
  } else if (section === 'FB Memory Usage' && key === 'Total') gpu.memoryTotalMiB ??= quantityValue(value, 'MiB');
  else if (POWER_SECTIONS.includes(section) && (POWER_LIMIT_KEYS as readonly string[]).includes(key)) {
    if (!gpu.powerLimits.has(key)) gpu.powerLimits.set(key, quantityValue(value, 'W'));
  }
}

function toGpu(block: GpuBlock): GpuEvidence {
  let powerLimitW: number | null = null;
  for (const key of POWER_LIMIT_KEYS) {
    const limit = block.powerLimits.get(key);
    if (limit !== undefined && limit !== null) {
      powerLimitW = limit;
      break;
    }
  }
  return {
    name: block.name ?? null,
    memoryTotalMiB: block.memoryTotalMiB ?? null,
    migMode: block.migMode ?? null,
    virtualizationMode: block.virtualizationMode ?? null,
    powerLimitW,
  };
}

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  return i;
}

/**
 * "Product Name   : NVIDIA H100 80GB HBM3" → key and value. The separator is " : " (keys are
 * padded to a column); values may hold colons of their own ("00000000:00:09.0", "08:12:38").
 * A heading ("MIG Mode", "GPU 00000000:00:09.0") has none.
 */
function keyAndValue(content: string): { readonly key: string; readonly value: string } | null {
  const at = content.indexOf(' : ');
  if (at !== -1) return { key: content.slice(0, at).trim(), value: content.slice(at + 3).trim() };
  if (content.endsWith(' :')) return { key: content.slice(0, -2).trim(), value: '' };
  return null;
}
