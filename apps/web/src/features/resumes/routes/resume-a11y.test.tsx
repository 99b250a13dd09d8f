import { CAMPUS_API, ROUTES, RESUME_API } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { detail, summary } from './resume-fixtures.test-data';
import { ResumeListPage } from './resume-list-page';
import { ResumePrintPage } from './resume-print-page';
import { ResumeViewPage } from './resume-view-page';

/**
 * axe on the rendered screens. Colour contrast needs real layout (the e2e
 * journey checks it in Chromium), and `region` needs the app shell.
 */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const serve = () =>
  server.use(
    http.get(RESUME_API.list, () =>
      HttpResponse.json(
        envelope('001', {
          limit: 10,
          items: [summary(), summary({ resumeId: 8, primary: false, public: true })],
        }),
      ),
    ),
    http.get(RESUME_API.detail, () => HttpResponse.json(envelope('001', detail()))),
    http.get(CAMPUS_API.status, () =>
      HttpResponse.json(envelope('001', { schools: [], verification: null })),
    ),
  );

describe('résumé screens have no axe violations', () => {
  it('the list', async () => {
    serve();
    renderRoute(ResumeListPage, { path: ROUTES.myCareerList.path });
    await screen.findAllByRole('switch', { name: '공개' });
    expect(await violations()).toEqual([]);
  });

  it('the view', async () => {
    serve();
    const path = ROUTES.myCareerView.path;
    renderRoute(ResumeViewPage, { path, at: `${path}?resumeId=7` });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it('the print page', async () => {
    serve();
    const path = ROUTES.print.path;
    renderRoute(ResumePrintPage, { path, at: `${path}?kind=resume&resumeId=7` });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });
});
