import { API, ROUTES } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
      http.get(API.resumes.detail, () => HttpResponse.json(envelope('001', resumeDetail()))),
    );
    renderRoute(PrintDispatchPage, { path: PATH, at: `${PATH}?kind=resume&resumeId=7` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 김일터입니다' }),
    ).toBeTruthy();
  });

  it('reads an unknown kind as a posting', () => {
    expect(printKindOf(null)).toBe('posting');
    expect(printKindOf('company')).toBe('posting');
    expect(printKindOf('resume')).toBe('resume');
  });
});
