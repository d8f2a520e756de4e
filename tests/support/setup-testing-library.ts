// Vitest setup: Testing Library's findBy and waitFor wait until what the user would see is there, up to
// 15 s rather than its default 1 s, so that a part whose code is imported on first use (the currency
// dialog, the job form) is found on a machine whose cores are busy. A test that passes ends at once.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
