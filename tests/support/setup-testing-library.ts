// Vitest setup: Testing Library's findBy and waitFor wait until what the user would see is there, up to
// 15 s rather than its default 1 s, so that a part whose code is imported on first use (the currency
// dialog, the job form) is found on a machine whose cores are busy. A test that passes ends at once.
// Files without a DOM (the store's, the links', the messages') do not load it: it takes half a second.
import type { Config } from '@testing-library/dom';

const settings: Partial<Config> = { asyncUtilTimeout: 15_000 };

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure(settings);
}
