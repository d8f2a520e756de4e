import { describe, expect, it } from 'vitest';
import { embedOptions, scenarioSearch } from './options.ts';

describe('scenarioSearch', () => {
  it('reads the scenario without the currency to show, which is converted into afterwards', () => {
    const search = '?s=2.abc&currency=USD&lang=en&wid=x-1';
    expect(scenarioSearch(search)).toBe('?s=2.abc&lang=en&wid=x-1');
    expect(embedOptions(search).currency).toBe('USD');
    expect(scenarioSearch('?currency=EUR')).toBe('');
  });

  it('keeps the currency of money figures written in the link by hand, as the calculator reads them', () => {
    expect(scenarioSearch('?gpus=8&price=2.5&currency=USD')).toBe('?gpus=8&price=2.5&currency=USD');
    expect(scenarioSearch('?server=90000&currency=EUR')).toBe('?server=90000&currency=EUR');
  });
});
