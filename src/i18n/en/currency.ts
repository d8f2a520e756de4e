// English messages of the currency dialog, loaded with it.
export const currency = {
  'currency.rate': 'Exchange rate: 1 {from} = ? {to}',
  'currency.convert': 'Convert to {to}',
  'currency.cancel': 'Cancel',
  'currency.hint': 'Every money figure is converted at this rate. The default is a rough rate; set the one you use.',
  'currency.failed': 'Cannot convert at this rate: {detail}',
  'currency.intro': 'The figures are in {from}. Nothing changes until you convert.',
  'currency.to': 'Convert into',
  'currency.offered': 'Offered: 1 {from} = {rate} {to}, from these rates:',
  'currency.perUsd': '{perUsd} {code} per US dollar on {asOf} (source: {source})',
  'currency.noRate': 'There is no rate on file for {code}: enter the one you use.',
  'currency.restores':
    'Figures you have not changed since converting from {to} go back to exactly what they were in {to}; the rate applies only to figures changed since.',
  'currency.draftInvalid':
    'Some fields hold values that are not valid: the conversion starts from the last valid figures, and what is typed in those fields is replaced.',
};
