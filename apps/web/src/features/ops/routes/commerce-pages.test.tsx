import { OPS_API, ROUTES, type OpsPackage, type Sale } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { PackagesPage } from './packages-page';
import { SalesPage } from './sales-page';

const sale = (over: Partial<Sale> = {}): Sale => ({
  saleId: 5,
  invoiceNo: 'IL20261201000005',
  companyId: 3,
  companyName: '(주)노출테스트',
  itemKind: 'promotion',
  itemName: '메인 프리미엄 채용관 1번 구좌 (2026-12-01~2026-12-07)',
  promotionId: 9,
  packageId: null,
  amount: 350_000,
  vat: 35_000,
  total: 385_000,
  state: 'issued',
  provider: 'manual',
  issuedAt: '2026-12-01T01:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  ...over,
});

const starter: OpsPackage = {
  packageId: 1,
  name: '채용 스타터',
  description: '',
  contents: { promotions: [{ product: 'list-top', days: 7, count: 2 }], testCredits: 10 },
  price: 250_000,
  vat: 25_000,
  validityDays: 90,
  state: 'on-sale',
  salesCount: 1,
};

let actions: unknown[];
let posted: unknown[];

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

beforeEach(() => {
  actions = [];
  posted = [];
  window.history.replaceState(null, '');
  const zero = { count: 0, amount: 0, vat: 0 };
  server.use(
    http.get(OPS_API.sales, () =>
      HttpResponse.json(
        envelope('001', {
          items: [sale()],
          page: 1,
          size: 20,
          total: 1,
          totalPages: 1,
          totals: {
            issued: { count: 1, amount: 350_000, vat: 35_000 },
            paid: zero,
            cancelled: zero,
          },
        }),
      ),
    ),
    http.post(OPS_API.salesAction, async ({ request }) => {
      actions.push(await request.json());
      return HttpResponse.json(envelope('003', sale({ state: 'paid' }), '결제를 확인했습니다.'));
    }),
    http.get(OPS_API.packages, () => HttpResponse.json(envelope('001', [starter]))),
    http.post(OPS_API.packages, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', starter), { status: 201 });
    }),
  );
});

describe('SalesPage', () => {
  it('shows totals and invoices, and marks one paid after asking', async () => {
    const user = userEvent.setup();
    renderRoute(SalesPage, { path: ROUTES.opsSales.path });
    const row = (await screen.findByRole('cell', { name: 'IL20261201000005' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('385,000원')).toBeTruthy();
    expect(screen.getByText('1건 · 385,000원')).toBeTruthy();
    expect(await violations()).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'IL20261201000005 결제 확인' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '결제 확인' }));
    await waitFor(() => expect(actions).toEqual([{ saleId: 5, action: 'paid' }]));
  });
});

describe('PackagesPage', () => {
  it('lists packages with their contents and refuses an empty one before sending', async () => {
    const user = userEvent.setup();
    renderRoute(PackagesPage, { path: ROUTES.opsPackages.path });
    expect(await screen.findByText('채용정보 상단 추천 7일 × 2회, 검사 10회')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '새 패키지' }));
    await user.type(screen.getByRole('textbox', { name: /^패키지 이름/ }), '채용 라이트');
    await user.click(screen.getByRole('button', { name: '1번 상품 빼기' }));
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(
      await screen.findByText('노출 상품이나 검사 이용권을 하나 이상 담아 주세요.'),
    ).toBeTruthy();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: '노출 이용권 추가' }));
    await user.clear(screen.getByRole('spinbutton', { name: /^가격/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^가격/ }), '150000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: '채용 라이트',
      price: 150_000,
      contents: { promotions: [{ product: 'list-top', days: 7, count: 1 }], testCredits: 0 },
    });
    expect(await violations()).toEqual([]);
  });
});
