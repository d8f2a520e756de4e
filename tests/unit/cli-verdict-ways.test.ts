// One answer for a file that serves with an API: `gpu-tco FILE`, `--summary` and `gpu-tco job FILE` on
// the built command line name the same cheapest way among owning, renting and the API, and the API is
// priced on its stated price path (docs/method/jobs.md, "The verdict with an API").
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const SERVE = 'examples/v4-serve-32b-vs-api.json';

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

interface Printed {
  verdict: {
    cheaper: string;
    own: number;
    rent: number;
    savings: number;
    sentence: string;
    threeWay?: { api: number | null; priceChangePctPerYear: number; against: string | null };
  };
  threeWays: { cheapest: string };
}

const printed = (args: string[], input = '') => {
  const run = calc(args, input);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Printed;
};

const serving = JSON.parse(readFileSync(join(ROOT, SERVE), 'utf8')) as {
  job: { serving: Record<string, unknown>; api: Record<string, unknown> };
} & Record<string, unknown>;

describe('the verdict of a scenario that serves with an API', () => {
  it('names the API cheapest for the 32B example, as gpu-tco job does', () => {
    const result = printed([SERVE]);
    // owning 433,775.02 and renting 657,000 over 3 years; the API 5.50 a day × 1,095 days = 6,022.50
    expect(result.verdict.cheaper).toBe('api');
    expect(result.verdict.threeWay?.api).toBeCloseTo(6_022.5, 6);
    expect(result.verdict.savings).toBeCloseTo(433_775.0232 - 6_022.5, 4);
    expect(result.verdict.sentence).toBe(
      'The API costs least: CN¥6,023 over 3 years (owning CN¥433,775, renting CN¥657,000); the API’s prices held flat.',
    );
    expect(printed(['job', SERVE]).threeWays.cheapest).toBe('api');
    const summary = calc(['--summary', SERVE]).stdout.split('\n');
    expect(summary[0]).toBe(result.verdict.sentence);
    expect(summary[1]).toMatch(/^It saves CN¥427,752\.52 \(98\.6%\) against owning, the next cheapest, amortized view/);
  });

  it('states the API’s price path, and says when it is the default assumption', () => {
    const falling = {
      ...serving,
      version: 8,
      job: { ...serving.job, api: { ...serving.job.api, priceChangePctPerYear: -50 } },
    };
    const result = printed(['-'], JSON.stringify(falling));
    expect(result.verdict.threeWay?.priceChangePctPerYear).toBe(-50);
    expect(result.verdict.sentence).toMatch(/; the API’s prices fall 50% a year, an assumption\.$/);
  });

  it('keeps the job command and the verdict on the same cheapest way, whatever the traffic and prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 3_000_000_000 }),
        fc.double({ min: 0.05, max: 40, noNaN: true }),
        fc.double({ min: 5, max: 60, noNaN: true }),
        fc.integer({ min: -80, max: 50 }),
        (tokensPerDay, outputPerM, rentPrice, change) => {
          const file = {
            ...serving,
            version: 8,
            rent: { ...(serving.rent as object), pricePerGpuHour: rentPrice },
            job: {
              ...serving.job,
              serving: { ...serving.job.serving, tokensPerDay },
              api: { ...serving.job.api, outputPerM, priceChangePctPerYear: change },
            },
          };
          const text = JSON.stringify(file);
          const verdict = printed(['-'], text).verdict;
          const ways = printed(['job', '-'], text).threeWays;
          expect(verdict.cheaper === 'equal' ? 'own' : verdict.cheaper).toBe(ways.cheapest);
        },
      ),
      { numRuns: 12 },
    );
  });
});
