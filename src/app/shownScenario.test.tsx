// @vitest-environment jsdom
// The verdict redraws with the edit; the parts below it follow from the deferred scenario and, in
// every frame until they have, are marked busy: never another scenario's figures shown as current.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToStartup } from '../../tests/support/startup.ts';
import { LaterPart, ShownScenario, type Tier, useShown } from './shownScenario.tsx';
import { useCalculator } from './useCalculator.ts';

beforeEach(() => resetToStartup());
afterEach(cleanup);

interface Frame {
  readonly verdict: string | null;
  readonly later: string | null;
  readonly busy: string | null;
  readonly below: string | null;
  readonly belowBusy: string | null;
}

/** What the page holds after each commit of either part. */
function record(frames: Frame[]) {
  frames.push({
    verdict: screen.queryByTestId('now')?.textContent ?? null,
    later: screen.queryByTestId('shown')?.textContent ?? null,
    busy: document.querySelector('.later')?.getAttribute('aria-busy') ?? null,
    below: screen.queryByTestId('below')?.textContent ?? null,
    belowBusy: document.querySelector('.below')?.getAttribute('aria-busy') ?? null,
  });
}

function Now({ frames }: { readonly frames: Frame[] }) {
  const gpus = useCalculator((s) => s.scenario.workload.gpus);
  useLayoutEffect(() => record(frames));
  return <p data-testid="now">{gpus}</p>;
}

function Shown({ frames, tier = 'charts' }: { readonly frames: Frame[]; readonly tier?: Tier }) {
  const { scenario, result } = useShown(tier);
  useLayoutEffect(() => record(frames));
  return <p data-testid={tier === 'charts' ? 'shown' : 'below'}>{`${scenario.workload.gpus} ${result.rent.total}`}</p>;
}

function Page({ frames }: { readonly frames: Frame[] }) {
  return (
    <ShownScenario>
      <Now frames={frames} />
      <LaterPart className="later" tier="charts">
        <Shown frames={frames} />
      </LaterPart>
      <LaterPart className="below">
        <Shown frames={frames} tier="below" />
      </LaterPart>
    </ShownScenario>
  );
}

describe('the scenario the parts below the verdict show', () => {
  it('draws the verdict first, then the charts, then the tools, each busy until its turn', async () => {
    const frames: Frame[] = [];
    render(<Page frames={frames} />);
    // the start-up example: 4 cards renting CN¥19,200 over 3 years
    expect(screen.getByTestId('shown').textContent).toBe('4 19200');
    frames.length = 0;

    act(() => useCalculator.getState().setField(['workload', 'gpus'], 5));
    // the edit's own work is the verdict: the parts below wait for the frame that shows it
    expect(screen.getByTestId('now').textContent).toBe('5');
    expect(screen.getByTestId('shown').textContent).toBe('4 19200');
    expect(document.querySelector('.later')?.getAttribute('aria-busy')).toBe('true');

    // 5 cards rent a quarter more: 19,200 ÷ 4 × 5 = 24,000
    await waitFor(() => expect(screen.getByTestId('below').textContent).toBe('5 24000'));
    expect(screen.getByTestId('shown').textContent).toBe('5 24000');
    expect(screen.getByTestId('below').textContent).toBe('5 24000');
    expect(document.querySelector('.later')?.getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector('.below')?.getAttribute('aria-busy')).toBeNull();
    // the verdict's commit came first, with the parts below still on 4 cards and marked busy
    expect(frames[0]).toEqual({ verdict: '5', later: '4 19200', busy: 'true', below: '4 19200', belowBusy: 'true' });
    // then the charts' commit, the tools still busy on 4 cards; then the tools'
    expect(frames).toContainEqual({ verdict: '5', later: '5 24000', busy: null, below: '4 19200', belowBusy: 'true' });
    for (const frame of frames) {
      expect(frame.later?.split(' ')[0] === frame.verdict || frame.busy === 'true').toBe(true);
      expect(frame.below?.split(' ')[0] === frame.verdict || frame.belowBusy === 'true').toBe(true);
    }
  });

  it('takes edits faster than frames together: the parts below show the latest', async () => {
    render(<Page frames={[]} />);
    act(() => {
      for (const gpus of [5, 6, 7, 8]) useCalculator.getState().setField(['workload', 'gpus'], gpus);
    });
    act(() => useCalculator.getState().setField(['workload', 'gpus'], 2));
    // 2 cards: 19,200 ÷ 4 × 2 = 9,600
    await waitFor(() => expect(screen.getByTestId('below').textContent).toBe('2 9600'));
    expect(screen.getByTestId('shown').textContent).toBe('2 9600');
    expect(document.querySelector('.later')?.getAttribute('aria-busy')).toBeNull();
  });

  it('is the store’s own scenario for a part drawn on its own', () => {
    const frames: Frame[] = [];
    render(
      <>
        <Shown frames={frames} />
        <Shown frames={frames} tier="below" />
      </>,
    );
    act(() => useCalculator.getState().setField(['workload', 'gpus'], 2));
    // 2 cards: 19,200 ÷ 4 × 2 = 9,600
    expect(screen.getByTestId('shown').textContent).toBe('2 9600');
    expect(screen.getByTestId('below').textContent).toBe('2 9600');
  });
});
