import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ROUTES } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, logIn, newPage } from './browser';
import { greyPng } from './grey-png';
import { MEMBER_PASSWORD, signUpMember } from './members';

/**
 * The community write page in Chromium (decision 0030): a fresh member
 * chooses a nickname, picks a board, types the body in Korean through IME
 * composition (sent over the DevTools protocol, as a Korean keyboard's IME
 * would: each syllable composed jamo by jamo, then committed), adds an image
 * through the image helper and the upload, and lands on the new post.
 */

const WRITE = ROUTES.commuWrite.path;
const SENTENCE = '한국어 입력 테스트입니다';

/** How a 두벌식 IME composes each syllable: the text shown while composing, step by step. */
const COMPOSITION: Record<string, readonly string[]> = {
  한: ['ㅎ', '하', '한'],
  국: ['ㄱ', '구', '국'],
  어: ['ㅇ', '어'],
  입: ['ㅇ', '이', '입'],
  력: ['ㄹ', '려', '력'],
  테: ['ㅌ', '테'],
  스: ['ㅅ', '스'],
  트: ['ㅌ', '트'],
  니: ['ㄴ', '니'],
  다: ['ㄷ', '다'],
};

/** Types `text` into the focused editor: syllables through composition, anything else inserted as is. */
async function composeKorean(cdp: CDPSession, text: string): Promise<void> {
  for (const char of text) {
    const steps = COMPOSITION[char];
    if (!steps) {
      await cdp.send('Input.insertText', { text: char });
      continue;
    }
    for (const step of steps) {
      await cdp.send('Input.imeSetComposition', {
        text: step,
        selectionStart: step.length,
        selectionEnd: step.length,
      });
    }
    // Committing the syllable ends the composition with its final text.
    await cdp.send('Input.insertText', { text: char });
  }
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing is wider than a 390 px phone, and axe is still clean there. */
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

describe('community editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('writes a post with Korean typed through IME composition and an image', async () => {
    const stamp = Math.random().toString(36).slice(2, 7);
    const { context, page, pageErrors } = await newPage(browser);
    const loginId = await signUpMember(context.request, { name: '최에디', prefix: 'ed' });

    await page.goto(WRITE);
    await page.waitForURL((url) => url.pathname === ROUTES.login.path);
    await logIn(page, loginId, MEMBER_PASSWORD);
    await page.waitForURL((url) => url.pathname === WRITE);

    // A first post starts with the nickname.
    const nickname = page.getByRole('textbox', { name: /닉네임/ });
    await nickname.fill(`편집${stamp}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '닉네임 정하기' }).click();

    const title = page.getByRole('textbox', { name: /제목/ });
    await title.waitFor();
    await page.getByRole('combobox', { name: '게시판' }).selectOption({ label: '합격 후기' });
    await title.fill(`IME 입력 확인 ${stamp}`);

    const body = page.getByRole('textbox', { name: /내용/ });
    await body.click();
    const cdp = await context.newCDPSession(page);
    await composeKorean(cdp, SENTENCE);
    // No syllable lost or doubled, and no jamo left over from a composition.
    await expect.poll(() => body.innerText()).toBe(SENTENCE);
    await expect
      .poll(() => page.locator('.post-editor__count').textContent())
      .toBe('글자 수 13 / 10,000자');

    // The toolbar works from the keyboard: a new paragraph in bold.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '굵게' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '굵게' }).getAttribute('aria-pressed'))
      .toBe('true');
    await composeKorean(cdp, '합격');
    await expect.poll(() => body.locator('strong').innerText()).toBe('합격');

    // An image: the image helper decodes and (here) keeps it, the upload stores it.
    const uploaded = page.waitForResponse((res) => res.url().endsWith(API.cmmn.uploadFile));
    await page.getByLabel('넣을 이미지 파일').setInputFiles({
      name: 'grey.png',
      mimeType: 'image/png',
      buffer: greyPng(320, 200),
    });
    expect((await uploaded).ok()).toBe(true);
    const image = body.locator(`img[src^="${API.cmmn.file}?saveName="]`);
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('');

    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.commuDetail.path);
    const postId = new URL(page.url()).searchParams.get('postId');
    expect(postId).toMatch(/^\d+$/);
    await page.getByRole('heading', { name: `IME 입력 확인 ${stamp}` }).waitFor();
    await page.getByText(SENTENCE, { exact: true }).waitFor();
    // The stored image, shown through the editor HTML helper's absolute link, has loaded.
    const shown = page.locator('img[src*="/api/v1/cmmn/file?saveName="]').first();
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(320);

    expect(pageErrors).toEqual([]);
  });
});
