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
import { greyPng } from './grey-png';

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

/**
 * Banners (issue 24, decision 0044): the banner operator registers a main
 * page banner with an image in the console; a visitor scrolls the main page
 * down, the carousel loads and shows it, with its controls; both screens
 * fit 390 px and are axe-clean.
 */
describe('배너', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is registered in the console and shown in the main page carousel after scrolling', async () => {
    const title = `채용 박람회 ${String(Date.now())}`;
    const altText = '일터 온라인 채용 박람회: 이번 주 금요일까지 참여 기업을 만나 보세요.';

    const ops = await newPage(browser);
    await signInOperator(ops.page, inject('bannerOperator'));
    await ops.page.getByRole('link', { name: '배너 관리', exact: true }).click();
    await ops.page.getByRole('heading', { name: '배너 관리', level: 1 }).waitFor();
    await ops.page.getByRole('button', { name: '새 배너' }).click();
    await ops.page.getByLabel('위치', { exact: true }).selectOption({ label: '메인' });
    await ops.page.getByRole('textbox', { name: /^제목/ }).fill(title);
    await ops.page.getByLabel(/^배너 이미지/).setInputFiles({
      name: '박람회.png',
      mimeType: 'image/png',
      buffer: greyPng(300, 100),
    });
    await ops.page.locator('img.ops-banner-preview').waitFor();
    await ops.page.getByRole('textbox', { name: /^대체 텍스트/ }).fill(altText);
    await ops.page.getByRole('textbox', { name: /^링크/ }).fill(ROUTES.guideList.path);
    await ops.page.getByRole('spinbutton', { name: /^순서/ }).fill('0');
    await expectFitsPhone(ops.page);
    await ops.page.getByRole('button', { name: '등록', exact: true }).click();
    const row = ops.page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('노출 중');
    await expectFitsPhone(ops.page);
    await ops.context.close();

    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROUTES.main.path);
    await page.getByRole('heading', { name: '오늘의 자격증' }).waitFor();
    // Nothing of the carousel is asked for before the reader scrolls down to it.
    expect(await page.locator('.banner-slot').count()).toBe(1);
    await page.locator('.banner-slot').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: '배너' });
    await carousel.waitFor();
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    // The banner's link, around its image, in the slide labelled "1 / n".
    await carousel.getByRole('button', { name: '자동 넘김 멈춤' }).click();
    const slide = carousel.getByRole('group');
    await expect.poll(() => slide.getAttribute('aria-label')).toMatch(/^1 \/ \d+$/);
    const link = carousel.getByRole('link', { name: altText });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(ROUTES.guideList.path);
    await carousel.getByRole('button', { name: '다음 배너' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toMatch(/^2 \/ \d+$/);
    await carousel.getByRole('button', { name: '이전 배너' }).click();
    await link.waitFor();
    await expectFitsPhone(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === ROUTES.guideList.path);
    await page.context().close();
  });
});
