import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { isNotFound, ListEmpty, ListError, ListQueryStates, ListSkeleton } from './index';

describe('list states', () => {
  it('hides the placeholder rows from screen readers', () => {
    const { container } = render(<ListSkeleton rows={3} />);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('aria-hidden')).toBe('true');
    expect(list?.children).toHaveLength(3);
  });

  it('says nothing was found, with its hint and actions', () => {
    render(
      <ListEmpty message="검색 결과가 없습니다." hint="검색어를 줄여 보세요.">
        <button type="button">필터 초기화</button>
      </ListEmpty>,
    );
    expect(screen.getByText('검색 결과가 없습니다.')).toBeTruthy();
    expect(screen.getByText('검색어를 줄여 보세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '필터 초기화' })).toBeTruthy();
  });

  it('announces a failure and retries on 다시 시도', async () => {
    const onRetry = vi.fn();
    render(<ListError message="불러오지 못했습니다." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('불러오지 못했습니다.');
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('treats 404 and 400 as no such item, other failures not', () => {
    expect(
      isNotFound(new ApiError({ status: 404, code: '404', message: '', data: null, url: '/x' })),
    ).toBe(true);
    expect(
      isNotFound(new ApiError({ status: 400, code: '400', message: '', data: null, url: '/x' })),
    ).toBe(true);
    expect(
      isNotFound(new ApiError({ status: 500, code: '500', message: '', data: null, url: '/x' })),
    ).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});

describe('ListQueryStates', () => {
  const show = (query: { data: readonly string[] | undefined; isError: boolean }) => {
    const refetch = vi.fn();
    const view = render(
      <ListQueryStates query={{ ...query, refetch }} errorMessage="못 읽음" emptyMessage="없음">
        {(rows) => <p>{rows.join(', ')}</p>}
      </ListQueryStates>,
    );
    return { refetch, ...view };
  };

  it('offers 다시 시도 when the first load failed, and keeps rows a failed refresh leaves', async () => {
    const { refetch, unmount } = show({ data: undefined, isError: true });
    expect(screen.getByRole('alert').textContent).toContain('못 읽음');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    show({ data: ['가', '나'], isError: true });
    expect(screen.getByText('가, 나')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows placeholders while loading and the empty message for no rows', () => {
    const { container, unmount } = show({ data: undefined, isError: false });
    expect(container.querySelector('.list-skeleton')).toBeTruthy();
    unmount();
    show({ data: [], isError: false });
    expect(screen.getByText('없음')).toBeTruthy();
  });
});
