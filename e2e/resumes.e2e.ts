import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  resumeDetailSchema,
  ROUTES,
  type ResumeDetail,
  RESUME_API,
} from '@ilteo/contract';
import {
  axeViolations,
  DEMO_USER,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
} from './browser';
import { greyPng } from './grey-png';

/**
 * Résumés as the demo member has them (the demo seed gives one complete and
 * one incomplete): the list, the view, the print page printed to PDF by
 * Chromium and read back with pdftotext, JSON Resume out and back in, copy,
 * 대표 and delete. Everything this journey adds, it deletes again, and 대표
 * goes back where it was, so the demo member is left as found.
 */

const LIST = ROUTES.myCareerList.path;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitled = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const cardOf = (page: Page, resumeId: number) =>
  cards(page).filter({
    has: page.locator(`a[href="${ROUTES.myCareerView.path}?resumeId=${String(resumeId)}"]`),
  });
/** A card's button, by the visible word its accessible name starts with. */
const action = (card: Locator, word: string) =>
  card.getByRole('button', { name: new RegExp(`^${word}`) });

async function openListLoggedIn(page: Page): Promise<void> {
  await page.goto(LIST);
  await page.waitForURL((url) => url.pathname === ROUTES.login.path);
  await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
  await page.waitForURL((url) => url.pathname === LIST);
  await page.getByRole('heading', { level: 1, name: '이력서 관리' }).waitFor();
  await cards(page).first().waitFor();
}

async function resumeDetail(page: Page, resumeId: number): Promise<ResumeDetail> {
  const res = await page.request.get(`${RESUME_API.detail}?resumeId=${String(resumeId)}`);
  expect(res.ok()).toBe(true);
  return envelopeSchema(resumeDetailSchema).parse(await res.json()).data;
}

/** The resumeId of an address, absolute (page.url()) or a link's href. */
const resumeIdOf = (url: string) =>
  Number(new URL(url, 'http://localhost').searchParams.get('resumeId'));
const squash = (text: string) => text.replace(/\s+/g, '');

