// The height the dialog's preview reports for its content (embed.html posts it under the frame id
// `wid`, as it does to the loader), and the width it was laid out at: what the iframe-only snippet
// writes as its fixed height. Each new preview address starts a new measurement.
import { type RefObject, useEffect, useState } from 'react';

export interface Measured {
  readonly heightPx: number;
  /** the frame's inner width when it reported this height */
  readonly widthPx: number;
}

/** `{ source: 'gpu-tco', type: 'height', wid, height }` from embed.html (src/embed/main.tsx). */
function heightOf(data: unknown, wid: string): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const ok = d.source === 'gpu-tco' && d.type === 'height' && d.wid === wid && typeof d.height === 'number';
  return ok && Number.isFinite(d.height) && (d.height as number) > 0 ? (d.height as number) : null;
}

export function usePreviewHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string,
  wid: string,
): Measured | null {
  const [measured, setMeasured] = useState<{ readonly src: string; readonly value: Measured } | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.origin !== window.location.origin || event.source !== element.contentWindow) return;
      const height = heightOf(event.data, wid);
      if (height !== null) setMeasured({ src, value: { heightPx: Math.ceil(height), widthPx: element.clientWidth } });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src, wid]);
  // a height measured for another address (other inputs, another language) is not this one's
  return measured?.src === src ? measured.value : null;
}
