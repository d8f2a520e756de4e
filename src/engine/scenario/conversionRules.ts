// What a record of a currency conversion may hold: in a module of its own, so that it loads with the
// conversion and the schema and not before the verdict.

/**
 * The rates `convertedFrom.rate` may hold (units of the scenario's currency for one unit of the one
 * its figures were typed in): a conversion at a rate outside them keeps no record of the typed figures.
 */
export const RECORDED_RATE = { min: 1e-6, max: 1e9 } as const;

/** A key of `convertedFrom`: the dotted path of a money field ("own.serverPrice", "providers.list.ID"). */
export const CONVERTED_KEY = /^[A-Za-z0-9-]{1,40}(\.[A-Za-z0-9-]{1,40}){1,4}$/;
