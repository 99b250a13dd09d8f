import { ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CompanyFinancialPage } from './company-financial-page';
import { detail } from './company-fixtures.test-data';

const FINANCIAL = ROUTES.companyFinancial.path;
const AT = `${FINANCIAL}?companyId=7`;

function serve(company = detail()) {
  server.use(
    http.get(COMPANY_API.detail, ({ request }) =>
      new URL(request.url).searchParams.get('companyId') === '7'
        ? HttpResponse.json(envelope('001', company))
        : HttpResponse.json(envelope('202', null, '기업을 찾을 수 없습니다.'), { status: 404 }),
    ),
  );
}

const name = () => screen.findByRole('heading', { level: 1, name: '일터소프트 재무 정보' });

describe('CompanyFinancialPage', () => {
  it('shows the statements, the revenue chart with its table and the way back', async () => {
    serve();
    renderRoute(CompanyFinancialPage, { path: FINANCIAL, at: AT });
    await name();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '재무 정보',
    ]);
    const statements = screen.getByRole('table', { name: /연도별 재무제표/ });
    expect(within(statements).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '연도별 매출액 막대 그래프. 2021년 80억원에서 2025년 140억원.',
    );
    expect(screen.getByRole('table', { name: '연도별 매출액' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '기업 상세로 돌아가기' }).getAttribute('href')).toBe(
      `${ROUTES.companyDetail.path}?companyId=7`,
    );
    // The page sits under 기업정보: its tab marks the section, not this page.
    const tabs = screen.getByRole('navigation', { name: '기업 정보 메뉴' });
    expect(within(tabs).getByRole('link', { name: '기업정보' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('says when there are no statements, with no chart', async () => {
    serve(detail({ financials: [] }));
    renderRoute(CompanyFinancialPage, { path: FINANCIAL, at: AT });
    await name();
    expect(screen.getByText('공개된 재무 정보가 없습니다.')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('says an unknown company or a missing id is not there', async () => {
    serve();
    renderRoute(CompanyFinancialPage, { path: FINANCIAL, at: `${FINANCIAL}?companyId=99` });
    expect(
      await screen.findByRole('heading', { name: '기업 정보를 찾을 수 없습니다' }),
    ).toBeTruthy();
  });

  it('has no axe violations', { timeout: 30_000 }, async () => {
    serve();
    renderRoute(CompanyFinancialPage, { path: FINANCIAL, at: AT });
    await name();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
