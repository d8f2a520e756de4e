// The workload from a team's logs: the readers of Slurm accounting, nvidia-smi and the DCGM exporter,
// and what their allocations and samples add up to. docs/method/usage.md.
export { type AllocatedSummary, allocatedSummary, concurrencyPercentile, type DayUse } from './allocated.ts';
export { type DcgmReading, readDcgm } from './dcgm.ts';
export {
  DEFAULT_FILL_CHOICES,
  type FillChoices,
  type FilledField,
  type WorkloadFill,
  workloadFromUsage,
} from './fill.ts';
export { type Allocation, gpusOf, readSacct, type SacctReading, slurmTime, type UnreadLine } from './sacct.ts';
export { type BusySummary, busySummary, readNvidiaSmi, type Sample, type SampleReading } from './samples.ts';
export {
  createUsageReader,
  type UsageFormat,
  type UsageOptions,
  type UsageReader,
  type UsageReport,
  type UsageResult,
} from './stream.ts';
