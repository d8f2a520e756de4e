// Free text in a scenario (its name, source notes, a provider's name, a job's title) is read without
// control characters and the marks that reorder text: the text reads as it was written, everywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import v4Lora from '../../../examples/v4-lab-lora-4090.json';
import { type Json, setIn } from '../paths.ts';
import { plainText } from './allowed.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { parseScenario } from './parse.ts';

const base = () => JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json;

const HIDDEN = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCharCode(code));

describe('free text in a scenario', () => {
  it('loses a mark that would show "Lab\\u202Edaolnwod" as "Labdownload", in a file and in a link alike', () => {
    for (const mode of ['strict', 'lenient'] as const) {
      const result = parseScenario(setIn(base(), ['name'], 'Lab\u202Edaolnwod\u202C (GPU\u2066s\u2069)'), mode);
      expect(result.problems).toEqual([]);
      expect(result.scenario?.name).toBe('Labdaolnwod (GPUs)');
    }
  });

  it('reads a line break or a tab as a space and drops the other control characters', () => {
    const result = parseScenario(setIn(base(), ['name'], 'Lab\nA\tB\r\n\u0000C\u001b[31mD\u0085E'), 'strict');
    expect(result.scenario?.name).toBe('Lab A B  C[31mD E');
  });

  it('keeps every character a reader can see, and the joiners emoji and scripts need', () => {
    const text = '4×H100 — 实验室 👩‍💻 עברית';
    expect(parseScenario(setIn(base(), ['name'], text), 'strict').scenario?.name).toBe(text);
  });

  it('counts its length without them: 80 visible characters and ten marks fit an 80-character name', () => {
    const name = `${'N'.repeat(80)}${'\u200f'.repeat(10)}`;
    const result = parseScenario(setIn(base(), ['name'], name), 'strict');
    expect(result.problems).toEqual([]);
    expect(result.scenario?.name).toBe('N'.repeat(80));
  });

  it('is read the same way in a source note, a provider and a job', () => {
    let input = setIn(base(), ['sources', 'rent.pricePerGpuHour'], { source: 'list\u202Eecirp', asOf: '2026-01-01' });
    input = setIn(input, ['version'], 4);
    input = setIn(input, ['providers', 'list', 'p1'], { name: 'Cloud\u0007', pricePerGpuHour: 1 });
    input = setIn(input, ['job'], { ...((v4Lora as unknown as Json).job as Json), title: 'LoRA\u2067 run' });
    const result = parseScenario(input, 'strict');
    expect(result.problems).toEqual([]);
    expect(result.scenario?.sources['rent.pricePerGpuHour']?.source).toBe('listecirp');
    expect(result.scenario?.providers?.list.p1?.name).toBe('Cloud');
    expect(result.scenario?.job?.title).toBe('LoRA run');
  });

  it('never holds one of them, whatever text it is handed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (name) => {
        const read = parseScenario(setIn(base(), ['name'], name), 'lenient').scenario?.name ?? '';
        expect(HIDDEN.filter((c) => read.includes(c))).toEqual([]);
        expect(read).toBe(plainText(name));
      }),
    );
  });
});
