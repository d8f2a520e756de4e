// The link a picture's QR code carries: the shortest form of the share link that the page reads back
// as exactly this scenario, or none when every form is too long to scan at the picture's size. Each
// candidate is read back with the page's own link reader before it is trusted.
import type { Scenario } from '../../engine/index.ts';
import { decodeLink, type LinkView } from '../../state/link/codec.ts';
import { encodeLink, encodeReadableLink } from '../../state/link/write.ts';
import { fitsQr } from './qr.ts';

/** What a picture says of its link: the link its QR code carries (null: none scans well) and the site. */
export interface ScanLink {
  readonly link: string | null;
  /** the calculator's address, short: "example.org/gpu-tco" */
  readonly site: string;
  /** the link opens the scenario's figures without its source notes, which made every form too long */
  readonly notesLeftOut?: boolean;
}

/** The calculator's folder `page` (an absolute address ending in "/") as a reader would type it. */
export function siteOf(page: string): string {
  const url = new URL(page);
  return `${url.host}${url.pathname}`.replace(/\/$/, '');
}

/** JSON with its keys sorted, so two scenarios compare by content whatever order built them. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The shortest link under `page` (the calculator's folder) that opens `scenario` as it is, with
 * `view`; null when none fits a QR code the picture can print.
 */
export async function scanLink(scenario: Scenario, view: LinkView, page: string): Promise<string | null> {
  const queries = [await encodeLink(scenario, view), encodeReadableLink(scenario, view)];
  const wanted = canonical(scenario);
  const exact: string[] = [];
  for (const query of queries) {
    const read = await decodeLink(query);
    if (
      read.scenario &&
      canonical(read.scenario) === wanted &&
      read.linkProblems.length === 0 &&
      read.fieldProblems.length === 0
    ) {
      exact.push(new URL(`./?${query}`, page).href);
    }
  }
  const shortest = exact.sort((a, b) => a.length - b.length)[0];
  return shortest !== undefined && fitsQr(shortest) ? shortest : null;
}

/** The scenario with no source notes: the same figures, which is what a reader scanning the picture opens. */
function withoutNotes(scenario: Scenario): Scenario {
  const job = scenario.job && 'sources' in scenario.job ? { ...scenario.job, sources: {} } : scenario.job;
  return { ...scenario, sources: {}, ...(job ? { job } : {}) };
}

/**
 * What the QR code of a picture carries: the shortest exact link to `scenario`, or, when its source notes
 * make every form too long to scan (every bundled example cites each figure), the link to its figures
 * without them, which the picture says; null only when even that is too long.
 */
export async function scanLinkOf(
  scenario: Scenario,
  view: LinkView,
  page: string,
): Promise<{ readonly link: string | null; readonly notesLeftOut: boolean }> {
  const exact = await scanLink(scenario, view, page);
  if (exact !== null) return { link: exact, notesLeftOut: false };
  const bare = withoutNotes(scenario);
  if (canonical(bare) === canonical(scenario)) return { link: null, notesLeftOut: false };
  const link = await scanLink(bare, view, page);
  return { link, notesLeftOut: link !== null };
}
