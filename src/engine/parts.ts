// Installs the evaluation's parts the page's first screen does without (later.ts): a workload that
// changes over time, loans and leases, a time-of-use tariff, rental prices that move. The command line,
// the workers and the tests call it at their start; the page loads this when a scenario first needs one.
import * as growing from './growing.ts';
import { installLaterParts } from './later.ts';
import * as loan from './loan.ts';
import * as pricePath from './pricePath.ts';
import * as tariff from './tariff.ts';

export function installParts(): void {
  installLaterParts({ growing, loan, tariff, pricePath });
}
