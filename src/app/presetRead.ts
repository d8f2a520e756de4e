// The parser the examples are read with, loaded with the first example chosen (Presets.tsx).
export { parseScenario } from '../engine/reading.ts';
