import { API, ROUTES, APPLICATION_API, RESUME_API } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { certificate } from '@/features/applications/routes/status-fixtures.test-data';
import { detail as postingDetail } from '@/features/recruit/routes/fixtures.test-data';
import { detail as resumeDetail } from '@/features/resumes/routes/resume-fixtures.test-data';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { PrintDispatchPage, printKindOf } from './print-page';

const PATH = ROUTES.print.path;

describe('PrintDispatchPage', () => {
  it('prints a posting by default, as links made before résumés expect', async () => {
    server.use(
      http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', postingDetail()))),
    );
    renderRoute(PrintDispatchPage, { path: PATH, at: `${PATH}?postingId=31` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Node.js) 신입 채용' }),
    ).toBeTruthy();
  });

  it('prints a résumé for kind=resume', async () => {
    server.use(
      http.get(RESUME_API.detail, () => HttpResponse.json(envelope('001', resumeDetail()))),
    );
    renderRoute(PrintDispatchPage, { path: PATH, at: `${PATH}?kind=resume&resumeId=7` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 김일터입니다' }),
    ).toBeTruthy();
  });

  it('prints a 취업활동 증명서 for kind=employment-cert', async () => {
    server.use(
      http.get(APPLICATION_API.certificate, () =>
        HttpResponse.json(envelope('001', certificate())),
      ),
    );
    renderRoute(PrintDispatchPage, {
      path: PATH,
      at: `${PATH}?kind=employment-cert&certNo=ILT-20260310-AB12CD34`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '취업활동 증명서' })).toBeTruthy();
  });

  it('reads an unknown kind as a posting', () => {
    expect(printKindOf(null)).toBe('posting');
    expect(printKindOf('company')).toBe('posting');
    expect(printKindOf('resume')).toBe('resume');
    expect(printKindOf('employment-cert')).toBe('employment-cert');
  });
});
