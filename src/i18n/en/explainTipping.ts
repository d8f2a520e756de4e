// English messages of the explain area for the tipping points: the highest price at which each side
// still costs no more than the other, all else as entered, and the busy hours a day from which owning wins.
export const explainTipping = {
  'explain.section.tipping': 'Where the answer turns',
  'explain.tipping.intro':
    'Each price is the highest at which its side still costs no more than the other, everything else as entered, in the view compared above; a price shown is cut to the cent below, where that side still wins.',
  'explain.tipping.rent.formula': '{answer}',
  'explain.tipping.rent.label': 'Highest rental price',
  'explain.tipping.rent.hour': 'renting wins while a card-hour costs at most {price} (now {current})',
  'explain.tipping.rent.month': 'renting wins while a card costs at most {price} a month (now {current})',
  'explain.tipping.rent.week': 'renting wins while a card costs at most {price} a week (now {current})',
  'explain.tipping.rent.never': 'renting does not win at any price: its storage alone costs more than owning',
  'explain.tipping.rent.always': 'renting wins whatever the rental price',
  'explain.tipping.server.formula': '{answer}',
  'explain.tipping.server.label': 'Highest server price',
  'explain.tipping.server.at': 'owning wins while a server costs at most {price} (now {current})',
  'explain.tipping.server.never':
    'owning does not win at any server price: its electricity, operations and setup alone cost more than renting',
  'explain.tipping.server.always': 'owning wins whatever a server costs',
  'explain.tipping.hours.formula': '{answer}',
  'explain.tipping.hours.label': 'Fewest busy hours a day',
  'explain.tipping.hours.at': 'owning wins from {hours} busy hours a day (amortized, the break-even)',
  'explain.tipping.hours.never': 'owning does not win even at 24 busy hours a day (amortized)',
  'explain.tipping.hours.always': 'owning wins at any busy hours a day (amortized)',
} as const;
