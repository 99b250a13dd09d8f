import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
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

/** A phone's width (390 px): nothing wider than the screen (tabs and tables scroll in their boxes), axe clean. */
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
 * 취업 가이드 (issue 22, decision 0036): a visitor reads a demo article from
 * the list (목차, related items), finds it in the global search, at 390 px
 * and axe-clean; an operator writes one in the console and it appears.
 */
describe('취업 가이드', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reads an article from the list and finds it in the global search', async () => {
    const { page } = await newPage(browser);
    await page.goto(ROUTES.guideList.path);
    await page.getByRole('heading', { name: '취업 가이드', level: 1 }).waitFor();
    await page.getByRole('tab', { name: '면접' }).click();
    const list = page.getByRole('list', { name: '가이드 목록' });
    const first = list.getByRole('link').first();
    await first.waitFor();
    await expectFitsPhone(page);
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.waitForURL((url) => url.pathname === ROUTES.guideDetail.path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The contents lead to the body's own headings.
    const toc = page.getByRole('navigation', { name: '목차' });
    const section = toc.getByRole('link').nth(1);
    const href = (await section.getAttribute('href')) ?? '';
    await section.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(href);
    expect(await page.locator(`[id="${href.slice(1)}"]`).count()).toBe(1);
    await page
      .getByText(/분 읽기/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: '공유' }).waitFor();
    await expectFitsPhone(page);

    // Back keeps the category tab.
    await page.goBack();
    await page.goBack();
    await expect
      .poll(() => page.getByRole('tab', { name: '면접' }).getAttribute('aria-selected'))
      .toBe('true');

    // The global search finds it and leads back to it.
    await page.goto(`${ROUTES.globalSearch.path}?keyword=${encodeURIComponent(title)}`);
    const hit = page.getByRole('link', { name: title }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL((url) => url.pathname === ROUTES.guideDetail.path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.context().close();
  });

  it('is written in the console and appears on the list', async () => {
    const title = `면접 복장 가이드 ${String(Date.now())}`;
    const ops = await newPage(browser);
    await signInOperator(ops.page, inject('guideWriter'));
    await ops.page.getByRole('link', { name: '취업 가이드', exact: true }).click();
    await ops.page.getByRole('heading', { name: '취업 가이드', level: 1 }).waitFor();
    await expectNoAxeViolations(ops.page);
    await ops.page.getByRole('link', { name: '새 글 쓰기' }).click();
    await ops.page.getByLabel('분류').selectOption({ label: '면접' });
    await ops.page.getByRole('textbox', { name: /^제목/ }).fill(title);
    await ops.page
      .getByLabel(/^요약/)
      .fill('면접 복장은 회사 분위기에 맞추는 것이 가장 중요합니다.');
    const body = ops.page.getByRole('textbox', { name: /^본문/ });
    await body.click();
    await ops.page.keyboard.type('복장 기본은 단정함입니다. 회사 홈페이지 사진을 참고합니다.');
    await ops.page.getByLabel('태그').fill('면접, 복장');
    await ops.page.getByLabel('게시 상태').selectOption({ label: '게시' });
    await expectFitsPhone(ops.page);
    await ops.page.getByRole('button', { name: '저장' }).click();
    await ops.page.waitForURL((url) => url.searchParams.has('articleId'));
    await ops.page.getByRole('heading', { name: '가이드 글 수정' }).waitFor();
    await ops.context.close();

    const { page } = await newPage(browser);
    await page.goto(`${ROUTES.guideList.path}?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText('복장 기본은 단정함입니다.', { exact: false }).waitFor();
    await page.context().close();
  });
});
