// The finance reader's checks through the command line, on the case the capital question was asked
// with: one 8×H100 server at $255,000, busy 23 h a day, against $2.60 a card-hour on demand
// (tests/fixtures/h100-capital.json; its other yearly costs are set so that owning saves $28,373
// undiscounted, as it did when the question was asked).
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const H100 = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/h100-capital.json'), 'utf8'));

function calc(args: string[], scenario: object): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: JSON.stringify(scenario), encoding: 'utf8' });
}

const at = (discountRatePct: number, finance: object = {}) => ({
  ...H100,
  discountRatePct,
  finance: { ...H100.finance, ...finance },
});
const loan = { financing: { kind: 'loan', downPaymentPct: 0, ratePct: 8, months: 36 } };

function summary(scenario: object): string[] {
  const run = calc(['--summary', '-'], scenario);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trimEnd().split('\n');
}

describe('the verdict on present values, through the command line', () => {
  it('says owning saves $28,373 undiscounted, and that renting saves $15,906 at 12 %', () => {
    expect(summary(at(0))[0]).toBe('Owning saves $28,373 (5.4%) over 3 years.');
    const lines = summary(at(12));
    expect(lines[0]).toBe('Renting saves $15,906 (3.5%) over 3 years.');
    // the present values the question quoted: owning 457,899 against renting 441,993
    expect(lines[1]).toBe(
      'Compared as present values at 12% a year, before tax: owning $457,899.14, renting $441,993.17, amortized view; the saving is 3.5% of owning’s (the dearer side).',
    );
  });

  it('agrees with the present values the result states whenever a rate is set', () => {
    for (const rate of [3, 12, 30]) {
      const out = JSON.parse(calc(['-'], at(rate)).stdout);
      expect(out.verdict.own).toBe(out.finance.amortized.own);
      expect(out.verdict.rent).toBe(out.finance.amortized.rent);
      expect(out.verdict.cheaper).toBe(out.verdict.own < out.verdict.rent ? 'own' : 'rent');
    }
  });

  it('pays $32,668 of interest on an 8 % 36-month loan, and then renting saves $4,295 undiscounted', () => {
    const out = JSON.parse(calc(['-'], at(0, loan)).stdout);
    // 255,000 × (0.08/12) ÷ (1 − (1 + 0.08/12)^−36) = 7,990.77 a month; 36 × 7,990.77 − 255,000 = 32,667.83
    expect(out.finance.loan.payment).toBeCloseTo(7_990.77, 2);
    expect(out.finance.loan.interest).toBeCloseTo(32_667.83, 2);
    expect(summary(at(0, loan))[0]).toBe('Renting saves $4,295 (0.8%) over 3 years.');
  });

  it('leaves owning’s present value as it was at a rate equal to the loan’s effective yearly rate', () => {
    // 8 % a year as lenders quote it is (1 + 0.08/12)^12 − 1 = 8.2999 % a year compounded
    const effective = ((1 + 0.08 / 12) ** 12 - 1) * 100;
    const cash = JSON.parse(calc(['-'], at(effective)).stdout).finance;
    const financed = JSON.parse(calc(['-'], at(effective, loan)).stdout).finance;
    expect(financed.amortized.own).toBeCloseTo(cash.amortized.own, 4);
    expect(financed.cash.own).toBeCloseTo(cash.cash.own, 4);
  });

  it('never raises the highest server price at which owning wins with a higher rate, when paid up front', () => {
    const serverTipping = (rate: number) => {
      const line = summary(at(rate)).find((l) => l.startsWith('Owning wins while a server costs at most'));
      return Number(line?.match(/at most \$([\d,.]+)/)?.[1]?.replaceAll(',', ''));
    };
    const prices = [0, 5, 10, 20].map(serverTipping);
    for (const price of prices) expect(Number.isFinite(price)).toBe(true);
    for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1] ?? 0);
  });

  it('at 0 % and a flat 25 % tax with everything deducted, saves three quarters as much, on the same side', () => {
    const before = JSON.parse(calc(['-'], at(0)).stdout).verdict;
    const taxed = { buyer: 'cn-general', incomeTaxPct: 25, taxSchedule: 'straight-line', taxLifeYears: 3 };
    const after = JSON.parse(
      calc(['-'], { ...at(0, taxed), tax: { hardwareVatPct: 0, cloudVatPct: 0 } }).stdout,
    ).verdict;
    expect(after.cheaper).toBe(before.cheaper);
    expect(after.savings).toBeCloseTo(0.75 * before.savings, 6);
  });

  it('with the one-off deduction, never leaves owning dearer than straight-line at a positive rate', () => {
    const china = { buyer: 'cn-general', incomeTaxPct: 25, taxLifeYears: 3 };
    const own = (taxSchedule: string) =>
      JSON.parse(
        calc(['-'], {
          ...at(8, { ...china, taxSchedule }),
          currency: 'CNY',
          tax: { hardwareVatPct: 0, cloudVatPct: 0 },
        }).stdout,
      ).finance.amortized.own;
    expect(own('expense')).toBeLessThan(own('straight-line'));
  });

  it('names the present values and the basis in --summary for a US company', () => {
    const lines = summary({ ...at(10, { buyer: 'us-company', incomeTaxPct: 21, taxSchedule: 'expense' }) });
    expect(lines[1]).toMatch(/^Compared as present values at 10% a year, after tax for a US company: owning \$/);
  });
});
