// "How this is computed" as the page mounts it, for the tests that read its lines.
import { screen } from '@testing-library/react';
import { HowComputed } from '../../src/app/method/HowComputed.tsx';
import { useCalculator } from '../../src/app/useCalculator.ts';
import { resultOf } from '../../src/state/store.ts';

/** The section with the store's scenario and its result. */
export function HowPage() {
  const scenario = useCalculator((s) => s.scenario);
  return <HowComputed scenario={scenario} result={resultOf(scenario)} />;
}

/** The text of the one line that starts with `label`. */
export function howLine(label: string): string {
  const found = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(label));
  if (!found) throw new Error(`no line starting "${label}"`);
  return found.textContent ?? '';
}
