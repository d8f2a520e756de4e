// Vitest setup: the check of the page's drafts loaded before any test edits the store, as the page
// loads it after its first paint, so that an edit's figures follow at once.
import { loadDraftCheck } from '../../src/state/store.ts';

await loadDraftCheck();
