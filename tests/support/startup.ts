// The start-up of docs/cost-model.md (examples/startup-4xv100.json), and variants of it, for tests
// that check figures against its hand-worked example.
import startupFile from '../../examples/startup-4xv100.json';
import { parseScenario, type Scenario } from '../../src/engine/index.ts';

export function valid(input: unknown): Scenario {
  const parsed = parseScenario(input, 'strict');
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return parsed.scenario;
}

export const startup = valid(startupFile);

export type Changes = {
  horizonMonths?: number;
  discountRatePct?: number;
  workload?: Partial<Scenario['workload']>;
  own?: Partial<Omit<Scenario['own'], 'depreciation' | 'power' | 'ops'>> & {
    depreciation?: Partial<Scenario['own']['depreciation']>;
    power?: Partial<Scenario['own']['power']>;
    ops?: Partial<Scenario['own']['ops']>;
  };
  rent?: Partial<Omit<Scenario['rent'], 'storage'>> & { storage?: Partial<Scenario['rent']['storage']> };
};

/** The start-up with some fields changed, checked by the strict parser. */
export function startupWith(changes: Changes): Scenario {
  const { workload, own = {}, rent = {}, ...top } = changes;
  const { depreciation, power, ops, ...ownFields } = own;
  const { storage, ...rentFields } = rent;
  return valid({
    ...startup,
    ...top,
    workload: { ...startup.workload, ...workload },
    own: {
      ...startup.own,
      ...ownFields,
      depreciation: { ...startup.own.depreciation, ...depreciation },
      power: { ...startup.own.power, ...power },
      ops: { ...startup.own.ops, ...ops },
    },
    rent: { ...startup.rent, ...rentFields, storage: { ...startup.rent.storage, ...storage } },
  });
}
