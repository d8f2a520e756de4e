// The inputs and the verdict together, wired through the real store, for component tests.

import { InputsPanel } from '../../src/app/inputs/InputsPanel.tsx';
import { useCalculator } from '../../src/app/useCalculator.ts';
import { KeyFigures } from '../../src/app/verdict/KeyFigures.tsx';
import { Verdict } from '../../src/app/verdict/Verdict.tsx';
import { ViewSwitch } from '../../src/app/verdict/ViewSwitch.tsx';
import { resultOf } from '../../src/state/store.ts';

export function Harness() {
  const scenario = useCalculator((s) => s.scenario);
  const result = resultOf(scenario);
  return (
    <>
      <InputsPanel />
      <Verdict scenario={scenario} result={result} />
      <ViewSwitch />
      <KeyFigures scenario={scenario} result={result} />
    </>
  );
}
