import { API, ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobTree } from '@/shared/testing/posting-fixtures';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CompanyReviewFormPage } from './review-form-page';
import { review, reviewForm } from './review-fixtures.test-data';

const PATH = ROUTES.companyReviewForm.path;
let posted: unknown[];
let put: unknown[];

beforeEach(() => {
  posted = [];
  put = [];
  server.use(
    http.get(API.cmmn.codes, () => HttpResponse.json(envelope('001', { JOB: jobTree() }))),
    http.get(COMPANY_API.reviewForm, () => HttpResponse.json(envelope('001', reviewForm()))),
    http.post(COMPANY_API.review, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', null, '등록되었습니다.'), { status: 201 });
    }),
    http.put(COMPANY_API.review, async ({ request }) => {
      put.push(await request.json());
      return HttpResponse.json(envelope('003', null, '변경되었습니다.'));
    }),
  );
});

const PROS = '동료들이 친절하고 코드 리뷰 문화가 잘 잡혀 있어 배울 점이 많습니다.';
const CONS = '업무가 자주 바뀌고 문서화가 부족해서 처음에 적응하기가 어렵습니다.';

async function fill(user: UserEvent) {
  await user.click(
    within(screen.getByRole('group', { name: /총 평점/ })).getByRole('radio', { name: /^★?4점$/ }),
  );
  for (const name of [
    '승진 기회 및 가능성',
    '복지 및 급여',
    '업무와 삶의 균형',
    '사내 문화',
    '경영진',
  ]) {
    await user.click(
      within(screen.getByRole('group', { name: new RegExp(name) })).getByRole('radio', {
        name: /3점/,
      }),
    );
  }
  await user.type(screen.getByRole('textbox', { name: /한줄 평/ }), '배울 점이 많은 회사');
  await user.type(screen.getByRole('textbox', { name: /^장점/ }), PROS);
  await user.type(screen.getByRole('textbox', { name: /^단점/ }), CONS);
  await user.click(screen.getByRole('radio', { name: '예, 추천합니다' }));
  await user.click(screen.getByRole('radio', { name: '지지' }));
  await waitFor(() =>
    expect(screen.getByRole('option', { name: /소프트웨어 개발직/ })).toBeTruthy(),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: /직무/ }), '024');
  await user.click(screen.getByRole('radio', { name: '현직원' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /마지막 근무 연도/ }), '2025');
}

describe('CompanyReviewFormPage', () => {
  it(
    'shows the contract messages for an empty form and sends nothing',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderRoute(CompanyReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
      expect(await screen.findByText(/운영자 심사를 거쳐 게시됩니다/)).toBeTruthy();
      expect(await axeViolations()).toEqual([]);
      await user.type(screen.getByRole('textbox', { name: /^장점/ }), '짧아요');
      expect(screen.getByText(/3\/1000자 \(최소 30자, 더 입력해 주세요\)/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
      expect(await screen.findByText('총 평점을 골라 주세요.')).toBeTruthy();
      expect(screen.getByText('장점은(는) 30자 이상 입력해 주세요.')).toBeTruthy();
      expect(screen.getByText('추천 여부를 골라 주세요.')).toBeTruthy();
      expect(posted).toEqual([]);
    },
  );

  it('sends a valid review and says it waits for screening', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderRoute(CompanyReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
    await screen.findByRole('button', { name: '리뷰 등록' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText(/심사 후 게시됩니다/)).toBeTruthy();
    expect(posted).toEqual([
      {
        companyId: 12,
        overall: 4,
        categories: { promotion: 3, payWelfare: 3, workLife: 3, culture: 3, management: 3 },
        title: '배울 점이 많은 회사',
        pros: PROS,
        cons: CONS,
        advice: '',
        recommend: true,
        ceoApproval: 'approve',
        jobCode: '024',
        employmentStatus: 'current',
        lastYear: 2025,
      },
    ]);
    expect(screen.getByRole('link', { name: '리뷰 보러 가기' }).getAttribute('href')).toBe(
      `${ROUTES.companyReview.path}?companyId=12`,
    );
  });

  it('shows the date of the next allowed review instead of the form', async () => {
    server.use(
      http.get(COMPANY_API.reviewForm, () =>
        HttpResponse.json(envelope('001', reviewForm({ nextAllowedOn: '2027-03-05' }))),
      ),
    );
    renderRoute(CompanyReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
    expect(await screen.findByText('2027년 3월 5일부터 다시 작성할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '리뷰 등록' })).toBeNull();
  });

  it('shows the server message of a 302 above the button', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    server.use(
      http.post(COMPANY_API.review, () =>
        HttpResponse.json(
          envelope('302', null, '이 기업의 리뷰는 12개월에 한 번 작성할 수 있습니다.'),
          { status: 409 },
        ),
      ),
    );
    renderRoute(CompanyReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
    await screen.findByRole('button', { name: '리뷰 등록' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(
      await screen.findByText('이 기업의 리뷰는 12개월에 한 번 작성할 수 있습니다.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '리뷰 등록' })).toBeTruthy();
  });

  it('edits my rejected review with its reason shown and sends a PUT', async () => {
    const user = userEvent.setup();
    const mine = {
      ...review({ mine: true }),
      companyId: 12,
      companyName: '가람소프트',
      jobCode: '024',
      state: 'rejected' as const,
      rejectReason: '개인을 특정할 수 있는 내용',
      heldUntil: null,
      objection: null,
    };
    server.use(
      http.get(COMPANY_API.reviewForm, () =>
        HttpResponse.json(envelope('001', reviewForm({ review: mine }))),
      ),
    );
    renderRoute(CompanyReviewFormPage, { path: PATH, at: `${PATH}?companyId=12&reviewId=501` });
    expect(await screen.findByText(/사유: 개인을 특정할 수 있는 내용/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '현재 상태: 반려됨' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '수정하고 다시 심사받기' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ reviewId: 501, companyId: 12, jobCode: '024', overall: 4 });
  });
});

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
