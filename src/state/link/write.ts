// Writing share links: the scenario's differences from LINK_V4_WRITTEN_OVER (format version 8's fields at their defaults over LINK_V4_BASE), deflated with the browser's own
// CompressionStream and written in URL-safe base64, beside the view; or the readable parameters alone.
// Only a page that writes a link needs this (codec.ts reads them), so it loads when one is first written.
import { getIn, isObject, type Json, type Scenario } from '../../engine/index.ts';
import { LINK_V2_BASE, LINK_V4_WRITTEN_OVER } from './base.ts';
import { LINK_FORMAT } from './codec.ts';
import { concat } from './compress.ts';
import { ANY_VIEW_FIELDS, type LinkView, READABLE } from './manifest.ts';

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const chunks: Uint8Array[] = [];
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return concat(chunks);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `text` deflated and written in the URL-safe base64 alphabet, as a link carries it. */
export async function compressText(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** The leaves of `scenario` that differ from `base`, nested as in the scenario. */
function difference(scenario: unknown, base: unknown): unknown {
  if (isObject(scenario) && isObject(base)) {
    const out: Json = {};
    for (const [key, value] of Object.entries(scenario)) {
      const diff = difference(value, base[key]);
      if (diff !== undefined) out[key] = diff;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(scenario) === JSON.stringify(base) ? undefined : scenario;
}

export async function encodeScenario(scenario: Scenario): Promise<string> {
  const diff = difference(scenario, LINK_V4_WRITTEN_OVER) ?? {};
  return `${LINK_FORMAT}.${await compressText(JSON.stringify(diff))}`;
}

/** The query string of a link to `scenario` shown with `view`, without the leading "?". */
export async function encodeLink(scenario: Scenario, view: LinkView): Promise<string> {
  const params = new URLSearchParams();
  params.set('s', await encodeScenario(scenario));
  return withView(params, view).toString();
}

/** `params` with each field of `view` that is not at its quiet value. */
function withView(params: URLSearchParams, view: LinkView): URLSearchParams {
  for (const field of ANY_VIEW_FIELDS) {
    const value = view[field.key];
    if (value && value !== field.quiet) params.set(field.param, value);
  }
  return params;
}

/**
 * The query of a link as one is written by hand: the readable parameters where `scenario` differs
 * from link format 2's base (gpus=8&hours=10), and the view. It opens `scenario` only where the
 * scenario differs from the base in nothing else, which a caller checks by reading it back.
 */
export function encodeReadableLink(scenario: Scenario, view: LinkView): string {
  const params = new URLSearchParams();
  for (const [param, { path }] of Object.entries(READABLE)) {
    // a job's figures fill the workload again from the job: not a plain copy of a field
    if (path[0] === 'job') continue;
    const value = getIn(scenario, path);
    if (value !== getIn(LINK_V2_BASE, path)) params.set(param, String(value));
  }
  // a link with no scenario field opens the page's own default, which may not be the base
  if (params.size === 0) params.set('gpus', String(scenario.workload.gpus));
  return withView(params, view).toString();
}
