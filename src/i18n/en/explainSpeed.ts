// English messages of the explain area for the rented card's speed on a flat plan: the cards the work
// needs, and the advisor's comparison on those cards. Spread into the explain dictionary.
export const explainSpeed = {
  'explain.rentedCardsSpeed.label': 'Cards the work needs',
  'explain.rentedCardsSpeed.formula':
    '⌈{gpus} cards ÷ {speedRatio} (the rented card’s speed)⌉ = {neededCards} cards: a flat plan pays every hour of a card, so it rents the cards that do the owned cards’ work at the rented card’s speed in the same hours. That holds for throughput and batch work, not for a job that needs {gpus} cards at once (for their memory)',
  'explain.toolAdvisor.speed':
    '. At the rented card’s speed {speedRatio}, a flat plan rents {flatCards} cards for the work on demand bills on {onDemandCards}: {util} of their 730 h a month',
} as const;
