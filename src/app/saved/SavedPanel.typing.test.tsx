// @vitest-environment jsdom
// A save while a field is half-typed keeps the scenario from before that field's edit began.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SAVED_KEY } from '../../state/saved.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import SavedPanel from './SavedPanel.tsx';

beforeEach(() => {
  localStorage.clear();
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

it('saves 8 busy hours, not the 2 typed on the way, while 25 is refused', async () => {
  const user = userEvent.setup();
  render(<SavedPanel />);
  const { setField } = useCalculator.getState();
  setField(['workload', 'hoursPerDay'], 2);
  setField(['workload', 'hoursPerDay'], 25);
  expect((await screen.findByText(/Some inputs on screen are not valid/)).textContent).toBe(
    'Some inputs on screen are not valid: the last valid scenario, the one the results show, is what will be saved.',
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const saved = JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}').saved;
  expect(saved[0].scenario.workload.hoursPerDay).toBe(8);
});
