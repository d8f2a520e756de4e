// One log read piece by piece, as a page reads a large file: the reader its first line names, fed
// text as it arrives, and what the log adds up to at the end. docs/method/usage.md.
import { type AllocatedSummary, allocatedSummary } from './allocated.ts';
import { readDcgm } from './dcgm.ts';
import { readSacct, type UnreadLine } from './sacct.ts';
import { type BusySummary, busySummary, readNvidiaSmi } from './samples.ts';

export type UsageFormat = 'slurm-sacct' | 'nvidia-smi-query' | 'nvidia-smi-dmon' | 'dcgm';

export interface UsageOptions {
  /** a sample above this utilization, %, is busy for the time it covers (10 when not given) */
  readonly thresholdPct?: number;
  /** seconds between DCGM scrapes that carry no timestamps */
  readonly scrapeIntervalSeconds?: number;
}

export interface UsageReport {
  readonly ok: true;
  readonly format: UsageFormat;
  /** lines read, blank lines included */
  readonly lines: number;
  /** every line that could not be read; `unread` holds the first of them */
  readonly unreadCount: number;
  readonly unread: readonly UnreadLine[];
  /** Slurm's allocations; null for a log of samples */
  readonly allocated: AllocatedSummary | null;
  /** the samples' busy hours; null for Slurm's log */
  readonly busy: BusySummary | null;
  /** kWh from DCGM's energy counter */
  readonly counterKWh: number | null;
}

export type UsageResult = UsageReport | { readonly ok: false; readonly message: string };

export interface UsageReader {
  /** the next piece of the file's text, cut anywhere (inside a line too) */
  push(text: string): void;
  /** the file's end: what it adds up to, or why it was not read */
  end(): UsageResult;
}

const UNREAD_KEPT = 50;

export function createUsageReader(options: UsageOptions = {}): UsageReader {
  const pieces: string[] = [];
  return {
    push(text) {
      pieces.push(text);
    },
    end() {
      const text = pieces.join('');
      const lines = text.split(/\r?\n/).length;
      const thresholdPct = options.thresholdPct ?? 10;
      const report = (
        format: UsageFormat,
        unread: readonly UnreadLine[],
        parts: Pick<UsageReport, 'allocated' | 'busy' | 'counterKWh'>,
      ): UsageReport => ({
        ok: true,
        format,
        lines,
        unreadCount: unread.length,
        unread: unread.slice(0, UNREAD_KEPT),
        ...parts,
      });
      const sacct = readSacct(text);
      if (sacct.ok) {
        return report('slurm-sacct', sacct.unread, {
          allocated: allocatedSummary(sacct.allocations),
          busy: null,
          counterKWh: null,
        });
      }
      const smi = readNvidiaSmi(text);
      if (smi.ok) {
        return report(smi.format, smi.unread, {
          allocated: null,
          busy: busySummary(smi.samples, thresholdPct),
          counterKWh: null,
        });
      }
      const dcgm = readDcgm(text, options.scrapeIntervalSeconds);
      if (dcgm.ok) {
        return report('dcgm', dcgm.unread, {
          allocated: null,
          busy: busySummary(dcgm.samples, thresholdPct),
          counterKWh: dcgm.counterKWh,
        });
      }
      return {
        ok: false,
        message: /DCGM_FI_/.test(text)
          ? dcgm.message
          : 'not a log this reads: Slurm accounting (sacct -P with its header), nvidia-smi --query-gpu CSV or dmon -o DT, or DCGM exporter text',
      };
    },
  };
}
