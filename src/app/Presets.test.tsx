// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../tests/support/Harness.tsx';
import { resetCalculator } from '../state/store.ts';
import { Presets } from './Presets.tsx';
import { useCalculator } from './useCalculator.ts';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

describe('the example presets', () => {
  it('loads an example in one click, with its sources beside the figures', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Presets />
        <Harness />
      </>,
    );
    const a100 = screen.getByRole('button', { name: '8×A100 server' });
    expect(a100.getAttribute('aria-pressed')).toBe('false');
    await user.click(a100);
    await screen.findByText('Loaded the example “8×A100 server”.');
    expect(a100.getAttribute('aria-pressed')).toBe('true');
    expect(useCalculator.getState().scenario.workload.gpus).toBe(8);
    expect(useCalculator.getState().scenario.own.serverPrice).toBe(250_000);
    expect(screen.getByLabelText('Server price')).toHaveProperty('value', '250000');
    // the example's figures say where they come from, under the field
    const priceField = screen.getByLabelText('Server price').closest('.field');
    expect(priceField?.querySelector('.field__source')?.textContent).toMatch(/^Source: product model article/);
    // the example's own verdict (examples/README.md): owning is cheaper
    expect(screen.getByTestId('verdict').textContent).toMatch(/^Owning saves/);
  });

  it('forgets which example is loaded once a figure is changed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Presets />
        <Harness />
      </>,
    );
    const lab = screen.getByRole('button', { name: 'Lab: 3 months, weekly' });
    await user.click(lab);
    await screen.findByText(/Loaded the example/);
    await user.type(screen.getByLabelText('GPUs needed at once'), '0');
    expect(lab.getAttribute('aria-pressed')).toBe('false');
  });

  it('names the examples in Chinese', () => {
    useCalculator.setState({ lang: 'zh-CN' });
    render(<Presets />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['示例']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '创业团队：4×V100',
      '8×A100 服务器',
      '实验室：3 个月按周租',
      '突发调参：8 卡',
    ]);
  });
});
