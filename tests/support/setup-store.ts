// Vitest setup: the check of the page's drafts and the words a field's problem is said in, loaded
// before any test edits the store, as the page loads them after its first paint, so that an edit's
// figures and its problems follow at once.
import { loadProblemWords } from '../../src/app/kit/problemWords.ts';
import { loadDraftCheck } from '../../src/state/store.ts';

await Promise.all([loadDraftCheck(), loadProblemWords()]);
