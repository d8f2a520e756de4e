// @vitest-environment jsdom
// The saved-scenarios dialog with damaged or very large data: it always opens, names what it
// cannot read, and never buries the page under problem lines.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCENARIO } from '../../engine/index.ts';
import { SAVED_KEY } from '../../state/saved.ts';
import { resetCalculator } from '../../state/store.ts';
import { download } from '../kit/download.ts';
import { useCalculator } from '../useCalculator.ts';
import SavedPanel from './SavedPanel.tsx';

vi.mock('../kit/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../kit/download.ts')>()),
  download: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
  vi.mocked(download).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entryNames = () => screen.queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);
const stored = (name: string, scenario: string) =>
  `{"id":"${name}","name":"${name}","savedAt":"2026-03-01T09:00:00.000Z","scenario":${scenario}}`;
const importInput = () => screen.getByLabelText('Import scenarios from a file (.json)');

describe('a saved list with one damaged entry', () => {
  it('lists the others and names the entry nested 100,000 deep', () => {
    const deep = `{"version":3,"notes":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const good = JSON.stringify(DEFAULT_SCENARIO);
    localStorage.setItem(
      SAVED_KEY,
      `{"version":1,"saved":[${stored('First', good)},${stored('Deep', deep)},${stored('Last', good)}]}`,
    );
    render(<SavedPanel />);
    expect(entryNames()).toEqual(['First', 'Last']);
    const note = screen.getByText('One saved entry could not be read and is not shown:');
    const skipped = within(note.parentElement as HTMLElement).getAllByRole('listitem');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.textContent).toMatch(/^Entry 2, “Deep”: /);
  });
});

describe('a saved entry whose job cannot be read', () => {
  it('keeps the entry with its workload and says the job was left out, not that a default was used', async () => {
    const job = {
      kind: 'training',
      model: { totalParamsB: 8 },
      gpu: { peakTflops: 165, memoryGB: 24 },
      training: { tokens: 1e9, method: 'full', mfuPct: 500 },
    };
    localStorage.setItem(
      SAVED_KEY,
      `{"version":1,"saved":[${stored('Job', JSON.stringify({ ...DEFAULT_SCENARIO, job }))}]}`,
    );
    render(<SavedPanel />);
    expect(entryNames()).toEqual(['Job']);
    const line = await screen.findByText(/^Entry 1, “Job”: .*job\.training\.mfuPct/);
    expect(line.textContent).toMatch(
      /So the whole job \(“Start from the job”\) was left out; the workload keeps the figures saved with it\.$/,
    );
    expect(line.textContent).not.toMatch(/default was used/);
  });
});

describe('a saved list that cannot be read at all', () => {
  it('offers the unreadable data for download and a new list, after which saving works', async () => {
    const user = userEvent.setup();
    const unreadable = `{"saved":[${'x'.repeat(3_000_000)}`;
    localStorage.setItem(SAVED_KEY, unreadable);
    render(<SavedPanel />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Nothing has been written over them');
    expect(localStorage.getItem(SAVED_KEY)).toBe(unreadable);
    await user.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(vi.mocked(download)).toHaveBeenCalledWith(
      'gpu-tco-saved-scenarios-unreadable.txt',
      'text/plain',
      unreadable,
    );
    await user.click(screen.getByRole('button', { name: 'Start a new list' }));
    expect(screen.getByTestId('saved-notice').textContent).toBe('Started a new list of saved scenarios.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(entryNames()).toEqual(['Scenario 1']);
    expect(screen.queryByRole('button', { name: 'Start a new list' })).toBeNull();
  });
});

describe('importing large files', () => {
  it('imports a file over 5 MB, and names the 20 MB limit for a larger one', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    const list = JSON.stringify({ version: 1, saved: [{ name: 'Padded', scenario: DEFAULT_SCENARIO }] });
    await user.upload(importInput(), new File([list, ' '.repeat(6_000_000)], 'big.json'));
    await screen.findByText('Imported 1 from “big.json”: “Padded”.');
    expect(entryNames()).toEqual(['Padded']);
    await user.upload(importInput(), new File([list, ' '.repeat(21_000_000)], 'huge.json'));
    await screen.findByText(
      'The file “huge.json” is larger than 20 MB, more than any list of saved scenarios needs, so it was not read.',
    );
    expect(entryNames()).toEqual(['Padded']);
  });

  it('lists at most 20 problems of 10,000 invalid entries and says how many more', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    const bad = { ...DEFAULT_SCENARIO, workload: { ...DEFAULT_SCENARIO.workload, hoursPerDay: 30 } };
    const saved = Array.from({ length: 10_000 }, (_, i) => ({ name: `Bad ${i + 1}`, scenario: bad }));
    await user.upload(importInput(), new File([JSON.stringify({ version: 1, saved })], 'bad.json'));
    const none = await screen.findByText('Nothing was imported from “bad.json”.', {}, { timeout: 20_000 });
    const report = none.parentElement as HTMLElement;
    expect(within(report).getAllByRole('listitem')).toHaveLength(20);
    expect(within(report).getAllByRole('listitem')[0]?.textContent).toBe(
      'Entry 1, “Bad 1”: Busy hours a day (workload.hoursPerDay) — At most 24.',
    );
    // said after the 20 listed
    expect(within(report).getByRole('list').nextElementSibling?.textContent).toBe('…and 9,980 more.');
    expect(entryNames()).toEqual([]);
  }, 60_000);
});
