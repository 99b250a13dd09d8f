import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, firstScreenCalls, ROUTES, type RouteId } from '@ilteo/contract';
import { launchBrowser, newPage } from './browser';

/**
 * The server names a screen's first calls in the page (decision 0018); the
 * browser starts them with the page and hands the answers to the app's own
 * fetches. Checked from the outside: each call goes over the network once
 * (a preload the app's fetch did not match would be asked for again), and
 * the app asks for nothing else on the way to its first screen but what
 * depends on those answers.
 */

const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function apiGetsUntil(
  page: Page,
  address: string,
  shown: string,
): Promise<{ gets: string[]; warnings: string[] }> {
  const gets: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = pathOf(request.url());
    if (request.method() === 'GET' && url.startsWith('/api/')) gets.push(url);
  });
  page.on('console', (message) => {
    if (message.text().includes('preload')) warnings.push(message.text());
  });
  await page.goto(address);
  await page.locator(shown).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { gets, warnings };
}

const expectedCalls = (id: RouteId, address: string): string[] =>
  firstScreenCalls(id, new URL(address, 'http://page.invalid'));

describe('first calls preloaded with the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the main page: each call once, and only the themed postings after them', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, mobile: true });
    const { gets, warnings } = await apiGetsUntil(page, ROUTES.main.path, '.posting-card__title');
    const calls = expectedCalls('main', ROUTES.main.path);
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls)
      expect(
        gets.filter((g) => g === call),
        call,
      ).toHaveLength(1);
    // The themed postings wait for the themes' answer, so they cannot be named ahead.
    const others = gets.filter((g) => !calls.includes(g));
    expect(
      others.every((g) => g.startsWith(`${API.main.postingsByTheme}?`)),
      others.join('\n'),
    ).toBe(true);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('a posting: the guard check and the posting, each once', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, mobile: true });
    const address = `${ROUTES.recruitDetail.path}?postingId=3`;
    const { gets, warnings } = await apiGetsUntil(page, address, '#posting-title');
    const calls = expectedCalls('recruitDetail', address);
    expect(calls.some((c) => c.startsWith(API.auth.verifyRouter))).toBe(true);
    expect([...gets].sort()).toEqual([...calls].sort());
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('the community list: its first page and the boards, each once', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, mobile: true });
    const address = ROUTES.commuList.path;
    const { gets, warnings } = await apiGetsUntil(page, address, 'h1');
    const calls = expectedCalls('commuList', address);
    expect(calls.length).toBe(3);
    for (const call of calls)
      expect(
        gets.filter((g) => g === call),
        call,
      ).toHaveLength(1);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('a community post: the post once, with the page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, mobile: true });
    const address = `${ROUTES.commuDetail.path}?postId=1`;
    const { gets, warnings } = await apiGetsUntil(page, address, 'h1');
    for (const call of expectedCalls('commuDetail', address))
      expect(
        gets.filter((g) => g === call),
        call,
      ).toHaveLength(1);
    expect(warnings).toEqual([]);
    await context.close();
  });
});
