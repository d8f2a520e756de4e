// @vitest-environment jsdom
// What the notice says of a link past the format's limits: which limit, in the reader's language.

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeText, openLink } from '../../../tests/support/linkNotice.tsx';
import { compressText } from '../../state/link/write.ts';
import { useCalculator } from '../useCalculator.ts';
import { LinkNotice } from './LinkNotice.tsx';

afterEach(cleanup);

describe('the notice of a link past the limits', () => {
  it('names the length of a 245 KB link and the 64 KB a link may hold', async () => {
    await openLink(`?s=2.${'A'.repeat(245_000)}`);
    expect(noticeText('en')).toContain(
      'Its scenario part is 240 KB long, more than the 64 KB a link may hold (a link the calculator writes is a few KB), so it was not read. The default scenario is shown instead.',
    );
    expect(noticeText('zh-CN')).toContain('链接中的场景部分长 240 KB，超过链接允许的 64 KB');
  });

  it('names the 5,000 values a link may hold', async () => {
    const data = Object.fromEntries(Array.from({ length: 5_001 }, (_, i) => [`k${i}`, i]));
    await openLink(`?s=2.${await compressText(JSON.stringify(data))}`);
    expect(noticeText('en')).toContain('Its scenario part holds more than 5,000 values, far more than any scenario');
    expect(noticeText('zh-CN')).toContain('包含超过 5,000 个值');
  });

  it('lists eight problems of a link with 5,000 and counts the rest', async () => {
    const data = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
    await openLink(`?s=2.${await compressText(JSON.stringify(data))}`);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    useCalculator.setState({ lang: 'en' });
    render(<LinkNotice />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('status').textContent).toContain('…and 4992 more.');
    cleanup();
    expect(noticeText('en', true)).toContain('Left out or changed: “k0”, “k1”, “k2”, “k3”, …and 4996 more.');
  });
});
