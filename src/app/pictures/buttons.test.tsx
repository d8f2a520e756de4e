// @vitest-environment jsdom
// What the picture menus show: the verdict card's (in the reader's language, with the Markdown for
// the scenario on the page now), a chart's beside the charts (folded, its menu loaded when opened),
// and none in the embed's compact charts.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCalculator, resultOf } from '../../state/store.ts';
import { ChartDownload } from '../charts/ChartDownload.tsx';
import { CompactContext } from '../compact.ts';
import { useCalculator } from '../useCalculator.ts';
import VerdictPicture from './VerdictPicture.tsx';

beforeEach(resetCalculator);
afterEach(cleanup);

/** the buttons on offer, by name, in order, enabled or not */
const buttons = () =>
  screen.getAllByRole('button').map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

const props = () => {
  const { scenario } = useCalculator.getState();
  return { scenario, result: resultOf(scenario) };
};

describe('the picture buttons', () => {
  it('offer the verdict as PNG and SVG, in Chinese for a Chinese reader, with the Markdown of the scenario now', async () => {
    useCalculator.setState({ lang: 'zh-CN' });
    render(<VerdictPicture />);
    const markdown = (await screen.findByTestId('picture-markdown')) as HTMLTextAreaElement;
    await waitFor(() => expect(markdown.value).toMatch(/-verdict\.png\)\]\(/));
    expect(buttons()).toEqual(['PNG（2 倍清晰度）', 'SVG', '复制']);
    // an edit on the page shows in the Markdown's link: it is the scenario on the page, not the one opened
    const before = markdown.value;
    act(() => useCalculator.getState().setField(['workload', 'gpus'], 7));
    await waitFor(() => expect(markdown.value).not.toBe(before));
  });

  it('offer a chart beside the charts, folded, its menu loaded when opened, and nothing in the embed', async () => {
    useCalculator.setState({ lang: 'en' });
    const { unmount } = render(<ChartDownload {...props()} chart="cumulative" />);
    const summary = screen.getByText('Download image');
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => {
      const details = summary.closest('details') as HTMLDetailsElement;
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await waitFor(() => expect(buttons()).toEqual(['PNG, sharp at 2×', 'SVG', 'Copy']));
    unmount();
    const { container } = render(
      <CompactContext value={true}>
        <ChartDownload {...props()} chart="cumulative" />
      </CompactContext>,
    );
    expect(container.innerHTML).toBe('');
  });
});
