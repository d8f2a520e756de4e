// @vitest-environment jsdom
// The finance group: folded at first, a buyer kind that writes its figures in one edit (one step of
// Back), and the financing fields that each way of paying has.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../tests/support/fakeWindow.ts';
import { field, hintOf } from '../../../tests/support/fieldHints.ts';
import { syncAddress } from '../../state/link/sync.ts';
import { loadDraftCheck, resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { FinanceGroup } from './FinanceGroup.tsx';

beforeEach(async () => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
  await loadDraftCheck();
});
afterEach(cleanup);

const scenario = () => useCalculator.getState().scenario;

async function renderGroup() {
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <FinanceGroup />
      </Suspense>,
    );
  });
  return screen.getByTestId('finance') as HTMLDetailsElement;
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  const group = await renderGroup();
  await user.click(within(group).getByText('Finance'));
  await screen.findByLabelText('Buyer', undefined, { timeout: 10_000 });
  return group;
}

describe('the finance group', () => {
  it('starts folded, with none of its fields on the page', async () => {
    const group = await renderGroup();
    expect(group.open).toBe(false);
    expect(screen.queryByLabelText('Buyer')).toBeNull();
    expect(screen.queryByLabelText('Discount rate')).toBeNull();
  });

  it('sets a US company’s figures in one edit, and one Back restores the Chinese company’s', async () => {
    const user = userEvent.setup();
    await open(user);
    // the page starts as a Chinese general taxpayer
    expect(field('Buyer').value).toBe('cn-general');
    expect(field('Discount rate').value).toBe('8');
    expect(field('Income tax').value).toBe('25');
    expect(screen.queryByLabelText('State income tax')).toBeNull();
    const before = scenario();

    const { win, entries, back } = fakeWindow();
    const stop = syncAddress(win);
    try {
      await expect.poll(() => entries[0], { timeout: 5000 }).not.toBe('');
      let edits = 0;
      const unsubscribe = useCalculator.subscribe((s, previous) => {
        if (s.scenario !== previous.scenario) edits += 1;
      });
      await user.selectOptions(field('Buyer'), 'us-company');
      unsubscribe();
      expect(edits).toBe(1);

      expect(field('Discount rate').value).toBe('10');
      expect(field('Income tax').value).toBe('21');
      expect(field('State income tax').value).toBe('0');
      expect(hintOf('Discount rate')).toMatch(/Default 10\s%: loans against GPUs cost 10–17\s% a year/);
      const after = scenario();
      expect(after.discountRatePct).toBe(10);
      expect(after.finance).toMatchObject({ buyer: 'us-company', incomeTaxPct: 21, taxSchedule: 'expense' });
      expect(after.tax).toEqual({
        hardwareVatPct: 0,
        hardwareVatRecoverable: false,
        cloudVatPct: 0,
        cloudVatRecoverable: false,
      });

      await expect.poll(() => entries.length, { timeout: 5000 }).toBe(2);
      back();
      await expect.poll(() => scenario().finance.buyer, { timeout: 5000 }).toBe('cn-general');
      expect(scenario().discountRatePct).toBe(before.discountRatePct);
      expect(scenario().finance).toEqual(before.finance);
      expect(scenario().tax).toEqual(before.tax);
      expect(field('Discount rate').value).toBe('8');
      expect(field('Income tax').value).toBe('25');
      expect(screen.queryByLabelText('State income tax')).toBeNull();
    } finally {
      stop();
    }
  });

  it('gives a Chinese university no income tax, no VAT back and a 6-year life, each still editable', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.selectOptions(field('Buyer'), 'cn-public');
    expect(scenario().own.depreciation.years).toBe(6);
    expect(scenario().finance).toMatchObject({ incomeTaxPct: 0, taxSchedule: 'straight-line', taxLifeYears: 6 });
    expect(scenario().tax.hardwareVatRecoverable).toBe(false);
    expect(field('Tax life').value).toBe('6');
    expect(hintOf('Discount rate')).toMatch(/Default 8\s%: China’s social discount rate/);

    await user.clear(field('Discount rate'));
    await user.type(field('Discount rate'), '5');
    expect(scenario().discountRatePct).toBe(5);
    expect(scenario().finance.buyer).toBe('cn-public');
  });

  it('shows no tax fields before tax', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.selectOptions(field('Buyer'), 'before-tax');
    expect(screen.queryByLabelText('Income tax')).toBeNull();
    expect(screen.queryByLabelText('Hardware deduction')).toBeNull();
    expect(screen.queryByLabelText('Bought with a special invoice')).toBeNull();
    expect(field('Discount rate').value).toBe('8');
  });

  it('shows a loan’s terms only for a loan, and a lease’s only for a lease', async () => {
    const user = userEvent.setup();
    await open(user);
    const loanFields = ['Down payment', 'Interest subsidy', 'Subsidy months'];
    expect(field('Paid by').value).toBe('cash');
    for (const label of [...loanFields, 'Interest rate', 'Term', 'Buy-out']) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }

    await user.selectOptions(field('Paid by'), 'loan');
    // each with the loan's starting figure: 20 % down, 8 % over 36 months, no subsidy
    expect(
      ['Down payment', 'Interest rate', 'Term', 'Interest subsidy', 'Subsidy months'].map((l) => field(l).value),
    ).toEqual(['20', '8', '36', '0', '0']);
    expect(screen.queryByLabelText('Buy-out')).toBeNull();
    expect(scenario().finance.financing.kind).toBe('loan');

    await user.selectOptions(field('Paid by'), 'lease');
    for (const label of loanFields) expect(screen.queryByLabelText(label)).toBeNull();
    expect(field('Buy-out').value).toBe('1');
    expect(field('Term').value).toBe('36');
  });

  it('refuses a down payment over 100 % under the field, keeping the figures of the last good one', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.selectOptions(field('Paid by'), 'loan');
    await user.clear(field('Down payment'));
    await user.type(field('Down payment'), '150');
    const input = field('Down payment');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('At most 100.');
    expect(scenario().finance.financing.downPaymentPct).toBe(20);
  });
});
