import { API } from '@ilteo/contract';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { InterestButton } from './interest-button';

const DETAIL = '/api/test/posting';

/** A screen showing one cached posting, as a detail page would. */
function PostingScreen() {
  const query = useQuery({
    queryKey: ['test', 'posting'],
    queryFn: async () => {
      const response = await fetch(DETAIL);
      return (await response.json()) as {
        postingId: number;
        interested: boolean;
        interestCount: number;
      };
    },
  });
  if (!query.data) return null;
  return (
    <InterestButton
      contentType="posting"
      contentId={String(query.data.postingId)}
      name="백엔드 개발자"
      interested={query.data.interested}
      count={query.data.interestCount}
    />
  );
}

function serveDetail() {
  server.use(
    http.get(DETAIL, () =>
      HttpResponse.json({ postingId: 31, interested: false, interestCount: 4 }),
    ),
  );
}

describe('InterestButton', () => {
  it('asks a visitor to log in and goes to the login page with the way back', async () => {
    const user = userEvent.setup();
    serveDetail();
    const posted = vi.fn();
    server.use(http.post(API.person.contentInterestChange, () => void posted()));
    renderRoute(PostingScreen, {
      path: '/person/recrtinfo/detail',
      at: '/person/recrtinfo/detail?postingId=31',
    });

    await user.click(await screen.findByRole('button', { name: /^관심 공고에 추가/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    const url = new URL((await screen.findByTestId('elsewhere')).textContent, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnUrl')).toBe('/person/recrtinfo/detail?postingId=31');
    expect(posted).not.toHaveBeenCalled();
  });

  it('stays put when the visitor declines', async () => {
    const user = userEvent.setup();
    serveDetail();
    renderRoute(PostingScreen, { path: '/' });
    await user.click(await screen.findByRole('button', { name: /^관심 공고에 추가/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('marks the posting for a logged-in user and shows the server count', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ loginInfo: { loginId: 'jobseeker' } });
    serveDetail();
    const sent: unknown[] = [];
    server.use(
      http.post(API.person.contentInterestChange, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(envelope('001', { interested: true, count: 12 }));
      }),
    );
    renderRoute(PostingScreen, { path: '/' });

    await user.click(await screen.findByRole('button', { name: /^관심 공고에 추가/ }));
    const on = await screen.findByRole('button', { name: /^관심 공고에서 빼기/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(on.textContent).toContain('12'));
    expect(sent).toEqual([{ contentType: 'posting', contentId: '31', interested: true }]);
  });
});
