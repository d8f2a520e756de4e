// The parts of the evaluation the page's first screen does without, its scenarios being steady and paid
// in cash: the month-by-month pricing of a workload that changes over time (growing.ts) and loans and
// leases (loan.ts). The command line, the workers and the tests install them at their start; the page
// loads this when a scenario first needs it (src/state/store.ts).
import { installGrowing } from './evaluate.ts';
import { installLoans } from './finance.ts';
import * as growing from './growing.ts';
import * as loan from './loan.ts';

export function installParts(): void {
  installGrowing(growing);
  installLoans(loan);
}
