// A page object for the calculator, and fixtures that fail a test on any console error or page error.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Scenario } from '../../../src/engine/index.ts';
import { decodeLink } from '../../../src/state/link/codec.ts';
import { encodeScenario } from '../../../src/state/link/write.ts';
import { startupPlain } from '../../support/startup.ts';

/** The query of a link to the start-up example, with `extra` parameters ("lang=zh&view=cash") after it. */
export async function startupQuery(extra = ''): Promise<string> {
  return `?s=${await encodeScenario(startupPlain)}${extra ? `&${extra}` : ''}`;
}

export class CalculatorPage {
  readonly verdict: Locator;
  readonly ownTotal: Locator;
  readonly rentTotal: Locator;
  readonly charts: Locator;

  constructor(readonly page: Page) {
    this.verdict = page.getByTestId('verdict');
    this.ownTotal = page.getByTestId('own-total');
    this.rentTotal = page.getByTestId('rent-total');
    // the chart under the verdict that the tabs show (src/app/charts/ChartsPanel.tsx)
    this.charts = page.locator('.charts .chart-plot').first();
  }

  /** Opens the page; the charts load when they come near the screen, so this brings them there. */
  async open(query = '', { charts = true } = {}): Promise<void> {
    await this.page.goto(`/${query}`);
    // the prerendered page shows a verdict before the app takes it over (and, in another language,
    // replaces it): wait for the page that answers input
    await this.page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect(this.verdict).toBeVisible();
    if (charts) await this.showCharts();
  }

  /**
   * Opens the start-up example (4×V100, the page's starting scenario before format version 5), whose
   * figures docs/method/comparison.md works by hand, by a link, with `extra` parameters beside it.
   */
  async openStartup(extra = '', options: { charts?: boolean } = {}): Promise<void> {
    await this.open(await startupQuery(extra), options);
  }

  async showCharts(): Promise<void> {
    await this.page.locator('.charts-slot').scrollIntoViewIfNeeded();
    // the chart's plot, drawn once its box is measured (the prerendered page holds its place and legend)
    await this.charts.locator('svg:not([aria-hidden="true"])').first().waitFor({ state: 'attached' });
  }

  /** Scrolls to the report's actions (Print, downloads), which load when their place comes near. */
  async showExports(): Promise<void> {
    await this.page.locator('.results__method').scrollIntoViewIfNeeded();
    await this.page.getByRole('button', { name: 'Monthly series (CSV)' }).waitFor();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** Replaces a number input's text by typing, as a user does. */
  async type(label: string, text: string): Promise<void> {
    const input = this.field(label);
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.pressSequentially(text);
  }

  /** The scenario the address bar holds now, read as the page reads a link (null for none). */
  async addressScenario(): Promise<Scenario | null> {
    return (await decodeLink(new URL(this.page.url()).search)).scenario;
  }

  /**
   * Waits until the address holds what `read` expects of its scenario: the page writes the address a
   * moment after an edit, so a reload or a copied link must wait for it, as a user would see it change.
   */
  async addressHolds<T>(read: (scenario: Scenario) => T, expected: T): Promise<void> {
    await expect
      .poll(async () => {
        const scenario = await this.addressScenario();
        return scenario ? read(scenario) : undefined;
      })
      .toEqual(expected);
  }

  /** The chart's drawing: its first svg, the plot (the legend's icons come after it). */
  async chartMarkup(): Promise<string> {
    return this.charts.locator('svg').first().innerHTML();
  }

  async seriousAccessibilityViolations(): Promise<string[]> {
    // every violation in full; the rules a page passes are not read, so axe need not list their elements
    const results = await new AxeBuilder({ page: this.page }).options({ resultTypes: ['violations'] }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }
}

export const test = base.extend<{ calculator: CalculatorPage; pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    await use(errors);
    expect(errors).toEqual([]);
  },
  calculator: async ({ page, pageErrors }, use) => {
    void pageErrors;
    await use(new CalculatorPage(page));
  },
});

export { expect };
