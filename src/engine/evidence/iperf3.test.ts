import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/support/evidence.ts';
import { parseIperf3Json } from './index.ts';

function reasonOf(text: string): string {
  const result = parseIperf3Json(text);
  if (result.ok) throw new Error('parsed');
  return result.reason;
}

/** The parts of an iperf3 -J run the tests change. */
interface Run {
  start: { test_start?: unknown };
  intervals: unknown[];
  end: {
    sum_sent?: { bits_per_second: unknown; retransmits?: unknown };
    streams?: { sender: { mean_rtt?: unknown } }[];
  };
  error?: string;
}

/** The captured run as an object, changed by `edit`, back as iperf3-shaped JSON text. */
function runWith(edit: (run: Run) => void): string {
  const run = JSON.parse(FIXTURES.iperf3Tcp) as Run;
  edit(run);
  return JSON.stringify(run, null, 2);
}

describe('iperf3 -J, the captured TCP run', () => {
  it('holds the figures the tests expect, as printed', () => {
    const text = FIXTURES.iperf3Tcp;
    expect(text).toContain('"protocol": "TCP",\n      "num_streams": 2,');
    expect(text).toContain(
      '"sum_sent": {\n      "start": 0,\n      "end": 1.001293,\n      "seconds": 1.001293,\n      "bytes": 1048576,\n      "bits_per_second": 8377775.536231653,\n      "retransmits": 0,',
    );
    expect(text).toContain(
      '"sum_received": {\n      "start": 0,\n      "end": 1.001354,\n      "seconds": 1.001354,\n      "bytes": 1048576,\n      "bits_per_second": 8377265.182942295,',
    );
    expect(text).toContain('"mean_rtt": 21,');
    expect(text).toContain('"mean_rtt": 18,');
  });

  it('reads protocol, streams, Gbps sent and received, retransmits and the mean round trip', () => {
    expect(parseIperf3Json(FIXTURES.iperf3Tcp)).toEqual({
      ok: true,
      evidence: {
        kind: 'iperf3',
        protocol: 'TCP',
        streams: 2,
        // bits_per_second ÷ 1e9
        sentGbps: 0.008377775536231653,
        receivedGbps: 0.008377265182942295,
        retransmits: 0,
        // (21 µs + 18 µs) ÷ 2 = 19.5 µs
        meanRttMs: 0.0195,
      },
    });
  });

  it('gives null for retransmits, streams, protocol and round trip the run does not give', () => {
    const text = runWith((run) => {
      delete run.end.sum_sent?.retransmits;
      delete run.start.test_start;
      for (const stream of run.end.streams ?? []) delete stream.sender.mean_rtt;
    });
    const result = parseIperf3Json(text);
    expect(result.ok && result.evidence).toMatchObject({
      protocol: null,
      streams: null,
      retransmits: null,
      meanRttMs: null,
      sentGbps: 0.008377775536231653,
    });
  });

  it('reads the same run whatever its indentation (iperf3 itself indents with tabs)', () => {
    const tabs = JSON.stringify(JSON.parse(FIXTURES.iperf3Tcp), null, '\t');
    expect(parseIperf3Json(tabs)).toEqual(parseIperf3Json(FIXTURES.iperf3Tcp));
  });
});

describe('iperf3 -J that did not finish or is broken', () => {
  it('says what iperf3 reported when the run failed', () => {
    const failed = runWith((run) => {
      run.intervals = [];
      run.end = {};
      run.error = 'unable to connect to server - server may have stopped running or use a different port';
    });
    expect(reasonOf(failed)).toBe(
      'iperf3 reported an error instead of a result: "unable to connect to server - server may have stopped running or use a different port"',
    );
  });

  it('refuses a run without an end summary', () => {
    const reason =
      'iperf3 -J output without an end summary (end.sum_sent, end.sum_received): the test did not finish, or the output is cut short';
    expect(reasonOf(runWith((run) => delete (run as Partial<Run>).end))).toBe(reason);
    expect(reasonOf(runWith((run) => (run.end = {})))).toBe(reason);
    // one side of the summary is enough; the other is null
    const oneSide = parseIperf3Json(
      runWith((run) => ((run.end.sum_sent ?? { bits_per_second: 0 }).bits_per_second = 'fast')),
    );
    expect(oneSide.ok && [oneSide.evidence.sentGbps, oneSide.evidence.receivedGbps]).toEqual([
      null,
      0.008377265182942295,
    ]);
  });

  it('refuses a run cut short', () => {
    const half = FIXTURES.iperf3Tcp.slice(0, FIXTURES.iperf3Tcp.length / 2);
    expect(reasonOf(half)).toBe('iperf3 -J output that is not complete JSON: it is cut short or broken');
    const noEnd = FIXTURES.iperf3Tcp.slice(0, FIXTURES.iperf3Tcp.lastIndexOf('}'));
    expect(reasonOf(noEnd)).toBe('iperf3 -J output that is not complete JSON: it is cut short or broken');
  });

  it('refuses other JSON', () => {
    expect(reasonOf('{"name": "iperf3", "version": 3}')).toBe(
      'not JSON from "iperf3 -J": it has no "start" section naming iperf',
    );
    expect(reasonOf('not json')).toBe('not JSON from "iperf3 -J": the text is not JSON');
  });

  it('is not fooled by __proto__ keys, and pollutes nothing', () => {
    const text = FIXTURES.iperf3Tcp.replace(
      '"start": {',
      '"__proto__": { "polluted": true, "end": { "sum_sent": { "bits_per_second": 1 } } },\n  "start": {',
    );
    expect(parseIperf3Json(text).ok).toBe(true);
    const hostile = '{"__proto__": {"start": {"test_start": {}}, "end": {"sum_sent": {"bits_per_second": 1}}}}';
    expect(parseIperf3Json(hostile)).toEqual({
      ok: false,
      reason: 'not JSON from "iperf3 -J": it has no "start" section naming iperf',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
