// @vitest-environment jsdom
// What a purchase carries beyond the server (format version 7) on the inputs panel: each field with
// its label, the folded sections that hold the rarely changed ones, the salvage share or the sale's
// haircut as the salvage choice reads it, the availability an empty field stands for, and a lead time
// that moves owning's figure.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, hintOf } from '../../../tests/support/fieldHints.ts';
import { Harness } from '../../../tests/support/Harness.tsx';
import { compareInView, evaluate } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const section = (title: string) => screen.getByText(title, { selector: 'summary' }).closest('details') as HTMLElement;

/** Opens a folded section by its title, as a reader clicks it, and waits for its first field to show. */
async function open(title: string, firstField: string) {
  await userEvent.setup().click(screen.getByText(title, { selector: 'summary' }));
  await within(section(title)).findByLabelText(firstField, undefined, { timeout: 10_000 });
}

/** On screen as far as the page decides it: not inside a folded section. */
const onScreen = (element: HTMLElement) => element.closest('details:not([open])') === null;

describe('the costs a purchase carries, on the inputs panel', () => {
  it('shows the lead time, the staff renting needs and a reservation’s resale share on the first screen', () => {
    render(<Harness />);
    expect(onScreen(field('Lead time'))).toBe(true);
    expect(onScreen(field('Staff renting needs, a year'))).toBe(true);
    expect(onScreen(field('Share of a reservation’s unused months you could sell'))).toBe(true);
    expect(hintOf('Lead time')).toContain('12 weeks on order + 2 of burn-in ≈ 3.2');
  });

  it('keeps colocation by power, failures, the cluster and storage folded until the reader opens them', async () => {
    render(<Harness />);
    const folded = {
      'Colocation by power': ['Colocation per kW', 'Cabinet', 'Cabinet power cap'],
      'Failures and repairs': ['Cards available', 'While cards are down', 'Support contract'],
      'Cluster around the cards': ['Network fabric', 'Racks and installation', 'Shared storage', 'Cluster life'],
      Storage: ['Hot storage', 'Hot storage price', 'Cold storage', 'Cold storage price', 'Data out', 'Data-out price'],
    };
    for (const [title, labels] of Object.entries(folded)) {
      expect((section(title) as HTMLDetailsElement).open).toBe(false);
      await open(title, labels[0] ?? '');
      expect((section(title) as HTMLDetailsElement).open).toBe(true);
      for (const label of labels) expect(onScreen(within(section(title)).getByLabelText(label))).toBe(true);
    }
    expect(
      onScreen(within(section('Cluster around the cards')).getByText(/priced only when more than one server/)),
    ).toBe(true);
  });

  it('asks for the sale’s haircut under the market’s used prices, and for the salvage share under book or resale', async () => {
    render(<Harness />);
    const salvageIs = field('The salvage value is') as unknown as HTMLSelectElement;
    expect(salvageIs.selectedOptions[0]?.textContent).toBe('Market used prices');
    expect(field('Quick-sale haircut').value).toBe('38.8');
    expect(screen.queryByLabelText('Salvage value')).toBeNull();

    await userEvent.setup().selectOptions(salvageIs, 'Book value');
    expect(onScreen(field('Salvage value'))).toBe(true);
    expect(screen.queryByLabelText('Quick-sale haircut')).toBeNull();
  });

  it('shows the availability an empty field stands for, for the servers’ size', async () => {
    render(<Harness />);
    await open('Failures and repairs', 'Cards available');
    // 9.08 % of cards a year × 4 cards × 7 days ÷ 365 = 0.70 % of busy hours down
    expect(field('Cards available').value).toBe('');
    expect(field('Cards available').placeholder).toBe('99.3');
    expect(hintOf('Cards available')).toContain('Empty: 99.3% for 4-card servers');

    const user = userEvent.setup();
    await user.clear(field('GPUs per server'));
    await user.type(field('GPUs per server'), '8');
    expect(field('Cards available').placeholder).toBe('98.6');
    expect(hintOf('Cards available')).toContain('Empty: 98.6% for 8-card servers');
  });

  it('moves owning’s figure to the engine’s when a lead time is typed, and names it under the verdict', async () => {
    render(<Harness />);
    const before = screen.getByTestId('own-total').textContent;
    const user = userEvent.setup();
    await user.clear(field('Lead time'));
    await user.type(field('Lead time'), '3.2');

    const { scenario } = useCalculator.getState();
    expect(scenario.own.leadTimeMonths).toBe(3.2);
    const expected = formatMoney(compareInView(evaluate(scenario), 'amortized').own, 'en', 'CNY');
    expect(screen.getByTestId('own-total').textContent).toBe(expected);
    expect(expected).not.toBe(before);
    expect((await screen.findByTestId('assumed-lead-time')).textContent).toBe(
      '3.2 months from order to work, rented meanwhile',
    );
  });
});
