// English templates of the uncertainty tool's step in "How this is computed": how each range is read,
// the ranges, and what moves with what.
export const explainUncertainty = {
  'explain.toolUncertainty.label': 'Uncertainty',
  'explain.toolUncertaintyNone.label': 'Uncertainty',
  'explain.toolUncertaintyNone.formula':
    '{samples} samples from seed {seed}, but no input has a range, so every sample is this scenario',
  'explain.toolUncertainty.formula':
    '{samples} samples from seed {seed}, each drawing {ranges} from a triangular distribution {reading} and comparing the two sides again{correlation}{tariff}{noDiscount}; the answer, worked out in the deeper analysis and not here, is the share of samples where renting is cheaper and the 10th, 50th and 90th percentiles of the savings',
  'explain.toolUncertainty.percentiles':
    'whose 10th and 90th percentiles are the low and high given and whose peak is at likely (a draw beyond the input’s allowed values is held at them)',
  'explain.toolUncertainty.limits': 'between low and high, peaking at likely',
  'explain.toolUncertainty.hoursPerDay': 'hours a day ({low}, {likely}, {high})',
  'explain.toolUncertainty.pricePerGpuHour': 'the price per card-hour ({low}, {likely}, {high})',
  'explain.toolUncertainty.pricePerKWh': 'the price of a kWh ({low}, {likely}, {high})',
  'explain.toolUncertainty.serverPrice': 'the server price ({low}, {likely}, {high})',
  'explain.toolUncertainty.daysPerYear': 'active days a year ({low}, {likely}, {high})',
  'explain.toolUncertainty.salvagePct': 'the resale value as a share of the price ({low}, {likely}, {high})',
  'explain.toolUncertainty.planDiscountPct': 'the discount of the plan in use ({low}, {likely}, {high})',
  'explain.toolUncertainty.correlation':
    '; the price per card-hour and the server price move together, with a correlation of {rho} (a Gaussian copula: each keeps its own range)',
  'explain.toolUncertainty.tariff':
    '; under the time-of-use tariff, the kWh price drawn scales the peak and off-peak prices by its ratio to likely',
  'explain.toolUncertainty.noDiscount': '; the plan in use has no discount, so the discount’s range changes nothing',
} as const;
