import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from '.';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces politely and disappears after 3000 ms', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => {
      toast('관심 목록에 추가했습니다.');
    });
    expect(region.textContent).toContain('관심 목록에 추가했습니다.');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('관심 목록에 추가했습니다.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('관심 목록에 추가했습니다.')).toBeNull();
  });

  it('pauses while hovered or focused', () => {
    render(<ToastHost />);
    act(() => {
      toast('복사했습니다.');
    });
    const item = screen.getByText('복사했습니다.').parentElement as HTMLElement;

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('복사했습니다.')).not.toBeNull();

    fireEvent.mouseLeave(item);
    fireEvent.focus(screen.getByRole('button', { name: '알림 닫기' }));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('복사했습니다.')).not.toBeNull();

    fireEvent.blur(screen.getByRole('button', { name: '알림 닫기' }));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText('복사했습니다.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('복사했습니다.')).toBeNull();
  });

  it('can be closed with its button', () => {
    render(<ToastHost />);
    act(() => {
      toast('저장했습니다.');
    });
    fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByText('저장했습니다.')).toBeNull();
  });
});
