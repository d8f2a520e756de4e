// The check of the page's own drafts against the format's table and rules: the store loads this entry
// after the first paint, and an edit made before it arrives is checked as soon as it does. The whole
// format, the analysis tools' sections with it, is in the table before either answers.
import { check } from './scenario/check.ts';
import { installToolSections } from './scenario/formatInstall.ts';
import { allowedAt as allowedInFormat } from './scenario/walk.ts';

export function checkDraft(...args: Parameters<typeof check>): ReturnType<typeof check> {
  installToolSections();
  return check(...args);
}

export function allowedAt(path: readonly PropertyKey[]): ReturnType<typeof allowedInFormat> {
  installToolSections();
  return allowedInFormat(path);
}
