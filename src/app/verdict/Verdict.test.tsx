// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { resetToStartup } from '../../../tests/support/startup.ts';
import { verdictOf } from '../../cli/words.ts';
import { evaluate } from '../../engine/index.ts';
import { parseScenarioText } from '../../engine/reading.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(resetToStartup);
afterEach(cleanup);

/** The sentence under the cash / amortized switch, saying what the chosen view counts. */
const viewHint = () =>
  within(screen.getByRole('group', { name: 'Count owned hardware' })).getByText(/^Counts /).textContent;

// the start-up (docs/cost-model.md): own amortized 663,476.31, rent 19,200 over 36 months;
// savings 644,276.31 = 97.1 % of owning
describe('the page’s starting scenario (examples/default-4x4090.json)', () => {
  it('is one 4×RTX 4090 server against RTX 4090s rented by the second, and the verdict says why', () => {
    resetCalculator();
    useCalculator.setState({ lang: 'en' });
    render(<Harness />);
    // present values at 8 % after tax (tests/unit/examples.test.ts): own 114,280.60, rent 32,091.89:
    // renting saves 82,199.71, 71.9 % of owning
    expect(screen.getByTestId('verdict').textContent).toBe('Renting saves CN¥82,189 (71.9%) over 3 years.');
    expect(screen.getByTestId('own-total').textContent).toBe('CN¥114,281');
    expect(screen.getByTestId('rent-total').textContent).toBe('CN¥32,092');
  });
});

