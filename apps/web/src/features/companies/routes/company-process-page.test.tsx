import { ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import {
  CompanyProcessPage,
  FEW_APPLICANTS,
  HIDDEN_FIGURES_NOTE,
  HIDDEN_MEDIAN_NOTE,
  QUESTIONS_SUMMARY_NOTE,
} from './company-process-page';
import { detail, process } from './company-fixtures.test-data';

const PROCESS = ROUTES.companyProcess.path;
const AT = `${PROCESS}?companyId=7`;

function serve(body = process()) {
  server.use(
    http.get(COMPANY_API.process, ({ request }) =>
      new URL(request.url).searchParams.get('companyId') === '7'
        ? HttpResponse.json(envelope('001', body))
        : HttpResponse.json(envelope('202', null, '기업을 찾을 수 없습니다.'), { status: 404 }),
    ),
    http.get(COMPANY_API.detail, () => HttpResponse.json(envelope('001', detail()))),
  );
}

describe('CompanyProcessPage', () => {
  it('lists the steps with their figures, and says why small stages show none', async () => {
    serve();
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    expect(
      await screen.findByRole('heading', { level: 1, name: '일터소프트 채용 절차' }),
    ).toBeTruthy();
    const group = screen.getByRole('region', { name: '서류전형 → 1차 면접 → 최종 면접' });
    const steps = within(within(group).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '서류전형지원자 120명 중 25% 통과 · 보통 7일 소요',
      '1차 면접지원자 30명 중 40% 통과 · 보통 5일 소요',
      `최종 면접${FEW_APPLICANTS}`,
    ]);
    expect(within(group).getByRole('link', { name: '백엔드 개발자 (Node.js)' })).toBeTruthy();
    expect(screen.getByText('9일')).toBeTruthy();
    expect(screen.getByText('12건')).toBeTruthy();
  });

  it('shows interview questions as plain text and links to write one', async () => {
    serve();
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    const question = await screen.findByText(/트랜잭션 격리 수준/);
    expect(question.textContent).toContain('<b>굵게</b>');
    expect(question.querySelector('b')).toBeNull();
    expect(screen.getByText('백엔드 개발 · 2026년 9월 면접')).toBeTruthy();
    expect(screen.getByRole('link', { name: '면접 후기 쓰기' }).getAttribute('href')).toBe(
      `${ROUTES.recruitReviewForm.path}?companyId=7`,
    );
  });

  it('says when there are no postings or questions yet', async () => {
    serve(process({ processes: [], questions: [], medianDaysToResult: null }));
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    expect(await screen.findByText('최근 1년 동안 올라온 공고가 없습니다.')).toBeTruthy();
    expect(screen.getByText('아직 공개된 면접 질문이 없습니다.')).toBeTruthy();
  });

  it('says which figures are held back for anonymity', async () => {
    serve(process({ medianDaysToResult: null }));
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    expect(await screen.findByText(HIDDEN_FIGURES_NOTE)).toBeTruthy();
    expect(screen.getByText(HIDDEN_MEDIAN_NOTE)).toBeTruthy();
  });

  it('says nothing is held back when every figure is shown', async () => {
    const [group] = process().processes;
    serve(
      process({
        processes: group ? [{ ...group, steps: group.steps.slice(0, 2) }] : [],
      }),
    );
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    await screen.findByRole('heading', { level: 1, name: '일터소프트 채용 절차' });
    expect(screen.queryByText(HIDDEN_FIGURES_NOTE)).toBeNull();
    expect(screen.queryByText(HIDDEN_MEDIAN_NOTE)).toBeNull();
    expect(screen.queryByText(QUESTIONS_SUMMARY_NOTE)).toBeNull();
  });

  it('states the give-to-get rule when the questions are cut', async () => {
    serve(
      process({
        questionAccess: 'summary',
        questions: [
          {
            recruitReviewId: 31,
            jobName: '백엔드 개발',
            interviewMonth: '2026-09',
            questions: '트랜잭션 격리 수준을 설명해 주세요. 그리고 인덱스가 쓰이지 않는…',
            truncated: true,
          },
        ],
      }),
    );
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    const note = await screen.findByText(QUESTIONS_SUMMARY_NOTE);
    expect(note.getAttribute('role')).toBe('note');
    expect(note.textContent).toContain('12개월');
  });

  it('says an unknown company is not there', async () => {
    serve();
    renderRoute(CompanyProcessPage, { path: PROCESS, at: `${PROCESS}?companyId=abc` });
    expect(
      await screen.findByRole('heading', { name: '기업 정보를 찾을 수 없습니다' }),
    ).toBeTruthy();
  });

  it('has no axe violations', { timeout: 30_000 }, async () => {
    serve();
    renderRoute(CompanyProcessPage, { path: PROCESS, at: AT });
    await screen.findByRole('heading', { level: 1, name: '일터소프트 채용 절차' });
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
