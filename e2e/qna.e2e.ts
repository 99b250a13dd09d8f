import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
import {
  axeViolations,
  DEMO_USER,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
  receivedMail,
  signInOperator,
} from './browser';
import { greyPng } from './grey-png';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A phone's width (390 px): nothing wider than the screen (tables scroll in their own boxes), axe clean. */
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
 * 1:1 문의 (issue 22, decision 0037): the demo member asks a question with
 * a screenshot at 390 px, an operator opens it and its file in the console
 * and answers; the member gets the alarm, opens the answer from it and the
 * mail arrives through the outbox. Axe-clean throughout.
 */
describe('1:1 문의', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks, is answered in the console, and reads the answer from the alarm', async () => {
    const title = `이력서 사진 문의 ${String(Date.now())}`;
    const member = await newPage(browser);
    const { page } = member;
    await page.goto(ROUTES.login.path);
    await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === ROUTES.main.path);

    await page.goto(ROUTES.supportQna.path);
    await page.getByRole('heading', { name: '1:1 문의', level: 1 }).waitFor();
    await page.getByRole('button', { name: '문의 작성하기' }).click();
    await page.getByLabel('문의 유형').selectOption({ label: '이력서' });
    await page.getByLabel(/^제목/).fill(title);
    await page
      .getByLabel(/^문의 내용/)
      .fill('이력서에 증명사진을 올리면 화면이 멈춥니다.\n캡처를 첨부합니다.');
    await page.getByLabel(/^파일 추가/).setInputFiles({
      name: '화면 캡처.png',
      mimeType: 'image/png',
      buffer: greyPng(40, 30),
    });
    await page.getByRole('list', { name: '첨부한 파일' }).getByText('화면 캡처.png').waitFor();
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '문의하기', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.supportQnaDetail.path);
    const qnaId = new URL(page.url()).searchParams.get('qnaId') ?? '';
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(/평일 기준 1일 이내에 답변합니다/).waitFor();
    await page.getByRole('button', { name: '수정' }).waitFor();
    await expectFitsPhone(page);

    // The operator, in another browser context.
    const ops = await newPage(browser);
    await signInOperator(ops.page, inject('qnaAnswerer'));
    await ops.page.getByRole('link', { name: '1:1 문의', exact: true }).click();
    await ops.page.getByRole('link', { name: title }).click();
    await ops.page.waitForURL((url) => url.searchParams.get('qnaId') === qnaId);
    await ops.page.getByText('이력서에 증명사진을 올리면 화면이 멈춥니다.').waitFor();
    // The member's attachment opens for the operator (the file service's 'support' files).
    const fileHref = await ops.page
      .getByRole('link', { name: '화면 캡처.png' })
      .getAttribute('href');
    const file = await ops.context.request.get(fileHref ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await expectNoAxeViolations(ops.page);
    await ops.page
      .getByRole('textbox', { name: '답변' })
      .fill('안녕하세요. 사진은 JPG·PNG 5MB 이하로 올려 주세요.\n다시 시도해 보시고 알려 주세요.');
    await ops.page.getByRole('button', { name: '답변 등록' }).click();
    await ops.page.getByText('답변 완료').first().waitFor();
    await expectFitsPhone(ops.page);
    await ops.context.close();

    // The member's alarm leads to the answer.
    await page.goto(ROUTES.main.path);
    await page
      .getByRole('banner')
      .getByRole('button', { name: '알림, 읽지 않은 알림 있음' })
      .click();
    const alarms = page.getByRole('dialog', { name: '알림' });
    await alarms.getByText(`'${title}' 문의에 답변이 등록되었습니다.`).first().click();
    await page.waitForURL((url) => url.searchParams.get('qnaId') === qnaId);
    await page.getByText(/사진은 JPG·PNG 5MB 이하로 올려 주세요/).waitFor();
    await page.getByText('답변 완료').first().waitFor();
    expect(await page.getByRole('button', { name: '수정' }).count()).toBe(0);
    await expectFitsPhone(page);

    // And the mail the member asked for, sent after the commit by the outbox.
    await expect
      .poll(
        () =>
          receivedMail().filter(
            (m) => m.to.includes('demo@example.com') && m.subject.includes(title),
          ).length,
      )
      .toBe(1);
    expect(member.pageErrors).toEqual([]);
    await member.context.close();
  });
});
