// --summary's line for a workload that changes over time (format version 9): how it grows, the months
// it runs in, how the owned side buys, and the month the answer turns. Nothing for a steady workload.
import type { Result, Scenario } from '../engine/index.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (calendarMonth: number) => MONTHS[calendarMonth - 1] ?? String(calendarMonth);

export function growthLine(scenario: Scenario, result: Result): string | null {
  const growth = result.growth;
  if (!growth) return null;
  const { workload } = scenario;
  const num = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const parts: string[] = [];
  if (workload.growth.pctPerMonth > 0) {
    const cap = workload.growth.maxGpus === null ? '' : `, capped at ${workload.growth.maxGpus}`;
    parts.push(
      `grows ${num(workload.growth.pctPerMonth)} % a month from ${workload.gpus} to ${growth.peakGpus} cards${cap}`,
    );
  }
  if (workload.busyMonths !== null) {
    const names = workload.busyMonths.split(',').map(Number).map(monthName).join(', ');
    parts.push(
      `runs only in ${names} (${growth.busyMonths} of ${scenario.horizonMonths} months, from ${monthName(workload.startMonth)})`,
    );
  }
  const servers = growth.ownedServers;
  const bought =
    growth.ownBuys === 'in-steps'
      ? `owned servers bought in steps, ${servers[0] ?? 0} to ${result.servers}`
      : `owned servers bought up front for the peak, ${result.servers}`;
  const turn =
    growth.turnMonth === null
      ? 'Owning does not turn cheaper than renting within the horizon (amortized).'
      : `Owning stays cheaper than renting from month ${growth.turnMonth} on (amortized).`;
  return `Workload: ${parts.join('; ')}; ${bought}. ${turn}`;
}
