import {
  ROUTES,
  SUPPORT_API,
  type FaqItem,
  type NoticeDetail,
  type NoticeItem,
} from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { FaqPage } from './faq-page';
import { NoticeDetailPage } from './notice-detail-page';
import { NoticeListPage } from './notice-list-page';

const notice = (over: Partial<NoticeItem> = {}): NoticeItem => ({
  noticeId: 1,
  category: 'service',
  title: '일터 서비스 오픈 안내',
  pinned: false,
  viewCount: 1234,
  // 2026-03-01 00:30 in Seoul: the list shows the Seoul day.
  publishedAt: '2026-02-28T15:30:00.000Z',
  hasFiles: false,
  ...over,
});

const faq = (over: Partial<FaqItem> = {}): FaqItem => ({
  faqId: 11,
  category: 'account',
  question: '비밀번호를 잊어버렸습니다.',
  answerHtml: '<p>로그인 화면의 <strong>비밀번호 찾기</strong>에서 다시 설정합니다.</p>',
  myVote: null,
  ...over,
});

let listQueries: URLSearchParams[];
let votes: unknown[];

beforeEach(() => {
  listQueries = [];
  votes = [];
  window.history.replaceState(null, '');
  server.use(
    http.get(SUPPORT_API.notices, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listQueries.push(params);
      const items = [
        notice({
          noticeId: 2,
          title: '개인정보 처리방침 개정 안내',
          pinned: true,
          category: 'policy',
        }),
        notice({ hasFiles: true }),
      ];
      return HttpResponse.json(
        envelope('001', {
          items,
          page: Number(params.get('page') ?? 1),
          size: 10,
          total: 25,
          totalPages: 3,
        }),
      );
    }),
    http.get(SUPPORT_API.noticeDetail, ({ request }) => {
      const id = new URL(request.url).searchParams.get('noticeId');
      if (id !== '1') {
        return HttpResponse.json(envelope('202', null, '공지사항을 찾을 수 없습니다.'), {
          status: 404,
        });
      }
      const detail: NoticeDetail = {
        ...notice({ hasFiles: true }),
        bodyHtml: '<p>일터를 시작합니다.</p>',
        files: [
          {
            saveName: 'a'.repeat(22) + '.pdf',
            originalName: '안내문.pdf',
            size: 2048,
            url: '/api/v1/cmmn/file?saveName=x',
          },
        ],
        prev: { noticeId: 2, title: '개인정보 처리방침 개정 안내' },
        next: null,
      };
      return HttpResponse.json(envelope('001', detail));
    }),
    http.get(SUPPORT_API.faq, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      const items = [
        faq({ faqId: 12, category: 'join', question: '회원 탈퇴는 어떻게 하나요?' }),
        faq(),
      ].filter((i) => !q || i.question.includes(q));
      return HttpResponse.json(envelope('001', items));
    }),
    http.post(SUPPORT_API.faqVote, async ({ request }) => {
      const body = (await request.json()) as { faqId: number; helpful: boolean };
      votes.push(body);
      return HttpResponse.json(envelope('001', body));
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('NoticeListPage', () => {
  const PATH = ROUTES.supportNotice.path;

  it('shows pinned notices with a 공지 badge, the Seoul day and views, and the support menu', async () => {
    renderRoute(NoticeListPage, { path: PATH });
    const rows = await screen.findAllByRole('article');
    expect(rows[0]?.textContent).toContain('공지');
    expect(within(rows[0] as HTMLElement).getByRole('link').textContent).toBe(
      '개인정보 처리방침 개정 안내',
    );
    expect(rows[1]?.textContent).toContain('2026.03.01');
    expect(rows[1]?.textContent).toContain('1,234');
    expect(rows[1]?.textContent).toContain('첨부 파일 있음');
    const nav = screen.getByRole('navigation', { name: '고객센터 메뉴' });
    expect(within(nav).getByRole('link', { name: '공지사항' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: '1:1 문의' }).getAttribute('href')).toBe(
      '/person/support/qna',
    );
    expect(await violations()).toEqual([]);
  });

  it('sends the category tab, the search and the page', async () => {
    const user = userEvent.setup();
    renderRoute(NoticeListPage, { path: PATH });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: '점검' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('category')).toBe('maintenance'));
    await user.type(screen.getByRole('searchbox', { name: '공지사항 검색' }), '점검{Enter}');
    await waitFor(() => expect(listQueries.at(-1)?.get('q')).toBe('점검'));
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('2'));
    expect(listQueries.at(-1)?.get('category')).toBe('maintenance');
  });
});

describe('NoticeDetailPage', () => {
  const PATH = ROUTES.noticeDetail.path;

  it('shows the body, attachments to download, 이전글/다음글 and 목록', async () => {
    renderRoute(NoticeDetailPage, { path: PATH, at: `${PATH}?noticeId=1` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '일터 서비스 오픈 안내' }),
    ).toBeTruthy();
    expect(screen.getByText('일터를 시작합니다.')).toBeTruthy();
    const file = screen.getByRole('link', { name: '안내문.pdf' });
    expect(file.getAttribute('download')).toBe('안내문.pdf');
    expect(screen.getByText('(2KB)')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '개인정보 처리방침 개정 안내' }).getAttribute('href'),
    ).toBe('/person/notice/detail?noticeId=2');
    expect(screen.getByText('다음글이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      ROUTES.supportNotice.path,
    );
    expect(await violations()).toEqual([]);
  });

  it('says a missing notice is not there, with the way back', async () => {
    renderRoute(NoticeDetailPage, { path: PATH, at: `${PATH}?noticeId=9` });
    expect(
      await screen.findByRole('heading', { name: '공지사항을 찾을 수 없습니다' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '공지사항 목록' })).toBeTruthy();
  });
});

describe('FaqPage', () => {
  const PATH = ROUTES.supportFaq.path;

  it('opens an answer in an accordion tied by aria-controls, votes and thanks', async () => {
    const user = userEvent.setup();
    renderRoute(FaqPage, { path: PATH });
    const question = await screen.findByRole('button', { name: /비밀번호를 잊어버렸습니다/ });
    // The vocabulary's order: 회원가입/탈퇴 before 회원정보.
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions[0]?.textContent).toContain('회원 탈퇴');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByText('비밀번호 찾기')).toBeTruthy();

    await user.click(within(panel as HTMLElement).getByRole('button', { name: '예' }));
    expect(
      await within(panel as HTMLElement).findByText('의견을 보내 주셔서 감사합니다.'),
    ).toBeTruthy();
    expect(votes).toEqual([{ faqId: 11, helpful: true }]);
    expect(
      within(panel as HTMLElement)
        .getByRole('button', { name: '예' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: '1:1 문의하기' }).getAttribute('href')).toBe(
      '/person/support/qna',
    );
    expect(await violations()).toEqual([]);
  });

  it('opens the entry a link names with ?faqId=, and searches', async () => {
    const user = userEvent.setup();
    renderRoute(FaqPage, { path: PATH, at: `${PATH}?faqId=12` });
    const linked = await screen.findByRole('button', { name: /회원 탈퇴는 어떻게 하나요/ });
    expect(linked.getAttribute('aria-expanded')).toBe('true');
    await user.type(
      screen.getByRole('searchbox', { name: '자주 묻는 질문 검색' }),
      '비밀번호{Enter}',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /회원 탈퇴/ })).toBeNull());
    expect(screen.getByRole('button', { name: /비밀번호를 잊어버렸습니다/ })).toBeTruthy();
  });
});
