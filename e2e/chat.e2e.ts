import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@ilteo/contract';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
  signInOperator,
} from './browser';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing is wider than a 390 px phone, and the screen is still axe clean there. */
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

/** How many times a text appears in the conversation (each message must be there once). */
const countInLog = (page: Page, text: string) =>
  page.getByRole('log', { name: /대화/ }).first().locator('li', { hasText: text }).count();

/** Types into the composer and sends with Enter, as a member would. */
async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /메시지/ });
  await box.fill(text);
  await box.press('Enter');
}

/**
 * Issue 22's chat journey: the demo member and a counsellor talk in two
 * browser contexts over the WebSocket; the member's network drops while
 * the counsellor writes and the member writes too, and when it is back
 * every message is there exactly once on both sides; the counsellor closes
 * with a summary the member reads. Axe on both screens and at 390 px.
 */
describe('counsellor chat', () => {
  let browser: Browser;
  /** The counsellor's console, signed in once (the authenticator is enrolled at the first sign-in). */
  let ops: Awaited<ReturnType<typeof newPage>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    ops = await openCounsellorConsole(browser);
  });
  afterAll(() => browser.close());

  it('exchanges messages, survives a dropped network without loss or doubles, and closes', async () => {
    const stamp = Math.random().toString(36).slice(2, 6);

    // The demo member opens the chat and starts a conversation.
    const member = await newPage(browser);
    await member.page.goto(ROUTES.login.path);
    await logIn(member.page, 'demo', 'ilteo-demo-2026');
    await member.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await member.page.goto(ROUTES.guideChat.path);
    await member.page.getByRole('heading', { name: '커리어 상담 채팅', level: 1 }).waitFor();
    await member.page.getByText('상담 가능', { exact: true }).waitFor();
    await expectNoAxeViolations(member.page);
    await member.page.getByLabel(/상담 주제/).fill(`신입 이력서 상담 ${stamp}`);
    await member.page.getByRole('button', { name: '상담 시작' }).click();
    await member.page
      .getByText(/상담 대기/)
      .first()
      .waitFor();

    // The counsellor takes it from the queue.
    const waiting = ops.page.locator('.ops-chat-waiting li', { hasText: stamp });
    await waiting.getByRole('button', { name: '맡기' }).click();
    await ops.page.getByRole('tab').first().waitFor();
    await member.page.getByText(/상담 중 · 김상담 상담사/).waitFor();
    await member.page.getByText('실시간 연결이 어려워', { exact: false }).waitFor({
      state: 'detached',
    });

    // Korean both ways; Enter sends, and each side shows the other's message.
    const hello = `안녕하세요, 신입 개발자 이력서를 어떻게 쓰면 좋을지 궁금합니다 ${stamp}`;
    await say(member.page, hello);
    await ops.page.getByRole('log').getByText(hello).waitFor();
    const answer = `반갑습니다. 프로젝트 경험을 성과 중심으로 정리해 보시죠 ${stamp}`;
    await say(ops.page, answer);
    await member.page.getByRole('log').getByText(answer).waitFor();
    // The member read it: the counsellor's message shows 읽음.
    await ops.page.getByRole('log').locator('li', { hasText: answer }).getByText('읽음').waitFor();
    await expectNoAxeViolations(ops.page);

    // The member's network drops while both sides write.
    await member.context.setOffline(true);
    await member.page.getByText(/재연결 중/).waitFor();
    const whileAway = [`첫째, 지원 직무와 맞는 경험부터 ${stamp}`, `둘째, 수치로 성과를 ${stamp}`];
    for (const text of whileAway) await say(ops.page, text);
    const fromMember = `지금 보내는 메시지도 도착해야 합니다 ${stamp}`;
    await say(member.page, fromMember);
    await member.page.locator('.chat-line--pending', { hasText: fromMember }).waitFor();
    await member.context.setOffline(false);

    // Back online: every message once on both sides, nothing pending.
    for (const text of whileAway) await member.page.getByRole('log').getByText(text).waitFor();
    await ops.page.getByRole('log').getByText(fromMember).waitFor();
    await member.page.locator('.chat-line--pending').first().waitFor({ state: 'detached' });
    for (const text of [hello, answer, ...whileAway, fromMember]) {
      expect(await countInLog(member.page, text), text).toBe(1);
      expect(await countInLog(ops.page, text), text).toBe(1);
    }
    await expectFitsPhone(member.page);

    // The counsellor closes with a summary; the member sees it with the ended conversation.
    await ops.page.getByRole('button', { name: '상담 종료' }).click();
    const dialog = ops.page.getByRole('dialog');
    const summary = `이력서 경험 기술 방법 안내, 성과 수치화 권장 ${stamp}`;
    await dialog.getByLabel(/상담 요약/).fill(summary);
    await expectNoAxeViolations(ops.page);
    await dialog.getByRole('button', { name: '종료하기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await member.page.getByText('상담이 종료되었습니다.').waitFor();
    await member.page.getByText(summary).first().waitFor();
    await expectNoAxeViolations(member.page);

    expect(member.pageErrors).toEqual([]);
    expect(ops.pageErrors).toEqual([]);
    await member.context.close();
  });

  it('falls back to Server-Sent Events plus POST when WebSockets are refused, and the console fits a phone', async () => {
    const stamp = Math.random().toString(36).slice(2, 6);
    const member = await newPage(browser);
    // A network that refuses WebSockets (some proxies do): every socket fails before it opens.
    await member.page.addInitScript(() => {
      class RefusedSocket extends EventTarget {
        readyState = 0;
        onopen: ((e: Event) => void) | null = null;
        onmessage: ((e: MessageEvent) => void) | null = null;
        onclose: ((e: CloseEvent) => void) | null = null;
        onerror: ((e: Event) => void) | null = null;
        constructor() {
          super();
          setTimeout(() => {
            this.readyState = 3;
            this.onerror?.(new Event('error'));
            this.onclose?.(new CloseEvent('close', { code: 1006 }));
          }, 0);
        }
        send() {
          throw new DOMException('The socket is not open.', 'InvalidStateError');
        }
        close() {
          this.readyState = 3;
        }
      }
      window.WebSocket = RefusedSocket as unknown as typeof WebSocket;
    });
    await member.page.goto(ROUTES.login.path);
    await logIn(member.page, 'demo', 'ilteo-demo-2026');
    await member.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await member.page.goto(ROUTES.guideChat.path);
    await member.page.getByText('상담 가능', { exact: true }).waitFor();
    await member.page.getByLabel(/상담 주제/).fill(`면접 준비 상담 ${stamp}`);
    await member.page.getByRole('button', { name: '상담 시작' }).click();
    await ops.page
      .locator('.ops-chat-waiting li', { hasText: stamp })
      .getByRole('button', { name: '맡기' })
      .click();
    await member.page.getByText(/상담 중 · 김상담 상담사/).waitFor();
    // The member's side runs on the fallback stream and says so.
    await member.page.getByText('실시간 연결이 어려워', { exact: false }).waitFor();

    const question = `1분 자기소개는 어떻게 준비하나요 ${stamp}`;
    await say(member.page, question);
    await ops.page.getByRole('log').getByText(question).waitFor();
    const reply = `지원 동기와 강점 하나를 중심으로 준비해 보세요 ${stamp}`;
    await say(ops.page, reply);
    await member.page.getByRole('log').getByText(reply).waitFor();
    await ops.page.getByRole('log').locator('li', { hasText: reply }).getByText('읽음').waitFor();
    for (const text of [question, reply]) {
      expect(await countInLog(member.page, text), text).toBe(1);
      expect(await countInLog(ops.page, text), text).toBe(1);
    }
    await expectNoAxeViolations(member.page);
    await expectFitsPhone(member.page);
    // The counsellor's console with a conversation open, on a phone.
    await expectFitsPhone(ops.page);

    await ops.page.getByRole('button', { name: '상담 종료' }).click();
    const dialog = ops.page.getByRole('dialog');
    await dialog.getByLabel(/상담 요약/).fill(`자기소개 준비 안내 ${stamp}`);
    await dialog.getByRole('button', { name: '종료하기' }).click();
    await member.page.getByText('상담이 종료되었습니다.').waitFor();
    expect(member.pageErrors).toEqual([]);
    expect(ops.pageErrors).toEqual([]);
    await member.context.close();
  });
});

/** The counsellor signs in (enrolling the authenticator), opens the chat console and goes on duty. */
async function openCounsellorConsole(browser: Browser) {
  const counsellor = inject('counsellor');
  const ops = await newPage(browser);
  await signInOperator(ops.page, counsellor);
  await ops.page.getByRole('link', { name: '상담 채팅' }).click();
  await ops.page.getByRole('heading', { name: '상담 채팅' }).waitFor();
  await ops.page.getByRole('checkbox', { name: /상담 가능/ }).check();
  await ops.page.getByText(/진행 중 0 \/ 최대/).waitFor();
  return ops;
}
