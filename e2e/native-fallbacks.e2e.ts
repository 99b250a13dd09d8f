import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, certSummarySchema, envelopeSchema, pageSchema, ROUTES } from '@ilteo/contract';
import {
  axeViolations,
  DEMO_USER,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
} from './browser';

/**
 * The hybrid app's bridge as a browser meets it (issue 23): no Capacitor, so
 * every call takes its web fallback. On 회원정보 수정 the 기기 및 알림
 * section makes the web device id and 앱 알림 설정 shows the browser's
 * guidance; a certificate's registration link goes through the open helper
 * into a new tab. At 390 px, as most job seekers use it.
 */

const USER_INFO = ROUTES.myUserInfo.path;
const QNET = 'https://www.q-net.or.kr/';
const DEVICE_ID =
  /^(mobile-ios|tablet-ios|mobile-android|tablet-android|tablet|mobile|tablet-touch|mobile-touch|pc)-\d{13}-[0-9a-z]{12}$/;

async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const webDeviceId = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('web-device-id'));

describe('native fallbacks in a browser (390 px)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows this device, keeps one web device id and guides notifications in the browser', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width: 390, mobile: true });
    await page.goto(USER_INFO);
    await page.waitForURL((url) => url.pathname === ROUTES.login.path);
    await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === USER_INFO);

    const section = page.getByRole('region', { name: '기기 및 알림' });
    await section.getByText('웹 브라우저').waitFor();
    // The web has no app version to show.
    expect(await section.getByText('앱 버전').count()).toBe(0);
    const id = await webDeviceId(page);
    expect(id).toMatch(DEVICE_ID);
    await expectNoAxeViolations(page);

    await page.reload();
    await section.getByText('웹 브라우저').waitFor();
    expect(await webDeviceId(page)).toBe(id);

    await section.getByRole('button', { name: '앱 알림 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '알림 권한 설정' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('브라우저에서 알림 권한을 허용해야 합니다.');
    // The mobile or the desktop browser's way, by the device the page runs on.
    expect(text).toMatch(/브라우저 메뉴의 설정 > 사이트 설정|주소창 왼쪽의 사이트 정보 아이콘/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await webDeviceId(page)).toBe(id);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens a certificate’s registration site in a new tab', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width: 390, mobile: true });
    // No outside network here: the body's site answers from the test.
    await context.route(`${QNET}**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Q-Net</title><p>원서접수</p>',
      }),
    );
    const res = await page.request.get(`${API.certiLang.certList}?page=1&size=30`);
    const list = envelopeSchema(pageSchema(certSummarySchema)).parse(await res.json()).data;
    const cert = list.items.find((c) => c.issuer === '한국산업인력공단');
    if (!cert) throw new Error('no certificate run by 한국산업인력공단');

    await page.goto(`${ROUTES.certiDetail.path}?code=${encodeURIComponent(cert.code)}`);
    await page.getByRole('heading', { level: 1, name: cert.name }).waitFor();
    const link = page.getByRole('link', { name: 'Q-Net에서 원서 접수 (새 창)' });
    expect(await link.getAttribute('href')).toBe(QNET);
    await expectNoAxeViolations(page);

    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(QNET);
    expect(await popup.title()).toBe('Q-Net');
    // Opened with the open helper, cut off from our page.
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    // The detail stays where it was.
    expect(new URL(page.url()).pathname).toBe(ROUTES.certiDetail.path);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
