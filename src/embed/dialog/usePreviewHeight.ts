// The height the dialog's measuring preview reports for its content (embed.html posts it under the
// frame id `wid`, as it does to the loader), and the width it was laid out at: what the iframe-only
// snippet writes as its fixed height. Each new preview address starts a new measurement, and one is
// final once no part of the widget is still loading (the charts load after the verdict; the page marks
// a part still loading as printing expects, PENDING_ATTRIBUTE).
import { type RefObject, useEffect, useState } from 'react';
import { PENDING_ATTRIBUTE } from '../../app/kit/ClientOnly.tsx';

export interface Measured {
  readonly heightPx: number;
  /** the frame's inner width when it reported this height */
  readonly widthPx: number;
}

interface Measurement extends Measured {
  readonly src: string;
  /** no part of the widget was loading still */
  readonly settled: boolean;
}

/** `{ source: 'gpu-tco', type: 'height', wid, height }` from embed.html (src/embed/page/main.tsx). */
function heightOf(data: unknown, wid: string): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const ok = d.source === 'gpu-tco' && d.type === 'height' && d.wid === wid && typeof d.height === 'number';
  return ok && Number.isFinite(d.height) && (d.height as number) > 0 ? (d.height as number) : null;
}

const settled = (frame: HTMLIFrameElement) => !frame.contentDocument?.querySelector(`[${PENDING_ATTRIBUTE}]`);

/** How often a measurement waiting for the widget's last parts looks again. */
const RECHECK_MS = 200;

export function usePreviewHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string,
  wid: string,
): Measured | null {
  const [measured, setMeasured] = useState<Measurement | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.origin !== window.location.origin || event.source !== element.contentWindow) return;
      const height = heightOf(event.data, wid);
      if (height === null) return;
      setMeasured({ src, heightPx: Math.ceil(height), widthPx: element.clientWidth, settled: settled(element) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src, wid]);
  // a part that finishes loading without changing the height sends no new message: look again
  const waiting = measured !== null && measured.src === src && !measured.settled;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      const element = frame.current;
      if (element && settled(element)) setMeasured((m) => (m && m.src === src ? { ...m, settled: true } : m));
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [frame, src, waiting]);
  // a height measured for another address (other inputs, another language) is not this one's
  return measured?.src === src && measured.settled ? measured : null;
}
