// What keeps a job the spec allows from sizing a workload, said at the job's field to change: the job
// functions refuse such a job with a RangeError that names their own input ("cardsPerReplica: …"),
// which is the spec's field under another name. Both the scenario's job check and `gpu-tco job` read it
// here, so neither reports an internal error for a job a reader can fix.
import type { JobSpec } from '../scenario/jobSpec.ts';
import { jobWorkload } from './workload.ts';

/** The spec's field behind each input the job functions name in a refusal. */
const SPEC_PATHS: Readonly<Record<string, string>> = {
  cardsPerReplica: 'serving.cardsPerReplica',
  concurrentSequences: 'serving.concurrentSequences',
  contextTokens: 'serving.contextTokens',
  outputTokensPerSecondPerCard: 'serving.outputTokensPerSecondPerCard',
  inputTokenCost: 'serving.inputTokenCost',
  tokensPerSecondPerUser: 'serving.tokensPerSecondPerUser',
  memoryBandwidthTBps: 'gpu.memoryBandwidthTBps',
  cardsPerInstance: 'gpu.cardsPerInstance',
  'traffic.tokensPerDay': 'serving.tokensPerDay',
  cardMemoryGb: 'gpu.memoryGB',
  precisionBytes: 'precisionBytes',
  totalParamsB: 'model.totalParamsB',
  sequenceTokens: 'training.sequenceTokens',
  microBatchSequences: 'training.microBatchSequences',
  maxCards: 'training.maxCards',
};

/**
 * The job's field and what is wrong with it; null when the job sizes a workload. `refusalsOnly`: only
 * what the job functions refuse outright, not a workload beyond the scenario's ranges (the command
 * line's `job` prints a job's figures without filling a workload).
 */
export function sizingProblem(
  spec: JobSpec,
  { refusalsOnly = false }: { readonly refusalsOnly?: boolean } = {},
): { readonly path: string; readonly message: string } | null {
  try {
    const fill = jobWorkload(spec);
    return fill.ok || refusalsOnly ? null : { path: fill.path, message: fill.message };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const named = /^([\w.]+): (.*)$/s.exec(error.message);
    const path = named?.[1] ? SPEC_PATHS[named[1]] : undefined;
    return path && named?.[2]
      ? { path, message: named[2] }
      : { path: '', message: `cannot size a workload: ${error.message}` };
  }
}
