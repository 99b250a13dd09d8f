import { API, ROUTES } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ApplyStatePage } from './apply-state-page';
import { applyState } from './fixtures.test-data';

const PATH = ROUTES.recruitApplyState.path;

function serve(data = applyState()) {
  const asked: string[] = [];
  server.use(
    http.get(API.recruit.applyState, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(envelope('001', data));
    }),
  );
  return asked;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('ApplyStatePage', () => {
  it('shows the total and each band as numbers in a table', async () => {
    const asked = serve();
    renderRoute(ApplyStatePage, { path: PATH, at: `${PATH}?postingId=31` });

    expect(await screen.findByRole('heading', { level: 1, name: '지원자 현황' })).toBeTruthy();
    expect(asked).toEqual(['?postingId=31']);
    expect(
      screen.getByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' }).getAttribute('href'),
    ).toBe('/person/recrtinfo/detail?postingId=31');
    expect(screen.getByText('8명').closest('p')?.textContent).toBe('총 8명 지원');
    expect(screen.getByText('D-3')).toBeTruthy();

    const career = screen.getByRole('table', { name: '경력별 지원자' });
    const education = screen.getByRole('table', { name: '학력별 지원자' });
    expect(rows(career)).toEqual([
      ['신입', '5명', '62.5%'],
      ['1~3년', '3명', '37.5%'],
      ['4~6년', '0명', '0%'],
    ]);
    expect(rows(education)).toEqual([
      ['대졸(4년)', '6명', '75%'],
      ['고졸', '2명', '25%'],
    ]);
    expect(screen.getByRole('heading', { name: '경력별 지원자' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '학력별 지원자' })).toBeTruthy();
  });

  it('says when nobody has applied yet', async () => {
    serve(applyState({ total: 0, byCareer: [], byEducation: [] }));
    renderRoute(ApplyStatePage, { path: PATH, at: `${PATH}?postingId=31` });
    expect(await screen.findByText('아직 지원자가 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for nothing without a posting id', async () => {
    const asked = serve();
    renderRoute(ApplyStatePage, { path: PATH, at: `${PATH}?postingId=abc` });
    expect(
      await screen.findByRole('heading', { name: '채용공고를 찾을 수 없습니다.' }),
    ).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
