import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
import { axeViolations, baseUrl, describeViolations, launchBrowser, newPage } from './browser';
import { memberLoginCode, signUpMember } from './members';

/** A phone's width (390 px): the page does not scroll sideways (a wide table scrolls in its own box). */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  // The elements past the right edge, named, so a failure says what is too wide.
  const overflow = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((el) => !el.closest('.ops-table-scroll'))
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

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * Decision 0026: the operator console in Chromium. The CLI made the
 * operator before the server started (global setup); the first sign-in
 * enrols the authenticator, then the operator locks a member (703 at its
 * login) with a reason, by keyboard, sees it in the audit log, and unlocks.
 * The sign-in and the members screen also fit a 390 px phone.
 */
describe('operator console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs an operator in with TOTP enrolment and locks and unlocks a member', async () => {
    const operator = inject('operator');
    const { context, page, pageErrors } = await newPage(browser);
    const memberApi = context.request;
    const loginId = await signUpMember(memberApi);
    expect(await memberLoginCode(memberApi, loginId)).toBe('001');
    await context.clearCookies();

    // A console screen without a session goes to the console's own sign-in, with the way back.
    await page.goto(ROUTES.opsMembers.path);
    await page.waitForURL(/\/ops\/login\?returnUrl=%2Fops%2Fmembers/);
    await page.getByRole('heading', { name: '운영자 로그인' }).waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    await page.getByLabel(/^아이디/).fill(operator.loginId);
    await page.getByLabel(/^비밀번호/).fill(operator.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const secret = (await page.getByLabel('인증 키').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: '인증 앱으로 찍을 QR 코드' }).waitFor();
    await expectNoAxeViolations(page);

    // The code field has the focus after enrolment: type the app's code and press Enter.
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ops\/members$/);
    await page.getByRole('heading', { name: '회원 관리' }).waitFor();
    await expectNoAxeViolations(page);

    // Search, then lock with a reason, by keyboard.
    await page.getByLabel('아이디·이름·이메일').fill(loginId);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(loginId) });
    await row.getByRole('cell', { name: '정상' }).waitFor();
    await row.getByRole('button', { name: `${loginId} 잠금` }).focus();
    await page.keyboard.press('Enter');
    const reason = page.getByLabel(`${loginId} 잠금 사유`);
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('e2e 잠금 확인');
    await page.keyboard.press('Enter');
    // The answer (003) is announced in the shared alert; 확인 has the focus.
    await page.getByText('회원을 잠갔습니다.').waitFor();
    await page.keyboard.press('Enter');
    await row.getByRole('cell', { name: '잠김' }).waitFor();
    await expectNoAxeViolations(page);
    // The member's login, from a browser of its own (not the operator's cookies), is refused: 703.
    const outsider = await browser.newContext({ baseURL: baseUrl() });
    expect(await memberLoginCode(outsider.request, loginId)).toBe('703');

    await page.getByRole('link', { name: '운영 기록' }).click();
    await page.getByRole('heading', { name: '운영 기록' }).waitFor();
    const entry = page.getByRole('row', { name: /회원 잠금/ }).filter({ hasText: loginId });
    await entry.getByRole('cell', { name: 'e2e 잠금 확인' }).waitFor();
    await expect.poll(() => entry.textContent()).toContain(operator.loginId);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '회원 관리' }).click();
    await page.getByLabel('아이디·이름·이메일').fill(loginId);
    await page.getByRole('button', { name: '검색' }).click();
    await row.getByRole('button', { name: `${loginId} 잠금 해제` }).click();
    await page.getByLabel(`${loginId} 잠금 해제 사유`).fill('소명 확인');
    await row.getByRole('button', { name: '잠금 해제', exact: true }).click();
    await page.getByText('잠금을 해제했습니다.').waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await row.getByRole('cell', { name: '정상' }).waitFor();
    await expectFitsPhone(page);

    expect(await memberLoginCode(outsider.request, loginId)).toBe('001');
    await outsider.close();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
