// A provider's prices put into the scenario's rent side, and what the workload costs there: the plan
// the advisor picks when the scenario has it, otherwise the scenario's plan where the provider prices
// it, or on demand.
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { hasPlanPrice } from '../rent.ts';
import type { Plan, Provider, Scenario } from '../scenario/schema.ts';
import { type AdvisedPlan, pricePlans, recommendedPlan } from '../tools/advisor.ts';
import { demandOf } from '../tools/demand.ts';

/** The scenario renting from `provider`: its prices, billing and instances; plans it lacks keep no price. */
export function withProvider(scenario: Scenario, provider: Provider): Scenario {
  const rent = scenario.rent;
  const monthly = provider.monthlyPricePerGpu;
  const weekly = provider.weeklyPricePerGpu;
  const plan: Plan =
    (rent.plan === 'monthly' && monthly === null) || (rent.plan === 'weekly' && weekly === null)
      ? 'on-demand'
      : rent.plan;
  return {
    ...scenario,
    rent: {
      ...rent,
      plan,
      pricePerGpuHour: provider.pricePerGpuHour,
      billingIncrementMinutes: provider.billingIncrementMinutes,
      minimumMinutes: provider.minimumMinutes,
      reservedDiscountPct: provider.reservedDiscountPct ?? rent.reservedDiscountPct,
      monthlyPricePerGpu: monthly,
      weeklyPricePerGpu: weekly,
      spotDiscountPct: provider.spotDiscountPct ?? rent.spotDiscountPct,
      gpusPerInstance: provider.gpusPerInstance,
      storage:
        provider.hotStoragePricePerGBMonth === null
          ? rent.storage
          : { ...rent.storage, hotPricePerGBMonth: provider.hotStoragePricePerGBMonth },
    },
  };
}

export interface ProviderCost {
  /** the plan priced: the advisor's pick, or the scenario's plan */
  readonly plan: AdvisedPlan;
  readonly total: number;
}

export function providerCost(scenario: Scenario, provider: Provider): ProviderCost {
  const at = withProvider(scenario, provider);
  if (scenario.advisor) {
    // the advisor's pick, without the reasons it gives (where the discount would change it, …)
    const best = recommendedPlan(at, pricePlans(at, demandOf(at)));
    if (best) return { plan: best.plan, total: best.total };
  }
  const plan = hasPlanPrice(at, at.rent.plan) ? at.rent.plan : 'on-demand';
  // in present values after tax, amortized, as the verdict and the reference price count
  return { plan, total: evaluateWithoutBreakEven({ ...at, rent: { ...at.rent, plan } }).finance.amortized.rent };
}
