import type { MessageKey } from '../../i18n/index.ts';

/** The fields a catalog pick fills, by path, with the name the page gives each. */
export const CATALOG_FIELD_NAMES: Readonly<Record<string, MessageKey>> = {
  'own.power.gpuWatts': 'catalog.field.power',
  'own.power.serverBaseWatts': 'catalog.field.serverBase',
  'own.serverPrice': 'catalog.field.serverPrice',
  'rent.pricePerGpuHour': 'catalog.field.rentalPrice',
  'rent.billingIncrementMinutes': 'catalog.field.billing',
  'rent.monthlyPricePerGpu': 'catalog.field.monthly',
  'rent.weeklyPricePerGpu': 'catalog.field.weekly',
  'rent.reservedDiscountPct': 'catalog.field.reserved',
  'rent.spotDiscountPct': 'catalog.field.spot',
  'own.leadTimeMonths': 'catalog.field.leadTime',
  'own.cluster.networkPerServer': 'catalog.field.network',
  'own.ops.colocationPerKWMonth': 'catalog.field.colocation',
};
