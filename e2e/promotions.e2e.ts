import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, EMPLOYER_API, ROUTES, withQuery, type Promotion } from '@ilteo/contract';
import { DEMO_COMPANY_ACCOUNT } from '../apps/server/src/seed/demo-applications-data';
import { loggedIn } from './applications-actors';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  signInOperator,
} from './browser';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A phone's width (390 px): nothing wider than the screen (tables scroll in their boxes), axe clean. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((el) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const { overflowX } = getComputedStyle(up);
            if (
              overflowX !== 'visible' &&
              up.getBoundingClientRect().right <= window.innerWidth + 0.5
            )
              return false;
          }
          return true;
        })
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} ${String(el.getBoundingClientRect().right)}`,
        ),
    );
  await expect.poll(overflow).toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Paid services (issue 24, decision 0040): a company member books its
 * posting into the main page's 프리미엄 채용관 through the API (an invoice
 * is issued; nothing shows yet), the sales operator marks the invoice paid
 * in /ops/sales, and a visitor then finds the posting among the main page's
 * paid postings. The console's paid-service screens fit 390 px, axe-clean.
 */
describe('유료 노출', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is booked by a company, paid in the console and shown on the main page', async () => {
    const today = seoulToday();
    const endsOn = addDays(today, 6);

    const company = await newPage(browser);
    const api = await loggedIn(
      company.context.request,
      DEMO_COMPANY_ACCOUNT.loginId,
      DEMO_COMPANY_ACCOUNT.password,
    );
    const postings = (await api.call('GET', withQuery(EMPLOYER_API.postings, { size: 50 })))
      .data as { items: { postingId: number; title: string; closeDate: string | null }[] };
    // Not among the block's postings already (the demo seeds exposures too), so its appearance is ours.
    const before = (
      await api.call(
        'GET',
        withQuery(API.main.postingsByPaidService, { placement: 'main-premium', size: 8 }),
      )
    ).data as { posting: { postingId: number } }[];
    const shownBefore = new Set(before.map((p) => p.posting.postingId));
    const open = postings.items.filter(
      (p) => (p.closeDate === null || p.closeDate >= endsOn) && !shownBefore.has(p.postingId),
    );
    expect(open.length).toBeGreaterThan(0);
    const posting = open[open.length - 1];
    if (!posting) throw new Error('no open posting');

    const booked = await api.call('POST', EMPLOYER_API.promotions, {
      postingId: posting.postingId,
      product: 'main-premium',
      slot: 1,
      startsOn: today,
      endsOn,
    });
    expect(booked.code, booked.message).toBe('002');
    const promotion = booked.data as Promotion;
    expect(promotion.live).toBe(false);
    const invoiceNo = promotion.sale?.invoiceNo ?? '';
    expect(invoiceNo).toMatch(/^IL\d{14}$/);
    await company.context.close();

    const ops = await newPage(browser);
    await signInOperator(ops.page, inject('salesOperator'));
    await ops.page.getByRole('link', { name: '매출', exact: true }).click();
    await ops.page.getByRole('heading', { name: '매출 관리', level: 1 }).waitFor();
    const row = ops.page.getByRole('row').filter({ hasText: invoiceNo });
    await row.waitFor();
    await expectFitsPhone(ops.page);
    await row.getByRole('button', { name: `${invoiceNo} 결제 확인` }).click();
    await ops.page.getByRole('dialog').getByRole('button', { name: '결제 확인' }).click();
    await ops.page.getByRole('tab', { name: '결제 완료' }).click();
    await ops.page.getByRole('row').filter({ hasText: invoiceNo }).waitFor();

    await ops.page.getByRole('link', { name: '유료 노출', exact: true }).click();
    await ops.page.getByRole('heading', { name: '유료 노출 관리', level: 1 }).waitFor();
    const shown = ops.page.getByRole('row').filter({ hasText: posting.title }).first();
    await expect.poll(() => shown.textContent()).toContain('노출');
    await expectFitsPhone(ops.page);

    await ops.page.getByRole('link', { name: '상품 패키지', exact: true }).click();
    await ops.page.getByRole('heading', { name: '상품 패키지', level: 1 }).waitFor();
    await ops.page.getByRole('row').filter({ hasText: '채용 스타터' }).waitFor();
    await ops.page.getByRole('button', { name: '새 패키지' }).click();
    await ops.page.getByRole('textbox', { name: /^패키지 이름/ }).waitFor();
    await expectFitsPhone(ops.page);
    await ops.context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto(ROUTES.main.path);
    const premium = visitor.page.getByRole('region', { name: '프리미엄 채용관' });
    await premium.getByRole('link', { name: posting.title }).first().waitFor();
    await visitor.context.close();
  });
});
