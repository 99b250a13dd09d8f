import { API, ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { jobTree } from '@/shared/testing/posting-fixtures';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { TRUNCATED_HINT } from '../components/reviews/access-note';
import { detail } from './company-fixtures.test-data';
import { CompanyReviewPage } from './review-page';
import { interviewList, review, reviewList } from './review-fixtures.test-data';

const PATH = ROUTES.companyReview.path;
let listQueries: URLSearchParams[];
let helpfulBodies: unknown[];

beforeEach(() => {
  listQueries = [];
  helpfulBodies = [];
  server.use(
    http.get(COMPANY_API.detail, () =>
      HttpResponse.json(envelope('001', detail({ companyId: 12, name: '가람소프트' }))),
    ),
    http.get(API.cmmn.codes, () => HttpResponse.json(envelope('001', { JOB: jobTree() }))),
    http.get(COMPANY_API.reviews, ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope('001', reviewList()));
    }),
    http.get(COMPANY_API.recruitReviews, () => HttpResponse.json(envelope('001', interviewList()))),
    http.post(COMPANY_API.reviewHelpful, async ({ request }) => {
      helpfulBodies.push(await request.json());
      return HttpResponse.json(envelope('001', { helpfulCount: 3, helpedByMe: true }));
    }),
  );
});
afterEach(() => useAppStore.setState({ loginInfo: {} }));

const login = () => useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('CompanyReviewPage', () => {
  it('shows full reviews as plain text with the rating summary', { timeout: 30_000 }, async () => {
    const script = '<script>alert(1)</script> 좋은 회사입니다';
    server.use(
      http.get(COMPANY_API.reviews, () =>
        HttpResponse.json(envelope('001', reviewList({ items: [review({ pros: script })] }))),
      ),
    );
    renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?companyId=12` });
    const card = await screen.findByRole('article', { name: /배울 점이 많은 회사/ });
    expect(within(card).getByText(script)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: '5점 만점에 3.8점' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.queryByText(TRUNCATED_HINT)).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('states the give-to-get rule and cuts texts with summary access', async () => {
    server.use(
      http.get(COMPANY_API.reviews, () =>
        HttpResponse.json(
          envelope(
            '001',
            reviewList({
              access: 'summary',
              accessNote: '리뷰를 작성한 회원만 전체 내용을 볼 수 있습니다.',
              items: [
                review({ pros: '동료들이 친절하고', cons: '업무가', advice: '', truncated: true }),
              ],
            }),
          ),
        ),
      ),
    );
    renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?companyId=12` });
    const note = await screen.findByRole('note', { name: '리뷰 열람 안내' });
    expect(within(note).getByText('리뷰를 작성한 회원만 전체 내용을 볼 수 있습니다.')).toBeTruthy();
    expect(
      within(note).getByRole('link', { name: '리뷰 쓰고 전체 보기' }).getAttribute('href'),
    ).toBe(`${ROUTES.companyReviewForm.path}?companyId=12`);
    expect(screen.getByText('동료들이 친절하고…')).toBeTruthy();
    expect(screen.getAllByText(TRUNCATED_HINT)).toHaveLength(2);
  });

  it('keeps filters and sort in the address and sends them', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?companyId=12` });
    await screen.findByRole('article', { name: /배울 점이 많은 회사/ });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '연구·공학기술직' })).toBeTruthy(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '직무' }), '02');
    await user.selectOptions(screen.getByRole('combobox', { name: '재직 상태' }), 'former');
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'helpful');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?companyId=12&jobCode=02&status=former&sort=helpful',
      ),
    );
    await waitFor(() => {
      const last = listQueries.at(-1);
      expect(last?.get('jobCode')).toBe('02');
      expect(last?.get('employmentStatus')).toBe('former');
      expect(last?.get('sort')).toBe('helpful');
    });
  });

  it('opens from a review id, adopts its company and switches to 면접 후기 by the address', async () => {
    const { router } = renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?reviewId=501` });
    const card = await screen.findByRole('article', { name: /배울 점이 많은 회사/ });
    expect(card.className).toContain('review-card--highlighted');
    expect(listQueries[0]?.get('reviewId')).toBe('501');
    await router.navigate(`${PATH}?companyId=12&tab=interview`);
    expect(await screen.findByRole('article', { name: '백엔드 개발자 채용' })).toBeTruthy();
    expect(screen.getByText('면접 요약')).toBeTruthy();
  });

  it('asks a visitor to log in before 도움이 돼요, and toggles it for a member', async () => {
    const user = userEvent.setup();
    renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?companyId=12` });
    const button = await screen.findByRole('button', { name: /도움이 돼요 2/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(helpfulBodies).toEqual([]);

    login();
    await user.click(screen.getByRole('button', { name: /도움이 돼요 2/ }));
    const on = await screen.findByRole('button', { name: /도움이 돼요 3/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(helpfulBodies).toEqual([{ reviewId: 501 }]);
  });

  it('shows 수정 and 삭제 on my own review instead of 도움이 돼요 and 신고', async () => {
    server.use(
      http.get(COMPANY_API.reviews, () =>
        HttpResponse.json(envelope('001', reviewList({ items: [review({ mine: true })] }))),
      ),
    );
    renderRoute(CompanyReviewPage, { path: PATH, at: `${PATH}?companyId=12` });
    expect(await screen.findByRole('link', { name: /수정/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /삭제/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /신고/ })).toBeNull();
  });
});
