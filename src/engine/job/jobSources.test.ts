// A job's source notes are held as the scenario's own are: each key a field of the job, each date one
// the calendar has. In a link or storage a bad note goes alone and the job stays.
import { describe, expect, it } from 'vitest';
import v4Lora from '../../../examples/v4-lab-lora-4090.json';
import type { Json } from '../paths.ts';
import { parseScenario } from '../scenario/parse.ts';
import { readJobSpec } from './readSpec.ts';

const lora = v4Lora as unknown as Json & { job: Json & { sources: Json } };

function withNotes(notes: Json): Json {
  return { ...lora, job: { ...lora.job, sources: { ...lora.job.sources, ...notes } } };
}

const line = (p: { path: string; message: string }) => `${p.path}: ${p.message}`;

describe('the sources of a scenario’s job', () => {
  it('refuse a key that names no field of the job, in a file', () => {
    const result = parseScenario(withNotes({ 'gpu.colour': { source: 'a blog' } }), 'strict');
    expect(result.problems.map(line)).toEqual([
      'job.sources.gpu.colour: names no field of the job; keys of sources must be the job\'s field paths such as "gpu.peakTflops"',
    ]);
  });

  it('refuse a date the calendar lacks, in a file', () => {
    const result = parseScenario(withNotes({ 'gpu.memoryGB': { source: 'spec sheet', asOf: '2026-02-30' } }), 'strict');
    expect(result.problems.map(line)).toEqual([
      'job.sources.gpu.memoryGB.asOf: must be a date the calendar has, written YYYY-MM-DD (got "2026-02-30")',
    ]);
  });

  it('lose only the bad notes in a link, and keep the job, its other notes and the workload', () => {
    const input = withNotes({
      'gpu.colour': { source: 'a blog' },
      'gpu.memoryGB': { source: 'x', asOf: '2026-13-01' },
    });
    const result = parseScenario(input, 'lenient');
    expect(result.problems.map((p) => [p.path, p.fix])).toEqual([
      ['job.sources.gpu.memoryGB.asOf', 'removed'],
      ['job.sources.gpu.colour', 'removed'],
    ]);
    const clean = parseScenario(lora, 'strict');
    expect(result.scenario?.job).toEqual(clean.scenario?.job);
    expect(result.scenario?.workload).toEqual(clean.scenario?.workload);
  });
});

describe('the sources of a job file (gpu-tco job)', () => {
  it('are held to the same rules', () => {
    const { id: _id, ...model } = lora.job.model as Json;
    const result = readJobSpec({
      ...(lora.job as Json),
      model,
      sources: { 'gpu.colour': { source: 'a blog' }, 'gpu.peakTflops': { source: 'x', asOf: '2026-02-30' } },
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map(line)).toEqual([
      'sources.gpu.peakTflops.asOf: must be a date the calendar has, written YYYY-MM-DD',
      'sources.gpu.colour: names no field of the job; keys of sources must be the job\'s field paths such as "gpu.peakTflops"',
    ]);
  });
});