describe('the verdict', () => {
  it('says in English which side saves how much over the horizon', () => {
    useCalculator.setState({ lang: 'en' });
    render(<Harness />);
    expect(screen.getByTestId('verdict').textContent).toBe('Renting saves CN¥644,276 (97.1%) over 3 years.');
    expect(screen.getByTestId('own-total').textContent).toBe('CN¥663,476');
    expect(screen.getByTestId('rent-total').textContent).toBe('CN¥19,200');
    expect(screen.getByTestId('break-even').textContent).toBe('renting is cheaper even at 24 h a day');
  });

  it('says it in Chinese, with large amounts in 万', () => {
    useCalculator.setState({ lang: 'zh-CN' });
    render(<Harness />);
    expect(screen.getByTestId('verdict').textContent).toBe('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
    expect(screen.getByTestId('own-total').textContent).toBe('¥66.35万');
  });

  it('says owning saves when renting is dearer, with months for a horizon that is not whole years', () => {
    useCalculator.setState({ lang: 'en' });
    const s = useCalculator.getState().scenario;
    // rent 4 × 166.67 h × 18 months × 60 = 720,000; own 280,000 × 18/36 + 18 × (652.12 + 10,000) = 331,738.15;
    // owning saves 388,261.85, 53.9 % of what renting costs
    useCalculator.getState().loadScenario({ ...s, horizonMonths: 18, rent: { ...s.rent, pricePerGpuHour: 60 } });
    render(<Harness />);
    expect(screen.getByTestId('verdict').textContent).toBe('Owning saves CN¥388,262 (53.9%) over 18 months.');
  });

  it('follows the cash / amortized switch, explaining each, even when it turns the verdict', async () => {
    useCalculator.setState({ lang: 'en' });
    const s = useCalculator.getState().scenario;
    // 18 months: amortized own 331,738.15 (half the hardware written off); cash own 280,000 + 18 × 10,652.12 = 471,738.15
    useCalculator.getState().loadScenario({ ...s, horizonMonths: 18, rent: { ...s.rent, pricePerGpuHour: 30 } });
    render(<Harness />);
    // rent 4 × 166.67 × 18 × 30 = 360,000: owning saves 28,261.85, 7.9 % of renting
    expect(screen.getByTestId('verdict').textContent).toBe('Owning saves CN¥28,262 (7.9%) over 18 months.');
    expect(viewHint()).toBe(
      'Counts the hardware at what it would fetch at the end (or its book value), as if sold then, and a reservation’s months paid past the horizon at the share of their price they could be sold for.',
    );
    await userEvent.setup().click(screen.getByLabelText('Cash'));
    // cash: renting saves 471,738.15 − 360,000 = 111,738.15, 23.7 % of owning's cash
    expect(screen.getByTestId('verdict').textContent).toBe('Renting saves CN¥111,738 (23.7%) over 18 months.');
    expect(screen.getByTestId('own-total').textContent).toBe('CN¥471,738');
    expect(viewHint()).toBe(
      'Counts every payment, the full hardware price and a reservation’s last term included; nothing is sold or left over at the end.',
    );
  });
});

describe('a reservation whose last term runs past the horizon', () => {
  it('counts its months left over in the amortized view and every month paid in cash, and says which', async () => {
    useCalculator.setState({ lang: 'en' });
    const s = useCalculator.getState().scenario;
    // the start-up over 18 months, 4 cards reserved for one-year terms at 0.80 less 40 %: 4 × 730 × 0.48 =
    // 1,401.60 a month. Paid: 2 terms, 24 × 1,401.60 = 33,638.40; left over after month 18: 6 × 1,401.60 =
    // 8,409.60; amortized: 18 × 1,401.60 = 25,228.80
    const rent = { ...s.rent, plan: 'reserved' as const, reservedTermYears: 1 };
    useCalculator.getState().loadScenario({ ...s, horizonMonths: 18, rent });
    render(<Harness />);
    expect(screen.getByTestId('rent-total').textContent).toBe('CN¥25,229');
    expect(screen.getByTestId('rent-remaining').textContent).toBe(
      'less CN¥8,410 of reservation left over at the end (months paid past the horizon, assumed used)',
    );
    // renting per busy GPU-hour: 25,228.80 ÷ (4 × 166.67 × 18 = 12,000 h) = 2.10
    expect(screen.getByTestId('cost-per-hour').textContent).toContain('renting CN¥2.10');
    await userEvent.setup().click(screen.getByLabelText('Cash'));
    expect(screen.getByTestId('rent-total').textContent).toBe('CN¥33,638');
    expect(screen.getByTestId('rent-remaining').textContent).toBe(
      'includes CN¥8,410 paid for reservation months past the horizon',
    );
    // 33,638.40 ÷ 12,000 h = 2.80
    expect(screen.getByTestId('cost-per-hour').textContent).toContain('renting CN¥2.80');
  });

  it('shows no such line without a term past the horizon', () => {
    useCalculator.setState({ lang: 'en' });
    render(<Harness />);
    expect(screen.queryByTestId('rent-remaining')).toBeNull();
  });
});

describe('the verdict and the command line', () => {
  const examples = ['a100-server-8x.json', 'startup-4xv100.json', 'lab-3-month-weekly.json', 'burst-tuning-8x.json'];
  it.each(examples)(
    'states for %s the same sentence and percentage as the command line, in both views',
    async (name) => {
      const parsed = parseScenarioText(
        readFileSync(resolve(import.meta.dirname, '../../../examples', name), 'utf8'),
        'strict',
      );
      if (!parsed.ok) throw new Error(name);
      useCalculator.setState({ lang: 'en' });
      useCalculator.getState().loadScenario(parsed.scenario);
      render(<Harness />);
      const result = evaluate(parsed.scenario);
      // the command line prints verdictOf(result, 'amortized', scenario) as "verdict"
      const amortized = verdictOf(result, 'amortized', parsed.scenario);
      expect(screen.getByTestId('verdict').textContent).toBe(amortized.sentence);
      await userEvent.setup().click(screen.getByLabelText('Cash'));
      expect(screen.getByTestId('verdict').textContent).toBe(verdictOf(result, 'cash', parsed.scenario).sentence);
    },
  );

  it('shows the 8×A100 server’s 64.4 % where the command line’s old savingsPct says −180.58', () => {
    const parsed = parseScenarioText(
      readFileSync(resolve(import.meta.dirname, '../../../examples/a100-server-8x.json'), 'utf8'),
      'strict',
    );
    if (!parsed.ok) throw new Error('a100');
    useCalculator.setState({ lang: 'en' });
    useCalculator.getState().loadScenario(parsed.scenario);
    render(<Harness />);
    expect(screen.getByTestId('verdict').textContent).toBe('Owning saves CN¥509,729 (64.4%) over 3 years.');
    expect(verdictOf(evaluate(parsed.scenario), 'amortized', parsed.scenario).pct.toFixed(1)).toBe('64.4');
  });
});

describe('the verdict’s basis on the card and the figures under it', () => {
  const figureLabels = () =>
    within(screen.getByTestId('own-total').closest('dl') as HTMLElement)
      .getAllByRole('term')
      .map((term) => term.textContent);

  it('names present values after tax, labels the figures so, and shows what the command line compares', () => {
    useCalculator.setState({ lang: 'en' });
    const s = useCalculator.getState().scenario;
    const scenario = {
      ...s,
      discountRatePct: 8,
      finance: { ...s.finance, buyer: 'cn-general' as const, incomeTaxPct: 25 },
    };
    useCalculator.getState().loadScenario(scenario);
    render(<Harness />);
    expect(screen.getByTestId('verdict-basis').textContent).toBe(
      'Compared as present values at 8% a year, after tax for a China general taxpayer.',
    );
    const verdict = verdictOf(evaluate(scenario), 'amortized', scenario);
    expect(screen.getByTestId('verdict').textContent).toBe(verdict.sentence);
    expect(verdict.basis.text).toBe(screen.getByTestId('verdict-basis').textContent);
    expect(figureLabels()).toEqual([
      'Owning, present value',
      'Renting, present value',
      'Cost per busy GPU-hour',
      'Break-even, discounted',
      'Payback, discounted',
      'Owning assumes',
    ]);
  });

  it('shows no basis for undiscounted totals before tax paid in cash', () => {
    useCalculator.setState({ lang: 'en' });
    render(<Harness />);
    expect(screen.queryByTestId('verdict-basis')).toBeNull();
    expect(figureLabels()).toEqual([
      'Owning, total',
      'Renting, total',
      'Cost per busy GPU-hour',
      'Break-even',
      'Payback',
      'Owning assumes',
    ]);
  });
});
