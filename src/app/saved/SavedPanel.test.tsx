// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { description } from '../../../tests/support/described.ts';
import { resetToStartup, startupPlain } from '../../../tests/support/startup.ts';
import type { Scenario } from '../../engine/index.ts';
import { createSavedStore, SAVED_KEY } from '../../state/saved.ts';
import { download } from '../kit/download.ts';
import { useCalculator } from '../useCalculator.ts';
import SavedPanel from './SavedPanel.tsx';

vi.mock('../kit/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../kit/download.ts')>()),
  download: vi.fn(),
}));

const lab: Scenario = {
  ...startupPlain,
  name: 'Lab 3 months',
  horizonMonths: 3,
  workload: { ...startupPlain.workload, hoursPerDay: 20, daysPerYear: 365 },
};
const burst: Scenario = {
  ...startupPlain,
  name: 'Burst',
  currency: 'USD',
  workload: { ...startupPlain.workload, gpus: 8 },
  // a US company discounting at 10 %: its column's figures are present values after tax
  discountRatePct: 10,
  finance: { ...startupPlain.finance, buyer: 'us-company', incomeTaxPct: 21, taxSchedule: 'expense' },
};

beforeEach(() => {
  localStorage.clear();
  resetToStartup();
  useCalculator.setState({ lang: 'en' });
  vi.mocked(download).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Saves `scenario` through the dialog, under its own name. */
async function saveThroughPanel(user: ReturnType<typeof userEvent.setup>, scenario: Scenario) {
  useCalculator.getState().loadScenario(scenario);
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.type(name, scenario.name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const entryNames = () => screen.queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);

describe('saving and opening', () => {
  it('saves the scenario on screen under a name and lists it with its date and verdict', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    const empty = screen.getByText('Nothing saved yet. Save the scenario on screen to come back to it later.');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Scenario 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('saved-notice').textContent).toBe('Saved “Scenario 1”.');
    // the empty list's note goes once there is something in it
    expect(empty.isConnected).toBe(false);
    const item = screen.getByRole('heading', { name: 'Scenario 1' }).closest('li') as HTMLElement;
    expect(item.textContent).toContain('Renting saves CN¥644,276 (97.1%) over 3 years.');
    expect(
      within(item)
        .getByText(/^Saved /)
        .getAttribute('datetime'),
    ).toMatch(/^\d{4}-\d\d-\d\dT/);
    // the next default name does not repeat one in the list
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Scenario 2');
  });

  it('saves the last valid scenario while an input on screen is not valid, and says so', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    useCalculator.getState().setField(['workload', 'hoursPerDay'], 30);
    expect((await screen.findByText(/Some inputs on screen are not valid/)).textContent).toBe(
      'Some inputs on screen are not valid: the last valid scenario, the one the results show, is what will be saved.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}').saved;
    expect(saved[0].scenario.workload.hoursPerDay).toBe(startupPlain.workload.hoursPerDay);
  });

  it('replaces the scenario on screen only when an entry is opened', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    useCalculator.getState().loadScenario(startupPlain);
    await user.click(screen.getByRole('button', { name: 'Duplicate “Lab 3 months”' }));
    expect(useCalculator.getState().scenario).toBe(startupPlain);
    await user.click(screen.getByRole('button', { name: 'Open “Lab 3 months”' }));
    expect(useCalculator.getState().scenario).toEqual(lab);
    expect(screen.getByTestId('saved-notice').textContent).toBe(
      'Opened “Lab 3 months”. It is now the scenario on screen.',
    );
  });
});

describe('changing the list', () => {
  it('renames in place: Enter keeps the new name, Escape keeps the old one', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    await user.click(screen.getByRole('button', { name: 'Rename “Lab 3 months”' }));
    const input = screen.getByLabelText('New name for “Lab 3 months”');
    expect(document.activeElement).toBe(input);
    await user.keyboard('Lab, spring{Enter}');
    expect(entryNames()).toEqual(['Lab, spring']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename “Lab, spring”' }));

    await user.keyboard('{Enter}');
    await user.keyboard('Something else{Escape}');
    expect(screen.queryByLabelText('New name for “Lab, spring”')).toBeNull();
    expect(entryNames()).toEqual(['Lab, spring']);
  });

  it('duplicates an entry under a copy name, right after it', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    await saveThroughPanel(user, burst);
    await user.click(screen.getByRole('button', { name: 'Duplicate “Lab 3 months”' }));
    expect(entryNames()).toEqual(['Burst', 'Lab 3 months', 'Lab 3 months (copy)']);
  });

  it('deletes only after a second click, and can be talked out of it', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    await user.click(screen.getByRole('button', { name: 'Delete “Lab 3 months”' }));
    // the question is what the confirming button is heard with
    expect(description(screen.getByRole('button', { name: 'Yes, delete “Lab 3 months”' }))).toBe(
      'Delete “Lab 3 months”?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep “Lab 3 months”' }));
    expect(entryNames()).toEqual(['Lab 3 months']);

    await user.click(screen.getByRole('button', { name: 'Delete “Lab 3 months”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete “Lab 3 months”' }));
    expect(entryNames()).toEqual([]);
    expect(screen.getByTestId('saved-notice').textContent).toBe('Deleted “Lab 3 months”.');
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}').saved).toEqual([]);
  });
});

