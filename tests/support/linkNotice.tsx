// A link opened as the page opens one, and what the link notice then says: for the tests of the
// notice's wording (src/app/link/LinkNotice*.test.tsx).
import { render, screen } from '@testing-library/react';
import { LinkNotice, LinkNoticeLine } from '../../src/app/link/LinkNotice.tsx';
import { useCalculator } from '../../src/app/useCalculator.ts';
import type { Lang } from '../../src/i18n/index.ts';
import { decodeLink } from '../../src/state/link/codec.ts';
import { applyLink } from '../../src/state/link/sync.ts';
import { resetCalculator } from '../../src/state/store.ts';

/** A fresh calculator that has opened the link `query` ("?s=2.…&gpus=8"). */
export async function openLink(query: string): Promise<void> {
  resetCalculator();
  applyLink(await decodeLink(query));
}

/** The notice's text in `lang`: the calculator's whole notice, or the widget's one line. */
export function noticeText(lang: Lang, line = false): string {
  useCalculator.setState({ lang });
  const { unmount } = render(line ? <LinkNoticeLine /> : <LinkNotice />);
  const text = screen.getByRole('status').textContent ?? '';
  unmount();
  return text;
}
