// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { resetCalculator, useCalculator } from '../../state/store.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

describe('switching currency', () => {
  it('converts every money figure at the rate the user sets, and keeps the verdict in the new currency', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CurrencySwitch />
        <Harness />
      </>,
    );
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    const rate = screen.getByLabelText('Exchange rate: 1 CNY = ? USD');
    // default: 1 / 7.2 = 0.138889
    expect(rate).toHaveProperty('value', '0.138889');
    await user.clear(rate);
    await user.type(rate, '0.125');
    await user.click(screen.getByRole('button', { name: 'Convert to USD' }));
    const s = useCalculator.getState().scenario;
    expect(s.currency).toBe('USD');
    // 280,000 × 0.125 = 35,000; 0.8 × 0.125 = 0.1; 120,000 × 0.125 = 15,000; 0.63 × 0.125 = 0.07875
    expect(s.own.serverPrice).toBe(35_000);
    expect(s.rent.pricePerGpuHour).toBe(0.1);
    expect(s.own.ops.staffPerYear).toBe(15_000);
    expect(s.own.power.pricePerKWh).toBeCloseTo(0.07875, 12);
    // watts and hours are not money
    expect(s.own.power.gpuWatts).toBe(300);
    // renting saves 644,276.31 × 0.125 = 80,534.54
    expect(screen.getByTestId('verdict').textContent).toBe('Renting saves $80,535 (97.1%) over 3 years.');
    expect(screen.getByLabelText('Server price')).toHaveProperty('value', '35000');
  });

  it('lets the user cancel without converting anything', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitch />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useCalculator.getState().scenario.currency).toBe('CNY');
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
  });

  it('will not convert at a rate that is not a positive number', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitch />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    const rate = screen.getByLabelText('Exchange rate: 1 CNY = ? EUR');
    await user.clear(rate);
    await user.type(rate, 'abc');
    expect(screen.getByRole('button', { name: 'Convert to EUR' })).toHaveProperty('disabled', true);
  });
});
