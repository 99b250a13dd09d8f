import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BTI_API, ROUTES, RIASEC_ORDER } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, logIn, newPage } from './browser';
import { MEMBER_PASSWORD, signUpMember } from './members';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A phone's width (390 px): nothing wider than the screen, axe clean. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
  await expect.poll(overflow).toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** I items 매우 좋아함, S items 좋아함, the rest 좋아하지 않음: I 50, S 40 → IS. */
const labelFor = (itemNo: number): string => {
  const type = RIASEC_ORDER[(itemNo - 1) % 6];
  return type === 'I' ? '매우 좋아함' : type === 'S' ? '좋아함' : '좋아하지 않음';
};

const item = (page: Page, itemNo: number) =>
  page.getByRole('group', { name: new RegExp(`^${String(itemNo)}\\.`) });

/** Answers items from..to, stepping on with 다음 after each step's sixth. */
async function answer(page: Page, from: number, to: number) {
  for (let n = from; n <= to; n += 1) {
    await item(page, n).getByLabel(labelFor(n), { exact: true }).check();
    if (n % 6 === 0 && n < 60) await page.getByRole('button', { name: '다음' }).click();
  }
}

/**
 * 직업 성향 검사 (issue 24, decision 0039): a new member opens the test,
 * answers half (one answer by keyboard), reloads and continues where they
 * stopped, finishes and reads the result (chart table, jobs), at desktop
 * width and 390 px, axe-clean, and finds it in my home.
 */
describe('직업 성향 검사', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('takes the test with a reload half way and keeps the result in my home', async () => {
    const { page: home, context, pageErrors } = await newPage(browser);
    const loginId = await signUpMember(context.request, { name: '최검사', prefix: 'bti' });

    // The guide list offers the test to anyone.
    await home.goto(ROUTES.guideList.path);
    await home.getByRole('link', { name: '검사하기' }).waitFor();

    // My home's page asks for a login first, then opens the test in its pop-up.
    await home.goto(ROUTES.myBti.path);
    await home.waitForURL((url) => url.pathname === ROUTES.login.path);
    await logIn(home, loginId, MEMBER_PASSWORD);
    await home.waitForURL((url) => url.pathname === ROUTES.myBti.path);
    await home.getByRole('heading', { name: '직업 성향 검사', level: 1 }).waitFor();
    await home.getByText('아직 마친 검사가 없습니다.').waitFor();
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      home.getByRole('button', { name: '검사 시작하기' }).click(),
    ]);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.waitForURL((url) => url.pathname === ROUTES.btiTest.path);
    await page.getByRole('heading', { name: '직업 성향 검사', level: 1 }).waitFor();
    await item(page, 1).waitFor();
    await expectNoAxeViolations(page);

    // Item 1 by keyboard: 전혀 좋아하지 않음, then the arrow moves to 좋아하지 않음.
    await item(page, 1).getByLabel('전혀 좋아하지 않음', { exact: true }).check();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => item(page, 1).getByLabel('좋아하지 않음', { exact: true }).isChecked())
      .toBe(true);
    await answer(page, 2, 30);
    const progress = page.getByRole('progressbar', { name: '응답한 문항' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('30');
    await expectFitsPhone(page);
    // Every answer reached the server before the reload.
    const answered = async () => {
      const res = await context.request.get(BTI_API.sitting);
      const body = (await res.json()) as { data: { attempt: { answeredCount: number } | null } };
      return body.data.attempt?.answeredCount ?? 0;
    };
    await expect.poll(answered).toBe(30);

    await page.reload();
    await item(page, 31).waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('30');
    await page.getByRole('heading', { name: '6 / 10 단계' }).waitFor();

    await answer(page, 31, 60);
    await page.getByRole('button', { name: '제출하고 결과 보기' }).click();
    await page.waitForURL((url) => url.searchParams.has('attemptId'));
    await page.getByRole('heading', { name: /나의 직업 성향 코드\s*IS/ }).waitFor();
    const table = page.getByRole('table', { name: /유형별 점수/ });
    await table.getByRole('row', { name: /탐구형\(I\)\s*50점\s*1위/ }).waitFor();
    await page.getByRole('heading', { name: '탐구형에 어울리는 직무' }).waitFor();
    await page.getByRole('link', { name: /소프트웨어 개발직/ }).waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // Back in my home, the result is listed once the window has focus again.
    await home.bringToFront();
    await home.reload();
    await home.getByRole('heading', { name: '직업 성향 검사', level: 1 }).waitFor();
    await home.getByText('IS', { exact: true }).waitFor();
    await home.getByRole('button', { name: '검사 시작하기' }).waitFor();
    await expectNoAxeViolations(home);
    await expectFitsPhone(home);
    expect(pageErrors).toEqual([]);
  });
});
