import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginLoading } from '@/shared/stores/loading-store';
import { GlobalLoadingIndicator, PAGE_LOADING_CLASS } from './global-loading-indicator';

describe('GlobalLoadingIndicator', () => {
  it('shows a labelled busy progress bar and marks the root element until all work ends', () => {
    render(<GlobalLoadingIndicator />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    let endFirst: () => void = () => undefined;
    let endSecond: () => void = () => undefined;
    act(() => {
      endFirst = beginLoading();
      endSecond = beginLoading();
    });
    const bar = screen.getByRole('progressbar', { name: '불러오는 중입니다' });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.classList.contains(PAGE_LOADING_CLASS)).toBe(true);

    act(() => endFirst());
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => {
      endSecond();
      endSecond();
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.documentElement.classList.contains(PAGE_LOADING_CLASS)).toBe(false);
  });
});
