// English messages of the export part, loaded with it.
export const exportPart = {
  'export.title': 'Export',
  'export.csv': 'Monthly series (CSV)',
  'export.json': 'Scenario and result (JSON)',
  'export.print': 'Print report',
  'export.csv.month': 'Month',
  'export.csv.ownCash': 'Owned, paid in cash, cumulative ({unit})',
  'export.csv.ownAmortized': 'Owned, amortized, cumulative ({unit})',
  'export.csv.rent': 'Rented, cumulative ({unit})',
} as const;
