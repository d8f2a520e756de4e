import type { Scenario } from '../../engine/index.ts';

/** A file name from the scenario's name: letters, digits and CJK kept, the rest as dashes. */
export function fileStem(scenario: Scenario): string {
  const stem = scenario.name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem ? `gpu-tco-${stem}` : 'gpu-tco';
}

export function download(name: string, type: string, content: string): void {
  downloadBlob(name, new Blob([content], { type }));
}

/** Saves `blob` (a picture drawn in a canvas) under `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
