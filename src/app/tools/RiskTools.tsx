// Obsolescence, sensitivity and uncertainty: what could make today's answer wrong. Each tool's card
// lives in its own file.
import { Obsolescence } from './ObsolescenceTool.tsx';
import { Sensitivity } from './SensitivityTool.tsx';
import { Uncertainty } from './UncertaintyTool.tsx';

export function RiskTools() {
  return (
    <>
      <Obsolescence />
      <Sensitivity />
      <Uncertainty />
    </>
  );
}