/** Waits for a toast with `text` in the toast region. */
const toastSays = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** Signs a new member up through 휴대전화 본인인증 (the local identity window), then logs in at `then`. */
async function signUpVerified(context: BrowserContext, page: Page, then: string): Promise<void> {
  const loginId = `cv${Math.random().toString(36).slice(2, 10)}`;
  const password = 'quiet-ledger-harbor-58';
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\(필수\\))?$`));
  await page.goto(ROUTES.signUp.path);
  const [identity] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: '휴대전화 본인인증' }).click(),
  ]);
  await identity.waitForLoadState();
  await identity.getByLabel('이름').fill('한지우');
  await identity.getByLabel('생년월일').fill('19970203');
  await identity.getByLabel('여자').check();
  await identity.getByLabel('통신사').selectOption('SKT');
  await identity
    .getByLabel('휴대전화 번호')
    .fill(`0105${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await identity.getByRole('button', { name: '인증 완료' }).click();
  await identity.waitForEvent('close');
  await page.getByRole('checkbox', { name: /^전체 동의/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await field('아이디').fill(loginId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await page.getByText('사용할 수 있는 아이디입니다.').waitFor();
  await field('비밀번호').fill(password);
  await field('비밀번호 확인').fill(password);
  await field('이메일').fill(`${loginId}@example.com`);
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL((url) => url.pathname === ROUTES.signedUp.path);
  await page.goto(then);
  await page.waitForURL((url) => url.pathname === ROUTES.login.path);
  await logIn(page, loginId, password);
  await page.waitForURL((url) => url.pathname === then);
}

async function deleteCard(page: Page, card: Locator): Promise<void> {
  await action(card, '삭제').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await toastSays(page, /삭제(되었|했)습니다/);
  await card.waitFor({ state: 'detached' });
}

describe('résumés in the browser', () => {
  let browser: Browser;
  let workDir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(tmpdir(), 'ilteo-resume-e2e-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists, views, prints to PDF, round-trips JSON Resume, copies, sets 대표 and deletes', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    await openListLoggedIn(page);

    // The demo member's two résumés: one complete, one not.
    expect(await cards(page).count()).toBeGreaterThanOrEqual(2);
    await page
      .getByText(/^미완성 · 완성도 \d+%$/)
      .first()
      .waitFor();
    const complete = cards(page)
      .filter({ has: page.getByText(/^완성도 \d+%$/) })
      .first();
    const title = (await complete.getByRole('heading', { level: 2 }).textContent()) ?? '';
    // 대표 goes back to this résumé at the end (the journey moves it to a copy).
    const primaryCard = cards(page).filter({ has: page.locator('.resume-badge--primary') });
    const primaryHref =
      (await primaryCard.count()) > 0
        ? await primaryCard
            .getByRole('heading', { level: 2 })
            .getByRole('link')
            .getAttribute('href')
        : null;
    const primaryId = primaryHref ? resumeIdOf(primaryHref) : null;

    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // View: the document as a company reads it.
    await complete.getByRole('link', { name: /^보기/ }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.myCareerView.path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const resumeId = resumeIdOf(page.url());
    const resume = await resumeDetail(page, resumeId);
    const company = resume.content.work[0]?.company ?? '';
    await page.getByRole('heading', { level: 2, name: '학력' }).waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Print: Chromium's PDF of the print page holds the Hangul text, on one or two A4 pages.
    const printLink = page.getByRole('link', { name: 'PDF로 저장 (새 창)' });
    const [printPage] = await Promise.all([context.waitForEvent('page'), printLink.click()]);
    await printPage.waitForURL((url) => url.pathname === ROUTES.print.path);
    expect(new URL(printPage.url()).searchParams.get('kind')).toBe('resume');
    await printPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await printPage.getByText('PDF로 저장하려면').waitFor();
    await printPage.waitForLoadState('networkidle');
    const pdfFile = path.join(workDir, 'resume.pdf');
    writeFileSync(pdfFile, await printPage.pdf({ format: 'A4', printBackground: true }));
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], {
      encoding: 'utf8',
    });
    expect(squash(text)).toContain(squash(resume.content.basics.name));
    expect(squash(text)).toContain(squash(title));
    if (company) expect(squash(text)).toContain(squash(company));
    // The toolbar and the skip link are for the screen only.
    expect(text).not.toContain('PDF로 저장하려면');
    expect(text).not.toContain('본문 바로가기');
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', [pdfFile], { encoding: 'utf8' }))?.[1],
    );
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await printPage.close();

    // JSON Resume: export the complete résumé, import it back as a new one.
    await page.goto(LIST);
    const card = cardOf(page, resumeId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      action(card, 'JSON 내보내기').click(),
    ]);
    const exported = path.join(workDir, 'resume.json');
    await download.saveAs(exported);
    const document = JSON.parse(readFileSync(exported, 'utf8')) as { basics?: { name?: string } };
    expect(document.basics?.name).toBe(resume.content.basics.name);
    const countBefore = await cards(page).count();
    await page.locator('input[type="file"]').setInputFiles(exported);
    await page.waitForURL((url) => url.pathname === ROUTES.myCareerWrite.path);
    const importedId = resumeIdOf(page.url());
    expect(importedId).toBeGreaterThan(0);
    expect(importedId).not.toBe(resumeId);
    await toastSays(page, 'JSON Resume를 가져왔습니다.');
    await page.goto(LIST);
    await cardOf(page, importedId).waitFor();
    expect(await cards(page).count()).toBe(countBefore + 1);

    // Copy, make the copy 대표, put 대표 back, delete the copy and the import.
    await action(cardOf(page, resumeId), '복사').click();
    await toastSays(page, /복사(되었|했)습니다/);
    const copy = cardTitled(page, `${title} (사본)`);
    await copy.waitFor();
    await action(copy, '대표로 설정').click();
    await copy.locator('.resume-badge--primary').waitFor();
    expect(await cards(page).locator('.resume-badge--primary').count()).toBe(1);
    if (primaryId) {
      const original = cardOf(page, primaryId);
      await action(original, '대표로 설정').click();
      await original.locator('.resume-badge--primary').waitFor();
    }
    await deleteCard(page, copy);
    await deleteCard(page, cardOf(page, importedId));
    expect(await cards(page).count()).toBe(countBefore);

    // From scratch on the write screen: a title, a photo, 신입; saved incomplete, it is on
    // the list as 미완성, and the view shows the uploaded photo. (경력 불러오기 needs an
    // identity-verified member, which the demo member is not: the next test signs one up.)
    await page.getByRole('link', { name: '새 이력서 작성' }).click();
    await page.getByRole('heading', { level: 1, name: '이력서 작성' }).waitFor();
    await page.getByRole('textbox', { name: /^이력서 제목/ }).fill('처음부터 쓴 이력서');
    await page
      .locator('input[type="file"][accept="image/*"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: greyPng(120, 160) });
    await page.getByAltText('이력서 사진').waitFor();
    const writeViolations = await axeViolations(page);
    expect(writeViolations, describeViolations(writeViolations)).toEqual([]);
    await page
      .getByRole('group', { name: /^경력 구분/ })
      .getByLabel('신입', { exact: true })
      .check();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('resumeId'));
    const writtenId = resumeIdOf(page.url());
    await page.goto(LIST);
    const written = cardOf(page, writtenId);
    await written.getByText(/^미완성 · 완성도 \d+%$/).waitFor();
    await written.getByRole('link', { name: /^보기/ }).click();
    await page.getByRole('heading', { level: 1, name: '처음부터 쓴 이력서' }).waitFor();
    const photo = page.getByRole('img', { name: /증명사진$/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await page.goto(LIST);
    await deleteCard(page, cardOf(page, writtenId));
    expect(await cards(page).count()).toBe(countBefore);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('writes a résumé from scratch with a photo and a 경력 from the look-up, then views and prints it', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    await signUpVerified(context, page, LIST);
    await page.getByRole('link', { name: '새 이력서 작성' }).first().click();
    await page.getByRole('heading', { level: 1, name: '이력서 작성' }).waitFor();
    await page.getByRole('textbox', { name: /^이력서 제목/ }).fill('처음부터 쓴 경력 이력서');
    await page
      .locator('input[type="file"][accept="image/*"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: greyPng(120, 160) });
    await page.getByAltText('이력서 사진').waitFor();

    // 경력 불러오기: 간편인증 in the stand-in's window, then pick the first workplace found.
    await page
      .getByRole('group', { name: /^경력 구분/ })
      .getByLabel('경력', { exact: true })
      .check();
    await page.getByRole('button', { name: '경력 불러오기' }).click();
    const dialog = page.getByRole('dialog');
    const [auth] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: /인증 요청$/ }).click(),
    ]);
    await auth.getByRole('button', { name: /인증 완료$/ }).click();
    await auth.getByText('간편인증을 마쳤습니다').waitFor();
    await auth.close();
    await dialog.getByRole('button', { name: /불러오기$/ }).click();
    await dialog.getByRole('heading', { name: '3. 추가할 경력 선택' }).waitFor();
    const firstFound = dialog.getByRole('checkbox').first();
    const company =
      ((await firstFound.locator('xpath=..').textContent()) ?? '').split(' · ')[0] ?? '';
    expect(company).not.toBe('');
    await firstFound.check();
    await dialog.getByRole('button', { name: '선택한 경력 추가' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('resumeId'));
    const resumeId = resumeIdOf(page.url());

    // On the list (미완성: the required sections are not all filled), then the view.
    await page.goto(LIST);
    await cardOf(page, resumeId)
      .getByText(/^미완성 · 완성도 \d+%$/)
      .waitFor();
    await cardOf(page, resumeId).getByRole('link', { name: /^보기/ }).click();
    await page.getByRole('heading', { level: 1, name: '처음부터 쓴 경력 이력서' }).waitFor();
    const career = page.getByRole('region', { name: '경력', exact: true });
    await career.getByRole('heading', { level: 3, name: company }).waitFor();
    await career
      .getByText(/경력 불러오기로 확인/)
      .first()
      .waitFor();
    const photo = page.getByRole('img', { name: /증명사진$/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    // Printed: the company from the look-up is on paper.
    await page.goto(`${ROUTES.print.path}?kind=resume&resumeId=${String(resumeId)}`);
    await page.getByRole('heading', { level: 1, name: '처음부터 쓴 경력 이력서' }).waitFor();
    await page.waitForLoadState('networkidle');
    const pdfFile = path.join(workDir, 'written.pdf');
    writeFileSync(pdfFile, await page.pdf({ format: 'A4', printBackground: true }));
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], {
      encoding: 'utf8',
    });
    expect(squash(text)).toContain(squash(company));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone, with no axe violations on the list, the view and the write screen', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width: 390, mobile: true });
    await openListLoggedIn(page);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The 공개 switch works by touch and goes back again.
    const first = cards(page).first();
    const publicSwitch = first.getByRole('switch', { name: '공개' });
    const offersSwitch = first.getByRole('switch', { name: '제안 받을래요' });
    const wasPublic = await publicSwitch.isChecked();
    const tookOffers = wasPublic && (await offersSwitch.isChecked());
    await publicSwitch.click();
    await expect.poll(() => publicSwitch.isChecked()).toBe(!wasPublic);
    // 제안 받을래요 is there exactly when the résumé is public.
    await expect.poll(() => offersSwitch.count()).toBe(wasPublic ? 0 : 1);
    await publicSwitch.click();
    await expect.poll(() => publicSwitch.isChecked()).toBe(wasPublic);
    // Going private turned offers off; the demo member gets them back as they were.
    if (tookOffers) {
      await offersSwitch.click();
      await expect.poll(() => offersSwitch.isChecked()).toBe(true);
    }

    await first.getByRole('link', { name: /^보기/ }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.myCareerView.path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The write screen in one column: nothing wider than the phone, no axe violations.
    await page.getByRole('link', { name: /^수정/ }).first().click();
    await page.getByRole('heading', { level: 1, name: '이력서 수정' }).waitFor();
    await page.getByRole('textbox', { name: /^이력서 제목/ }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
