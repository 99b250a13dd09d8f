import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, ROUTES, withQuery, COMMUNITY_API } from '@ilteo/contract';
import { axeViolations, describeViolations, launchBrowser, logIn, newPage } from './browser';
import { MEMBER_PASSWORD, memberApi, signUpMember, type MemberApi } from './members';

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing is wider than a 390 px phone (tables scroll in their own boxes). */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((el) => !el.closest('.ops-table-scroll'))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
  await expect.poll(overflow).toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 20's journey (decisions 0030, 0031): a member's post is listed and
 * found, a second member comments and the author gets the alarm; five
 * members report it and it is blinded at once (/reported-content); an
 * operator removes it in the console; the author sees the sanction on the
 * write page and objects once.
 */
/** Korean names only: the identity step refuses digits in a name. */
const REPORTER_NAMES = ['최신고', '정신고', '한신고', '오신고', '윤신고'] as const;

describe('community and moderation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists, finds, comments, reports, blinds, removes, sanctions and takes an objection', async () => {
    const stamp = Math.random().toString(36).slice(2, 7);
    const title = `정보처리기사 실기 합격 후기 ${stamp}`;

    // The author writes through the API (the editor's own journey is community-editor.e2e.ts).
    const authorSide = await newPage(browser);
    const authorId = await signUpMember(authorSide.context.request, {
      name: '김작성',
      prefix: 'au',
    });
    const author = await memberApi(authorSide.context.request, authorId);
    expect(
      (await author.call('POST', COMMUNITY_API.nickname, { nickname: `합격${stamp}` })).code,
    ).toBe('002');
    const boards = (await author.call('GET', COMMUNITY_API.boards)).data as {
      boardId: number;
      slug: string | null;
    }[];
    const passReview = boards.find((b) => b.slug === 'pass-review');
    const created = await author.call('POST', COMMUNITY_API.post, {
      boardId: passReview?.boardId,
      title,
      bodyHtml:
        '<p>필기는 기출 위주로, 실기는 약점 단원을 반복했습니다. 모두 합격하시길 바랍니다.</p>',
    });
    expect(created.code).toBe('002');
    const { postId } = created.data as { postId: number };
    const detailPath = withQuery(ROUTES.commuDetail.path, { postId: String(postId) });

    // Anyone sees it in the list and in the global search.
    const { page, pageErrors, context } = await newPage(browser);
    await page.goto(ROUTES.commuList.path);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await page.goto(withQuery(ROUTES.globalSearch.path, { keyword: `실기 합격 후기 ${stamp}` }));
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();

    // A second member comments in the browser.
    const commenterId = await signUpMember(context.request, { name: '이댓글', prefix: 'cm' });
    await page.goto(ROUTES.login.path);
    await logIn(page, commenterId, MEMBER_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(detailPath);
    await page.getByRole('heading', { name: title }).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('textbox', { name: /댓글/ })
      .first()
      .fill('축하드립니다! 실기 공부 기간은 얼마나 걸리셨나요?');
    await page.getByRole('button', { name: '등록', exact: true }).first().click();
    // The first comment asks for a nickname, then sends.
    const dialog = page.getByRole('dialog', { name: '닉네임 정하기' });
    await dialog.getByLabel('닉네임').fill(`댓글${stamp}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '정하기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('.commu-comment')
      .getByText('축하드립니다! 실기 공부 기간은 얼마나 걸리셨나요?')
      .waitFor();
    await expectFitsPhone(page);

    // The author has the alarm.
    const alarms = (await author.call('GET', `${API.main.alarms}?size=10`)).data as {
      link: string | null;
    }[];
    // The links, so a failure shows what the author did get.
    expect(
      alarms.map((a) => a.link ?? '').filter((l) => l.includes(`postId=${String(postId)}`)),
    ).not.toEqual([]);

    // Five members report it: the fifth blinds it at once.
    const reporters: MemberApi[] = [];
    const reporterContexts: BrowserContext[] = [];
    for (let i = 0; i < 5; i += 1) {
      const side = await browser.newContext({ baseURL: inject('baseUrl') });
      reporterContexts.push(side);
      const id = await signUpMember(side.request, {
        name: REPORTER_NAMES[i],
        prefix: `rp${String(i)}`,
      });
      reporters.push(await memberApi(side.request, id));
    }
    for (const reporter of reporters) {
      const answer = await reporter.call('POST', API.person.report, {
        targetType: 'community-post',
        targetId: String(postId),
        reason: 'spam',
      });
      expect(answer.code).toBe('601');
    }
    await Promise.all(reporterContexts.map((c) => c.close()));
    await page.goto(detailPath);
    await page.waitForURL(/\/reported-content\?/);
    await page
      .getByText(/가려진 콘텐츠/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    // The operator removes it from the console.
    const moderator = inject('moderator');
    const ops = await newPage(browser);
    await ops.page.goto(ROUTES.opsLogin.path);
    await ops.page.getByLabel(/^아이디/).fill(moderator.loginId);
    await ops.page.getByLabel(/^비밀번호/).fill(moderator.password);
    await ops.page.getByRole('button', { name: '로그인', exact: true }).click();
    const secret = (await ops.page.getByLabel('인증 키').textContent())?.trim() ?? '';
    await ops.page.keyboard.type(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await ops.page.keyboard.press('Enter');
    // Signed in, the console opens on its members screen (the login page is under /ops/ too).
    await ops.page.waitForURL(/\/ops\/members$/);
    await ops.page.goto(ROUTES.opsModeration.path);
    await ops.page.getByRole('heading', { name: '신고 검토' }).waitFor();
    await ops.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await ops.page.getByRole('heading', { name: '신고 검토 상세' }).waitFor();
    await expectNoAxeViolations(ops.page);
    await ops.page.getByRole('radio', { name: /삭제/ }).check();
    await ops.page.getByLabel(/처리 사유/).fill('홍보성 도배로 확인되어 삭제합니다.');
    await ops.page
      .getByRole('button', { name: /처리|결정|저장/ })
      .first()
      .click();
    await ops.page
      .getByText(/처리했습니다|처리되었습니다/)
      .first()
      .waitFor();
    await ops.context.close();

    // The author sees the sanction on the write page, and objects once.
    const authorPage = authorSide.page;
    await authorPage.goto(ROUTES.commuWrite.path);
    await authorPage
      .getByText(/제한되었습니다/)
      .first()
      .waitFor();
    await expectNoAxeViolations(authorPage);
    await authorPage.goto(
      withQuery(ROUTES.reportedContent.path, { kind: 'community-post', id: String(postId) }),
    );
    await authorPage
      .getByText(/삭제된 콘텐츠/)
      .first()
      .waitFor();
    await authorPage
      .getByRole('textbox', { name: /이의/ })
      .fill('후기 내용은 제 경험이며 홍보 목적이 아니었습니다. 다시 검토를 부탁드립니다.');
    await authorPage.getByRole('button', { name: /이의 신청/ }).click();
    await authorPage
      .getByText(/이의 신청이 접수되었습니다/)
      .first()
      .waitFor();
    await expectNoAxeViolations(authorPage);
    await expectFitsPhone(authorPage);
    const again = await author.call('POST', API.moderation.objection, {
      kind: 'community-post',
      id: String(postId),
      text: '한 번 더 이의를 신청합니다. 다시 봐 주세요.',
    });
    expect(again.code).toBe('302');

    expect(pageErrors).toEqual([]);
    expect(authorSide.pageErrors).toEqual([]);
    await context.close();
    await authorSide.context.close();
  });
});
