import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CertiDetailPage } from './certi-detail-page';
import { certDetail, langTest, round, TODAY } from './fixtures.test-data';
import { LangDetailPage } from './lang-detail-page';

const DETAIL = ROUTES.certiDetail.path;

describe('CertiDetailPage', () => {
  it('shows the next round with D-days, every round in a table and the sample notice', async () => {
    let asked = '';
    server.use(
      http.get(API.certiLang.certDetail, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(
          envelope(
            '001',
            certDetail({
              rounds: [round({ sample: true }), round({ round: 2, sample: true })],
            }),
          ),
        );
      }),
    );
    renderRoute(CertiDetailPage, { path: DETAIL, at: `${DETAIL}?code=1320` });

    await screen.findByRole('heading', { level: 1, name: '정보처리기사' });
    // The certificate's community board, even before its first post.
    expect(screen.getByRole('link', { name: /^커뮤니티/ }).getAttribute('href')).toBe(
      `${ROUTES.commuList.path}?refKind=certificate&refCode=1320`,
    );
    expect(asked).toBe('?code=1320');
    expect(screen.getByText('과학기술정보통신부')).toBeTruthy();
    const next = screen.getByRole('heading', { name: '다음 시험: 2025년 1회' }).parentElement!;
    expect(within(next).getByText('D-3')).toBeTruthy(); // 원서접수 03.04, today 03.01
    expect(within(next).getByText('D-21')).toBeTruthy(); // 필기시험 03.22

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '회차',
      '필기 원서접수',
      '필기시험',
      '필기 합격발표',
      '실기 원서접수',
      '실기시험',
      '최종 합격발표',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('2025년 1회');
    expect(within(rows[1]!).getByText('2025.03.04 ~ 2025.03.07')).toBeTruthy();
    expect(
      screen.getByText(
        /시행 기관의 공식 일정이 아니라 예시 일정입니다. 접수 전 시행 기관에서 꼭 확인해 주세요./,
      ),
    ).toBeTruthy();
    expect(screen.getByText('19,400원')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^관심 자격증에 추가/ }).textContent).toContain('7');
    expect(TODAY).toBe('2025-03-01');
  });

  it('counts the interest the server reports', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ loginInfo: { loginId: 'jobseeker' } });
    server.use(
      http.get(API.certiLang.certDetail, () => HttpResponse.json(envelope('001', certDetail()))),
      http.post(API.person.contentInterestChange, () =>
        HttpResponse.json(envelope('001', { interested: true, count: 12 })),
      ),
    );
    renderRoute(CertiDetailPage, { path: DETAIL, at: `${DETAIL}?code=1320` });
    await user.click(await screen.findByRole('button', { name: /^관심 자격증에 추가/ }));
    const on = screen.getByRole('button', { name: /^관심 자격증에서 빼기/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(on.textContent).toContain('12'));
  });

  it('says so when there is no such certificate', async () => {
    server.use(
      http.get(API.certiLang.certDetail, () =>
        HttpResponse.json(envelope('202', null, '자격증 정보를 찾을 수 없습니다.'), {
          status: 404,
        }),
      ),
    );
    renderRoute(CertiDetailPage, { path: DETAIL, at: `${DETAIL}?code=nope` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '자격증 정보를 찾을 수 없습니다.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '자격증 목록으로' }).getAttribute('href')).toBe(
      ROUTES.certiList.path,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('LangDetailPage', () => {
  it('lists the sessions with registration, late registration and results', async () => {
    const test = langTest();
    server.use(
      http.get(API.certiLang.langDetail, () =>
        HttpResponse.json(
          envelope('001', {
            ...test,
            aliases: ['토익'],
            validity: '2년',
            format: 'LC 100문항, RC 100문항',
            fee: 52500,
            sessions: [test.nextSession],
            interestCount: 3,
            today: TODAY,
          }),
        ),
      ),
    );
    renderRoute(LangDetailPage, {
      path: ROUTES.langDetail.path,
      at: `${ROUTES.langDetail.path}?code=TOEIC`,
    });
    await screen.findByRole('heading', { level: 1, name: 'TOEIC' });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['시험일', '접수 기간', '추가 접수', '성적 발표']);
    expect(within(table).getByText('2025.02.10 ~ 2025.03.03')).toBeTruthy();
    expect(within(table).getByText('~ 2025.03.06')).toBeTruthy();
    expect(screen.getByText('접수 중')).toBeTruthy();
    expect(screen.getByText('D-15')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('예시 일정입니다');
  });
});
