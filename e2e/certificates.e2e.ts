import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, newPage } from './browser';

const results = (page: Page) => page.getByRole('region', { name: /^검색 결과/ });

/** The list's result count, from its heading "검색 결과 N개". */
async function resultCount(page: Page): Promise<number> {
  const text = (await results(page).getByRole('heading').first().textContent()) ?? '';
  return Number(/(\d+)개/.exec(text)?.[1] ?? NaN);
}

describe.each([
  ['desktop', 1280, false],
  ['a 390 px phone', 390, true],
] as const)('certificates on %s', (_label, width, mobile) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('list → filter → page 2 → detail → back restores the filter and the page', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.certiList.path);
    await page.getByRole('region', { name: /^검색 결과 \d+개/ }).waitFor();
    const all = await resultCount(page);

    await page.getByLabel('자격 종류').selectOption({ label: '국가기술자격' });
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const filtered = await resultCount(page);
    await page.getByRole('button', { name: /^2\s?페이지$/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: '페이지 이동' })
          .locator('[aria-current="page"]')
          .textContent(),
      )
      .toContain('2');

    const firstOnPage2 = results(page).getByRole('listitem').first().getByRole('link').first();
    const name = (await firstOnPage2.textContent()) ?? '';
    await firstOnPage2.click();
    await page.waitForURL((url) => url.pathname === ROUTES.certiDetail.path);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === ROUTES.certiList.path);
    await page.getByRole('region', { name: /^검색 결과 \d+개/ }).waitFor();
    expect(await page.getByLabel('자격 종류').inputValue()).not.toBe('');
    expect(await resultCount(page)).toBe(filtered);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: '페이지 이동' })
          .locator('[aria-current="page"]')
          .textContent(),
      )
      .toContain('2');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('finds certificates by a 2-syllable word, by initials and by abbreviation', async () => {
    const { context, page } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.certiList.path);
    for (const keyword of ['정보', 'ㅈㅂㅊㄹ', '정처기']) {
      await page.getByRole('searchbox', { name: '자격증 검색' }).fill(keyword);
      await page.getByRole('searchbox', { name: '자격증 검색' }).press('Enter');
      await results(page).getByRole('link', { name: '정보처리기사' }).first().waitFor();
    }
    await context.close();
  });

  it('has no axe violations on the list and the detail', async () => {
    const { context, page } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.certiList.path);
    await results(page).getByRole('listitem').first().waitFor();
    const onList = await axeViolations(page);
    expect(onList, describeViolations(onList)).toEqual([]);
    await results(page).getByRole('listitem').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === ROUTES.certiDetail.path);
    await page.locator('h1').first().waitFor();
    await page
      .getByRole('table')
      .or(page.locator('.round-cards, [data-rounds]'))
      .first()
      .waitFor({ state: 'attached' });
    const onDetail = await axeViolations(page);
    expect(onDetail, describeViolations(onDetail)).toEqual([]);
    await context.close();
  });
});

describe('language tests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists tests and opens a detail without axe violations', async () => {
    const { context, page } = await newPage(browser, { width: 390, mobile: true });
    await page.goto(ROUTES.langList.path);
    await results(page).getByRole('link', { name: 'TOEIC', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.langDetail.path);
    await page.getByRole('heading', { level: 1, name: 'TOEIC' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});
