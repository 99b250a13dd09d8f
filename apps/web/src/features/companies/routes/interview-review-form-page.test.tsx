import { API, ROUTES, COMPANY_API } from '@ilteo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobTree } from '@/shared/testing/posting-fixtures';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { InterviewReviewFormPage } from './interview-review-form-page';
import { interviewForm } from './review-fixtures.test-data';

const PATH = ROUTES.recruitReviewForm.path;
let posted: unknown[];

beforeEach(() => {
  posted = [];
  server.use(
    http.get(API.cmmn.codes, () => HttpResponse.json(envelope('001', { JOB: jobTree() }))),
    http.get(COMPANY_API.recruitReviewForm, () =>
      HttpResponse.json(envelope('001', interviewForm())),
    ),
    http.post(COMPANY_API.recruitReview, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', null, '등록되었습니다.'), { status: 201 });
    }),
  );
});

const QUESTIONS = '자기소개를 해 주세요.\n가장 어려웠던 프로젝트는 무엇입니까?';

describe('InterviewReviewFormPage', () => {
  it(
    'offers my applications, the reviewed one disabled, and validates',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderRoute(InterviewReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
      const group = await screen.findByRole('group', { name: '면접 본 채용' });
      const first = within(group).getByRole('radio', { name: /백엔드 개발자 채용/ });
      const reviewed = within(group).getByRole('radio', { name: /프론트엔드 개발자 채용/ });
      expect((first as HTMLInputElement).checked).toBe(true);
      expect((reviewed as HTMLInputElement).disabled).toBe(true);
      expect(within(group).getByText(/이미 후기를 작성했습니다/)).toBeTruthy();
      expect(await axeViolations()).toEqual([]);

      await user.click(screen.getByRole('button', { name: '면접 후기 등록' }));
      expect(await screen.findByText('면접 시기를 YYYY-MM 형식으로 입력해 주세요.')).toBeTruthy();
      expect(screen.getByText('면접 난이도를 골라 주세요.')).toBeTruthy();
      expect(screen.getByText('면접 결과를 골라 주세요.')).toBeTruthy();
      expect(posted).toEqual([]);
    },
  );

  it('sends an interview review linked to my application', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderRoute(InterviewReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
    await screen.findByRole('group', { name: '면접 본 채용' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /소프트웨어 개발직/ })).toBeTruthy(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /직무/ }), '024');
    fireEvent.change(screen.getByLabelText(/면접 시기/), { target: { value: '2026-02' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /지원 경로/ }), 'open');
    await user.click(screen.getByRole('radio', { name: /3점 보통/ }));
    await user.click(screen.getByRole('radio', { name: '긍정적' }));
    await user.type(screen.getByRole('textbox', { name: /면접 질문/ }), QUESTIONS);
    await user.click(screen.getByRole('radio', { name: '합격' }));
    await user.click(screen.getByRole('button', { name: '면접 후기 등록' }));
    expect(await screen.findByText(/심사 후 게시됩니다/)).toBeTruthy();
    expect(posted).toEqual([
      {
        companyId: 12,
        applicationId: 31,
        postingId: 301,
        jobCode: '024',
        interviewMonth: '2026-02',
        route: 'open',
        difficulty: 3,
        experience: 'positive',
        questions: QUESTIONS,
        tips: '',
        result: 'pass',
      },
    ]);
  });

  it(
    'names a posting without an application, and shows a 302 from the server',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      server.use(
        http.post(COMPANY_API.recruitReview, () =>
          HttpResponse.json(envelope('302', null, '이 공고의 면접 후기를 이미 작성했습니다.'), {
            status: 409,
          }),
        ),
      );
      renderRoute(InterviewReviewFormPage, { path: PATH, at: `${PATH}?companyId=12` });
      await user.click(await screen.findByRole('radio', { name: /일터 공고 고르기/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: '공고' }), '303');
      await waitFor(() =>
        expect(screen.getByRole('option', { name: /소프트웨어 개발직/ })).toBeTruthy(),
      );
      await user.selectOptions(screen.getByRole('combobox', { name: /직무/ }), '024');
      fireEvent.change(screen.getByLabelText(/면접 시기/), { target: { value: '2026-01' } });
      await user.selectOptions(screen.getByRole('combobox', { name: /지원 경로/ }), 'rolling');
      await user.click(screen.getByRole('radio', { name: /4점 어려움/ }));
      await user.click(screen.getByRole('radio', { name: '보통' }));
      await user.type(screen.getByRole('textbox', { name: /면접 질문/ }), QUESTIONS);
      await user.click(screen.getByRole('radio', { name: '대기 중' }));
      await user.click(screen.getByRole('button', { name: '면접 후기 등록' }));
      expect(await screen.findByText('이 공고의 면접 후기를 이미 작성했습니다.')).toBeTruthy();
    },
  );
});

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
