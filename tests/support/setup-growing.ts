// The engine prices a workload that changes over time and loans and leases with parts the page loads
// when a scenario first needs them (src/state/store.ts); the tests install them at their start, as the
// command line does.
import { installParts } from '../../src/engine/parts.ts';

installParts();
