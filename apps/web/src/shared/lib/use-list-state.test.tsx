import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listStateHistoryKey } from './list-state';
import { useListState } from './use-list-state';

type Filters = { keyword: string; page: number };
const initial: Filters = { keyword: '', page: 1 };

/** Renders the hook inside a router whose first entry came from Back (POP) or a link (PUSH). */
function withRouter(navigationType: 'POP' | 'PUSH') {
  return function Wrapper({ children }: { children: ReactNode }) {
    const router = createMemoryRouter(
      [
        { path: '/', element: children },
        { path: '/list', element: children },
      ],
      {
        initialEntries: ['/'],
      },
    );
    if (navigationType === 'PUSH') void router.navigate('/list');
    return <RouterProvider router={router} />;
  };
}

describe('useListState', () => {
  it('restores the saved state when the screen is reached with Back', () => {
    window.history.replaceState(
      { [listStateHistoryKey('jobs')]: { keyword: '간호사', page: 3 } },
      '',
    );
    const { result } = renderHook(() => useListState('jobs', initial), {
      wrapper: withRouter('POP'),
    });
    expect(result.current[0]).toEqual({ keyword: '간호사', page: 3 });
  });

  it('starts fresh on a forward navigation and saves every change', async () => {
    window.history.replaceState({ [listStateHistoryKey('jobs')]: { keyword: 'old', page: 9 } }, '');
    const { result } = renderHook(() => useListState('jobs', initial, { exclude: ['keyword'] }), {
      wrapper: withRouter('PUSH'),
    });
    await act(() => Promise.resolve());
    expect(result.current[0]).toEqual(initial);

    act(() => result.current[1]({ keyword: '개발자', page: 2 }));
    expect((window.history.state as Record<string, unknown>)[listStateHistoryKey('jobs')]).toEqual({
      page: 2,
    });
  });
});
