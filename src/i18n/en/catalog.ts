// English messages of the catalog area: the picker that fills figures from the dated GPU catalog.
export const catalog = {
  'catalog.label': 'Fill from the GPU catalog',
  'catalog.hint':
    'Fills power, server price and rental price with dated figures from published sources. Each stays editable and shows where it came from.',
  'catalog.choose': 'Choose a GPU…',
  'catalog.failed': 'The catalog could not be loaded',
  'catalog.market.global': 'Global prices (mostly USD)',
  'catalog.market.cn': 'China prices (CNY)',
  'catalog.option': '{name} · {memory} GB · as of {asOf}',
  'catalog.filled': 'Filled {fields} for the {name} from the catalog (as of {asOf}).',
  'catalog.field.power': 'power',
  'catalog.field.serverPrice': 'server price',
  'catalog.field.rentalPrice': 'rental price',
  'catalog.field.billing': 'billing increment',
} as const;
