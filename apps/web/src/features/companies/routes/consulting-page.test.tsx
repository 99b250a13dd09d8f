import {
  ROUTES,
  type ConsultingForm,
  type ConsultingSummary,
  COMPANY_API,
  CONSULTING_API,
} from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ConsultingPage } from './consulting-page';

const PATH = ROUTES.companyConsulting.path;
const AT = `${PATH}?companyId=7`;
const ANSWER_1 =
  '저는 대학 시절부터 백엔드 개발에 관심을 두고 여러 프로젝트에서 API 서버를 설계하고 운영해 왔습니다.';
const ANSWER_2 =
  '여섯 명이 함께한 팀 프로젝트에서 코드 리뷰 규칙을 만들고 배포 자동화를 맡아 일정 안에 서비스를 출시했습니다.';

const summary = (overrides: Partial<ConsultingSummary> = {}): ConsultingSummary => ({
  consultingId: 41,
  companyId: 7,
  companyName: '일터전자',
  postingId: 11,
  postingTitle: '백엔드 개발자',
  kind: 'essay',
  state: 'received',
  createdAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-04T00:00:00.000Z',
  answeredAt: null,
  ...overrides,
});

const FORM: ConsultingForm = {
  companyId: 7,
  companyName: '일터전자',
  postings: [
    {
      postingId: 11,
      title: '백엔드 개발자',
      questions: [
        { question: '지원 동기를 적어 주세요.', maxChars: 1000 },
        { question: '협업 경험을 적어 주세요.', maxChars: 800 },
      ],
      openConsultingId: null,
    },
    { postingId: 12, title: '데이터 분석가', questions: [], openConsultingId: 55 },
  ],
  resumes: [{ resumeId: 3, title: '기본 이력서' }],
  answerHours: 72,
};

let requests: unknown[];
let cancels: string[];
let formCalls: number;
let requestAnswer: { code: string; status: number; message: string };

