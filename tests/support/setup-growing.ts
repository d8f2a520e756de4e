// The engine prices a workload that changes over time with growing.ts, which the page loads when a
// scenario first needs it (src/state/store.ts); the tests install it at their start, as the command line does.
import * as growingPart from '../../src/engine/growing.ts';
import { installGrowing } from '../../src/engine/index.ts';

installGrowing(growingPart);
