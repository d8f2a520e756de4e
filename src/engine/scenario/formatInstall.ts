// Puts the analysis tools' sections (formatTools.gen.ts) into the core table of the scenario format, in
// the schema's order, and their field paths into the list of the format's fields: once, whoever loads
// them first (the full parser, the draft check, the readings).
import { type FormatField, fieldPaths } from './format.ts';
import { FIELD_PATHS } from './walk.ts';

type ObjectField = Extract<FormatField, { type: 'object' }>;

export function installSections(core: FormatField, tools: FormatField, order: readonly string[]): void {
  if (core.type !== 'object' || tools.type !== 'object') throw new Error('the format tables must be objects');
  const shape: Record<string, FormatField> = {};
  for (const key of order) {
    const field = core.shape[key] ?? tools.shape[key];
    if (field) shape[key] = field;
  }
  (core as { shape: ObjectField['shape'] }).shape = shape;
  // the list again in the schema's order, as walk.ts first made it from the core
  const paths = FIELD_PATHS as Set<string>;
  paths.clear();
  for (const path of fieldPaths(core, '')) if (path !== 'version' && path !== 'sources') paths.add(path);
}
