import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  COMPANY_API,
  CONSULTING_API,
  ROUTES,
  withQuery,
  type CompanyPage,
  type ConsultingForm,
  type ReviewList,
} from '@ilteo/contract';
import { loggedIn, type ApiSession } from './applications-actors';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  signInOperator,
} from './browser';
import { signUpMember } from './members';

async function expectNoAxeViolations(page: Page) {
  // The global loading bar sits outside the landmarks while a call is under way: check the settled page.
  await page.waitForFunction(() => !document.documentElement.classList.contains('is-loading'));
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
        // Inside a box that scrolls sideways itself (tables, the tab row) is not the page's overflow.
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

const THIS_YEAR = Number(
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Seoul' }).format(new Date()),
);
/** Last month in Korea, YYYY-MM (an interview month is not in the future). */
const LAST_MONTH = (() => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Asia/Seoul',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return m === 1 ? `${String(y - 1)}-12` : `${String(y)}-${String(m - 1).padStart(2, '0')}`;
})();

const PASSAGE = '결제 실패율을 3.1%에서 0.4%로 낮춘';
const ANSWER = `저는 예약 서비스의 결제 화면을 맡아 ${PASSAGE} 경험이 있습니다. 원인을 로그로 나눠 보고 재시도 정책과 안내 문구를 함께 고쳤으며, 이 경험을 바탕으로 사용자가 멈추지 않는 서비스를 만들겠습니다.`;
const COMMENT = '수치가 좋습니다. 본인이 맡은 역할과 판단의 근거를 한 문장 더 보태 주세요.';
const SUMMARY =
  '성과가 수치로 분명하게 드러나는 좋은 답변입니다. 지원 동기와 직무 연결을 첫 문단에 두면 더 설득력이 있습니다.';

/**
 * Issue 21's journey (decision 0035): a member finds a company from the
 * global search and reads its detail (charts with their tables), writes a
 * review that waits for screening (심사 중), an operator publishes it in the
 * console and the company's page counts it in the average; the member
 * writes an interview review, asks for a 자기소개서 첨삭, a consultant takes
 * and answers it in the console, and the member reads the annotated result.
 * Every screen fits a 390 px phone and axe finds nothing.
 */
