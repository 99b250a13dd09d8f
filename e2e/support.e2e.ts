import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, newPage } from './browser';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A phone's width (390 px): nothing wider than the screen (tab rows scroll in their boxes), axe clean. */
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

/**
 * 공지사항 and 자주 묻는 질문 (issue 22, decision 0037) on the demo's
 * notices and FAQ: list → detail → 목록 returns to the same tab; the FAQ's
 * search, accordion and vote; at 390 px and axe-clean. (1:1 문의 is qna.e2e.ts.)
 */
describe('고객센터: 공지사항과 자주 묻는 질문', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reads a notice from a category tab and comes back to the same tab', async () => {
    const { page } = await newPage(browser);
    await page.goto(ROUTES.supportNotice.path);
    await page.getByRole('heading', { name: '공지사항', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '공지사항 목록' });
    // Pinned ones first, with their badge.
    await expect.poll(() => list.getByRole('article').first().textContent()).toContain('공지');
    await expectFitsPhone(page);

    await page.getByRole('tab', { name: '점검' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: '점검' }).getAttribute('aria-selected'))
      .toBe('true');
    // The previous tab's list stays on screen while the new one loads: read the title once it is in.
    await page.locator('[aria-busy="false"]').filter({ has: list }).waitFor();
    const first = list.getByRole('link').first();
    await first.waitFor();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.waitForURL((url) => url.pathname === ROUTES.noticeDetail.path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: '이전글과 다음글' }).waitFor();
    await expectFitsPhone(page);

    await page.getByRole('button', { name: '목록' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.supportNotice.path);
    await expect
      .poll(() => page.getByRole('tab', { name: '점검' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => list.getByRole('link').first().textContent()).toBe(title);
  });

  it('searches the FAQ, opens an answer and says thanks for a vote', async () => {
    const { page } = await newPage(browser);
    await page.goto(ROUTES.supportFaq.path);
    await page.getByRole('heading', { name: '자주 묻는 질문', level: 1 }).waitFor();
    const questions = page.getByRole('list', { name: '질문 목록' });
    await questions.getByRole('button').first().waitFor();
    await expectFitsPhone(page);

    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('비밀번호');
    await page.keyboard.press('Enter');
    const hit = questions.getByRole('button', { name: /비밀번호/ }).first();
    await hit.waitFor();
    await expect
      .poll(() => questions.getByRole('button', { name: /비밀번호/ }).count())
      .toBeGreaterThan(0);
    expect(await hit.getAttribute('aria-expanded')).toBe('false');
    await hit.click();
    expect(await hit.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${(await hit.getAttribute('aria-controls')) ?? ''}`);
    await panel.getByRole('button', { name: '예' }).click();
    await panel.getByText('의견을 보내 주셔서 감사합니다.').waitFor();
    await expectNoAxeViolations(page);

    // The vote is kept, and a reload restores the search and the open entry (history state).
    await page.reload();
    const again = page
      .getByRole('list', { name: '질문 목록' })
      .getByRole('button', { name: /비밀번호/ })
      .first();
    await expect.poll(() => again.getAttribute('aria-expanded')).toBe('true');
    const kept = page.locator(`#${(await again.getAttribute('aria-controls')) ?? ''}`);
    await expect
      .poll(() => kept.getByRole('button', { name: '예' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => page.getByRole('link', { name: '1:1 문의하기' }).getAttribute('href'))
      .toBe(ROUTES.supportQna.path);
  });
});
