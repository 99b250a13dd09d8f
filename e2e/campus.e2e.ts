import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMPLOYER_API, ROUTES } from '@ilteo/contract';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
  signInOperator,
} from './browser';
import { MEMBER_PASSWORD, memberApi, signUpMember } from './members';

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
 * University partnerships (issue 24, decision 0042): the partner operator
 * registers a school and uploads its roster in /ops/partners; the demo
 * company marks a posting for it; a member who is on the roster verifies in
 * /person/myhome/campus and sees the badge and the campus posting, at
 * 390 px and axe-clean.
 */
describe('제휴 학교와 재학생 인증', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers a school, uploads its roster, and a member verifies and sees its campus postings', async () => {
    const school = `일터${Math.random().toString(36).slice(2, 7)}대학교`;
    const studentName = '박캠퍼스';

    // The member signs up first (the local identity gives birth date 1994-02-10).
    const member = await newPage(browser);
    const loginId = await signUpMember(member.context.request, {
      name: studentName,
      prefix: 'campus',
    });

    const ops = await newPage(browser);
    await signInOperator(ops.page, inject('partnerOperator'));
    await ops.page.getByRole('link', { name: '제휴 학교', exact: true }).click();
    await ops.page.getByRole('heading', { name: '제휴 학교', level: 1 }).waitFor();
    await ops.page.getByLabel(/^학교 이름/).fill(school);
    await ops.page.getByRole('button', { name: '등록', exact: true }).click();
    await ops.page.getByRole('cell', { name: school, exact: true }).waitFor();

    const roster = [
      '이름,생년월일,학번',
      `${studentName},1994-02-10,E2E-0210`,
      '최한결,2003-05-06,20230506',
    ].join('\n');
    await ops.page.getByLabel('학교', { exact: true }).selectOption({ label: school });
    await ops.page.getByLabel('명단 파일(CSV)').setInputFiles({
      name: '재학생 명단.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(roster, 'utf8'),
    });
    await ops.page.getByRole('button', { name: '명단 올리기' }).click();
    await ops.page.getByText('재학생 명단 2명을 등록했습니다.').waitFor();
    await expectFitsPhone(ops.page);
    await ops.context.close();

    // The demo company marks one of its postings for the school (its API; no company screens yet).
    const company = await newPage(browser);
    const api = await memberApi(company.context.request, 'demo-company', 'ilteo-company-2026');
    const campus = (await api.call('GET', EMPLOYER_API.campusPostings)).data as {
      schools: { universityId: number; name: string }[];
    };
    const universityId = campus.schools.find((s) => s.name === school)?.universityId ?? 0;
    const postings = (await api.call('GET', EMPLOYER_API.postings)).data as {
      items: { postingId: number; title: string; closeDate: string | null }[];
    };
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const open = postings.items.find((p) => p.closeDate === null || p.closeDate >= today);
    expect(open).toBeDefined();
    const marked = await api.call('POST', EMPLOYER_API.campusPostings, {
      postingId: open?.postingId,
      universityId,
    });
    expect(marked.code).toBe('003');
    await company.context.close();

    const { page } = member;
    await page.goto(ROUTES.login.path);
    await logIn(page, loginId, MEMBER_PASSWORD);
    await page.waitForURL((url) => url.pathname === ROUTES.main.path);
    await page.goto(ROUTES.myCampus.path);
    await page.getByRole('heading', { name: '캠퍼스 인증', level: 1 }).waitFor();
    await page.getByText('개인정보 수집·이용 안내').waitFor();
    await expectFitsPhone(page);

    await page.getByLabel('학교', { exact: true }).selectOption({ label: school });
    await page.getByLabel(/^이름/).fill(studentName);
    await page.getByLabel(/^생년월일/).fill('1994-02-10');
    await page.getByLabel(/^학번/).fill('e2e0210');
    // Without consent nothing is sent.
    await page.getByRole('button', { name: '재학생 인증' }).click();
    await page.getByText('개인정보 수집·이용에 동의해 주세요.').waitFor();
    await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check();
    await page.getByRole('button', { name: '재학생 인증' }).click();

    await page.getByText(`${school} 재학생 인증`, { exact: true }).waitFor();
    await page.getByRole('heading', { name: `${school} 캠퍼스 채용` }).waitFor();
    await page
      .getByRole('link', { name: open?.title ?? '' })
      .first()
      .waitFor();
    await expectFitsPhone(page);
    await member.context.close();
  });
});
