// Readable parameters written by hand (gpus=8, price=2.5): a value that is not a plain decimal number
// is refused and named in the link notice, never read as some other number.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../engine/index.ts';
import { decodeLink } from './codec.ts';

describe('a readable parameter in a link', () => {
  it.each([
    ['0x10', 'hexadecimal'],
    ['0b11', 'binary'],
    ['0o17', 'octal'],
    ['Infinity', 'infinite'],
    ['-Infinity', 'infinite'],
    ['', 'empty'],
    ['%20', 'blank'],
    ['%200x10%20', 'hexadecimal padded with spaces'],
    ['1e400', 'too large for a number'],
  ])('refuses gpus=%s (%s), names the field and keeps the default GPUs', async (value, _why) => {
    const decoded = await decodeLink(`?gpus=${value}`);
    expect(decoded.scenario?.workload.gpus).toBe(DEFAULT_SCENARIO.workload.gpus);
    expect(decoded.fieldProblems.map((p) => p.path)).toEqual(['workload.gpus']);
  });

  it.each([
    ['gpus=8', ['workload', 'gpus'], 8],
    ['gpus=%208%20', ['workload', 'gpus'], 8],
    ['gpus=+8', ['workload', 'gpus'], 8],
    ['price=2.5', ['rent', 'pricePerGpuHour'], 2.5],
    ['price=.5', ['rent', 'pricePerGpuHour'], 0.5],
    ['server=2.8e5', ['own', 'serverPrice'], 280_000],
    ['months=36', ['horizonMonths'], 36],
  ])('reads %s as a plain decimal number', async (query, path, value) => {
    const decoded = await decodeLink(`?${query}`);
    let found: unknown = decoded.scenario;
    for (const key of path) found = (found as Record<string, unknown>)[key];
    expect(found).toBe(value);
    expect(decoded.fieldProblems).toEqual([]);
  });

  it('refuses a decimal comma in a link rather than reading 0,63 as 63', async () => {
    const decoded = await decodeLink('?price=0,63');
    expect(decoded.scenario?.rent.pricePerGpuHour).toBe(DEFAULT_SCENARIO.rent.pricePerGpuHour);
    expect(decoded.fieldProblems.map((p) => p.path)).toEqual(['rent.pricePerGpuHour']);
  });
});
