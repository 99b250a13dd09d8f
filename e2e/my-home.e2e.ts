import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API,
  certSummarySchema,
  envelopeSchema,
  pageSchema,
  postingPageSchema,
  ROUTES,
  type PostingSummary,
} from '@ilteo/contract';
import {
  axeViolations,
  DEMO_USER,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
} from './browser';

/**
 * My home as the demo member uses it: mark a posting and a certificate as
 * 관심 on their detail pages, find both on the watch list under their tabs,
 * remove them, see the posting's close date in the home page's calendar,
 * subscribe to the calendar feed and read it back. Everything it adds it
 * removes again (marks, feed link), so the demo member is left as found.
 */

const WATCH = ROUTES.myWatchList.path;
const HOME = ROUTES.myHome.path;

async function apiData<D>(page: Page, url: string, schema: z.ZodType<D>): Promise<D> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url} answered ${String(res.status())}`).toBe(true);
  return envelopeSchema(schema).parse(await res.json()).data;
}

/** An open, dated posting the member has not marked, closing as soon as possible. */
async function pickPosting(page: Page): Promise<PostingSummary & { closeDate: string }> {
  for (const deadline of ['within3', 'within7', undefined]) {
    const query = new URLSearchParams({ page: '1', size: '50', sortBy: 'deadline' });
    if (deadline) query.set('deadline', deadline);
    const list = await apiData(page, `${API.recruit.list}?${query.toString()}`, postingPageSchema);
    const found = list.items.find(
      (p) => !p.interested && p.status === 'open' && p.closeType === 'date' && p.closeDate,
    );
    if (found?.closeDate) return { ...found, closeDate: found.closeDate };
  }
  throw new Error('no open dated posting to mark');
}

async function pickCertificate(page: Page) {
  const list = await apiData(
    page,
    `${API.certiLang.certList}?page=1&size=30`,
    pageSchema(certSummarySchema),
  );
  const found = list.items.find((c) => !c.interested);
  if (!found) throw new Error('no certificate to mark');
  return found;
}

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));

async function expectNoAxeViolations(page: Page) {
  // A toast fading in has half-way colours; axe reads the page at rest.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function dismissAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog', { name: '알림' });
  await alert.getByText(text).waitFor();
  await alert.getByRole('button', { name: '확인' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe.each([
  { label: 'desktop', width: 1280, mobile: false },
  { label: '390 px', width: 390, mobile: true },
])('my home ($label)', ({ width, mobile }) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('marks a posting and a certificate, finds them on the watch list, and removes them', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(WATCH);
    await page.waitForURL((url) => url.pathname === ROUTES.login.path);
    await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === WATCH);
    await page.getByRole('heading', { level: 1, name: '관심 목록' }).waitFor();

    const posting = await pickPosting(page);
    const cert = await pickCertificate(page);

    await page.goto(`${ROUTES.recruitDetail.path}?postingId=${String(posting.postingId)}`);
    await page.getByRole('heading', { level: 1, name: posting.title }).waitFor();
    await page.getByRole('button', { name: /^관심 공고에 추가/ }).click();
    await page.getByRole('button', { name: /^관심 공고에서 빼기/ }).waitFor();

    await page.goto(`${ROUTES.certiDetail.path}?code=${encodeURIComponent(cert.code)}`);
    await page.getByRole('heading', { level: 1, name: cert.name }).waitFor();
    await page.getByRole('button', { name: /^관심 자격증에 추가/ }).click();
    await page.getByRole('button', { name: /^관심 자격증에서 빼기/ }).waitFor();

    await page.goto(WATCH);
    const panel = page.getByRole('tabpanel');
    // Generated titles repeat: the posting is found by its address.
    const postingHref = `${ROUTES.recruitDetail.path}?postingId=${String(posting.postingId)}`;
    const postingItem = panel
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="${postingHref}"]`) });
    await postingItem.waitFor();
    expect(await postingItem.getByRole('link').textContent()).toBe(posting.title);
    await expectNoAxeViolations(page);
    await expectNoSideways(page);

    await page.getByRole('tab', { name: '자격증' }).click();
    await panel.getByRole('link', { name: cert.name, exact: true }).waitFor();
    await panel.getByRole('button', { name: `${cert.name} 관심 삭제` }).click();
    await panel.getByRole('link', { name: cert.name, exact: true }).waitFor({ state: 'detached' });
    await page.getByText('관심 목록에서 1개를 삭제했습니다.').waitFor();
    await expectNoAxeViolations(page);

    // The home page: the posting's close date in the calendar's list view.
    await page.goto(HOME);
    await page.getByRole('heading', { level: 1, name: '마이홈' }).waitFor();
    const calendar = page.getByRole('region', { name: '내 일정' });
    await calendar.getByRole('grid').waitFor();
    await page.getByRole('region', { name: '이력서' }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoSideways(page);

    await calendar.getByRole('tab', { name: '목록' }).click();
    const today = await page.evaluate(() =>
      new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10),
    );
    for (let i = 0; i < monthsBetween(today, posting.closeDate); i += 1) {
      await calendar.getByRole('button', { name: '다음 달' }).click();
    }
    const event = calendar.locator(`a[href="${postingHref}"]`);
    await event.first().waitFor();
    expect(await event.first().textContent()).toContain(posting.title);

    // iCal 구독: make the link, read the feed through it, then revoke it.
    const feed = calendar.getByRole('region', { name: 'iCal 구독' });
    const make = feed.getByRole('button', { name: /구독 주소 만들기$/ });
    await make.waitFor();
    const replacing = (await make.textContent()) === '새 구독 주소 만들기';
    await make.click();
    if (replacing) {
      await page
        .getByRole('dialog', { name: '새 구독 주소' })
        .getByRole('button', { name: '새로 만들기' })
        .click();
    }
    await dismissAlert(page, '일정 구독 주소를 만들었습니다.');
    const url = await feed.getByRole('textbox', { name: /구독 주소/ }).inputValue();
    expect(url).toMatch(/\.ics$/);
    const ics = await page.request.get(url);
    expect(ics.status()).toBe(200);
    const body = await ics.text();
    expect(body).toContain('BEGIN:VCALENDAR');

    await feed.getByRole('button', { name: '구독 해지' }).click();
    await page
      .getByRole('dialog', { name: '구독 해지' })
      .getByRole('button', { name: '해지' })
      .click();
    await dismissAlert(page, '일정 구독 주소를 해지했습니다.');
    await feed.getByText('아직 구독 주소가 없습니다.').waitFor();
    expect((await page.request.get(url)).status()).toBe(404);

    // Back on the watch list: remove the posting with 선택 삭제.
    await page.goto(WATCH);
    await postingItem.waitFor();
    await postingItem.getByRole('checkbox', { name: `${posting.title} 선택` }).check();
    await panel.getByRole('button', { name: /^선택 삭제/ }).click();
    await page
      .getByRole('dialog', { name: '선택 삭제' })
      .getByRole('button', { name: '삭제' })
      .click();
    await postingItem.waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
