// Energy and carbon per unit of work: a training run's kWh and kg CO₂e, and serving's kWh a day, joules
// per output token and kWh per million tokens, both for the busy card-hours alone (the floor, with
// perfect autoscaling) and for the deployment held all day. Pure arithmetic on the job's figures and
// on data the caller passes (grid factors and cards' board power, src/data/energy.json): the engine
// holds none. A figure without its inputs is null with a reason, never a guess. docs/method/jobs.md,
// "Energy and carbon".
import type { Market } from '../scenario/constants.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { marketOf } from '../scenario/markets.ts';

/**
 * PUE when neither the job nor a scenario gives one: 1.58, the Uptime Institute's industry average of
 * 2023 (range 1.55–1.59 since about 2020), as data/assumptions.md cites it and the default scenario uses.
 */
export const DEFAULT_PUE = 1.58;

/** The national average a scenario's market takes when its job names no grid. */
export const MARKET_GRID: Readonly<Partial<Record<Market, string>>> = { cn: 'cn-national-2023', us: 'us-eia-2023' };

const JOULES_PER_KWH = 3.6e6;

export interface GridFactor {
  readonly id: string;
  readonly region: string;
  readonly regionZh: string;
  readonly kgCo2ePerKWh: number;
  readonly year: number;
  readonly source: string;
  readonly asOf: string | null;
  /** SECONDARY (relayed), DERIVED (converted), as data/grid_factors.csv marks the row */
  readonly doubt: readonly string[];
}

export interface CardPower {
  readonly id: string;
  /** board power (TDP): an upper bound of the card's draw */
  readonly watts: number;
  readonly source: string;
}

/** src/data/energy.json's shape: what the caller passes. */
export interface EnergyData {
  readonly grids: readonly GridFactor[];
  readonly cards: readonly CardPower[];
}

/** What a scenario says of power and place, used where the job's energy group is silent. */
export interface EnergyScenario {
  readonly currency: string;
  readonly market: Market | null;
  readonly own: {
    readonly gpusPerServer: number;
    readonly power: {
      readonly gpuWatts: number;
      readonly idleGpuWatts: number;
      readonly serverBaseWatts: number;
      readonly pue: number;
    };
  };
}

export interface EnergyContext {
  readonly data?: EnergyData;
  /** the scenario the job belongs to or is priced with */
  readonly scenario?: EnergyScenario;
}

export type EnergyReason =
  /** no energy.gpuWatts, no scenario, and gpu.id names no card of the data */
  | 'no-gpu-watts'
  /** no energy.kgCo2ePerKWh or energy.grid, and no scenario market with a grid */
  | 'no-grid'
  /** energy.grid names no grid of the data passed */
  | 'unknown-grid'
  /** the traffic has no output tokens: no joules per output token */
  | 'no-output-tokens';

export interface ServingEnergy {
  readonly kWhPerDay: number;
  /** kWh a day × 3.6 MJ ÷ output tokens a day */
  readonly joulesPerOutputToken: number | null;
  /** kWh a day × 10⁶ ÷ all tokens a day (input, cached and output, as the cost per million tokens) */
  readonly kWhPerMillionTokens: number;
  readonly kgCo2ePerDay: number | null;
}

export interface EnergyFigures {
  /** one card's draw while working, W */
  readonly gpuWatts: number | null;
  readonly gpuWattsFrom: 'job' | 'scenario' | 'card-tdp' | null;
  /** the source of a board-power figure (data/gpus.csv's row) */
  readonly gpuWattsSource: string | null;
  /** each card's share of its server's base draw (a scenario's serverBaseWatts ÷ gpusPerServer); 0 for a job alone */
  readonly serverShareWatts: number;
  /** a held serving card's draw in the hours it is not busy: the scenario's idle draw, else its working draw (a ceiling) */
  readonly idleWatts: number | null;
  readonly idleWattsFrom: 'scenario' | 'working-draw' | null;
  readonly pue: number;
  readonly pueFrom: 'job' | 'scenario' | 'default';
  readonly kgCo2ePerKWh: number | null;
  readonly kgCo2ePerKWhFrom: 'job' | 'grid' | 'market' | null;
  /** the grid the factor is read from, with its source */
  readonly grid: GridFactor | null;
  /** GPU-hours with overhead × (watts + server share) × PUE ÷ 1000 */
  readonly training: { readonly kWh: number; readonly kgCo2e: number | null } | null;
  /** busy: busy card-hours only (the floor); held: every card all day, busy hours at work and the rest idle */
  readonly serving: { readonly busy: ServingEnergy; readonly held: ServingEnergy } | null;
  readonly reasons: Partial<Record<'gpuWatts' | 'kgCo2ePerKWh' | 'joulesPerOutputToken', EnergyReason>>;
}

/** What energyOf needs of the job's other figures. */
export interface WorkFigures {
  readonly training: { readonly gpuHoursWithOverhead: number } | null;
  readonly serving: {
    readonly busyCardHoursPerDay: number;
    readonly cards: number;
    readonly outputTokensPerDay: number;
  } | null;
}

