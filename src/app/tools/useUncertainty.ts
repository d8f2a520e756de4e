// The uncertainty tool's result for the scenario: small runs on the page, large ones in a worker so
// that typing never waits for them. While a new run is going, the last result stays on screen.
import { useEffect, useState } from 'react';
import { type UncertaintyResult, uncertainty, uncertaintyInputOf } from '../../engine/analysis.ts';
import type { Scenario } from '../../engine/index.ts';

/** Samples that run within a frame on this kind of machine (about 3 µs each): no worker needed. */
const ON_PAGE_SAMPLES = 2000;

let worker: Worker | null = null;
let nextId = 0;

function sampleInWorker(scenario: Scenario): Promise<UncertaintyResult> {
  const section = scenario.uncertainty;
  if (!section) return Promise.reject(new Error('no uncertainty section'));
  worker ??= new Worker(new URL('./uncertainty.worker.ts', import.meta.url), { type: 'module' });
  const id = ++nextId;
  const running = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ id: number; result?: UncertaintyResult; error?: string }>) => {
      if (event.data.id !== id) return;
      running.removeEventListener('message', onMessage);
      if (event.data.result) resolve(event.data.result);
      else reject(new Error(event.data.error ?? 'sampling failed'));
    };
    running.addEventListener('message', onMessage);
    running.postMessage({ id, scenario, input: uncertaintyInputOf(section) });
  });
}

interface UncertaintyState {
  readonly result: UncertaintyResult | null;
  readonly running: boolean;
}

export function useUncertainty(scenario: Scenario): UncertaintyState {
  const [state, setState] = useState<UncertaintyState>({ result: null, running: false });
  useEffect(() => {
    const section = scenario.uncertainty;
    if (!section) {
      setState({ result: null, running: false });
      return;
    }
    if (section.samples <= ON_PAGE_SAMPLES || typeof Worker === 'undefined') {
      setState({ result: uncertainty(scenario, uncertaintyInputOf(section)), running: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, running: true }));
    sampleInWorker(scenario).then(
      (result) => current && setState({ result, running: false }),
      () => current && setState({ result: uncertainty(scenario, uncertaintyInputOf(section)), running: false }),
    );
    return () => {
      current = false;
    };
  }, [scenario]);
  return state;
}
