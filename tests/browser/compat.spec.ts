// What earlier releases left behind still opens with the same figures: a link of format 1 (made
// before scenario format version 2) and a scenario saved in the browser in format version 1.
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

// the 8×A100 example with every source note, as a link of format 1 (also frozen in codec.test.ts):
// own 282,271.44, rent 792,000 (examples/README.md)
const V1_LINK =
  's=1.3VfNbttGEH6VAYEiErqklpJlKzJ6cGxDDtLYQgzXSREgWC1H1MbkLrG7lKwE7qVoe2lR9JRDH6A9Fu2pBXJpX6Vu0bcodkk5kn-LHKuTyJ2dmW_mmx--DiTLMegHvT_ebMWUgkE9RQ1jpaHdpYRSCtv7z2BqYKu0audj8FI9OngABWowyJVMAhIYVWqOJui_DiZKi1dKPlbSTvyL6izoB8yYMi-sULIPnXXIvQQBO0HohHNkGhIsNHLBnAxkYowgpD9n2gqeYUACZg7GQT9o0_Z6GMdh-35wRoKZ0ieZYkmUFuXNNp0iiyyHE8TCAMsy6AFnOjGgxv60hj8qzRyYBSX53SYnqtRmiHqHzW-0HNNKp5cFJYFJYNyKKULC5tBg4NQJmfpH54xmQrpnXUrTvNOHhM2dC8-Q6ZsjTumSTQMMXMhvUq1mMqqiMdTC6VrSWmiVlNxCrhLMFqmBhimQt-qzKE-afVASoXe6TCxmgY1UaZfZdZsLLp9D1If-9vs5wST0QpdlWHLkNpvLJIxytBOVvJ_l60hdE225uOrQpGKKBtrtnn_JKmK0u9SJtSCm97tV3j5yMlEnbhIQEUZgHFfSiQ0zIRGsgleo1X_G5zw0_194hmVTluKQ2_8VxkLNULviOGbWrqYvYZa1XNlE3ExBqxmwmNLQnOZrYY-moz6sUQrHMFKuJLwiaKQZSnmSKX4yUyqJuMpbKdMJShcNjsYobVqufDbBTkqZoOYqL0qLTrSuqwK5gbQUCTY3oTSYADM-UIlmMxc0VvVAV4p3YxNJhoPr8C23NCbByZEKBtYV7uyZus10HdTGZ3EbPnAuCGsq-M1NkMpfhrFIS-0HjQ8dAQYaWVYd7jmFnBXWiWhkyULxhlOsxrDhtN0NpyLIA2bwdkQ9nxs3fl3kNBrrI-da2GB4BHuDpwuuuSEyRc1ShEYbtodHhkCOudJzAvufHM6E5RMC-w-3DYExk4ZAIsyJaW4CnyiDEmbCTryVKgAe2BTBKMAMudWCCzuHjMnEgHRFsDSH7xno0Hckvxt_UeJVlr4DbqI8gd9_iPswPNqFOOr2CBwVVuQID6WxwpYWIc3UiGUXqP2OQtsdaAhpMctEipJjVPprYnHLEZQAy4yCl6rUkmXXSThFayFth3RjddjWLy-BcRNxiPrR8eQqKD4RkrW8iHnBpavCPtCos-7C1To5nhDPs5CjtBrrAvTijoKfTpRMZygI7AuZngoGjcPd7YP9na0nz_w9GIsMgQvrloOnQk5KRkDizERcgo8-7YTxxuWVwb9cRcGyGZubA3lbdamZxGTBOCF9ti2D2ndjXTNb1N4I7QxRwks1MrcRQhU3018qp3Q8JqAZPyEwYjKZicROQGnImUu0ZJIjcGUscQ1mdT-8ZwBPWV64Zl634ZZrwiv9-8Oau_5kmetKZvPmJjDIfFJGqpSJp5mauV3sJlAapb3gxKAo91Spr_KiYoSjA1ns0quNGZQME8yZTCCmEQ3jdlS5ORgehW5xJG7lDquVm8BYqxwYDITdK0dV34Xnwfn3b8-__OLP374bDI_Of_3l_Nuf_vn8x7_f_vzX11-df_PmeQCN492tR3B4cPRke5fAAbeONF1SLeOLCOQiKZSQFuI4or6Xr2DvhjENaXyBfSSyTMj0oeQac5T2sZClxdUs15CdqFlC-u4jom7ioZJuANb_x2NoXIoe1NZepJrJMmNa2PkmLJXek92tnce7VUNpE9CYsTkmdbxKq5LMz7dEcVOpbfYhbq1TyL3b12d5adl2sKrPjB4JVpb_mJJgZRPvUFqR3odieZuulgISXNpveyTwyGsb9axYc5KrA7FLSXBlpvSc3Epzcn3HeVCXnCutC-foWZ0_d3SFvnFMghvzSiMar1_6nZ39Cw&lang=en';

test('a link of format 1 opens with the figures it had, and is rewritten as format 4', async ({ calculator }) => {
  await calculator.open(`?${V1_LINK}`);
  await expect(calculator.verdict).toHaveText('Owning saves CN¥509,729 (64.4%) over 3 years.');
  await expect(calculator.ownTotal).toHaveText('CN¥282,271');
  await expect(calculator.rentTotal).toHaveText('CN¥792,000');
  await calculator.type('GPUs needed at once', '8');
  await expect(calculator.page).toHaveURL(/[?&]s=4\./);
});

test('a scenario saved in format version 1 opens with the figures it had', async ({ calculator }) => {
  const { page } = calculator;
  // 8 cards, 10 h a day, 2.5 a card-hour: rent 8 × 10 × 250 × 3 × 2.5 = 150,000; own 970,058.27
  // (src/state/link/codec.test.ts works it by hand)
  const saved = {
    version: 1,
    saved: [
      {
        id: 'v1',
        name: 'Saved before version 2',
        savedAt: '2026-06-01T00:00:00.000Z',
        scenario: {
          version: 1,
          name: 'Eight cards',
          currency: 'CNY',
          horizonMonths: 36,
          workload: { gpus: 8, hoursPerDay: 10, daysPerYear: 250 },
          own: {
            serverPrice: 280000,
            gpusPerServer: 4,
            depreciation: { method: 'straight-line', years: 3, salvagePct: 0 },
            power: {
              gpuWatts: 300,
              idleGpuWatts: 40,
              serverBaseWatts: 500,
              pue: 1.58,
              pricePerKWh: 0.63,
              alwaysOn: true,
            },
            ops: {
              staffPerYear: 120000,
              maintenancePctPerYear: 0,
              colocationPerMonth: 0,
              bandwidthPerMonth: 0,
              otherPerYear: 0,
            },
          },
          rent: { plan: 'on-demand', pricePerGpuHour: 2.5, billingIncrementMinutes: 60 },
        },
      },
    ],
  };
  await page.addInitScript((text) => localStorage.setItem('gpu-tco:saved:v1', text), JSON.stringify(saved));
  await calculator.open();
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open “Saved before version 2”' }).click();
  await expect(calculator.verdict).toHaveText('Renting saves CN¥820,058 (84.5%) over 3 years.');
  await expect(calculator.ownTotal).toHaveText('CN¥970,058');
  await expect(calculator.rentTotal).toHaveText('CN¥150,000');
});
