// What the embed page takes from its address besides the scenario: which inputs the reader may
// change, the currency to show, and the frame id it reports its height under.
//
// `currency` is the currency readers see: the scenario's figures converted into it at the default
// rate. In a calculator link it names the scenario's own currency, figures taken as written; that
// meaning is kept only for a link that writes money figures by hand (price=, server=), whose
// figures are in the currency written beside them.
import { DEFAULT_EMBED_INPUTS, EMBED_INPUTS, type EmbedInput, type InputParam } from '../../state/link/embedInputs.ts';

interface EmbedOptions {
  readonly inputs: readonly EmbedInput[];
  readonly currency: string | null;
  readonly wid: string | null;
}

export function embedOptions(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  const asked = params.get('inputs');
  const inputs =
    asked === null
      ? DEFAULT_EMBED_INPUTS
      : asked
          .split(',')
          .map((s) => s.trim())
          .filter(
            (s, i, all): s is EmbedInput => (EMBED_INPUTS as readonly string[]).includes(s) && all.indexOf(s) === i,
          );
  const currency = params.get('currency');
  const wid = params.get('wid');
  return {
    inputs,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    wid: wid && /^[\w-]{1,64}$/.test(wid) ? wid : null,
  };
}

/** Readable link parameters that hold an amount of money. */
const MONEY_PARAMS = ['price', 'server'] as const satisfies readonly InputParam[];

/** The address's query as a link to read the scenario from: the currency to show left out. */
export function scenarioSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!MONEY_PARAMS.some((name) => params.has(name))) params.delete('currency');
  const query = params.toString();
  return query ? `?${query}` : '';
}
