import { CAMPUS_API, ROUTES, RESUME_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { detail } from './resume-fixtures.test-data';
import { ResumePrintPage } from './resume-print-page';
import { ResumeViewPage } from './resume-view-page';

const VIEW = ROUTES.myCareerView.path;
const PRINT = ROUTES.print.path;

const serveDetail = () =>
  server.use(
    http.get(RESUME_API.detail, ({ request }) =>
      new URL(request.url).searchParams.get('resumeId') === '7'
        ? HttpResponse.json(envelope('001', detail()))
        : HttpResponse.json(envelope('202', null, '이력서를 찾을 수 없습니다.'), { status: 404 }),
    ),
  );

// The owner is not a verified student: no 재학생 badge.
beforeEach(() => {
  server.use(
    http.get(CAMPUS_API.status, () =>
      HttpResponse.json(envelope('001', { schools: [], verification: null })),
    ),
  );
});

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
});

describe('ResumeViewPage', () => {
  it('shows the document with 수정, 인쇄 and PDF로 저장', async () => {
    serveDetail();
    renderRoute(ResumeViewPage, { path: VIEW, at: `${VIEW}?resumeId=7` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 김일터입니다' }),
    ).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: '이력서 작업' });
    expect(within(actions).getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/person/myhome/career/write?resumeId=7',
    );
    expect(within(actions).getByRole('link', { name: '인쇄 (새 창)' }).getAttribute('href')).toBe(
      '/bare/print?kind=resume&resumeId=7',
    );
    expect(
      within(actions).getByRole('link', { name: 'PDF로 저장 (새 창)' }).getAttribute('href'),
    ).toBe('/bare/print?kind=resume&resumeId=7&save=pdf');
  });

  it('says the résumé is not there for a malformed id, without asking the server', async () => {
    renderRoute(ResumeViewPage, { path: VIEW, at: `${VIEW}?resumeId=abc` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '이력서를 찾을 수 없습니다' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '이력서 목록으로' }).getAttribute('href')).toBe(
      '/person/myhome/career/list',
    );
  });
});

describe('ResumePrintPage', () => {
  it('lays the résumé on a sheet, tells how to save a PDF, and prints on request', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    serveDetail();
    renderRoute(ResumePrintPage, { path: PRINT, at: `${PRINT}?kind=resume&resumeId=7&save=pdf` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 김일터입니다' }),
    ).toBeTruthy();
    expect(screen.getByText('PDF로 저장하려면')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
