// @vitest-environment jsdom
// The verdict card of a scenario that serves with an API names the cheapest of owning, renting and the
// API once the job's code is there, in the words the command line prints, and follows the cost view.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import { exampleScenario } from '../../../tests/support/scenarios.ts';
import { resetToStartup } from '../../../tests/support/startup.ts';
import { verdictOf } from '../../cli/words.ts';
import { evaluate } from '../../engine/index.ts';
import { useCalculator } from '../useCalculator.ts';

beforeEach(resetToStartup);
afterEach(cleanup);

const serving = exampleScenario('v4-serve-32b-vs-api.json');

describe('the verdict of a scenario that serves with an API', () => {
  it('names the API cheapest, as the command line does', async () => {
    useCalculator.setState({ lang: 'en', scenario: serving });
    render(<Harness />);
    // owning 433,775.02, renting 657,000, the API 5.50 a day × 1,095 days = 6,022.50
    const sentence =
      'The API costs least: CN¥6,023 over 3 years (owning CN¥433,775, renting CN¥657,000); the API’s prices held flat.';
    expect(await screen.findByText(sentence)).toHaveProperty('dataset.testid', 'verdict');
    expect(verdictOf(evaluate(serving), 'amortized', serving).sentence).toBe(sentence);
  });

  it('keeps the API cheapest in the cash view, where owning counts the card’s whole price', async () => {
    useCalculator.setState({ lang: 'en', scenario: serving, costView: 'cash' });
    render(<Harness />);
    expect(await screen.findByText(/^The API costs least: CN¥6,023 over 3 years/)).toHaveProperty(
      'dataset.testid',
      'verdict',
    );
  });

  it('says it in Chinese', async () => {
    useCalculator.setState({ lang: 'zh-CN', scenario: serving });
    render(<Harness />);
    expect(
      await screen.findByText(/^API 最便宜：3 年内 ¥6,023（自建 ¥43\.38万，租用 ¥65\.7万）；API 价格按不变计。$/),
    ).toHaveProperty('dataset.testid', 'verdict');
  });
});
