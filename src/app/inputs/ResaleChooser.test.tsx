// @vitest-environment jsdom
// Resale by condition and speed of sale, beside the salvage fields: the haircut follows from SpotWire's
// factors, the resale share at the horizon is shown before it is used, and using it writes the haircut
// with its source, which moves owning's resale credit.
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

const TITLE = 'Resale by condition and speed of sale';
const section = () => screen.getByText(TITLE, { selector: 'summary' }).closest('details') as HTMLElement;

describe('resale by condition and speed of sale', () => {
  it('starts at the haircut in use, and writes a new one with its source', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText(TITLE, { selector: 'summary' }));
    const condition = await within(section()).findByLabelText('Condition when sold', undefined, { timeout: 10_000 });
    const speed = within(section()).getByLabelText('How fast it is sold');
    // the default 38.8 % is a used, working card sold through a broker: 1 − 0.72 × 0.85
    expect(condition).toHaveProperty('value', 'used-working');
    expect(speed).toHaveProperty('value', 'broker-90d');
    expect(within(section()).getByRole('button', { name: 'This haircut is in use' })).toHaveProperty('disabled', true);
    // at 36 months the curve gives 0.46 of the price; × 0.612 = 28.152 %
    expect(section().textContent).toContain(
      'A haircut of 38.8%: at 36 months old the cards fetch 28.2% of their price.',
    );

    const before = evaluate(useCalculator.getState().scenario).own.assumed.resaleAtEnd;
    await user.selectOptions(condition, 'as-is');
    await user.selectOptions(speed, 'distressed-7d');
    // 1 − 0.55 × 0.45 = 75.25 %, shown to a tenth; 0.46 × 0.2475 = 11.385 %
    expect(section().textContent).toContain(
      'A haircut of 75.3%: at 36 months old the cards fetch 11.4% of their price.',
    );
    // choosing does not change the scenario until the reader uses it
    expect(useCalculator.getState().scenario.own.depreciation.saleHaircutPct).toBe(38.8);
    await user.click(within(section()).getByRole('button', { name: 'Use this haircut' }));
    const { scenario } = useCalculator.getState();
    expect(scenario.own.depreciation.saleHaircutPct).toBe(75.25);
    expect(scenario.sources['own.depreciation.saleHaircutPct']?.source).toMatch(
      /^SpotWire valuator.*as-is 0\.55 × distressed-7d 0\.45/,
    );
    expect(scenario.sources['own.depreciation.saleHaircutPct']?.asOf).toBe('2026-06-04');
    // a worse sale credits less at the end
    const after = evaluate(scenario).own.assumed.resaleAtEnd;
    expect(after).toBeCloseTo((before * (0.55 * 0.45)) / (0.72 * 0.85), 2);
  });
});
