import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantDetailSchema,
  type ApplicationSummary,
  type ApplyForm,
  EMPLOYER_API,
  type Offer,
  ROUTES,
  withQuery,
  APPLICATION_API,
  OFFER_API,
  RESUME_API,
} from '@ilteo/contract';
import { DEMO_COMPANY_ACCOUNT } from '../apps/server/src/seed/demo-applications-data';
import { completeContent } from '../apps/server/test/helpers/resumes';
import { approvedCompanyMember, loggedIn, type ApiSession } from './applications-actors';
import {
  axeViolations,
  baseUrl,
  describeViolations,
  launchBrowser,
  newPage,
  receivedMail,
} from './browser';
import { greyPng } from './grey-png';
import { signUpMember } from './members';

/**
 * Issue 19's journey (decision 0034). A fresh member with a public résumé
 * applies in Chromium at 390 px to one of the demo company's 일터 즉시지원
 * postings: résumé, answers to the posting's questions, a file, consent,
 * submit; 지원 현황 shows it 미열람. The demo company member opens it (the
 * employer API: no employer screens in the spec) and passes the first stage;
 * the member sees 열람, the pass and the next stage, the alarm, and prints a
 * 취업활동 증명서 to PDF (pdftotext). Then offers: a company member signed
 * up with a new 사업자등록번호 waits for the operator's approval (702), is
 * approved and sends an interview offer; the demo company offers its other
 * posting; the member declines the one with a reason and accepts the other.
 */

const PHONE = { width: 390, height: 844, mobile: true } as const;
const MEMBER_NAME = '윤지원';
const squash = (text: string) => text.replace(/\s+/g, '');

