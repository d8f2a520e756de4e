// English messages of the short answer from the job beside the verdict, loaded with it.
export const jobVerdict = {
  'jobVerdict.label': 'From the job',
  'jobVerdict.cards.one': '1 card',
  'jobVerdict.cards.many': '{n} cards',
  'jobVerdict.runs.one': '1 run a year',
  'jobVerdict.runs.many': '{n} runs a year',
  'jobVerdict.method.full': 'full fine-tune',
  'jobVerdict.method.lora': 'LoRA fine-tune',
  'jobVerdict.method.qlora': 'QLoRA fine-tune',
  'jobVerdict.sized.training':
    'Sized from the job: {method} of a model of {params} parameters on {tokens} tokens — {cards} × {hours} h a run, {runs}.',
  'jobVerdict.sized.serving':
    'Sized from the job: serving a model of {params} parameters, {tokens} tokens a day — {cards} held all day.',
  'jobVerdict.edited':
    'The workload has been changed by hand since: the verdict above prices your figures, the lines below the job’s own cards and hours.',
  'jobVerdict.unreadable': 'The job this scenario was sized from cannot be read here ({path}).',
  'jobVerdict.view.amortized': 'amortized',
  'jobVerdict.view.cash': 'cash',
  'jobVerdict.training.own':
    'Owning costs no more than renting from {runs}, of the {most} that fit in a year ({view}).',
  'jobVerdict.training.tooLong':
    'One run takes longer than a year: no whole run fits in a year to weigh owning the cards against renting them. A deadline sizes more cards.',
  'jobVerdict.training.rent': 'Renting stays cheaper at every count that fits in a year (at most {runs}; {view}).',
  'jobVerdict.training.totals': 'At {runs}: owning {own}, renting {rent} over {period}.',
  'jobVerdict.ways.caption3': 'The job’s traffic three ways, the cards held all day, amortized over {period}',
  'jobVerdict.ways.caption2': 'The job’s traffic two ways, the cards held all day, amortized over {period}',
  'jobVerdict.ways.way': 'Way',
  'jobVerdict.ways.perMillion': 'Per million tokens',
  'jobVerdict.ways.perDay': 'A day',
  'jobVerdict.way.api': 'API',
  'jobVerdict.way.apiNamed': 'API: {name}',
  'jobVerdict.way.rent': 'Rented cards',
  'jobVerdict.way.own': 'Owned cards',
  'jobVerdict.cheapest': 'cheapest',
  'jobVerdict.api.otherCurrency': 'priced in {currency}: not converted, no exchange rate is assumed',
  'jobVerdict.breakEven.both': 'Serving yourself beats the API from {own} tokens a day owned, {rent} rented.',
  'jobVerdict.breakEven.split': 'Serving yourself — owned: {own}; rented: {rent}.',
  'jobVerdict.breakEven.same': 'Serving yourself, owned or rented: {phrase}.',
  'jobVerdict.breakEven.from': 'cheaper than the API from {tokens} tokens a day',
  'jobVerdict.breakEven.beyond': 'not cheaper than the API within the {capacity} tokens a day these cards carry',
  'jobVerdict.breakEven.never': 'never cheaper than the API, at any volume',
  'jobVerdict.breakEven.noApi': 'No API was given: owning and renting only.',
  'jobVerdict.breakEven.otherCurrency':
    'The API is priced in {api} and this scenario in {scenario}: no exchange rate is assumed, so the API is not compared.',
} as const;