describe('files', () => {
  it('exports one entry or all of them as JSON that import reads back', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    await saveThroughPanel(user, burst);
    await user.click(screen.getByRole('button', { name: 'Export “Lab 3 months”' }));
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    const calls = vi.mocked(download).mock.calls;
    expect(calls.map(([name, type]) => [name, type])).toEqual([
      ['gpu-tco-Lab-3-months.json', 'application/json'],
      ['gpu-tco-saved-scenarios.json', 'application/json'],
    ]);
    const memory = new Map<string, string>();
    const fresh = createSavedStore({
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    });
    const one = fresh.importText(calls[0]?.[2] ?? '');
    expect(one.ok && one.imported.map((e) => e.scenario)).toEqual([lab]);
    const all = fresh.importText(calls[1]?.[2] ?? '');
    expect(all.ok && all.imported.map((e) => e.name)).toEqual(['Burst', 'Lab 3 months']);
  });

  it('imports the good entries of a file and names each problem by its field', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    const file = {
      version: 1,
      saved: [
        { name: 'Good', savedAt: '2026-01-05T10:00:00.000Z', scenario: lab },
        {
          name: 'Bad',
          savedAt: '2026-01-05T10:00:00.000Z',
          scenario: { ...lab, workload: { ...lab.workload, hoursPerDay: 30 } },
        },
      ],
    };
    const input = screen.getByLabelText('Import scenarios from a file (.json)');
    await user.upload(input, new File([JSON.stringify(file)], 'team.json', { type: 'application/json' }));
    const report = await screen.findByText('Imported 1 from “team.json”: “Good”.');
    const problems = within(report.parentElement as HTMLElement).getAllByRole('listitem');
    expect(problems.map((li) => li.textContent)).toEqual([
      'Entry 2, “Bad”: Busy hours a day (workload.hoursPerDay) — At most 24.',
    ]);
    expect(entryNames()).toEqual(['Good']);
  });
});

describe('comparing', () => {
  it('shows two scenarios side by side, each in its own currency', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    await saveThroughPanel(user, lab);
    await saveThroughPanel(user, burst);
    await user.selectOptions(screen.getByLabelText('First scenario'), 'Lab 3 months');
    await user.selectOptions(screen.getByLabelText('Second scenario'), 'Burst');
    const table = screen.getByRole('table', { name: '“Lab 3 months” and “Burst”, owned hardware counted amortized' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Figure', 'Lab 3 months', 'Burst']);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(row('GPUs needed at once')).toEqual(['4', '8']);
    expect(row('Horizon')).toEqual(['3 months', '3 years']);
    expect(row('Server price')).toEqual(['CN¥280,000', '$280,000']);
    expect(row('Rental plan')).toEqual(['On demand', 'On demand']);
    expect(row('Savings')[1]).toMatch(/^renting saves \$[\d,]+$/);
    // each column says the basis its figures are on
    expect(row('Compared as')).toEqual(['Undiscounted, before tax', 'Present values at 10% a year, after tax']);
    expect(screen.getByText(/different currencies/).textContent).toBe(
      'The two scenarios are in different currencies (CNY and USD); no figure is converted.',
    );
  });
});

describe('storage that fails', () => {
  it('says politely that storage is full and leaves the scenario on screen alone', async () => {
    const user = userEvent.setup();
    render(<SavedPanel />);
    useCalculator.getState().loadScenario(lab);
    const before = useCalculator.getState().scenario;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/no room left.*The scenario on screen is safe/);
    expect(useCalculator.getState().scenario).toBe(before);
    expect(entryNames()).toEqual([]);
  });

  it('says when the browser does not let the page keep anything', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<SavedPanel />);
    expect(screen.getByText(/not letting the page keep saved scenarios/).textContent).toBe(
      'This browser is not letting the page keep saved scenarios (storage may be turned off, or blocked in private browsing). The scenario on screen is safe, and you can still export it to a file.',
    );
    expect(entryNames()).toEqual([]);
  });

  it('keeps an unreadable list aside and starts a new one when the user saves', async () => {
    localStorage.setItem(SAVED_KEY, '{"version":1,"saved":[{"na');
    const user = userEvent.setup();
    render(<SavedPanel />);
    expect(screen.getByText(/could not be read.*Nothing has been written over them/).textContent).toBe(
      'Your saved scenarios could not be read; they may have been changed by another program. Nothing has been written over them: download them to keep a copy, or start a new list. The scenario on screen is safe.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(entryNames()).toEqual(['Scenario 1']);
    expect(screen.getByTestId('saved-notice').textContent).toMatch(/kept aside in this browser, untouched/);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(`${SAVED_KEY}:unreadable:`));
    expect(keys.map((key) => localStorage.getItem(key))).toEqual(['{"version":1,"saved":[{"na']);
  });
});

describe('in Chinese', () => {
  it('labels everything in Chinese', async () => {
    useCalculator.setState({ lang: 'zh-CN' });
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SavedPanel onClose={onClose} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('已保存的场景');
    expect(screen.getByLabelText('名称')).toHaveProperty('value', '场景 1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const item = screen.getByRole('heading', { name: '场景 1' }).closest('li') as HTMLElement;
    expect(within(item).getByRole('button', { name: '打开“场景 1”' }).textContent).toBe('打开');
    expect(item.textContent).toContain('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
    expect(description(screen.getByLabelText('从文件导入场景（.json）'))).toBe(
      '可以是在这里导出的文件，也可以是单个场景文件。',
    );
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
