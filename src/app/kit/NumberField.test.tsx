// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { description } from '../../../tests/support/described.ts';
import { Harness } from '../../../tests/support/Harness.tsx';
import { loadMessages } from '../../i18n/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const verdict = () => screen.getByTestId('verdict').textContent;

describe('a number input', () => {
  it('labels every input with its name and unit hint', () => {
    render(<Harness />);
    const gpus = screen.getByLabelText('GPUs needed at once');
    expect(gpus).toHaveProperty('value', '4');
    expect(screen.getByLabelText('GPUs needed at once (slider)')).toHaveProperty('value', '4');
    expect(description(gpus)).toBe('Cards your jobs use at the same time.');
  });

  it('reads an amount written in 万, as the Chinese page writes its amounts', async () => {
    const user = userEvent.setup();
    act(() => useCalculator.setState({ lang: 'zh-CN' }));
    render(<Harness />);
    const server = screen.getByLabelText('服务器价格');
    await user.clear(server);
    await user.type(server, '13万');
    expect(useCalculator.getState().scenario.own.serverPrice).toBe(130_000);
    expect(server).toHaveProperty('value', '13万');
    expect(server.getAttribute('aria-invalid')).toBeNull();
  });

  it('updates the scenario and the verdict as the user types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const before = verdict();
    const price = screen.getByLabelText('Price per card-hour');
    await user.clear(price);
    await user.type(price, '12');
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(12);
    expect(verdict()).not.toBe(before);
  });

  it('shows the figures of 16 GPUs while 2.5 that replaced it is refused, and of 4 while 2.5 typed over 4 is', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const gpus = screen.getByLabelText('GPUs needed at once');
    await user.tripleClick(gpus);
    await user.keyboard('2.5');
    // "2" was read on the way; a part of a card is refused, and the figures are from before the number
    expect(gpus).toHaveProperty('value', '2.5');
    expect(useCalculator.getState().scenario.workload.gpus).toBe(4);
    await user.tripleClick(gpus);
    await user.keyboard('16');
    expect(useCalculator.getState().scenario.workload.gpus).toBe(16);
    const sixteen = verdict();
    // a new number over the settled 16, in the same field without leaving it
    await user.tripleClick(gpus);
    await user.keyboard('2.5');
    expect(useCalculator.getState().scenario.workload.gpus).toBe(16);
    expect(verdict()).toBe(sixteen);
  });

  it('lets the user type "0." and an empty field without fighting them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const price = screen.getByLabelText('Price per card-hour');
    await user.clear(price);
    expect(price).toHaveProperty('value', '');
    expect(description(price)).toMatch(/^Enter a value\. /);
    await user.type(price, '0.');
    expect(price).toHaveProperty('value', '0.');
    await user.type(price, '5');
    expect(price).toHaveProperty('value', '0.5');
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(0.5);
    expect(screen.queryByText('Enter a value.')).toBeNull();
  });

  it('names the bound that was crossed and keeps the last valid result, marked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const before = verdict();
    const pue = screen.getByLabelText('PUE');
    await user.clear(pue);
    await user.type(pue, '5');
    expect(description(pue)).toMatch(/^At most 3\. /);
    expect(pue.getAttribute('aria-invalid')).toBe('true');
    expect(verdict()).toBe(before);
    // announced, not only shown: the figures on screen no longer follow the fields
    expect(screen.getByRole('status').textContent).toBe(
      'Showing the last valid result. Fix the marked field to update it.',
    );
    expect(useCalculator.getState().scenario.own.power.pue).toBe(1.58);
    await user.clear(pue);
    await user.type(pue, '1.2');
    expect(screen.queryByText('At most 3.')).toBeNull();
    expect(screen.queryByText(/last valid result/)).toBeNull();
  });

  it('says a whole number is needed for GPUs and that text is not a number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const gpus = screen.getByLabelText('GPUs needed at once');
    await user.clear(gpus);
    await user.type(gpus, '2.5');
    expect(description(gpus)).toBe('Enter a whole number. Cards your jobs use at the same time.');
    await user.clear(gpus);
    await user.type(gpus, 'four');
    expect(description(gpus)).toBe('Enter a number. Cards your jobs use at the same time.');
    expect(gpus).toHaveProperty('value', 'four');
  });

  it('asks for the monthly price when the monthly plan is chosen without one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Rental plan'), 'monthly');
    const monthly = screen.getByLabelText('Monthly price per card');
    expect(monthly.getAttribute('aria-invalid')).toBe('true');
    expect(description(monthly)).toMatch(/^Needed for the Monthly plan\. /);
    await user.type(monthly, '900');
    expect(useCalculator.getState().scenario.rent.plan).toBe('monthly');
    expect(useCalculator.getState().scenario.rent.monthlyPricePerGpu).toBe(900);
  });

  // each field reads the store through one subscription that hands back the same figures while they
  // are unchanged: what another part of the page changes must still reach the field
  it('shows what changes elsewhere: a loaded value, a source note, a currency and a language', async () => {
    render(<Harness />);
    const power = screen.getByLabelText('Busy GPU draw');
    const price = screen.getByLabelText('Price per card-hour');
    const unitOf = (input: HTMLElement) => input.parentElement?.querySelector('.field__unit')?.textContent;
    const { scenario, loadScenario, fillFields } = useCalculator.getState();
    act(() => loadScenario({ ...scenario, own: { ...scenario.own, power: { ...scenario.own.power, gpuWatts: 350 } } }));
    expect(power).toHaveProperty('value', '350');
    act(() =>
      fillFields([
        { path: ['own', 'power', 'gpuWatts'], value: 300, source: { source: 'A datasheet', asOf: '2026-01-15' } },
      ]),
    );
    expect(power).toHaveProperty('value', '300');
    // a figure dated more than 90 days before today is stale
    expect(power.closest('.field')?.querySelector('.field__source')?.textContent).toBe(
      'Source: A datasheet, as of 2026-01-15 · stale: over 90 days old',
    );
    // counted from the scenario's evaluation day when it names one: 17 days, then 64
    act(() => loadScenario({ ...useCalculator.getState().scenario, evaluatedOn: '2026-02-01' }));
    expect(power.closest('.field')?.querySelector('.field__source')?.textContent).toMatch(
      / · fresh: 30 days old or less$/,
    );
    act(() => loadScenario({ ...useCalculator.getState().scenario, evaluatedOn: '2026-03-20' }));
    expect(power.closest('.field')?.querySelector('.field__source')?.textContent).toMatch(
      / · aging: over 30 days old$/,
    );
    expect(unitOf(price)).toContain('CN¥');
    act(() => loadScenario({ ...useCalculator.getState().scenario, currency: 'USD' }));
    expect(unitOf(price)).toContain('$');
    expect(unitOf(price)).not.toContain('¥');
    await act(async () => {
      await loadMessages('zh-CN');
      useCalculator.getState().setLang('zh-CN');
    });
    expect(screen.queryByLabelText('Busy GPU draw')).toBeNull();
    expect(power).toHaveProperty('value', '300');
  });

  it('redraws the verdict at every step of a slider, a new edit each time', () => {
    render(<Harness />);
    const slider = screen.getByLabelText('GPUs needed at once (slider)');
    const seen = [verdict()];
    for (const value of ['5', '4', '5', '6']) {
      fireEvent.change(slider, { target: { value } });
      expect(screen.getByLabelText('GPUs needed at once')).toHaveProperty('value', value);
      seen.push(verdict());
    }
    // 4 → 5 → 4 → 5 → 6: each step shows the verdict of its own count, the same one for the same count
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(seen[3]).toBe(seen[1]);
    expect(seen[4]).not.toBe(seen[3]);
    expect(useCalculator.getState().editing).toEqual({ path: 'workload.gpus', base: expect.anything() });
  });

  // jsdom does not step a range input from the keyboard; the browser tests press the arrow keys
  it('moves a value with its slider and shows it in the number input', () => {
    render(<Harness />);
    const slider = screen.getByLabelText('Busy hours a day (slider)');
    fireEvent.change(slider, { target: { value: '8.5' } });
    expect(useCalculator.getState().scenario.workload.hoursPerDay).toBe(8.5);
    expect(screen.getByLabelText('Busy hours a day')).toHaveProperty('value', '8.5');
  });

  it('offers the usual billing increments by name and any other in minutes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const increment = screen.getByLabelText('Billing increment');
    await user.selectOptions(increment, 'Per second');
    expect(useCalculator.getState().scenario.rent.billingIncrementMinutes).toBeCloseTo(1 / 60, 12);
    await user.selectOptions(increment, 'Other (minutes)');
    const minutes = screen.getByLabelText('Billing increment in minutes');
    await user.clear(minutes);
    await user.type(minutes, '30');
    expect(useCalculator.getState().scenario.rent.billingIncrementMinutes).toBe(30);
  });
});
