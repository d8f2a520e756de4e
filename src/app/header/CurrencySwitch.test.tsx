// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { resetToStartup } from '../../../tests/support/startup.ts';
import { useCalculator } from '../useCalculator.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';

// jsdom has no modal dialogs: open and close them as the browser does, without the focus trap
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  resetToStartup();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

/** The dialog's form loads when first opened. */
const formShown = () => screen.findByRole('button', { name: 'Cancel' });

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
    const rate = await screen.findByLabelText('Exchange rate: 1 CNY = ? USD');
    // default: 1 / 7.2 = 0.138889
    expect(rate).toHaveProperty('value', '0.138889');
    await user.clear(rate);
    await user.type(rate, '0.125');
    await user.click(screen.getByRole('button', { name: 'Convert to USD' }));
    await waitFor(() => expect(useCalculator.getState().scenario.currency).toBe('USD'));
    const s = useCalculator.getState().scenario;
    // 280,000 × 0.125 = 35,000; 0.8 × 0.125 = 0.1; 120,000 × 0.125 = 15,000; 0.63 × 0.125 = 0.07875,
    // each as the field shows it
    expect(s.own.serverPrice).toBe(35_000);
    expect(s.rent.pricePerGpuHour).toBe(0.1);
    expect(s.own.ops.staffPerYear).toBe(15_000);
    expect(s.own.power.pricePerKWh).toBe(0.07875);
    expect(screen.getByLabelText('Electricity price')).toHaveProperty('value', '0.07875');
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
    await formShown();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useCalculator.getState().scenario.currency).toBe('CNY');
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
  });

  it('will not convert at a rate that is not a positive number', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitch />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    const rate = await screen.findByLabelText('Exchange rate: 1 CNY = ? EUR');
    await user.clear(rate);
    await user.type(rate, 'abc');
    expect(screen.getByRole('button', { name: 'Convert to EUR' })).toHaveProperty('disabled', true);
  });
});

describe('the currency selector and its dialog', () => {
  it('keeps naming the currency the figures are in while the dialog is open and after cancelling', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CurrencySwitch />
        <Harness />
      </>,
    );
    const selector = screen.getByLabelText('Currency');
    await user.selectOptions(selector, 'USD');
    await formShown();
    const dialog = screen.getByRole('dialog', { name: 'Convert the figures to another currency' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(selector).toHaveProperty('value', 'CNY');
    expect(screen.getByTestId('verdict').textContent).toMatch(/CN¥/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selector).toHaveProperty('value', 'CNY');
    expect(useCalculator.getState().scenario.currency).toBe('CNY');
  });

  it('shows the rate it offers, with the date and the source of each rate behind it', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitch />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await formShown();
    const dialog = screen.getByRole('dialog');
    // 1 / 7.2 = 0.138889
    expect(dialog.textContent).toContain('Offered: 1 CNY = 0.138889 USD');
    expect(dialog.textContent).toContain('7.2 CNY per US dollar on 2026-11-29');
    expect(dialog.textContent).toContain('data/assumptions.md: 7.2 CNY per USD');
  });

  it('lets the user pick another currency inside the dialog, with its own offered rate', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitch />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.selectOptions(await screen.findByLabelText('Convert into'), 'EUR');
    // 0.92 / 7.2 = 0.127778
    expect(screen.getByLabelText('Exchange rate: 1 CNY = ? EUR')).toHaveProperty('value', '0.127778');
    await user.click(screen.getByRole('button', { name: 'Convert to EUR' }));
    await waitFor(() => expect(useCalculator.getState().scenario.currency).toBe('EUR'));
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'EUR');
  });

  it('names the new currency once converted, and converting back shows the figures as typed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CurrencySwitch />
        <Harness />
      </>,
    );
    const kWh = screen.getByLabelText('Electricity price');
    await user.clear(kWh);
    await user.type(kWh, '0.8');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await formShown();
    await user.click(screen.getByRole('button', { name: 'Convert to USD' }));
    // the conversion's code loads with the first conversion
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'USD');
    // the offered rate unrounded, as the widget converts: 280,000 / 7.2 = 38,888.888…, not 280,000 × 0.138889
    expect(screen.getByLabelText('Server price')).toHaveProperty('value', '38888.89');
    expect(screen.getByTestId('verdict').textContent).toMatch(/\$/);

    await user.selectOptions(screen.getByLabelText('Currency'), 'CNY');
    await formShown();
    expect(screen.getByRole('dialog').textContent).toContain(
      'Figures you have not changed since converting from CNY go back to exactly what they were in CNY',
    );
    await user.click(screen.getByRole('button', { name: 'Convert to CNY' }));
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'CNY'));
    expect(screen.getByLabelText('Server price')).toHaveProperty('value', '280000');
    expect(screen.getByLabelText('Electricity price')).toHaveProperty('value', '0.8');
  });

  it('warns that a field holding an invalid value will be replaced by the conversion', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CurrencySwitch />
        <Harness />
      </>,
    );
    const price = screen.getByLabelText('Server price');
    await user.clear(price);
    await user.type(price, 'abc');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await formShown();
    expect(screen.getByRole('dialog').textContent).toContain(
      'the conversion starts from the last valid figures, and what is typed in those fields is replaced',
    );
  });
});
