import { API, GUIDE_API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { GuideDetailPage } from './detail-page';
import { detail } from './fixtures.test-data';

const DETAIL = ROUTES.guideDetail.path;
const AT = `${DETAIL}?guideId=7`;
let views: unknown[];
let marks: unknown[];

function serve(data = detail()) {
  server.use(
    http.get(GUIDE_API.detail, ({ request }) =>
      new URL(request.url).searchParams.get('articleId') === '7'
        ? HttpResponse.json(envelope('001', data))
        : HttpResponse.json(envelope('202', null, '가이드 글을 찾을 수 없습니다.'), {
            status: 404,
          }),
    ),
    http.post(GUIDE_API.view, async ({ request }) => {
      views.push(await request.json());
      return HttpResponse.json(envelope('001', { counted: true, viewCount: 1235 }));
    }),
    http.post(API.person.contentInterestChange, async ({ request }) => {
      marks.push(await request.json());
      return HttpResponse.json(envelope('001', { interested: true, count: 1 }));
    }),
  );
}

const title = () => screen.findByRole('heading', { level: 1, name: '자기소개서 첫 문장 쓰는 법' });

beforeEach(() => {
  views = [];
  marks = [];
  useAppStore.setState({ loginInfo: {} });
});

describe('GuideDetailPage', () => {
  it('shows the article with its contents, tags and related items, and counts one view', async () => {
    serve();
    const { container } = renderRoute(GuideDetailPage, { path: DETAIL, at: AT });
    await title();
    const toc = screen.getByRole('navigation', { name: '목차' });
    expect(within(toc).getByRole('link', { name: '시작' }).getAttribute('href')).toBe('#sec-시작');
    expect(within(toc).getByRole('link', { name: '예시' }).getAttribute('href')).toBe('#sec-예시');
    expect(container.querySelector('#sec-시작')?.tagName).toBe('H2');
    expect(screen.getByText('중요합니다').tagName).toBe('STRONG');
    expect(container.querySelector('.guide-body img')?.getAttribute('src')).toBe(
      `${window.location.origin}/api/v1/cmmn/file?saveName=a.png`,
    );
    expect(screen.getByRole('link', { name: '#자기소개서' }).getAttribute('href')).toBe(
      '/person/guide/list?q=%EC%9E%90%EA%B8%B0%EC%86%8C%EA%B0%9C%EC%84%9C',
    );
    expect(screen.getByRole('link', { name: '이력서 경력란 정리하기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '백엔드 개발자 채용' }).getAttribute('href')).toBe(
      '/person/recrtinfo/detail?postingId=31',
    );
    expect(screen.getByText('한빛데이터 · 2026.12.31 마감')).toBeTruthy();
    expect(screen.getByRole('link', { name: '정보처리기사' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '공유' })).toBeTruthy();
    await waitFor(() => expect(views).toEqual([{ articleId: 7 }]));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('keeps the article as 관심 for a member', async () => {
    serve();
    useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
    const user = userEvent.setup();
    renderRoute(GuideDetailPage, { path: DETAIL, at: AT });
    await title();
    await user.click(screen.getByRole('button', { name: /관심 가이드에 추가/ }));
    await waitFor(() =>
      expect(marks).toEqual([{ contentType: 'guide-article', contentId: '7', interested: true }]),
    );
  });

  it('says a draft, hidden or unknown article is not there, with the way back', async () => {
    serve();
    renderRoute(GuideDetailPage, { path: DETAIL, at: `${DETAIL}?guideId=5` });
    expect(await screen.findByRole('heading', { name: '가이드를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '취업 가이드 목록으로' })).toBeTruthy();
    expect(views).toEqual([]);
  });

  it('says so for an address without a valid id, fetching nothing', async () => {
    serve();
    renderRoute(GuideDetailPage, { path: DETAIL, at: `${DETAIL}?guideId=abc` });
    expect(await screen.findByRole('heading', { name: '가이드를 찾을 수 없습니다.' })).toBeTruthy();
  });
});
