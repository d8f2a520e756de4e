// The inputs a blog's widget may offer its readers, by their readable link names: shared by the embed
// page, which reads them from its address, and the Embed dialog, which writes them into a snippet.
// They are the readable parameters read as numbers (text fields are not among them), as the link
// manifest lists them.
export {
  DEFAULT_NUMBER_PARAMS as DEFAULT_EMBED_INPUTS,
  NUMBER_PARAMS as EMBED_INPUTS,
  type NumberParam as EmbedInput,
  type ReadableParam as InputParam,
} from './manifest.ts';
