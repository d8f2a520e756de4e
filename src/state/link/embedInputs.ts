// The inputs a blog's widget may offer its readers, by their readable link names: shared by the embed
// page, which reads them from its address, and the Embed dialog, which writes them into a snippet.
import type { READABLE_PARAMS } from './codec.ts';

export type InputParam = keyof typeof READABLE_PARAMS;

/** Inputs a reader can be offered, by their readable link names; text fields are not among them. */
export const EMBED_INPUTS = [
  'gpus',
  'hours',
  'days',
  'price',
  'server',
  'months',
] as const satisfies readonly InputParam[];
export type EmbedInput = (typeof EMBED_INPUTS)[number];
export const DEFAULT_EMBED_INPUTS: readonly EmbedInput[] = ['gpus', 'hours', 'price'];
