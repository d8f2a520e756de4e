// A first page over the engine: the start-up example's verdict. The full calculator replaces it.
import { DEFAULT_SCENARIO, evaluate } from '../engine/index.ts';

const money = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: DEFAULT_SCENARIO.currency,
  maximumFractionDigits: 0,
});

export function App() {
  const scenario = DEFAULT_SCENARIO;
  const result = evaluate(scenario);
  const years = scenario.horizonMonths / 12;
  const verdict =
    result.cheaper === 'equal'
      ? `Owning and renting cost the same over ${years} years.`
      : result.cheaper === 'rent'
        ? `Renting saves ${money.format(result.savings)} over ${years} years.`
        : `Owning saves ${money.format(-result.savings)} over ${years} years.`;
  return (
    <main>
      <h1>GPU rent-or-own calculator</h1>
      <p>
        {scenario.workload.gpus} GPUs, {scenario.workload.hoursPerDay} hours a day, {scenario.workload.daysPerYear} days
        a year, {money.format(scenario.rent.pricePerGpuHour)} per card-hour rented against{' '}
        {money.format(scenario.own.serverPrice)} of hardware.
      </p>
      <p data-testid="verdict">{verdict}</p>
      <dl>
        <dt>Owning (amortized)</dt>
        <dd data-testid="own-total">{money.format(result.own.amortizedTotal)}</dd>
        <dt>Renting</dt>
        <dd data-testid="rent-total">{money.format(result.rent.total)}</dd>
      </dl>
    </main>
  );
}
