// @vitest-environment jsdom
// Where the picture buttons show: the verdict's among the exports (in the reader's language, the
// Markdown folded until asked for), a chart's beside the charts, and none in the embed's compact charts.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCalculator, resultOf } from '../../state/store.ts';
import { CompactContext } from '../compact.ts';
import { useCalculator } from '../useCalculator.ts';
import ChartPicture from './ChartPicture.tsx';
import VerdictPictures from './VerdictPictures.tsx';

beforeEach(resetCalculator);
afterEach(cleanup);

const props = () => {
  const { scenario } = useCalculator.getState();
  return { scenario, result: resultOf(scenario) };
};

describe('the picture buttons', () => {
  it('offer the verdict as PNG and SVG, in Chinese for a Chinese reader, the Markdown folded', () => {
    useCalculator.setState({ lang: 'zh-CN' });
    render(<VerdictPictures {...props()} />);
    expect(screen.getByRole('button', { name: '结论图片（PNG）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '结论图片（SVG）' })).toBeTruthy();
    expect(screen.getByText('用于文章的 Markdown').closest('details')?.open).toBe(false);
    expect(screen.queryByTestId('picture-markdown')).toBeNull();
  });

  it('offer a chart beside the charts, and nothing in the embed', () => {
    useCalculator.setState({ lang: 'en' });
    const { unmount } = render(<ChartPicture {...props()} chart="cumulative" title="Cumulative cost" />);
    expect(screen.getByText('Download image')).toBeTruthy();
    unmount();
    const { container } = render(
      <CompactContext value={true}>
        <ChartPicture {...props()} chart="cumulative" title="Cumulative cost" />
      </CompactContext>,
    );
    expect(container.innerHTML).toBe('');
  });
});
