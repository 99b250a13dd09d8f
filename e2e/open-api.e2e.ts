import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_API, ROUTES } from '@ilteo/contract';
import {
  axeViolations,
  baseUrl,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
} from './browser';
import { MEMBER_PASSWORD, signUpMember } from './members';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A phone's width (390 px): nothing wider than the screen (tables and code scroll in their boxes), axe clean. */
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

/** A call to the public API as a partner's server makes it: no cookie, the key in a header. */
async function publicSearch(key: string) {
  const res = await fetch(`${baseUrl()}${OPEN_API.postings}?size=5&fields=postingId,title`, {
    headers: { 'X-API-Key': key, Origin: 'https://partner.example' },
  });
  const body = (await res.json()) as { status: string; items?: { postingId: number }[] };
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body };
}

/**
 * The open API (issue 24, decision 0041): a member issues a key in my home
 * (shown once, copied), checks it on the guide's try-it form, calls the
 * public API with it, sees the call counted, then revokes it; at desktop
 * width and 390 px, axe-clean.
 */
describe('오픈 API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('issues a key, checks it on the guide, calls the API with it and revokes it', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const loginId = await signUpMember(context.request, { name: '한오픈', prefix: 'oapi' });
    await page.goto(ROUTES.login.path);
    await logIn(page, loginId, MEMBER_PASSWORD);
    await page.waitForURL((url) => url.pathname === ROUTES.main.path);

    await page.goto(ROUTES.myApiKeys.path);
    await page.getByRole('heading', { name: 'API 인증키', level: 1 }).waitFor();
    await page.getByText('발급받은 인증키가 없습니다.').waitFor();
    await expectFitsPhone(page);

    await page.getByRole('button', { name: '인증키 발급' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^키 이름/).fill('채용 위젯');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '발급하기' }).click();
    await dialog.getByRole('heading', { name: '인증키가 발급되었습니다' }).waitFor();
    await dialog.getByText(/다시 볼 수 없습니다/).waitFor();
    const key = await dialog.getByLabel('채용 위젯 인증키').inputValue();
    expect(key).toMatch(/^[A-Za-z0-9]{40}$/);
    await dialog.getByRole('button', { name: '복사' }).click();
    await page.getByText('인증키를 복사했습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectFitsPhone(page);
    await dialog.getByRole('button', { name: '확인했습니다' }).click();
    const row = page.getByRole('listitem').filter({ hasText: '채용 위젯' });
    await row.getByText('사용 중').waitFor();
    await row.getByText(key.slice(0, 8)).waitFor();
    // The whole key is nowhere on the page once the dialog is closed.
    expect(await page.content()).not.toContain(key);

    await page.goto(ROUTES.apiGuide.path);
    await page.getByRole('heading', { name: 'API 이용 안내', level: 1 }).waitFor();
    await page.getByRole('region', { name: '상태 코드 표' }).waitFor();
    await page.getByLabel('API 인증키').fill(key);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByText(/status 000/).waitFor();
    await page.getByText(/오늘 남은 호출: 1,000회/).waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    const call = await publicSearch(key);
    expect([call.status, call.body.status, call.cors]).toEqual([200, '000', '*']);
    expect(call.body.items?.length).toBeGreaterThan(0);

    await page.goto(ROUTES.myApiKeys.path);
    await row.getByText(/오늘 호출 1회 \/ 한도 1,000회/).waitFor();
    await row.getByRole('button', { name: /^폐기/ }).click();
    await page
      .getByRole('dialog', { name: '인증키 폐기' })
      .getByRole('button', { name: '폐기' })
      .click();
    await row.getByText('폐기됨').waitFor();
    const refused = await publicSearch(key);
    expect([refused.status, refused.body.status, refused.body.items]).toEqual([
      401,
      '011',
      undefined,
    ]);

    await page.goto(ROUTES.apiGuide.path);
    await page.getByLabel('API 인증키').fill(key);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByText(/status 011/).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
