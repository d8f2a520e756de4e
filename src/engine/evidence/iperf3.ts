// `iperf3 -J`: one JSON object with "start" (the test's settings), "intervals" and "end" (the
// summary). Only the summary and the settings are read, by fixed paths and own properties only, so
// keys such as "__proto__" or "constructor" and deep nesting elsewhere change nothing.
import { isObject } from '../paths.ts';
import { refuseInput, shown, withoutBom } from './text.ts';
import type { EvidenceResult, Iperf3Evidence } from './types.ts';

function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Whether parsed JSON is iperf3's: its "start" section names iperf or holds test_start. */
function isIperf3Json(value: unknown): boolean {
  const start = own(value, 'start');
  const version = own(start, 'version');
  return (
    isObject(start) &&
    (isObject(own(start, 'test_start')) || (typeof version === 'string' && version.startsWith('iperf')))
  );
}

/** Whether text that is not valid JSON still reads as the beginning of iperf3 -J output. */
function looksLikeBrokenIperf3(text: string): boolean {
  const head = text.trimStart().slice(0, 4096);
  return head.startsWith('{') && head.includes('"start"') && (head.includes('"iperf') || head.includes('"test_start"'));
}

/**
 * The text as JSON, or why not: iperf3's own output cut short says so; anything else gets `otherwise`.
 */
export function readJson(text: string, otherwise: string): { ok: true; json: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    const broken = looksLikeBrokenIperf3(text);
    return {
      ok: false,
      reason: broken ? 'iperf3 -J output that is not complete JSON: it is cut short or broken' : otherwise,
    };
  }
}

export function parseIperf3Json(input: string): EvidenceResult<Iperf3Evidence> {
  const refused = refuseInput(input);
  if (refused !== null) return { ok: false, reason: refused };
  const text = withoutBom(input);
  const read = readJson(text, 'not JSON from "iperf3 -J": the text is not JSON');
  if (!read.ok) return read;
  const json = read.json;
  return iperf3FromJson(json);
}

/** What parsed JSON says, once it is known to be iperf3's or to be refused as not iperf3's. */
export function iperf3FromJson(json: unknown): EvidenceResult<Iperf3Evidence> {
  if (!isIperf3Json(json)) {
    return { ok: false, reason: 'not JSON from "iperf3 -J": it has no "start" section naming iperf' };
  }
  const error = own(json, 'error');
  if (typeof error === 'string') {
    return { ok: false, reason: `iperf3 reported an error instead of a result: "${shown(error, 200)}"` };
  }
  const end = own(json, 'end');
  const sentBps = amount(own(own(end, 'sum_sent'), 'bits_per_second'));
  const receivedBps = amount(own(own(end, 'sum_received'), 'bits_per_second'));
  if (sentBps === null && receivedBps === null) {
    return {
      ok: false,
      reason:
        'iperf3 -J output without an end summary (end.sum_sent, end.sum_received): the test did not finish, or the output is cut short',
    };
  }
  const testStart = own(own(json, 'start'), 'test_start');
  const protocol = own(testStart, 'protocol');
  return {
    ok: true,
    evidence: {
      kind: 'iperf3',
      protocol: typeof protocol === 'string' ? protocol : null,
      streams: count(own(testStart, 'num_streams')),
      sentGbps: sentBps === null ? null : sentBps / 1e9,
      receivedGbps: receivedBps === null ? null : receivedBps / 1e9,
      retransmits: count(own(own(end, 'sum_sent'), 'retransmits')),
      meanRttMs: meanRttMs(own(end, 'streams')),
    },
  };
}

/** The mean of the streams' sender mean_rtt, which iperf3 gives in microseconds, in milliseconds. */
function meanRttMs(streams: unknown): number | null {
  if (!Array.isArray(streams)) return null;
  let sum = 0;
  let n = 0;
  for (const stream of streams) {
    const rttUs = amount(own(own(stream, 'sender'), 'mean_rtt'));
    if (rttUs !== null) {
      sum += rttUs;
      n++;
    }
  }
  return n === 0 ? null : sum / n / 1000;
}
