// @vitest-environment jsdom
// The verdict redraws with the edit; the parts below it follow from the deferred scenario and, in
// every frame until they have, are marked busy: never another scenario's figures shown as current.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCalculator } from '../state/store.ts';
import { LaterPart, ShownScenario, useShown } from './shownScenario.tsx';
import { useCalculator } from './useCalculator.ts';

beforeEach(() => resetCalculator());
afterEach(cleanup);

interface Frame {
  readonly verdict: string | null;
  readonly later: string | null;
  readonly busy: string | null;
}

/** What the page holds after each commit of either part. */
function record(frames: Frame[]) {
  frames.push({
    verdict: screen.queryByTestId('now')?.textContent ?? null,
    later: screen.queryByTestId('shown')?.textContent ?? null,
    busy: document.querySelector('.later')?.getAttribute('aria-busy') ?? null,
  });
}

function Now({ frames }: { readonly frames: Frame[] }) {
  const gpus = useCalculator((s) => s.scenario.workload.gpus);
  useLayoutEffect(() => record(frames));
  return <p data-testid="now">{gpus}</p>;
}

function Shown({ frames }: { readonly frames: Frame[] }) {
  const { scenario, result } = useShown();
  useLayoutEffect(() => record(frames));
  return <p data-testid="shown">{`${scenario.workload.gpus} ${result.rent.total}`}</p>;
}

function Page({ frames }: { readonly frames: Frame[] }) {
  return (
    <ShownScenario>
      <Now frames={frames} />
      <LaterPart className="later">
        <Shown frames={frames} />
      </LaterPart>
    </ShownScenario>
  );
}

describe('the scenario the parts below the verdict show', () => {
  it('draws the verdict first, then the deferred part, which is busy in between', () => {
    const frames: Frame[] = [];
    render(<Page frames={frames} />);
    // the start-up example: 4 cards renting CN¥19,200 over 3 years
    expect(screen.getByTestId('shown').textContent).toBe('4 19200');
    frames.length = 0;

    act(() => useCalculator.getState().setField(['workload', 'gpus'], 5));

    // 5 cards rent a quarter more: 19,200 ÷ 4 × 5 = 24,000
    expect(screen.getByTestId('now').textContent).toBe('5');
    expect(screen.getByTestId('shown').textContent).toBe('5 24000');
    expect(document.querySelector('.later')?.getAttribute('aria-busy')).toBeNull();
    // the verdict's commit came first, with the part below still on 4 cards and marked busy
    expect(frames[0]).toEqual({ verdict: '5', later: '4 19200', busy: 'true' });
    for (const frame of frames) {
      const current = frame.later?.split(' ')[0] === frame.verdict;
      expect(current || frame.busy === 'true').toBe(true);
    }
  });

  it('is the store’s own scenario for a part drawn on its own', () => {
    const frames: Frame[] = [];
    render(<Shown frames={frames} />);
    act(() => useCalculator.getState().setField(['workload', 'gpus'], 2));
    // 2 cards: 19,200 ÷ 4 × 2 = 9,600
    expect(screen.getByTestId('shown').textContent).toBe('2 9600');
  });
});
