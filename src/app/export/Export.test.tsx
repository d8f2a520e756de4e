// @vitest-environment jsdom
// The monthly series as a spreadsheet opens it: headers in the reader's language with the currency,
// the cumulative columns said to be cumulative, money to the cent, and a BOM so that Excel reads
// Chinese as UTF-8.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToStartup } from '../../../tests/support/startup.ts';
import type { Lang } from '../../i18n/index.ts';
import { resultOf } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import { Export } from './Export.tsx';

beforeEach(resetToStartup);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Clicks the CSV button and returns the file the browser would save. */
async function downloadCsv(lang: Lang, button: string): Promise<string> {
  useCalculator.setState({ lang });
  const { scenario } = useCalculator.getState();
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    files.push(blob as Blob);
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<Export scenario={scenario} result={resultOf(scenario)} />);
  await userEvent.click(screen.getByRole('button', { name: button }));
  await vi.waitFor(() => expect(files).toHaveLength(1));
  const file = files[0] as Blob;
  expect(file.type).toBe('text/csv;charset=utf-8');
  // Blob.text() decodes and drops the BOM: read the bytes
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
}

const rowsOf = (csv: string) =>
  csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');

// the start-up scenario (docs/cost-model.md): 280,000 of hardware bought in month 1, power
// 23,476.31 and operations 360,000 over 36 months (652.12 + 10,000 a month), renting 19,200
// (533.33 a month); straight-line depreciation 280,000 ÷ 36 = 7,777.78 a month, so month 1
// amortized is 7,777.78 + 652.12 + 10,000 = 18,429.90; nothing is left of the hardware at the end,
// so both owning columns end equal.
describe('the monthly CSV', () => {
  it('has English headers with the currency, says the columns are cumulative, and money to the cent', async () => {
    const csv = await downloadCsv('en', 'Monthly series (CSV)');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows[0]).toBe(
      'Month,"Owned, paid in cash, cumulative (CNY)","Owned, amortized, cumulative (CNY)","Rented, cumulative (CNY)"',
    );
    expect(rows).toHaveLength(37);
    expect(rows[1]).toBe('1,290652.12,18429.90,533.33');
    expect(rows[36]).toBe('36,663476.31,663476.31,19200.00');
    for (const row of rows.slice(1)) {
      for (const cell of row.split(',').slice(1)) expect(cell, row).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('has Chinese headers with 元 and 累计, the same figures, and a BOM for Excel', async () => {
    const csv = await downloadCsv('zh-CN', '逐月数据（CSV）');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = rowsOf(csv);
    expect(rows[0]).toBe('月份,自建（现金口径）累计（元）,自建（摊销口径）累计（元）,租用累计（元）');
    expect(rows[36]).toBe('36,663476.31,663476.31,19200.00');
  });

  it('names a currency other than the yuan in both languages', async () => {
    const { scenario } = useCalculator.getState();
    useCalculator.getState().loadScenario({ ...scenario, currency: 'USD' });
    expect(rowsOf(await downloadCsv('en', 'Monthly series (CSV)'))[0]).toContain('Rented, cumulative (USD)');
    cleanup();
    expect(rowsOf(await downloadCsv('zh-CN', '逐月数据（CSV）'))[0]).toContain('租用累计（美元）');
  });
});
