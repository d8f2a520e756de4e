// The three jobs "Start from the job" offers as examples, as a reader would type them: a lab's LoRA
// fine-tune of a 7B model on one RTX 4090, a 70B full fine-tune on 8-card H100 instances within two
// weeks, and a start-up serving a 32B model to 5 M tokens a day against a Chinese API. A measured row
// and an API price are found in the catalog by what they are, not by their place in it.
import { DEFAULT_FORM, type JobCatalogs, type JobForm } from './jobForm.ts';

export const JOB_EXAMPLES = ['lab', 'fineTune', 'serve'] as const;
export type JobExample = (typeof JOB_EXAMPLES)[number];

export function exampleForm(example: JobExample, catalogs: JobCatalogs): JobForm {
  switch (example) {
    case 'lab':
      // a dozen fine-tunes a year of 1 B tokens each, adapters 0.5 % of the model
      return {
        ...DEFAULT_FORM,
        modelId: 'qwen2.5-7b',
        gpuId: 'rtx-4090',
        tokensB: '1',
        method: 'lora',
        adapterSharePct: '0.5',
        runsPerYear: '12',
      };
    case 'fineTune':
      return {
        ...DEFAULT_FORM,
        modelId: 'llama-3.1-70b',
        gpuId: 'h100-sxm',
        cardsPerInstance: '8',
        tokensB: '20',
        method: 'full',
        deadlineDays: '14',
      };
    case 'serve': {
      // no measured row for Qwen2.5 32B: MLPerf's Llama 2 70B server row on H100 SXM stands in, a
      // model twice the size, which its source says
      const row = catalogs.llm.throughput.findIndex(
        (r) => r.model === 'Llama 2 70B Chat' && r.catalogGpuId === 'h100-sxm' && r.scenario === 'server',
      );
      const api = catalogs.llm.api.findIndex((p) => p.providerId === 'alibaba' && p.model === 'qwen-plus');
      return {
        ...DEFAULT_FORM,
        kind: 'serving',
        modelId: 'qwen2.5-32b',
        gpuId: 'h100-sxm',
        precisionBytes: '1',
        tokensPerDayM: '5',
        throughputRow: row >= 0 ? String(row) : '',
        throughput: row >= 0 ? '' : '2700',
        apiId: api >= 0 ? `alibaba:${api}` : '',
      };
    }
  }
}