async function expectNoAxeViolations(page: Page) {
  // The global loading bar sits outside the landmarks while a call is under way: check the settled page.
  await page.waitForFunction(() => !document.documentElement.classList.contains('is-loading'));
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing is wider than the 390 px phone (tables scroll in their own boxes), and axe is clean. */
async function expectFitsPhone(page: Page) {
  const overflow = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
  await expect.poll(overflow).toEqual([]);
  await expectNoAxeViolations(page);
}

const answerFor = (n: number) =>
  `${String(n)}번 문항 답변입니다. 예약 서비스의 첫 화면을 4초에서 1.6초로 줄인 경험을 바탕으로, 측정에서 시작해 사용자가 망설이지 않는 화면을 만들겠습니다.`;

describe('applying, screening, the certificate and offers', () => {
  let browser: Browser;
  let workDir: string;
  let member: { context: BrowserContext; page: Page; pageErrors: string[] };
  let memberApi: ApiSession;
  let memberLoginId: string;
  let demoCompany: ApiSession;
  let demoCompanyContext: BrowserContext;
  let resumeId: number;
  let resumeTitle: string;
  /** The demo company's open 일터 postings with questions and two or more stages, as the member's form. */
  let forms: ApplyForm[];

  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(tmpdir(), 'ilteo-apply-e2e-'));
    member = await newPage(browser, PHONE);
    memberLoginId = await signUpMember(member.context.request, { name: MEMBER_NAME, prefix: 'ap' });
    // The page shares the context's cookies: this login is the page's session too.
    memberApi = await loggedIn(member.context.request, memberLoginId);
    resumeTitle = `프론트엔드 개발자 이력서 ${Math.random().toString(36).slice(2, 6)}`;
    const base = completeContent(resumeTitle);
    const created = await memberApi.call('POST', RESUME_API.save, {
      content: {
        ...base,
        basics: { ...base.basics, name: MEMBER_NAME, email: `${memberLoginId}@example.com` },
      },
    });
    expect(created.code, created.message).toBe('002');
    resumeId = (created.data as { resumeId: number }).resumeId;
    // Public with 제안 받을래요: companies may send offers to it.
    const flags = await memberApi.call('PATCH', RESUME_API.flags, {
      resumeId,
      public: true,
      acceptOffers: true,
    });
    expect(flags.code, flags.message).toBe('003');

    demoCompanyContext = await browser.newContext({ baseURL: baseUrl() });
    demoCompany = await loggedIn(
      demoCompanyContext.request,
      DEMO_COMPANY_ACCOUNT.loginId,
      DEMO_COMPANY_ACCOUNT.password,
    );
    const postings = await demoCompany.call('GET', withQuery(EMPLOYER_API.postings, { size: 50 }));
    forms = [];
    for (const p of (postings.data as { items: { postingId: number }[] }).items) {
      const form = await memberApi.call(
        'GET',
        withQuery(APPLICATION_API.form, { postingId: p.postingId }),
      );
      const f = form.data as ApplyForm;
      if (f.applyMethod === 'ilteo' && f.period === 'open' && f.questions.length > 0) {
        if (f.stages.length >= 2) forms.push(f);
      }
    }
    // The demo seed gives the demo company two such postings (one to apply to, one to offer).
    expect(forms.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    await member.context.close();
    await demoCompanyContext.close();
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('applies with a résumé, answers and a file; the company passes 서류; the member follows it and prints the 취업활동 증명서', async () => {
    const { page, pageErrors } = member;
    const form = forms[0] as ApplyForm;

    // Apply: résumé → questions → file → consent → review → submit.
    await page.goto(withQuery(ROUTES.recruitApply.path, { postingId: form.postingId }));
    await page.getByRole('heading', { level: 1, name: '입사 지원' }).waitFor();
    await page.getByText(form.title).first().waitFor();
    await page.getByRole('radio', { name: new RegExp(resumeTitle) }).check();
    await expectFitsPhone(page);
    const next = () => page.getByRole('button', { name: '다음', exact: true }).click();
    await next();
    await page.getByRole('heading', { level: 2, name: '질문 답변' }).waitFor();
    for (const [i, q] of form.questions.entries()) {
      await page
        .getByLabel(`${String(i + 1)}. ${q.question}`, { exact: false })
        .fill(answerFor(i + 1));
    }
    await page
      .getByText(`공백 포함 ${String(answerFor(1).length)}자 /`, { exact: false })
      .first()
      .waitFor();
    await expectFitsPhone(page);
    await next();
    await page.getByRole('heading', { level: 2, name: '파일 첨부' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: '포트폴리오.png',
      mimeType: 'image/png',
      buffer: greyPng(64, 48),
    });
    await page.getByRole('list', { name: '첨부한 파일' }).getByText('포트폴리오.png').waitFor();
    await expectNoAxeViolations(page);
    await next();
    await page.getByRole('heading', { level: 2, name: '개인정보 제공 동의' }).waitFor();
    await page.getByText(form.consent.recipient).first().waitFor();
    await page
      .getByRole('checkbox', { name: /개인정보를 이 회사에 제공하는 데 동의합니다/ })
      .check();
    await expectNoAxeViolations(page);
    await next();
    await page.getByRole('heading', { level: 2, name: '확인 및 제출' }).waitFor();
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '지원서 제출' }).click();
    await page.getByRole('heading', { level: 1, name: '지원이 완료되었습니다' }).waitFor();
    await expectNoAxeViolations(page);

    // 지원 현황: the application, 미열람.
    await page.getByRole('link', { name: '지원 현황 보기' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.myApplications.path);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: form.title });
    await row.getByText('미열람', { exact: true }).waitFor();
    await row.getByText(new RegExp(`이력서: ${resumeTitle}`)).waitFor();
    await expectFitsPhone(page);
    const mine = (await memberApi.call('GET', APPLICATION_API.list)).data as {
      items: ApplicationSummary[];
    };
    const applicationId = mine.items.find((a) => a.postingId === form.postingId)?.applicationId;
    expect(applicationId).toBeDefined();

    // The company opens the snapshot (answers and file as sent) and passes the first stage.
    const opened = await demoCompany.call(
      'GET',
      withQuery(EMPLOYER_API.applicant, { applicationId }),
    );
    expect(opened.status, opened.message).toBe(200);
    const detail = applicantDetailSchema.parse(opened.data);
    expect(detail.name).toBe(MEMBER_NAME);
    expect(detail.snapshot?.resumeTitle).toBe(resumeTitle);
    expect(detail.snapshot?.answers.map((a) => a.answer)).toEqual(
      form.questions.map((_, i) => answerFor(i + 1)),
    );
    expect(detail.snapshot?.files.map((f) => f.originalName)).toEqual(['포트폴리오.png']);
    const passed = await demoCompany.call('POST', EMPLOYER_API.decide, {
      applicationId,
      stageNo: 0,
      result: 'pass',
    });
    expect(passed.code, passed.message).toBe('003');
    const [first, second] = detail.stages as [string, string];

    // The member sees 열람, the pass and the next stage in progress.
    await page.reload();
    await row.locator('.app-badge').getByText(`${second} 진행 중`, { exact: true }).waitFor();
    // 열람 shows in the row and, opened, in its timeline.
    await row.getByText('열람', { exact: true }).first().waitFor();
    // The receipt's link named this application (?applicationId=), so its detail is already open.
    await row.getByRole('button', { name: /^상세 닫기/ }).waitFor();
    const timeline = row.locator('.app-timeline');
    await timeline.waitFor();
    await expect
      .poll(() => timeline.locator('.app-timeline__label').allTextContents())
      .toEqual(expect.arrayContaining(['지원완료', '열람', `${first} 합격`, `${second} 진행 중`]));
    await row.getByText(form.companyName).first().waitFor();
    await expectFitsPhone(page);

    // The alarm, in the bell's list.
    await page.goto(ROUTES.main.path);
    await page
      .getByRole('banner')
      .getByRole('button', { name: '알림, 읽지 않은 알림 있음' })
      .click();
    const alarms = page.getByRole('dialog', { name: '알림' });
    await alarms
      .getByText(new RegExp(`지원 상태가 '${first} 합격'`))
      .first()
      .waitFor();
    await alarms.getByRole('button', { name: '알림 닫기' }).click();
    // And the mails: the receipt, 열람 and the pass (sent after commit by the outbox).
    await expect
      .poll(
        () => receivedMail().filter((m) => m.to.includes(`${memberLoginId}@example.com`)).length,
      )
      .toBeGreaterThanOrEqual(3);

    // 취업활동 증명서: issued for the last 90 days, printed to PDF by Chromium.
    await page.goto(ROUTES.myApplications.path);
    await page.getByRole('button', { name: '증명서 발급하기' }).click();
    await page.getByRole('button', { name: '증명서 발급', exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.print.path);
    const certNo = new URL(page.url()).searchParams.get('certNo') ?? '';
    expect(new URL(page.url()).searchParams.get('kind')).toBe('employment-cert');
    await page.getByRole('heading', { level: 1, name: '취업활동 증명서' }).waitFor();
    await page.getByText(form.title).first().waitFor();
    await page.waitForLoadState('networkidle');
    const pdfFile = path.join(workDir, 'employment-cert.pdf');
    writeFileSync(pdfFile, await page.pdf({ format: 'A4', printBackground: true }));
    const text = squash(
      execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' }),
    );
    expect(text).toContain('취업활동증명서');
    expect(text).toContain(MEMBER_NAME);
    expect(text).toContain(squash(form.companyName));
    expect(text).toContain(certNo);
    // The print toolbar is for the screen only.
    expect(text).not.toContain('인쇄미리보기입니다');
    // The company side can verify the issue number.
    const verified = await demoCompany.call(
      'GET',
      withQuery(EMPLOYER_API.verifyCertificate, { certNo }),
    );
    expect(verified.status, verified.message).toBe(200);

    expect(pageErrors).toEqual([]);
  });

  it('a new company member is approved and offers an interview; the member declines it with a reason and accepts the demo company’s offer', async () => {
    const { page, pageErrors } = member;
    const offered = forms[1] as ApplyForm;
    const companyName = `(주)새길테크${Math.random().toString(36).slice(2, 6)}`;
    const companyContext = await browser.newContext({ baseURL: baseUrl() });
    const opsContext = await browser.newContext({ baseURL: baseUrl() });
    const company = await approvedCompanyMember(
      companyContext.request,
      opsContext.request,
      companyName,
    );
    expect(company.signUpCode).toBe('002');
    expect(company.pendingCode).toBe('702');

    const interview = await company.session.call('POST', EMPLOYER_API.offers, {
      resumeId,
      kind: 'interview',
      message: '이력서를 인상 깊게 보았습니다. 프론트엔드 개발 면접에 모시고 싶습니다.',
      expiryDays: 7,
    });
    expect(interview.code, interview.message).toBe('002');
    const position = await demoCompany.call('POST', EMPLOYER_API.offers, {
      resumeId,
      postingId: offered.postingId,
      kind: 'position',
      message: '공고의 업무와 경력이 잘 맞습니다. 지원을 제안드립니다.',
    });
    expect(position.code, position.message).toBe('002');
    await opsContext.close();
    await companyContext.close();

    // 받은 제안: both, waiting.
    await page.goto(ROUTES.myOffers.path);
    const item = (name: string) =>
      page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await item(companyName).getByText('응답 대기', { exact: true }).waitFor();
    await item(offered.companyName).getByText(offered.title).waitFor();
    await expectFitsPhone(page);

    // Decline the interview offer with the member's own reason.
    const reason = '현재 다른 회사 면접 일정이 겹쳐 참석이 어렵습니다.';
    await item(companyName).getByRole('button', { name: /^거절/ }).click();
    const decline = page.getByRole('dialog', { name: '제안 거절' });
    await decline.getByRole('radio', { name: '직접 입력' }).check();
    await decline.getByRole('textbox', { name: '거절 사유' }).fill(reason);
    await expectNoAxeViolations(page);
    await decline.getByRole('button', { name: '거절하기' }).click();
    await decline.waitFor({ state: 'detached' });
    await item(companyName).getByText(`거절 사유: ${reason}`).waitFor();

    // Accept the position offer: it goes on to applying to that posting.
    await item(offered.companyName).getByRole('button', { name: /^수락/ }).click();
    await page
      .getByRole('dialog', { name: '제안 수락' })
      .getByRole('button', { name: '수락' })
      .click();
    await page.waitForURL((url) => url.pathname === ROUTES.recruitApply.path);
    expect(new URL(page.url()).searchParams.get('postingId')).toBe(String(offered.postingId));
    await page.getByRole('heading', { level: 1, name: '입사 지원' }).waitFor();

    // Both answers are shown.
    await page.goto(ROUTES.myOffers.path);
    await item(companyName).getByText('거절', { exact: true }).waitFor();
    await item(offered.companyName).getByText('수락', { exact: true }).waitFor();
    await expectFitsPhone(page);
    const offers = (await memberApi.call('GET', OFFER_API.list)).data as { items: Offer[] };
    expect(offers.items.map((o) => [o.companyName, o.status, o.declineReason]).sort()).toEqual(
      [
        [companyName, 'declined', reason],
        [offered.companyName, 'accepted', null],
      ].sort(),
    );

    expect(pageErrors).toEqual([]);
  });
});
