// What a purchase carries beyond the servers, set on the page: on two 8-card servers, a lead time
// (the work rented while they are on order) and a network fabric for the cluster each raise owning's
// figure, and the open own group has no serious accessibility fault.
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { DEFAULT_SCENARIO, type Scenario } from '../../src/engine/index.ts';
import { encodeScenario } from '../../src/state/link/write.ts';
import { expect, test } from './support/calculator.ts';

/** 16 H100-class cards busy 16 h on 300 days, on two 8-card servers, rented at 15 a card-hour otherwise. */
const TWO_SERVERS: Scenario = {
  ...DEFAULT_SCENARIO,
  workload: { ...DEFAULT_SCENARIO.workload, gpus: 16, hoursPerDay: 16, daysPerYear: 300 },
  own: {
    ...DEFAULT_SCENARIO.own,
    serverPrice: 2_000_000,
    gpusPerServer: 8,
    leadTimeMonths: 0,
    power: { ...DEFAULT_SCENARIO.own.power, gpuWatts: 700, idleGpuWatts: 70, serverBaseWatts: 4_600 },
  },
  rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 15 },
};

/** The figure a money text shows, "CN¥4,321,000" → 4321000. */
const amount = async (figure: Locator) => Number(((await figure.textContent()) ?? '').replace(/[^\d.]/g, ''));

test('a lead time and the cluster around two 8-card servers raise what owning costs', async ({ page, calculator }) => {
  await calculator.open(`?s=${await encodeScenario(TWO_SERVERS)}`, { charts: false });
  await expect(page.getByTestId('assumed-lead-time')).toHaveCount(0);
  const delivered = await amount(calculator.ownTotal);

  // 12 weeks on order and 2 of burn-in: the 16 cards' work is rented meanwhile
  await calculator.type('Lead time', '3.2');
  await expect(page.getByTestId('assumed-lead-time')).toHaveText('3.2 months from order to work, rented meanwhile');
  await expect.poll(() => amount(calculator.ownTotal)).toBeGreaterThan(delivered);
  const onOrder = await amount(calculator.ownTotal);

  const own = page.locator('.group--own');
  await own.getByText('Cluster around the cards').click();
  await expect(own.getByText(/priced only when more than one server is owned/)).toBeVisible();
  await calculator.type('Network fabric', '150000');
  await expect.poll(() => amount(calculator.ownTotal)).toBeGreaterThan(onOrder);

  // every folded section of the group open: each new input is labelled and nothing in it is a serious fault
  for (const title of ['Colocation by power', 'Failures and repairs']) await own.getByText(title).click();
  await expect(calculator.field('Cards available')).toBeVisible();
  await expect(calculator.field('Cabinet power cap')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.group--own').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
