// The analysis tools' part of "How this is computed": HowComputed loads it only for a scenario that
// turns a tool on, so the tools' engine code is fetched neither before the verdict nor for a scenario
// without tools. The engine records the tools' steps; the section renders them as it renders the rest.
export { explainTools } from '../../engine/analysis.ts';