function wattsOf(spec: JobSpec, context: EnergyContext) {
  const own = spec.energy?.gpuWatts;
  if (own !== undefined) return { watts: own, from: 'job' as const, source: null };
  const side = context.scenario?.own.power;
  if (side) return { watts: side.gpuWatts, from: 'scenario' as const, source: null };
  const card = spec.gpu.id === undefined ? undefined : context.data?.cards.find((c) => c.id === spec.gpu.id);
  return card ? { watts: card.watts, from: 'card-tdp' as const, source: card.source } : null;
}

function factorOf(spec: JobSpec, context: EnergyContext) {
  const own = spec.energy?.kgCo2ePerKWh;
  if (own !== undefined) return { kg: own, from: 'job' as const, grid: null };
  const named = spec.energy?.grid;
  const market = context.scenario ? MARKET_GRID[marketOf(context.scenario)] : undefined;
  const id = named ?? market;
  if (id === undefined) return { reason: 'no-grid' as const };
  const grid = context.data?.grids.find((g) => g.id === id);
  if (!grid) return { reason: 'unknown-grid' as const };
  return { kg: grid.kgCo2ePerKWh, from: named === undefined ? ('market' as const) : ('grid' as const), grid };
}

/** The grid named by `id` in `data`, or the problem of a job that names one the data lacks. */
export function gridProblem(spec: JobSpec, data: EnergyData): string | null {
  const id = spec.energy?.grid;
  if (id === undefined || data.grids.some((g) => g.id === id)) return null;
  return `"${id}" is not a grid of src/data/energy.json: one of ${data.grids.map((g) => g.id).join(', ')}`;
}

/** The job's energy and carbon, from its work figures (jobFigures) and the caller's data and scenario. */
export function energyOf(spec: JobSpec, work: WorkFigures, context: EnergyContext = {}): EnergyFigures {
  const side = context.scenario?.own;
  const drawn = wattsOf(spec, context);
  // the server's base draw (fans, CPUs, network) shared over its cards, as the owned side's bill counts it
  const serverShareWatts = side && side.gpusPerServer > 0 ? side.power.serverBaseWatts / side.gpusPerServer : 0;
  const ownPue = spec.energy?.pue;
  const pue = ownPue ?? side?.power.pue ?? DEFAULT_PUE;
  const factor = factorOf(spec, context);
  const kg = 'kg' in factor ? factor.kg : null;
  const working = drawn ? drawn.watts + serverShareWatts : null;
  // without a scenario's idle draw, a held card's quiet hours are counted at its working draw: a ceiling
  const idleWatts = drawn ? (side ? side.power.idleGpuWatts : drawn.watts) : null;
  const kWhOf = (cardHours: number, watts: number) => (cardHours * watts * pue) / 1000;
  const carbon = (kWh: number) => (kg === null ? null : kWh * kg);

  const t = work.training;
  const trainingKWh = t && working !== null ? kWhOf(t.gpuHoursWithOverhead, working) : null;

  const s = work.serving;
  const tokensPerDay = spec.serving?.tokensPerDay ?? 0;
  const perDay = (kWhPerDay: number, output: number): ServingEnergy => ({
    kWhPerDay,
    joulesPerOutputToken: output > 0 ? (kWhPerDay * JOULES_PER_KWH) / output : null,
    kWhPerMillionTokens: tokensPerDay > 0 ? (kWhPerDay * 1e6) / tokensPerDay : 0,
    kgCo2ePerDay: carbon(kWhPerDay),
  });
  let serving: EnergyFigures['serving'] = null;
  if (s && working !== null && idleWatts !== null) {
    const busyHours = s.busyCardHoursPerDay;
    // a held card works its share of the busy card-hours and idles the rest of the day
    const quietHours = Math.max(0, s.cards * 24 - busyHours);
    serving = {
      busy: perDay(kWhOf(busyHours, working), s.outputTokensPerDay),
      held: perDay(kWhOf(busyHours, working) + kWhOf(quietHours, idleWatts + serverShareWatts), s.outputTokensPerDay),
    };
  }
  return {
    gpuWatts: drawn?.watts ?? null,
    gpuWattsFrom: drawn?.from ?? null,
    gpuWattsSource: drawn?.source ?? null,
    serverShareWatts,
    idleWatts,
    idleWattsFrom: drawn ? (side ? 'scenario' : 'working-draw') : null,
    pue,
    pueFrom: ownPue !== undefined ? 'job' : side ? 'scenario' : 'default',
    kgCo2ePerKWh: kg,
    kgCo2ePerKWhFrom: 'from' in factor ? factor.from : null,
    grid: 'grid' in factor ? factor.grid : null,
    training: trainingKWh === null ? null : { kWh: trainingKWh, kgCo2e: carbon(trainingKWh) },
    serving,
    reasons: {
      ...(drawn ? {} : { gpuWatts: 'no-gpu-watts' }),
      ...('reason' in factor ? { kgCo2ePerKWh: factor.reason } : {}),
      ...(s && s.outputTokensPerDay <= 0 ? { joulesPerOutputToken: 'no-output-tokens' } : {}),
    },
  };
}
