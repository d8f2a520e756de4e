// @vitest-environment jsdom
// Growth and busy months, a folded section of the workload: a share a month grows the cards at once up
// to a cap, the boxes of the calendar months say when the work runs (all twelve: every month, as before
// version 9), and the horizon's first calendar month is chosen by name.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const TITLE = 'Growth and busy months';
const section = () => screen.getByText(TITLE, { selector: 'summary' }).closest('details') as HTMLElement;
const workload = () => useCalculator.getState().scenario.workload;

async function open() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByText(TITLE, { selector: 'summary' }));
  await within(section()).findByLabelText('Growth a month', {}, { timeout: 10_000 });
  return user;
}

describe('growth and busy months', () => {
  it('grows 4 cards by 10 % a month to 12 in month 12 and 113 at the horizon’s end, or to a cap', async () => {
    const user = await open();
    const result = within(section()).getByTestId('growth-result');
    expect(result.textContent).toBe('The same cards at once every month.');

    await user.clear(within(section()).getByLabelText('Growth a month'));
    await user.type(within(section()).getByLabelText('Growth a month'), '10');
    await user.tab();
    expect(workload().growth.pctPerMonth).toBe(10);
    // 4 × 1.1^11 = 11.4 and 4 × 1.1^35 = 112.4 cards, rounded up to whole cards
    expect(result.textContent).toBe('Cards at once: 4 in month 1; 12 in month 12; 113 in month 36.');

    const cap = within(section()).getByLabelText('Most cards');
    expect(cap).toHaveProperty('placeholder', 'no cap');
    await user.type(cap, '50');
    await user.tab();
    expect(workload().growth.maxGpus).toBe(50);
    expect(result.textContent).toBe('Cards at once: 4 in month 1; 12 in month 12; 50 in month 36.');
  });

  it('stores six busy months as their calendar numbers, and all twelve ticked as every month', async () => {
    const user = await open();
    const months = within(section()).getByRole('group', { name: 'Months the work runs' });
    for (const name of ['Jan', 'Feb', 'Mar', 'Oct', 'Nov', 'Dec']) {
      await user.click(within(months).getByRole('checkbox', { name }));
    }
    expect(workload().busyMonths).toBe('4,5,6,7,8,9');
    expect(within(section()).getByTestId('growth-result').textContent).toContain(
      'The work runs in 18 of the horizon’s 36 months.',
    );

    for (const name of ['Jan', 'Feb', 'Mar', 'Oct', 'Nov', 'Dec']) {
      await user.click(within(months).getByRole('checkbox', { name }));
    }
    expect(workload().busyMonths).toBeNull();
  });

  it('keeps the last month ticked: the work runs in one month at least', async () => {
    const user = await open();
    const months = within(section()).getByRole('group', { name: 'Months the work runs' });
    const boxes = within(months).getAllByRole('checkbox');
    for (const box of boxes.slice(1)) await user.click(box);
    expect(workload().busyMonths).toBe('1');
    expect(within(months).getByRole('checkbox', { name: 'Jan' })).toHaveProperty('disabled', true);
  });

  it('starts the horizon in the calendar month chosen by name', async () => {
    const user = await open();
    await user.selectOptions(within(section()).getByLabelText('Horizon starts in'), 'September');
    expect(workload().startMonth).toBe(9);
  });

  it('buys the owned cards in steps when chosen', async () => {
    const user = await open();
    await user.selectOptions(within(section()).getByLabelText('Owned cards bought'), 'In steps');
    expect(workload().growth.ownBuys).toBe('in-steps');
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('says why servers in steps are refused while a loan pays for the hardware', async () => {
    const user = await open();
    useCalculator.getState().setField(['finance', 'financing', 'kind'], 'loan');
    await user.selectOptions(within(section()).getByLabelText('Owned cards bought'), 'In steps');
    expect(within(section()).getByRole('alert').textContent).toBe(
      'A loan or a lease pays for one purchase at the start: buy up front, or pay in cash (Finance) to buy in steps.',
    );
    await user.selectOptions(within(section()).getByLabelText('Owned cards bought'), 'Up front');
    expect(within(section()).queryByRole('alert')).toBeNull();
  });
});
