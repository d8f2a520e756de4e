// The Content-Security-Policy of the built pages, as a <meta> tag written into each at the end of the
// build (scripts/prerender.mjs), when their HTML is final: every inline script is allowed by the
// SHA-256 of its text, so no other inline script can run. Styles allow 'unsafe-inline': Recharts and
// the prerendered markup set style attributes. frame-ancestors cannot be set in a <meta> tag; the
// README's deploy notes say which header to send.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/** The text of each inline script (one without src) in the page. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => text);
}

function policyFor(html) {
  const hashes = inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // the Embed dialog's live preview is embed.html from the same folder
    "frame-src 'self'",
    // the uncertainty tool's worker is a file of the build
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The page with its policy as the first thing in <head>, before any script it governs. */
function withPolicy(html) {
  const marker = /<meta charset="UTF-8"\s*\/?>/i;
  if (!marker.test(html)) throw new Error('the page has no <meta charset="UTF-8"> to put the policy after');
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('the page already has a policy');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}" />`;
  return html.replace(marker, (charset) => `${charset}\n    ${meta}`);
}

export function writePolicy(file) {
  writeFileSync(file, withPolicy(readFileSync(file, 'utf8')));
}
