// The store as a React hook: `useCalculator((s) => s.field)` in a view, one selector per field; the
// store's own getState, setState and subscribe ride along for code outside a render.
import { useStore } from 'zustand';
import { type CalculatorState, calculatorStore } from '../state/store.ts';

function useCalculatorState<T>(selector: (state: CalculatorState) => T): T {
  return useStore(calculatorStore, selector);
}

export const useCalculator = Object.assign(useCalculatorState, calculatorStore);
