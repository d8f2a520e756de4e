// The height the iframe-only snippet writes: the tallest the widget's content is in any blog column
// from 320 to 800 px wide, measured in the dialog's unseen copy of the preview (same origin, so its
// layout can be read at each width), with a line to spare. A snippet's frame is as wide as the column
// it is pasted into, and the widget is not tallest at its narrowest: its wide layout starts at 544 px
// with its sliders and four figures, and a 720 px column wraps the figures otherwise than a 620 px one.
// Each new preview address starts a new measurement, taken once no part of the widget is still
// loading (the charts load after the verdict; the page marks a part still loading as printing
// expects, PENDING_ATTRIBUTE), and again whenever the widget reports a new height (embed.html posts it
// under the frame id `wid`, as it does to the loader).
import { type RefObject, useEffect, useState } from 'react';
import { PENDING_ATTRIBUTE } from '../../app/kit/ClientOnly.tsx';

/** The column widths the height holds the widget at, and the step between two measured. */
export const COLUMN_WIDTHS_PX = { from: 320, to: 800, step: 16 } as const;

/** Room for one more line of text: another browser's fonts may wrap a word further on. */
const SPARE_PX = 24;

export interface Measured {
  /** the frame's height: the tallest content over the column widths, and the line to spare */
  readonly heightPx: number;
}

interface Measurement extends Measured {
  readonly src: string;
  /** no part of the widget was loading still */
  readonly settled: boolean;
}

/** `{ source: 'gpu-tco', type: 'height', wid, height }` from embed.html (src/embed/page/main.tsx). */
function reportsHeight(data: unknown, wid: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.source === 'gpu-tco' && d.type === 'height' && d.wid === wid && typeof d.height === 'number';
}

const settled = (frame: HTMLIFrameElement) => !frame.contentDocument?.querySelector(`[${PENDING_ATTRIBUTE}]`);

/**
 * Whether the frame shows `src` yet: while it loads a new address its window is still the old page's,
 * whose height reports would otherwise be taken for the new one.
 */
function shows(frame: HTMLIFrameElement, src: string): boolean {
  try {
    return frame.contentWindow?.location.href === new URL(src, window.location.href).href;
  } catch {
    return false;
  }
}

/**
 * The widget's tallest content height at each column width, read in one go: the frame is given each
 * width and back its own before the browser next draws, so neither the reader nor the widget's own
 * height reports see the widths in between.
 */
function tallest(frame: HTMLIFrameElement): number | null {
  const root = frame.contentDocument?.documentElement;
  if (!root) return null;
  const own = frame.style.width;
  let most = 0;
  for (let width = COLUMN_WIDTHS_PX.from; width <= COLUMN_WIDTHS_PX.to; width += COLUMN_WIDTHS_PX.step) {
    frame.style.width = `${width}px`;
    most = Math.max(most, root.getBoundingClientRect().height);
  }
  frame.style.width = own;
  return most > 0 ? Math.ceil(most) + SPARE_PX : null;
}

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
      if (!reportsHeight(event.data, wid) || !shows(element, src)) return;
      const ready = settled(element);
      const heightPx = ready ? tallest(element) : null;
      setMeasured(heightPx === null ? { src, heightPx: 0, settled: false } : { src, heightPx, settled: true });
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
      if (!element || !shows(element, src) || !settled(element)) return;
      const heightPx = tallest(element);
      if (heightPx !== null) setMeasured((m) => (m && m.src === src ? { src, heightPx, settled: true } : m));
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [frame, src, waiting]);
  // a height measured for another address (other inputs, another language) is not this one's
  return measured?.src === src && measured.settled ? measured : null;
}
