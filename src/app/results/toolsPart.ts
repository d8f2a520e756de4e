// The analysis tools' part of "How this is computed": HowComputed loads it only for a scenario that
// turns a tool on, so the tools' engine code is fetched neither before the verdict nor for a scenario
// without tools. No React, and nothing but types from the section's own chunk (howToolLines.ts says
// why): the part's chunk brings the tools' code and their lines.
export { explainTools } from './explainTools.ts';
export { toolLine } from './howToolLines.ts';
