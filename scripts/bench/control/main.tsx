// The benchmark's control: the least a React page can do for a slider, built with the project's own
// React and Vite in the same run as the calculator is measured (scripts/bench/control.ts). One slider,
// one figure computed from it, nothing else. Its figure carries the calculator's verdict test id, so
// the same in-page instrument times both.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** any price: the control only has to turn the slider's value into a figure */
const PRICE_PER_CARD_HOUR = 2.5;
const HOURS_A_MONTH = 730;

function Control() {
  const [gpus, setGpus] = useState(4);
  return (
    <main>
      <label htmlFor="gpus">GPUs needed at once</label>
      <input
        id="gpus"
        type="range"
        min={1}
        max={64}
        step={1}
        value={gpus}
        onChange={(event) => setGpus(Number(event.target.value))}
      />
      <p data-testid="verdict">Renting costs {money.format(gpus * PRICE_PER_CARD_HOUR * HOURS_A_MONTH)} a month.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Control />);
