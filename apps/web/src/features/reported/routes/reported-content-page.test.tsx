import { API, ROUTES, type ReportedContent } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ReportedContentPage } from './reported-content-page';

const PATH = ROUTES.reportedContent.path;
const AT = `${PATH}?kind=community-post&id=7`;

const hidden = (overrides: Partial<ReportedContent> = {}): ReportedContent => ({
  kind: 'community-post',
  kindLabel: '커뮤니티 글',
  state: 'blinded-by-operator',
  // 2026-03-04 23:30 in Seoul.
  since: '2026-03-04T14:30:00.000Z',
  reason: '광고성 내용이 반복되었습니다.',
  author: null,
  ...overrides,
});

const asAuthor = (author: Partial<NonNullable<ReportedContent['author']>> = {}) =>
  hidden({
    author: {
      title: '정보처리기사 합격 후기',
      canObject: true,
      objectedAt: null,
      underReview: false,
      ...author,
    },
  });

let current: ReportedContent;
let queries: string[];
let objections: unknown[];
let objectionAnswer: { code: string; status: number; message?: string };

beforeEach(() => {
  current = hidden();
  queries = [];
  objections = [];
  objectionAnswer = { code: '001', status: 200 };
  server.use(
    http.get(API.moderation.reportedContent, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(envelope('001', current));
    }),
    http.post(API.moderation.objection, async ({ request }) => {
      objections.push(await request.json());
      const { code, status, message = '' } = objectionAnswer;
      if (code === '001') {
        current = asAuthor({
          canObject: false,
          objectedAt: '2026-03-05T01:00:00.000Z',
          underReview: true,
        });
      }
      return HttpResponse.json(envelope(code, null, message), { status });
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ReportedContentPage', () => {
  it('tells anyone why and since when, without the title or a form', async () => {
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    expect(
      await screen.findByRole('heading', { level: 1, name: '가려진 콘텐츠입니다' }),
    ).toBeTruthy();
    expect(screen.getByText('운영 정책에 따라 가려진 콘텐츠입니다.')).toBeTruthy();
    expect(screen.getByText('커뮤니티 글')).toBeTruthy();
    expect(screen.getByText('2026.03.04')).toBeTruthy();
    expect(screen.getByText('광고성 내용이 반복되었습니다.')).toBeTruthy();
    expect(screen.queryByText('정보처리기사 합격 후기')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(queries).toEqual(['?kind=community-post&id=7']);
    expect(screen.getByRole('link', { name: '메인으로 가기' }).getAttribute('href')).toBe(
      ROUTES.main.path,
    );
    expect(await violations()).toEqual([]);
  });

  it('leaves out the reason when reports alone blinded it', async () => {
    current = hidden({ state: 'blinded', reason: null });
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    expect(await screen.findByText('신고가 누적되어 임시로 가려진 콘텐츠입니다.')).toBeTruthy();
    expect(screen.queryByText('운영자 사유')).toBeNull();
  });

  it('lets the author object once, checking the length first', async () => {
    current = asAuthor();
    const user = userEvent.setup();
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    expect(await screen.findByText('정보처리기사 합격 후기')).toBeTruthy();
    expect(await violations()).toEqual([]);

    const text = screen.getByRole('textbox', { name: /이의 신청 내용/ });
    await user.type(text, '짧아요');
    expect(screen.getByText('3 / 1,000자')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '이의 신청하기' }));
    expect(await screen.findByText('이의 내용을 10자 이상 입력해 주세요.')).toBeTruthy();
    expect(objections).toEqual([]);

    await user.clear(text);
    await user.type(text, '광고가 아니라 제 합격 경험을 쓴 글입니다.');
    await user.click(screen.getByRole('button', { name: '이의 신청하기' }));

    expect(
      await screen.findByText('이의 신청이 접수되었습니다. 다시 검토한 뒤 알려 드리겠습니다.'),
    ).toBeTruthy();
    expect(objections).toEqual([
      { kind: 'community-post', id: '7', text: '광고가 아니라 제 합격 경험을 쓴 글입니다.' },
    ]);
    await waitFor(() => expect(screen.getByText('검토 중')).toBeTruthy());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/2026\.03\.05 이의 신청함/)).toBeTruthy();
  });

  it('says so when the objection was already made (302)', async () => {
    current = asAuthor();
    objectionAnswer = {
      code: '302',
      status: 409,
      message: '이미 등록되어 있어 중복으로 등록할 수 없습니다.',
    };
    const user = userEvent.setup();
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    await user.type(
      await screen.findByRole('textbox', { name: /이의 신청 내용/ }),
      '다시 한 번 검토해 주시기 바랍니다.',
    );
    await user.click(screen.getByRole('button', { name: '이의 신청하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      '이미 이의 신청을 했습니다. 이의 신청은 한 번만 할 수 있습니다.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the author where an objection stands: under review, or reviewed', async () => {
    current = asAuthor({
      canObject: false,
      objectedAt: '2026-03-05T01:00:00.000Z',
      underReview: false,
    });
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    const section = await screen.findByRole('region', { name: '내가 작성한 콘텐츠' });
    expect(within(section).getByText('이의 신청함')).toBeTruthy();
    expect(within(section).getByText(/2026\.03\.05에 이의 신청을 했고/)).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByText('검토 중')).toBeNull();
  });

  it('says the content is not hidden when the address lacks a part or the server knows none', async () => {
    renderRoute(ReportedContentPage, { path: PATH, at: `${PATH}?kind=community-post` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '가려진 콘텐츠가 아닙니다' }),
    ).toBeTruthy();
    expect(queries).toEqual([]);
    expect(screen.getByRole('link', { name: '커뮤니티 보기' }).getAttribute('href')).toBe(
      ROUTES.commuList.path,
    );
  });

  it('treats a 404 answer as not hidden, without an alert', async () => {
    server.use(
      http.get(API.moderation.reportedContent, () =>
        HttpResponse.json(envelope('202', null, '가려진 콘텐츠가 아닙니다.'), { status: 404 }),
      ),
    );
    renderRoute(ReportedContentPage, { path: PATH, at: AT });
    expect(
      await screen.findByRole('heading', { level: 1, name: '가려진 콘텐츠가 아닙니다' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await violations()).toEqual([]);
  });
});
