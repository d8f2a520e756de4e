// Every source the refresh reads, by id. A new source is one adapter file and one line here.
import type { Source } from '../row.ts';
import { runpod } from './runpod.ts';

export const SOURCES: readonly Source[] = [runpod];
