import { ROUTES, OFFER_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { OffersPage } from './offers-page';
import { offer, pageOf } from './status-fixtures.test-data';

const PATH = ROUTES.myOffers.path;

let statuses: (string | null)[];
let accepted: unknown[];
let declined: unknown[];

beforeEach(() => {
  statuses = [];
  accepted = [];
  declined = [];
  window.history.replaceState(null, '');
  useToastStore.setState({ toasts: [] });
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
  server.use(
    http.get(OFFER_API.list, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      const all = [
        offer(),
        offer({
          offerId: 6,
          kind: 'position',
          companyName: '(주)새일터',
          postingId: null,
          postingTitle: null,
        }),
        offer({
          offerId: 7,
          companyName: '(주)지난채용',
          expiresAt: '2026-01-10T14:59:59.000Z',
          status: 'expired',
        }),
      ];
      const items = status === 'all' ? all : all.filter((o) => o.status === status);
      return HttpResponse.json(envelope('001', pageOf(items)));
    }),
    http.post(OFFER_API.accept, async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json(envelope('001'));
    }),
    http.post(OFFER_API.decline, async ({ request }) => {
      declined.push(await request.json());
      return HttpResponse.json(envelope('001'));
    }),
  );
});

const item = async (company: string) =>
  (await screen.findByText(company, { exact: false, selector: '.app-row__company' })).closest(
    'li',
  )!;

describe('OffersPage', () => {
  it('shows each offer with kind, company, posting, message, expiry and status; expired ones marked', async () => {
    renderRoute(OffersPage, { path: PATH });
    const first = await item('(주)바른채용');
    expect(first.textContent).toContain('면접 제안 · (주)바른채용');
    expect(
      within(first).getByRole('link', { name: '프론트엔드 개발자 경력 채용' }).getAttribute('href'),
    ).toBe('/person/recrtinfo/detail?postingId=44');
    expect(first.textContent).toContain('면접에 초대드립니다.');
    expect(first.textContent).toContain('응답 대기');
    expect(first.textContent).toMatch(/D-\d+/);

    const expired = await item('(주)지난채용');
    expect(expired.textContent).toContain('기간 만료');
    expect(within(expired).queryByRole('button', { name: /수락/ })).toBeNull();
  });

  it('filters by status and keeps it in history', async () => {
    const user = userEvent.setup();
    renderRoute(OffersPage, { path: PATH });
    await item('(주)바른채용');
    await user.selectOptions(screen.getByRole('combobox', { name: '제안 상태' }), '기간 만료');
    await waitFor(() => expect(statuses.at(-1)).toBe('expired'));
    await waitFor(() => expect(screen.queryByText('(주)바른채용', { exact: false })).toBeNull());
    const saved = (window.history.state as Record<string, unknown>)['ilteo:list:my-offers'];
    expect(saved).toEqual({ status: 'expired', page: 1 });
  });

  it('accepts an offer naming a posting and goes on to apply to it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(OffersPage, { path: PATH });
    const first = await item('(주)바른채용');
    await user.click(within(first).getByRole('button', { name: /수락/ }));
    const dialog = await screen.findByRole('dialog', { name: '제안 수락' });
    expect(dialog.textContent).toContain('지원 화면으로 이동합니다');
    await user.click(within(dialog).getByRole('button', { name: '수락' }));
    await waitFor(() => expect(accepted).toEqual([{ offerId: 5 }]));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/person/recrtInfo/apply?postingId=44',
      ),
    );
  });

  it('accepts an offer without a posting with a message', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(OffersPage, { path: PATH });
    const other = await item('(주)새일터');
    await user.click(within(other).getByRole('button', { name: /수락/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '제안 수락' })).getByRole('button', {
        name: '수락',
      }),
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        '(주)새일터의 제안을 수락했습니다.',
      ),
    );
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('declines with a preset reason, with own words, or with none', async () => {
    const user = userEvent.setup();
    renderRoute(OffersPage, { path: PATH });
    const first = await item('(주)바른채용');

    await user.click(within(first).getByRole('button', { name: /거절/ }));
    let dialog = await screen.findByRole('dialog', { name: '제안 거절' });
    await user.click(within(dialog).getByRole('radio', { name: '희망 연봉과 맞지 않습니다.' }));
    await user.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await waitFor(() =>
      expect(declined).toEqual([{ offerId: 5, reason: '희망 연봉과 맞지 않습니다.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '제안 거절' })).toBeNull());

    await user.click(within(first).getByRole('button', { name: /거절/ }));
    dialog = await screen.findByRole('dialog', { name: '제안 거절' });
    await user.click(within(dialog).getByRole('radio', { name: '직접 입력' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: '거절 사유' }),
      '  다른 회사와 협의 중입니다.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await waitFor(() =>
      expect(declined.at(-1)).toEqual({ offerId: 5, reason: '다른 회사와 협의 중입니다.' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '제안 거절' })).toBeNull());
    await user.click(within(first).getByRole('button', { name: /거절/ }));
    dialog = await screen.findByRole('dialog', { name: '제안 거절' });
    await user.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await waitFor(() => expect(declined.at(-1)).toEqual({ offerId: 5 }));
  });

  it('has no axe violations, with the decline dialog open too', async () => {
    const user = userEvent.setup();
    renderRoute(OffersPage, { path: PATH });
    const first = await item('(주)바른채용');
    const run = async () =>
      (
        await axe.run(document.body, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map((v) => v.id);
    expect(await run()).toEqual([]);
    await user.click(within(first).getByRole('button', { name: /거절/ }));
    await screen.findByRole('dialog', { name: '제안 거절' });
    expect(await run()).toEqual([]);
  });
});
