// The check of the page's own drafts against the format's table and rules: the store loads this entry
// after the first paint, and an edit made before it arrives is checked as soon as it does.
import './scenario/formatTools.gen.ts';

export { check as checkDraft } from './scenario/check.ts';
export { allowedAt } from './scenario/walk.ts';
