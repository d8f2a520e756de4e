// @vitest-environment jsdom
// How rental prices move, a folded section of the renting group: a yearly change raises or lowers
// every rental price, points by month are read strictly and written as the scenario's record, and the
// obsolescence tool's fall is the other choice, taken in one step with the path made flat.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { evaluate } from '../../engine/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const TITLE = 'How rental prices move';
const section = () => screen.getByText(TITLE, { selector: 'summary' }).closest('details') as HTMLElement;
const path = () => useCalculator.getState().scenario.rent.pricePath;

async function open() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByText(TITLE, { selector: 'summary' }));
  await within(section()).findByRole('radio', { name: 'Stay at today’s' }, { timeout: 10_000 });
  return user;
}

describe('how rental prices move', () => {
  it('raises renting’s total with a yearly rise of 10 %, and says what month 12 costs', async () => {
    const user = await open();
    const before = evaluate(useCalculator.getState().scenario).rent.total;
    const verdictBefore = screen.getByTestId('verdict').textContent;
    expect(within(section()).getByRole('radio', { name: 'Stay at today’s' })).toHaveProperty('checked', true);
    expect(section().textContent).toContain('month 12 at 100% of today’s price');

    await user.click(within(section()).getByRole('radio', { name: 'Change each year, up or down' }));
    await user.type(within(section()).getByLabelText('Yearly change'), '10');
    await user.tab();

    expect(path().changePctPerYear).toBe(10);
    const after = evaluate(useCalculator.getState().scenario).rent.total;
    expect(after).toBeGreaterThan(before);
    // month 12 is 11 months on: 1.1^(11/12) = 1.0913; month 24, 1.1^(23/12) = 1.2005
    expect(section().textContent).toContain('month 12 at 109.1% of today’s price');
    expect(section().textContent).toContain('month 24 at 120% of today’s price');
    expect(screen.getByTestId('verdict').textContent).not.toBe(verdictBefore);
  });

  it('writes points typed by month as the scenario’s record', async () => {
    const user = await open();
    await user.click(within(section()).getByRole('radio', { name: 'Follow points by month' }));
    await user.type(within(section()).getByLabelText('Points by month'), '6: 120, 12: 90');

    expect(path().points).toEqual({ '6': 120, '12': 90 });
    // month 12 is 11 months on, 5/6 of the way from 120 % to 90 %; flat at 90 % after month 12
    expect(section().textContent).toContain('month 12 at 95% of today’s price');
    expect(section().textContent).toContain('month 36 at 90% of today’s price');
  });

  it('refuses a point it cannot read, says why, and keeps what was typed', async () => {
    const user = await open();
    await user.click(within(section()).getByRole('radio', { name: 'Follow points by month' }));
    const points = within(section()).getByLabelText('Points by month');
    await user.type(points, '6: 120, 12 90');

    expect(points).toHaveProperty('value', '6: 120, 12 90');
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(section().textContent).toContain(
      'Points by month: “12 90” is not a point. Write the month, a colon and the % of today’s price, such as 6: 120.',
    );
    // the last points that read stay in the scenario
    expect(path().points).toEqual({ '6': 120 });

    await user.clear(points);
    await user.type(points, '700: 100');
    expect(section().textContent).toContain('Points by month: month 700 is not allowed; months go from 1 to 600.');
    expect(path().points).toEqual({});
  });

  it('takes the obsolescence tool’s fall in one step, with the path made flat, and gives it back', async () => {
    const user = await open();
    await user.click(within(section()).getByRole('radio', { name: 'Change each year, up or down' }));
    await user.type(within(section()).getByLabelText('Yearly change'), '10');
    expect(path().changePctPerYear).toBe(10);

    await user.click(within(section()).getByRole('radio', { name: /^Fall with the obsolescence tool/ }));
    const { scenario, problems } = useCalculator.getState();
    expect(problems).toEqual([]);
    expect(scenario.obsolescence?.rentPricesFall).toBe(true);
    expect(scenario.rent.pricePath.changePctPerYear).toBe(0);
    expect(scenario.rent.pricePath.points).toEqual({});
    expect(within(section()).queryByLabelText('Yearly change')).toBeNull();
    // prices now fall with the tool: month 12 costs less than today
    const month12 = /month 12 at ([\d.]+)% of today’s price/.exec(section().textContent ?? '');
    expect(Number(month12?.[1])).toBeLessThan(100);

    await user.click(within(section()).getByRole('radio', { name: 'Stay at today’s' }));
    expect(useCalculator.getState().scenario.obsolescence?.rentPricesFall).toBe(false);
    expect(section().textContent).toContain('month 12 at 100% of today’s price');
  });

  it('keeps the index it was read from once its name, level and date are right, and clears it', async () => {
    const user = await open();
    await user.click(within(section()).getByRole('radio', { name: 'Change each year, up or down' }));
    await user.type(within(section()).getByLabelText('Index name'), 'Silicon Data H100 rental index');
    await user.type(within(section()).getByLabelText('Index level'), '2.35');
    const date = within(section()).getByLabelText('Read on');
    await user.type(date, '2026-02-30');
    expect(date).toHaveProperty('value', '2026-02-30');
    expect(section().textContent).toContain('Read on: a date written YYYY-MM-DD, such as 2026-07-03.');
    expect(path().index).toBeNull();

    await user.clear(date);
    await user.type(date, '2026-03-01');
    expect(path().index).toEqual({ name: 'Silicon Data H100 rental index', level: 2.35, asOf: '2026-03-01' });

    await user.click(within(section()).getByRole('button', { name: 'Clear the index' }));
    expect(path().index).toBeNull();
    expect(within(section()).getByLabelText('Index name')).toHaveProperty('value', '');
  });
});
