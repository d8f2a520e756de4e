// The command line's verdict compares present values after tax (format version 6) and says so: --summary
// names both sides' present values and the basis, and the JSON's verdict carries the basis.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const A100 = JSON.parse(readFileSync(join(ROOT, 'examples/a100-server-8x.json'), 'utf8'));

function calc(args: string[], input: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

/** The 8×A100 server as a version 6 file of `finance`; without a rate it takes the buyer's own. */
function a100(finance: object, currency = 'USD'): string {
  const { discountRatePct: _rate, ...rest } = A100;
  return JSON.stringify({ ...rest, version: 6, currency, finance });
}

const usd = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value);

describe('gpu-tco --summary on present values after tax', () => {
  const file = a100({ buyer: 'us-company' });
  const json = JSON.parse(calc(['-'], file).stdout);
  const run = calc(['--summary', '-'], file);
  const lines = run.stdout.trimEnd().split('\n');

  it('names the basis and both sides’ present values under the verdict', () => {
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    // a US company's default rate is 10 % (the low end of GPU loans), after 21 % federal tax
    expect(lines[1]).toMatch(/^Compared as present values at 10% a year, after tax for a US company: /);
    expect(lines[1]).toContain(`owning ${usd(json.verdict.own)}, renting ${usd(json.verdict.rent)}, amortized view`);
    expect(lines[1]).toMatch(/; the saving is [\d.]+% of renting’s \(the dearer side\)\.$/);
  });

  it('compares the present values the result states, and says the totals beside them are undiscounted', () => {
    // the verdict's two figures are the engine's present values after tax, not the undiscounted totals
    expect(json.verdict.own).toBeCloseTo(json.own.presentValue, 6);
    expect(json.verdict.rent).toBeCloseTo(json.rent.presentValue, 6);
    expect(json.verdict.own).not.toBeCloseTo(json.own.amortizedTotal, 0);
    expect(json.verdict.cheaper).toBe(json.verdict.own < json.verdict.rent ? 'own' : 'rent');
    expect(json.verdict.savings).toBeCloseTo(Math.abs(json.verdict.own - json.verdict.rent), 6);
    expect(lines[2]).toMatch(/^Undiscounted and before income tax, owning costs \$[\d,.]+ amortized/);
    expect(run.stdout).toMatch(/^Break-even, discounted: [\d.]+ hours a day\. Owning’s discounted cash /m);
  });

  it('carries the basis in the JSON’s verdict: rate, buyer, tax, financing and the sentence', () => {
    expect(json.verdict.basis).toEqual({
      ratePct: 10,
      buyer: 'us-company',
      afterTax: true,
      taxRatePct: 21,
      invoiced: true,
      financing: null,
      text: 'Compared as present values at 10% a year, after tax for a US company.',
    });
  });
});

describe('gpu-tco with the hardware paid by a loan', () => {
  const file = a100(
    { buyer: 'cn-general', financing: { kind: 'loan', months: 36, ratePct: 8, downPaymentPct: 20 } },
    'CNY',
  );

  it('names the loan in the summary and in the JSON', () => {
    const run = calc(['--summary', '-'], file);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[1]).toMatch(
      /^Compared as present values at 8% a year, after tax for a China general taxpayer, with the hardware paid by a 36-month loan at 8%: owning CN¥[\d,.]+, renting CN¥[\d,.]+, amortized view; /,
    );
    const { verdict } = JSON.parse(calc(['-'], file).stdout);
    expect(verdict.basis).toMatchObject({
      ratePct: 8,
      buyer: 'cn-general',
      afterTax: true,
      taxRatePct: 25,
      financing: { kind: 'loan', months: 36, ratePct: 8, downPaymentPct: 20 },
    });
  });
});

describe('gpu-tco on undiscounted totals before tax paid in cash', () => {
  it('says nothing new: no basis line, a basis of nothing in the JSON', () => {
    const text = JSON.stringify(A100);
    const run = calc(['--summary', '-'], text);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/Compared as|present value|discounted|income tax/);
    expect(run.stdout.split('\n')[1]).toMatch(/^That is 64\.4% of renting’s/);
    const { verdict } = JSON.parse(calc(['-'], text).stdout);
    expect(verdict.basis).toEqual({
      ratePct: 0,
      buyer: 'before-tax',
      afterTax: false,
      taxRatePct: 0,
      invoiced: true,
      financing: null,
      text: null,
    });
  });
});
