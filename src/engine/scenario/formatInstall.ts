// Puts the analysis tools' sections (formatTools.gen.ts) into the core table of the scenario format, in
// the schema's order, and their field paths into the list of the format's fields: once, when the full
// parser, the draft check, the readings or the reference first need the whole format. The engine's
// modules run nothing when imported, so each of those calls this before it reads the table.
import { FORMAT } from './format.gen.ts';
import { type FormatField, fieldPaths } from './format.ts';
import { SECTION_ORDER, TOOLS_FORMAT } from './formatTools.gen.ts';
import { FIELD_PATHS } from './walk.ts';

type ObjectField = Extract<FormatField, { type: 'object' }>;

let installed = false;

/** The whole format in the table every check reads: the core's sections and the tools', once. */
export function installToolSections(): void {
  if (installed) return;
  installed = true;
  const core = FORMAT;
  const tools = TOOLS_FORMAT;
  if (core.type !== 'object' || tools.type !== 'object') throw new Error('the format tables must be objects');
  const shape: Record<string, FormatField> = {};
  for (const key of SECTION_ORDER) {
    const field = core.shape[key] ?? tools.shape[key];
    if (field) shape[key] = field;
  }
  (core as { shape: ObjectField['shape'] }).shape = shape;
  // the list again in the schema's order, as walk.ts first made it from the core
  const paths = FIELD_PATHS as Set<string>;
  paths.clear();
  for (const path of fieldPaths(core, '')) if (path !== 'version' && path !== 'sources') paths.add(path);
}
