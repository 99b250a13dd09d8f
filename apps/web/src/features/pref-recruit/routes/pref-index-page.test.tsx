import { API, ROUTES, type PrefStatus, type PreferenceResult } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useAppStore } from '@/shared/stores/app-store';
import { match, result } from './fixtures.test-data';
import { PrefIndexPage } from './pref-index-page';

const INDEX = ROUTES.prefRecruitIndex.path;

let asked: string[];
let seen: number;

function serve(
  respond: (page: number) => PreferenceResult,
  status: PrefStatus = { configured: true, total: 2, newCount: 1 },
) {
  server.use(
    http.get(API.person.recrtPreference, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q.toString());
      return HttpResponse.json(envelope('001', respond(Number(q.get('page')))));
    }),
    http.get(API.person.recrtPrefStatus, () => HttpResponse.json(envelope('001', status))),
    http.post(API.recruit.prefSeen, () => {
      seen += 1;
      return HttpResponse.json(envelope('001', null));
    }),
  );
}

beforeEach(() => {
  asked = [];
  seen = 0;
  window.history.replaceState(null, '');
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
});

const item = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('PrefIndexPage', () => {
  it('lists the matches with score, reasons and NEW, then marks them seen', async () => {
    serve(() => result());
    renderRoute(PrefIndexPage, { path: INDEX });

    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js)' });
    const first = item('백엔드 개발자 (Node.js)');
    expect(within(first).getByText('92점')).toBeTruthy();
    const reasons = within(first).getByRole('list', { name: '추천 이유' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['희망 직무 일치: 백엔드 개발자', '희망 지역 일치: 서울 강남구']);
    expect(within(first).getByText('새 공고')).toBeTruthy();
    const second = item('데이터 분석가');
    expect(within(second).getByText('64점')).toBeTruthy();
    expect(within(second).queryByText('새 공고')).toBeNull();

    expect(await screen.findByText('새 공고 1건')).toBeTruthy();
    expect(screen.getByRole('link', { name: '희망 조건 바꾸기' }).getAttribute('href')).toBe(
      '/person/pref-recrt/detail',
    );
    await waitFor(() => expect(seen).toBe(1));
    expect(asked).toEqual(['page=1&size=20']);
  });

  it('pages through the matches and marks them seen only once', async () => {
    const user = userEvent.setup();
    serve((page) =>
      result({
        items: [match({ postingId: page * 100, title: `${page}쪽 공고` })],
        page,
        total: 45,
        totalPages: 3,
      }),
    );
    renderRoute(PrefIndexPage, { path: INDEX });
    await screen.findByRole('link', { name: '1쪽 공고' });

    await user.click(screen.getByRole('button', { name: /^2\s?페이지$/ }));
    await screen.findByRole('link', { name: '2쪽 공고' });
    expect(asked).toEqual(['page=1&size=20', 'page=2&size=20']);
    expect(seen).toBe(1);
  });

  it('leads to the conditions page when none are set', async () => {
    serve(() => result({ configured: false, items: [], total: 0, totalPages: 0 }), {
      configured: false,
      total: 0,
      newCount: 0,
    });
    renderRoute(PrefIndexPage, { path: INDEX });

    expect(await screen.findByText('아직 희망 조건이 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '희망 조건 설정하기' }).getAttribute('href')).toBe(
      '/person/pref-recrt/detail',
    );
    expect(seen).toBe(0);
  });

  it('says so when nothing matches yet', async () => {
    serve(() => result({ items: [], total: 0, totalPages: 0 }));
    renderRoute(PrefIndexPage, { path: INDEX });
    expect(await screen.findByText('지금은 조건에 맞는 공고가 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '조건 넓히기' })).toBeTruthy();
  });
});
