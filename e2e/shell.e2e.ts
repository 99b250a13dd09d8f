import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST, ROUTES, STORAGE_KEYS, documentTitle, type Layout } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, newPage } from './browser';

/** The element each layout renders around its screens. */
const LAYOUT_SELECTOR: Record<Layout, string> = {
  client: '.client-layout',
  login: '.login-layout',
  bare: '.bare-layout',
  ops: '.ops-layout',
  none: '.standalone-page',
};

const samplePath = (path: string) => path.replace(':tab', 'posts');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['/', ROUTES.main.path],
    ['/person', ROUTES.main.path],
    ['/main', ROUTES.main.path],
    ['/company', ROUTES.companyInfo.path],
  ])('sends %s to %s', async (from, to) => {
    const { context, page } = await newPage(browser);
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await page.locator('h1').first().waitFor();
    await context.close();
  });

  it('shows the error page for /invalid-path and for any unknown path', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/invalid-path', '/no/such/page', '/person/nothing-here']) {
      await open(page, path);
      await expect.poll(() => page.title()).toBe(documentTitle(ROUTES.invalidPath.title));
      expect(await page.locator('h1').first().textContent()).toContain('페이지를 찾을 수 없습니다');
      expect(await page.locator(LAYOUT_SELECTOR.none).count()).toBe(1);
      expect(await page.getByRole('link', { name: '메인으로 가기' }).count()).toBe(1);
    }
    await context.close();
  });

  it('opens every route of the spec inside its layout, with its Korean title', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    const failures: string[] = [];
    for (const route of ROUTE_LIST) {
      const path = samplePath(route.path);
      await open(page, path);
      // A visitor opening a member's screen is sent to log in, with the way back;
      // a console screen, to the console's own sign-in.
      const signIn =
        route.access === 'user'
          ? ROUTES.login
          : route.access === 'operator'
            ? ROUTES.opsLogin
            : null;
      const expected = signIn ? `${signIn.path}?returnUrl=${encodeURIComponent(path)}` : path;
      const landed = new URL(page.url());
      if (`${landed.pathname}${landed.search}` !== expected)
        failures.push(`${path}: ended at ${page.url()}`);
      const layout = signIn ? signIn.layout : route.layout;
      const title = await page.title();
      const expectedTitle = documentTitle(signIn ? signIn.title : route.title);
      if (title !== expectedTitle) failures.push(`${path}: title "${title}"`);
      if ((await page.locator(LAYOUT_SELECTOR[layout]).count()) !== 1) {
        failures.push(`${path}: not inside the ${layout} layout`);
      }
    }
    // A member opens the same screens inside their own layouts.
    await open(page, ROUTES.login.path);
    await page.getByLabel(/^아이디/).fill('demo');
    await page.getByLabel(/^비밀번호/).fill('ilteo-demo-2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.main.path);
    for (const route of ROUTE_LIST.filter((r) => r.access === 'user')) {
      const path = samplePath(route.path);
      await open(page, path);
      const title = await page.title();
      if (title !== documentTitle(route.title)) failures.push(`member ${path}: title "${title}"`);
      if ((await page.locator(LAYOUT_SELECTOR[route.layout]).count()) !== 1) {
        failures.push(`member ${path}: not inside the ${route.layout} layout`);
      }
      if (new URL(page.url()).pathname !== path)
        failures.push(`member ${path}: ended at ${page.url()}`);
    }
    expect(failures).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('puts the app class on body at 390 px and not at 1280 px', async () => {
    const mobile = await newPage(browser, { width: 390, height: 844, mobile: true });
    await open(mobile.page, ROUTES.main.path);
    await expect
      .poll(() => mobile.page.evaluate(() => document.body.classList.contains('app')))
      .toBe(true);
    await mobile.context.close();

    const desktop = await newPage(browser, { width: 1280 });
    await open(desktop.page, ROUTES.main.path);
    expect(await desktop.page.evaluate(() => document.body.classList.contains('app'))).toBe(false);
    // Narrowing the window to a tablet width turns it on.
    await desktop.page.setViewportSize({ width: 1000, height: 800 });
    await expect
      .poll(() => desktop.page.evaluate(() => document.body.classList.contains('app')))
      .toBe(true);
    await desktop.context.close();
  });

  it('sets the scrolled state past 10 px and clears it at the top', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 500, mobile: true });
    await open(page, ROUTES.main.path);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const scrolled = () => page.evaluate(() => document.body.dataset.scrolled);
    expect(await scrolled()).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(scrolled).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(scrolled).toBe('false');
    await context.close();
  });

  it('scrolls to the top on every navigation and records a page_view each time', async () => {
    const { context, page } = await newPage(browser);
    const views: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().includes('page_view')) views.push(msg.text());
    });
    await open(page, ROUTES.main.path);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator(`a[href="${ROUTES.recruitList.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === ROUTES.recruitList.path);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(2);
    expect(views.at(-1)).toContain(ROUTES.recruitList.path);
    await context.close();
  });

  it('loads the side menu from the API and keeps the CSRF token', async () => {
    const { context, page } = await newPage(browser);
    await open(page, ROUTES.main.path);
    await page.getByRole('button', { name: /메뉴/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: '자격증' }).waitFor();
    expect(await dialog.getByRole('link', { name: '채용공고' }).count()).toBe(1);
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.csrfToken);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it.each([
    ['the main page', ROUTES.main.path, 1280],
    ['the main page on a phone', ROUTES.main.path, 390],
    ['the error page', '/no/such/page', 1280],
    ['the login layout', ROUTES.login.path, 390],
  ])('has no axe violations on %s', async (_name, path, width) => {
    const { context, page } = await newPage(browser, { width, mobile: width < 768 });
    await open(page, path);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});
