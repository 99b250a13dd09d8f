import { ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CompanyDetailPage } from './company-detail-page';
import { detail } from './company-fixtures.test-data';

const DETAIL = ROUTES.companyDetail.path;
const AT = `${DETAIL}?companyId=7`;

function serve(company = detail()) {
  server.use(
    http.get(COMPANY_API.detail, ({ request }) =>
      new URL(request.url).searchParams.get('companyId') === '7'
        ? HttpResponse.json(envelope('001', company))
        : HttpResponse.json(envelope('202', null, '기업을 찾을 수 없습니다.'), { status: 404 }),
    ),
  );
}

const name = () => screen.findByRole('heading', { level: 1, name: '일터소프트 기업정보' });

describe('CompanyDetailPage', () => {
  it('shows every section in order with the header, 관심 and 공유', async () => {
    serve();
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '기업 개요',
      '재무 정보',
      '인원·급여',
      '복리후생',
      '리뷰 요약',
      '면접 후기 요약',
      '채용 중인 공고',
    ]);
    const tabs = screen.getByRole('navigation', { name: '기업 정보 메뉴' });
    expect(within(tabs).getByRole('link', { name: '기업정보' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: '면접 후기' }).getAttribute('href')).toBe(
      `${ROUTES.companyReview.path}?companyId=7&tab=interview`,
    );
    const toc = screen.getByRole('navigation', { name: '이 페이지의 내용' });
    expect(within(toc).getByRole('link', { name: '재무 정보' }).getAttribute('href')).toBe(
      '#financial',
    );
    expect(screen.getByRole('heading', { name: '재무 정보' }).id).toBe('financial');
    expect(screen.getByRole('button', { name: '관심 기업에 추가' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '공유' })).toBeTruthy();
  });

  it('shows facts, texts as plain text and a safe homepage link', async () => {
    serve();
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    expect(screen.getByText('비상장')).toBeTruthy();
    expect(screen.getByText('118명')).toBeTruthy();
    const homepage = screen.getByRole('link', { name: /ilteo-soft\.example/ });
    expect(homepage.getAttribute('rel')).toBe('noopener noreferrer');
    expect(homepage.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('.company-page script')).toBeNull();
    expect(screen.getByText('4대 보험')).toBeTruthy();
    expect(screen.getByText('64%')).toBeTruthy();
    expect(screen.getByRole('link', { name: '백엔드 개발자 (Node.js)' }).getAttribute('href')).toBe(
      `${ROUTES.recruitDetail.path}?postingId=501`,
    );
    expect(screen.getByRole('link', { name: '채용 중인 공고 12건 모두 보기' })).toBeTruthy();
  });

  it('shows a javascript: homepage as text, never as a link', async () => {
    serve(detail({ homepage: 'javascript:alert(1)' }));
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('draws each chart as a named image with a table of its figures', async () => {
    const user = userEvent.setup();
    serve();
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    const charts = screen.getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      '연도별 매출액 막대 그래프. 2021년 80억원에서 2025년 140억원.',
      '월별 인원 꺾은선 그래프. 2023년 12월 80명에서 2026년 11월 115명.',
      expect.stringMatching(
        /^월별 입사자와 퇴사자 막대 그래프\. 36개월 동안 입사자 \d+명, 퇴사자 \d+명\.$/,
      ),
    ]);
    const revenue = screen.getByRole('table', { name: '연도별 매출액' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(6);
    expect(within(revenue).getByRole('rowheader', { name: '2025년' })).toBeTruthy();
    const members = screen.getByRole('table', { name: '월별 인원 (명)' });
    expect(within(members).getAllByRole('row')).toHaveLength(37);
    expect(screen.getByRole('table', { name: '월별 입사자와 퇴사자 (명)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /연도별 재무제표/ })).toBeTruthy();

    // The table is there for screen readers all along; 표로 보기 shows it on screen.
    const wrap = revenue.parentElement;
    expect(wrap?.className).toBe('sr-only');
    const toggles = screen.getAllByRole('button', { name: '표로 보기' });
    await user.click(toggles[0] as HTMLElement);
    expect(wrap?.className).toBe('chart__table-wrap');
    expect(screen.getByRole('button', { name: '표 숨기기' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says when there are no reviews or figures yet', async () => {
    serve(
      detail({
        financials: [],
        headcount: [],
        ratings: { ...detail().ratings, reviewCount: 0, rating: null },
        interviews: {
          count: 0,
          difficulty: null,
          experience: { positive: 0, neutral: 0, negative: 0 },
        },
        postings: [],
        openPostingCount: 0,
      }),
    );
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    expect(screen.getByText('공개된 재무 정보가 없습니다.')).toBeTruthy();
    expect(screen.getByText('아직 리뷰가 없습니다. 첫 리뷰를 작성해 보세요.')).toBeTruthy();
    expect(screen.getByText('지금 채용 중인 공고가 없습니다.')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('shows a company with nothing registered as empty, not as zeros', async () => {
    serve(
      detail({
        industry: null,
        industryName: '',
        listing: null,
        ceoName: '',
        address: '',
        description: '',
        homepage: null,
        employeeCount: null,
        foundedYear: null,
        benefits: [],
        financials: [],
        headcount: [],
        turnoverRate: null,
        averageTenureYears: null,
        averageSalary: null,
        dataSource: '등록된 자료 없음',
      }),
    );
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    expect(screen.getByText('등록된 기업 개요 정보가 없습니다.')).toBeTruthy();
    expect(screen.getByText('등록된 인원·급여 정보가 없습니다.')).toBeTruthy();
    expect(screen.getByText('등록된 복리후생이 없습니다.')).toBeTruthy();
    expect(screen.queryByText('상장 여부')).toBeNull();
    expect(screen.queryByText('현재 인원')).toBeNull();
    expect(screen.queryByText(/추정치입니다/)).toBeNull();
    expect(document.querySelector('.company-header__meta')?.textContent).not.toMatch(/·\s*$/);
  });

  it('says an unknown company or a bad address is not there', async () => {
    serve();
    renderRoute(CompanyDetailPage, { path: DETAIL, at: `${DETAIL}?companyId=99` });
    expect(
      await screen.findByRole('heading', { name: '기업 정보를 찾을 수 없습니다' }),
    ).toBeTruthy();
  });

  it('has no axe violations', { timeout: 30_000 }, async () => {
    serve();
    renderRoute(CompanyDetailPage, { path: DETAIL, at: AT });
    await name();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