describe('company information, reviews and consulting', () => {
  let browser: Browser;
  let member: { context: BrowserContext; page: Page; pageErrors: string[] };
  let memberApi: ApiSession;
  let company: { companyId: number; name: string };
  let ops: { context: BrowserContext; page: Page; pageErrors: string[] };
  const stamp = Math.random().toString(36).slice(2, 7);
  const reviewTitle = `배울 점이 많은 회사 ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newPage(browser);
    const loginId = await signUpMember(member.context.request, { name: '한기업', prefix: 'co' });
    // The page shares the context's cookies: this login is the page's session too.
    memberApi = await loggedIn(member.context.request, loginId);
    // A demo company with open postings (a consulting request names one).
    const list = await memberApi.call('GET', withQuery(COMPANY_API.list, { sort: 'postings' }));
    const first = (list.data as CompanyPage).items[0];
    expect(first?.openPostingCount ?? 0).toBeGreaterThan(0);
    company = { companyId: first?.companyId ?? 0, name: first?.name ?? '' };
    ops = await newPage(browser);
    await signInOperator(ops.page, inject('consultant'));
  });

  afterAll(async () => {
    await member.context.close();
    await ops.context.close();
    await browser.close();
  });

  it('finds a company from the global search and reads its detail, charts and tables', async () => {
    const { page } = member;
    await page.goto(ROUTES.companyInfo.path);
    await page.getByRole('heading', { level: 1, name: '기업정보' }).waitFor();
    await page.getByRole('list', { name: '기업 목록' }).getByRole('link').first().waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    const detailPath = withQuery(ROUTES.companyDetail.path, { companyId: company.companyId });
    await page.goto(withQuery(ROUTES.globalSearch.path, { keyword: company.name }));
    await page.locator(`a[href="${detailPath}"]`).first().click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === detailPath);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();

    // Three charts, each a drawing with a summary as its name and a table of the same figures.
    const charts = page.locator('figure.chart');
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(3);
    const headcount = charts.filter({ hasText: '월별 인원' }).first();
    await expect
      .poll(() => headcount.getByRole('img').first().getAttribute('aria-label'))
      .toMatch(/^월별 인원 꺾은선 그래프/);
    // The table is there for screen readers from the start, and on screen with 표로 보기.
    const table = headcount.getByRole('table', { name: '월별 인원 (명)' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(12);
    await headcount.getByRole('button', { name: '표로 보기' }).click();
    await headcount.getByRole('button', { name: '표 숨기기', expanded: true }).waitFor();
    await headcount.locator('.chart__table-wrap').getByRole('table').waitFor();
    const revenue = charts.filter({ has: page.getByRole('table', { name: /매출/ }) }).first();
    expect(await revenue.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    expect(member.pageErrors).toEqual([]);
  });

  it('writes a review, sees it 심사 중, an operator publishes it and the average counts it', async () => {
    const { page } = member;
    const before = (
      await memberApi.call('GET', withQuery(COMPANY_API.reviews, { companyId: company.companyId }))
    ).data as ReviewList;

    await page.goto(withQuery(ROUTES.companyReviewForm.path, { companyId: company.companyId }));
    await page.getByRole('heading', { level: 1, name: '기업 리뷰 작성' }).waitFor();
    await expectNoAxeViolations(page);
    const stars = async (legend: string | RegExp, points: number) =>
      page
        .getByRole('group', { name: legend })
        .getByRole('radio', { name: `${String(points)}점`, exact: true })
        .check();
    await stars(/^총 평점/, 5);
    for (const legend of [
      /^승진 기회/,
      /^복지 및 급여/,
      /^업무와 삶의 균형/,
      /^사내 문화/,
      /^경영진/,
    ]) {
      await stars(legend, 4);
    }
    await page.getByLabel(/^한줄 평/).fill(reviewTitle);
    await page
      .getByLabel(/^장점/)
      .fill(
        '코드 리뷰 문화가 자리 잡혀 있어 배울 점이 많고, 동료들이 질문에 성실하게 답해 줍니다.',
      );
    await page
      .getByLabel(/^단점/)
      .fill('분기마다 우선순위가 자주 바뀌어 장기 과제를 끝까지 가져가기 어려울 때가 있습니다.');
    await page
      .getByRole('group', { name: /친구에게 추천/ })
      .getByRole('radio', { name: '예, 추천합니다' })
      .check();
    await page
      .getByRole('group', { name: /^CEO 지지/ })
      .getByRole('radio', { name: '지지', exact: true })
      .check();
    const job = page.getByLabel('직무 (필수)');
    await expect.poll(() => job.locator('option').count()).toBeGreaterThan(1);
    await job.selectOption({ index: 1 });
    await page
      .getByRole('group', { name: /^재직 상태/ })
      .getByRole('radio', { name: '현직원' })
      .check();
    await page.getByLabel('마지막 근무 연도 (필수)').selectOption(String(THIS_YEAR));
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '리뷰 등록' }).click();
    // Saved: it waits for screening, and the form gives way to that news.
    await page.getByRole('link', { name: '리뷰 보러 가기' }).waitFor();
    await page
      .locator('.review-done')
      .getByText(/심사 후 게시됩니다/)
      .first()
      .waitFor();

    // The member's own review waits for screening: 작성 이력 says so, and its form shows the state.
    await page.goto(ROUTES.myWrittenHistory.path.replace(':tab', 'reviews'));
    const mine = page.getByRole('link', { name: new RegExp(reviewTitle) }).first();
    await mine.waitFor();
    await page.getByText(`${company.name} · 심사 중`).first().waitFor();
    await expectNoAxeViolations(page);
    const reviewId = /reviewId=(\d+)/.exec((await mine.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(reviewId).not.toBe('');
    await page.goto(
      withQuery(ROUTES.companyReviewForm.path, { companyId: company.companyId, reviewId }),
    );
    await page.getByRole('heading', { name: '현재 상태: 심사 중' }).waitFor();
    await expectNoAxeViolations(page);

    // The operator publishes it (the queue is oldest first: the newest is on its last page).
    await ops.page.goto(ROUTES.opsReviewScreening.path);
    await ops.page.getByRole('heading', { level: 1, name: '리뷰 심사' }).waitFor();
    const card = ops.page.getByRole('article', { name: new RegExp(reviewTitle) });
    const next = ops.page
      .getByRole('navigation', { name: '페이지 이동' })
      .getByRole('button', { name: '다음 페이지' });
    await ops.page.getByText(/기업 리뷰 심사 대기 \d+건/).waitFor();
    while ((await card.count()) === 0) {
      expect(await next.isEnabled()).toBe(true);
      const current = await ops.page
        .locator('.pagination__page[aria-current="page"]')
        .textContent();
      await next.click();
      await expect
        .poll(() => ops.page.locator('.pagination__page[aria-current="page"]').textContent())
        .not.toBe(current);
      await ops.page.locator('[aria-busy="false"]').first().waitFor();
    }
    await expectNoAxeViolations(ops.page);
    await card.getByRole('button', { name: '게시', exact: true }).click();
    await card.waitFor({ state: 'detached' });

    const after = (
      await memberApi.call('GET', withQuery(COMPANY_API.reviews, { companyId: company.companyId }))
    ).data as ReviewList;
    const n = before.summary.reviewCount;
    expect(after.summary.reviewCount).toBe(n + 1);
    const expected = ((before.summary.average ?? 0) * n + 5) / (n + 1);
    expect(Math.abs((after.summary.average ?? 0) - expected)).toBeLessThanOrEqual(0.06);

    // The company's page counts it: the count and the new simple average.
    await page.goto(withQuery(ROUTES.companyDetail.path, { companyId: company.companyId }));
    await page
      .getByText(
        new RegExp(
          `리뷰 ${(n + 1).toLocaleString('en')}건.*단순 평균 ${(after.summary.average ?? 0).toFixed(1)}점`,
        ),
      )
      .waitFor();
    // The reviews page shows it in full (give-to-get: the member wrote one), with no author named.
    await page.goto(withQuery(ROUTES.companyReview.path, { companyId: company.companyId }));
    await page.getByText(reviewTitle).first().waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    expect(member.pageErrors).toEqual([]);
    expect(ops.pageErrors).toEqual([]);
  });

  it('writes an interview review', async () => {
    const { page } = member;
    await page.goto(withQuery(ROUTES.recruitReviewForm.path, { companyId: company.companyId }));
    await page.getByRole('button', { name: '면접 후기 등록' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: '공고 없이 직무만 적기' }).check();
    const job = page.getByLabel('직무 (필수)');
    await expect.poll(() => job.locator('option').count()).toBeGreaterThan(1);
    await job.selectOption({ index: 1 });
    await page.getByLabel(/^면접 시기/).fill(LAST_MONTH);
    await page.getByLabel('지원 경로 (필수)').selectOption({ label: '수시채용' });
    await page
      .getByRole('group', { name: /^면접 난이도/ })
      .getByRole('radio', { name: /^3점/ })
      .check();
    await page
      .getByRole('group', { name: /^면접 경험/ })
      .getByRole('radio', { name: '긍정적' })
      .check();
    await page
      .getByLabel(/^면접 질문/)
      .fill('가장 어려웠던 장애 대응 경험을 말해 주세요.\n우리 서비스에서 고치고 싶은 점은?');
    await page.getByLabel(/^답변 팁/).fill('경험은 수치와 함께 말하면 좋습니다.');
    await page
      .getByRole('group', { name: /^면접 결과/ })
      .getByRole('radio', { name: '대기 중' })
      .check();
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '면접 후기 등록' }).click();
    await page
      .locator('.review-done')
      .getByText(/심사 후 게시됩니다/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: '면접 후기 보러 가기' }).waitFor();
    expect(member.pageErrors).toEqual([]);
  });

  it('asks for 첨삭, a consultant answers it in the console, the member reads the result', async () => {
    const { page } = member;
    const form = (
      await memberApi.call('GET', withQuery(CONSULTING_API.form, { companyId: company.companyId }))
    ).data as ConsultingForm;
    const posting = form.postings.find((p) => p.openConsultingId === null);
    expect(posting).toBeDefined();
    if (!posting) return;

    await page.goto(withQuery(ROUTES.companyConsulting.path, { companyId: company.companyId }));
    await page.getByRole('heading', { name: '첨삭 신청' }).waitFor();
    await page.getByLabel('공고').selectOption(String(posting.postingId));
    await page.getByRole('radio', { name: '자기소개서 첨삭' }).check();
    await page.getByRole('radio', { name: '직접 입력' }).check();
    // The posting's own questions prefill the items; every item needs an answer.
    const answers = page.getByLabel(/^문항 \d+ 답변$/);
    await expect.poll(() => answers.count()).toBe(Math.max(1, posting.questions.length));
    const question = page.getByLabel('문항 1 질문');
    if ((await question.inputValue()) === '')
      await question.fill('지원 동기와 강점을 적어 주세요.');
    await answers.first().fill(ANSWER);
    for (let i = 1; i < (await answers.count()); i += 1) {
      await answers.nth(i).fill(`${String(i + 1)}번 문항 답변입니다. ${ANSWER}`);
    }
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '첨삭 신청하기' }).click();
    const row = page.locator('.consulting-mine__item').filter({ hasText: posting.title }).first();
    await row.getByText('접수', { exact: true }).waitFor();
    const previewHref = await row
      .getByRole('link', { name: '신청 내용 보기' })
      .getAttribute('href');
    const consultingId = /consultingId=(\d+)/.exec(previewHref ?? '')?.[1] ?? '';
    expect(consultingId).not.toBe('');

    // The consultant takes it from the console's queue and answers it.
    const opsPage = ops.page;
    await opsPage.goto(ROUTES.opsConsulting.path);
    await opsPage.getByRole('heading', { level: 1, name: '기업 컨설팅' }).waitFor();
    await opsPage.locator(`a[href$="consultingId=${consultingId}"]`).click();
    await opsPage.getByRole('button', { name: '이 신청 맡기' }).click();
    await opsPage.getByRole('group', { name: '문항 1 코멘트 달기' }).waitFor();
    await expectNoAxeViolations(opsPage);
    const annotate = opsPage.getByRole('group', { name: '문항 1 코멘트 달기' });
    await annotate.getByLabel('코멘트할 구절 (본문 그대로)').fill(PASSAGE);
    await annotate.getByLabel('코멘트', { exact: true }).fill(COMMENT);
    await annotate.getByRole('button', { name: '문항 1 코멘트 추가' }).click();
    await opsPage.getByRole('list', { name: '문항 1 코멘트' }).getByText(COMMENT).waitFor();
    await opsPage.getByLabel('총평 (필수)').fill(SUMMARY);
    await opsPage.getByRole('button', { name: '답변 보내기' }).click();
    await opsPage
      .getByRole('dialog', { name: '답변 보내기' })
      .getByRole('button', { name: '확인' })
      .click();
    await opsPage.waitForURL(/\/ops\/consulting$/);

    // The member sees it done, and the preview shows the marked passage, the comment and the summary.
    await page.goto(withQuery(ROUTES.companyConsultingPreview.path, { consultingId }));
    await page.getByRole('heading', { level: 1, name: '자기소개서 첨삭 결과' }).waitFor();
    await page.locator('mark').filter({ hasText: PASSAGE }).first().waitFor();
    await page.getByRole('list', { name: '문항 1 코멘트' }).getByText(COMMENT).waitFor();
    await page.getByText(SUMMARY).waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    expect(member.pageErrors).toEqual([]);
    expect(ops.pageErrors).toEqual([]);
  });
});
