// The job's energy and carbon in a few lines of --summary: a run's kWh and kg CO₂e, or serving's joules
// per output token and kWh per million tokens, busy hours only and held all day, each input with where
// it came from. docs/method/jobs.md, "Energy and carbon".
import type { EnergyFigures, JobFigures, ServingEnergy } from '../engine/job/index.ts';
import { escapeText } from './io.ts';

/** At most `digits` decimals, and three significant figures for a small figure (0.0123 J). */
const n = (x: number, digits = 1) =>
  x.toLocaleString(
    'en-US',
    x !== 0 && Math.abs(x) < 1 ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: digits },
  );

function wattsText(e: EnergyFigures, card: string | null): string {
  const from =
    e.gpuWattsFrom === 'job'
      ? 'energy.gpuWatts'
      : e.gpuWattsFrom === 'scenario'
        ? "the scenario's own.power.gpuWatts"
        : `the board power (TDP) of ${card === null ? 'the card' : escapeText(card)} in data/gpus.csv, an upper bound of its draw: measure yours`;
  const server = e.serverShareWatts > 0 ? ` + ${n(e.serverShareWatts)} W of the server's base draw a card` : '';
  return `${n(e.gpuWatts ?? 0)} W a card (${from})${server}`;
}

const pueText = (e: EnergyFigures) =>
  `PUE ${n(e.pue, 2)}${e.pueFrom === 'default' ? ' (the default: Uptime Institute’s 2023 average)' : e.pueFrom === 'scenario' ? " (the scenario's)" : ''}`;

function factorText(e: EnergyFigures): string {
  const kg = `${(e.kgCo2ePerKWh ?? 0).toLocaleString('en-US', { maximumFractionDigits: 4 })} kg CO₂e a kWh`;
  if (e.kgCo2ePerKWhFrom === 'job' || !e.grid) return `${kg} (energy.kgCo2ePerKWh)`;
  const doubt = e.grid.doubt.length > 0 ? `, ${e.grid.doubt.join(', ')}` : '';
  const market = e.kgCo2ePerKWhFrom === 'market' ? ": the scenario's market; set energy.grid for a region" : '';
  return `${kg} (${e.grid.id}, ${e.grid.region}, ${e.grid.year}${doubt}${market})`;
}

const NO_WATTS =
  "Energy: no figure without the card's draw: give energy.gpuWatts, or a gpu.id of data/gpus.csv for its board power";
const noCarbon = (e: EnergyFigures) =>
  e.reasons.kgCo2ePerKWh === 'unknown-grid'
    ? 'Carbon: no figure: energy.grid names no grid of src/data/energy.json'
    : 'Carbon: no figure without a grid: give energy.grid (cn-national-2023, cn-east-2023, us-eia-2023 …) or energy.kgCo2ePerKWh';

const perToken = (s: ServingEnergy) =>
  s.joulesPerOutputToken === null ? 'no output tokens' : `${n(s.joulesPerOutputToken, 2)} J per output token`;

export function energyLines(f: JobFigures): string[] {
  const e = f.energy;
  if (e.gpuWatts === null) return [NO_WATTS];
  const inputs = `${wattsText(e, f.gpu.id)}, ${pueText(e)}`;
  const carbonKnown = e.kgCo2ePerKWh !== null;
  if (e.training) {
    const { kWh, kgCo2e } = e.training;
    return [
      `Energy: ${n(kWh)} kWh for the run, at ${inputs}`,
      carbonKnown && kgCo2e !== null ? `Carbon: ${n(kgCo2e)} kg CO₂e at ${factorText(e)}` : noCarbon(e),
    ];
  }
  if (e.serving) {
    const { busy, held } = e.serving;
    const kg = (s: ServingEnergy) => n(s.kgCo2ePerDay ?? 0);
    return [
      `Energy: ${n(held.kWhPerDay)} kWh a day with the cards held all day (${perToken(held)}, ${n(held.kWhPerMillionTokens, 3)} kWh per million tokens); ${n(busy.kWhPerDay)} kWh busy hours only (${perToken(busy)}, ${n(busy.kWhPerMillionTokens, 3)} kWh per million tokens), at ${inputs}${e.idleWattsFrom === 'working-draw' ? '; held cards counted at that draw all day, a ceiling' : `; held cards idle at ${n(e.idleWatts ?? 0)} W`}`,
      carbonKnown
        ? `Carbon: ${kg(held)} kg CO₂e a day held all day, ${kg(busy)} busy hours only, at ${factorText(e)}`
        : noCarbon(e),
    ];
  }
  return [];
}
