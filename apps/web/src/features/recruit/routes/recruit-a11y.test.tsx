import { API, ROUTES } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceInfoForWidth, useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { applyState, detail, facets, page, POSTINGS, serveLookups } from './fixtures.test-data';
import { RecruitListPage } from './recruit-list-page';
import { RecruitDetailPage } from './recruit-detail-page';
import { ApplyStatePage } from './apply-state-page';

/**
 * axe on the rendered screens. Colour contrast needs real layout (checked in
 * the E2E run), and `region` needs the app shell's landmarks, which a single
 * screen rendered alone does not have.
 */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('recruitment screens have no axe violations', () => {
  it('the list with every filter open', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    useAppStore.setState({ deviceInfo: deviceInfoForWidth(1280) });
    serveLookups();
    server.use(
      http.get(API.recruit.list, () => HttpResponse.json(envelope('001', page(POSTINGS, 1, 3)))),
      http.get(API.recruit.facets, () => HttpResponse.json(envelope('001', facets()))),
    );
    renderRoute(RecruitListPage, {
      path: ROUTES.recruitList.path,
      at: `${ROUTES.recruitList.path}?regions=11680&careers=E&careerYears=2`,
    });
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    for (const toggle of screen.getAllByRole('button', { expanded: false }))
      await user.click(toggle);
    await screen.findByRole('tab', { name: /서울/ });
    expect(await violations()).toEqual([]);
  });

  it('the detail and its report dialog', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    useAppStore.setState({ loginInfo: { loginId: 'x' } });
    server.use(
      http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', detail()))),
      http.post(API.recruit.view, () => HttpResponse.json(envelope('001', null))),
    );
    renderRoute(RecruitDetailPage, {
      path: ROUTES.recruitDetail.path,
      at: `${ROUTES.recruitDetail.path}?postingId=31`,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '이 공고 신고하기' }));
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });

  it('the applicant counts', async () => {
    server.use(
      http.get(API.recruit.applyState, () => HttpResponse.json(envelope('001', applyState()))),
    );
    renderRoute(ApplyStatePage, {
      path: ROUTES.recruitApplyState.path,
      at: `${ROUTES.recruitApplyState.path}?postingId=31`,
    });
    await screen.findAllByRole('table');
    expect(await violations()).toEqual([]);
  });
});
