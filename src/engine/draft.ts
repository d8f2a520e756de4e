// The check of the page's own drafts against the format's schema and rules. The schema is built with
// zod, which the page need not load before its verdict: the store loads this entry after the first
// paint, and an edit made before it arrives is checked as soon as it does.
export { check as checkDraft } from './scenario/check.ts';
export { allowedAt } from './scenario/walk.ts';