beforeEach(() => {
  requests = [];
  cancels = [];
  formCalls = 0;
  requestAnswer = { code: '002', status: 201, message: '등록되었습니다.' };
  window.history.replaceState(null, '');
  server.use(
    http.get(COMPANY_API.detail, () =>
      HttpResponse.json(envelope('202', null, '기업을 찾을 수 없습니다.'), { status: 404 }),
    ),
    http.get(CONSULTING_API.samples, () =>
      HttpResponse.json(
        envelope('001', [
          summary({
            consultingId: 900,
            companyName: '샘플기업',
            postingTitle: '마케팅 담당자',
            state: 'done',
            answeredAt: '2026-02-01T00:00:00.000Z',
          }),
        ]),
      ),
    ),
    http.get(CONSULTING_API.form, () => {
      formCalls += 1;
      return HttpResponse.json(envelope('001', FORM));
    }),
    http.get(CONSULTING_API.mine, () =>
      HttpResponse.json(
        envelope('001', { items: [summary()], page: 1, size: 10, total: 1, totalPages: 1 }),
      ),
    ),
    http.post(CONSULTING_API.request, async ({ request }) => {
      requests.push(await request.json());
      const { code, status, message } = requestAnswer;
      return HttpResponse.json(envelope(code, null, message), { status });
    }),
    http.delete(CONSULTING_API.request, ({ request }) => {
      cancels.push(new URL(request.url).searchParams.toString());
      return HttpResponse.json(envelope('004', null, '삭제되었습니다.'));
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

describe('ConsultingPage', () => {
  it('shows a visitor what consulting is, the samples and a login prompt instead of the form', async () => {
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    expect(screen.getByText(/72시간\(3일\)/)).toBeTruthy();
    const sample = await screen.findByRole('link', { name: /샘플 자기소개서 첨삭/ });
    expect(sample.getAttribute('href')).toBe(
      `${ROUTES.companyConsultingPreview.path}?consultingId=900`,
    );
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toContain(
      '/login',
    );
    expect(screen.queryByRole('button', { name: '첨삭 신청하기' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '내 컨설팅 신청' })).toBeNull();
    expect(formCalls).toBe(0);
    expect(await violations()).toEqual([]);
  });

  it("prefills the items with the picked posting's questions and sends the request", async () => {
    login();
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    await user.selectOptions(await screen.findByLabelText('공고'), '11');
    expect(screen.getByLabelText<HTMLInputElement>('문항 1 질문').value).toBe(
      '지원 동기를 적어 주세요.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('문항 2 질문').value).toBe(
      '협업 경험을 적어 주세요.',
    );
    expect(screen.getByText(/공고 문항 제한 800자/)).toBeTruthy();

    await user.click(screen.getByLabelText('문항 1 답변'));
    await user.paste(ANSWER_1);
    await user.click(screen.getByLabelText('문항 2 답변'));
    await user.paste(ANSWER_2);
    await user.click(screen.getByRole('radio', { name: '면접 첨삭' }));
    await user.click(screen.getByRole('button', { name: '첨삭 신청하기' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      companyId: 7,
      postingId: 11,
      kind: 'interview',
      resumeId: null,
      items: [
        { question: '지원 동기를 적어 주세요.', answer: ANSWER_1 },
        { question: '협업 경험을 적어 주세요.', answer: ANSWER_2 },
      ],
      note: '',
    });
    expect(await violations()).toEqual([]);
  });

  it('sends a résumé instead of pasted items', async () => {
    login();
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    await user.selectOptions(await screen.findByLabelText('공고'), '11');
    await user.click(screen.getByRole('radio', { name: '이력서에서 가져오기' }));
    await user.click(screen.getByRole('button', { name: '첨삭 신청하기' }));
    expect(await screen.findByText('이력서를 골라 주세요.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('이력서'), '3');
    await user.click(screen.getByRole('button', { name: '첨삭 신청하기' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ postingId: 11, resumeId: 3, items: [] });
  });

  it("shows the server's 302 beside the form", async () => {
    login();
    requestAnswer = {
      code: '302',
      status: 409,
      message: '이 공고에 진행 중인 컨설팅 신청이 이미 있습니다.',
    };
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    await user.selectOptions(await screen.findByLabelText('공고'), '11');
    await user.click(screen.getByLabelText('문항 1 답변'));
    await user.paste(ANSWER_1);
    await user.click(screen.getByRole('button', { name: '문항 2 삭제' }));
    await user.click(screen.getByRole('button', { name: '첨삭 신청하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('이 공고에 진행 중인 컨설팅 신청이 이미 있습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a too short answer with the contract message and sends nothing', async () => {
    login();
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    await user.selectOptions(await screen.findByLabelText('공고'), '11');
    await user.type(screen.getByLabelText('문항 1 답변'), '짧은 답변');
    await user.click(screen.getByRole('button', { name: '첨삭 신청하기' }));
    expect(await screen.findAllByText('답변은 50자 이상 입력해 주세요.')).toHaveLength(2);
    expect(screen.getByLabelText('문항 1 답변').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('shows the open request of a posting instead of the form', async () => {
    login();
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    await user.selectOptions(await screen.findByLabelText('공고'), '12');
    expect(screen.getByText(/이미 진행 중인 신청이 있습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '진행 중인 신청 보기' }).getAttribute('href')).toBe(
      `${ROUTES.companyConsultingPreview.path}?consultingId=55`,
    );
    expect(screen.queryByRole('button', { name: '첨삭 신청하기' })).toBeNull();
  });

  it('lists my requests with their state and due time, and cancels one still 접수', async () => {
    login();
    const user = userEvent.setup();
    renderRoute(ConsultingPage, { path: PATH, at: AT });
    const section = await screen.findByRole('region', { name: '내 컨설팅 신청' });
    const mine = await within(section).findByRole('listitem');
    expect(mine.textContent).toContain('접수');
    expect(mine.textContent).toContain('답변 기한 2026.03.04 09:00');
    await user.click(within(mine).getByRole('button', { name: '신청 취소' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(cancels).toEqual(['consultingId=41']));
  });
});
