// English templates of the hybrid tool's step in "How this is computed": how many cards to own, how the
// rest is rented, and against the cheapest way to rent everything.
const method =
  'owns 0 to {peak} cards in whole servers of {perServer}, their busy hours spread evenly over the active days, with colocation and bandwidth paid for each server owned and staff and other costs in full once one is; what they leave is rented on the cheapest plan the advisor prices for it (spot only when the workload tolerates interruption)';

export const explainHybrid = {
  'explain.toolHybrid.label': 'Own the base, rent the peaks',
  'explain.toolHybridRentAll.label': 'Own the base, rent the peaks',
  'explain.toolHybridRentAll.formula': `${method}; renting everything costs least: {plan}{mix}, {total}`,
  'explain.toolHybridRentAll.mix': ' with {cards} cards reserved',
  'explain.toolHybrid.formula': `${method}; owning {owned} cards costs least, {total} in all{rest}, which saves {savings} ({pct}) against {allRented} renting everything ({allPlan}{allMix})`,
  'explain.toolHybrid.rest': ' (the rest rented: {plan})',
  'explain.toolHybrid.restMix': ' (the rest rented: {plan}, {cards} cards reserved)',
  'explain.toolHybrid.allMix': ', {cards} cards reserved',
} as const;
