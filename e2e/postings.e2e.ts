import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API,
  envelopeSchema,
  postingDetailSchema,
  postingPageSchema,
  prefStatusSchema,
  ROUTES,
  themeListSchema,
} from '@ilteo/contract';
import {
  axeViolations,
  baseUrl,
  DEMO_USER,
  describeViolations,
  launchBrowser,
  logIn,
  newPage,
} from './browser';

/** 서울특별시 강남구: the region the list flow filters by. */
const GANGNAM = { sido: '서울특별시', name: '강남구', cd: '11680', label: '서울 강남구' };

/** An API answer's data, checked against the contract (the page's cookies go along). */
async function apiData<D>(page: Page, url: string, schema: z.ZodType<D>): Promise<D> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url} answered ${String(res.status())}`).toBe(true);
  const body = envelopeSchema(schema).parse(await res.json());
  expect(body.code).toBe('001');
  return body.data;
}

const listUrl = (params: Record<string, string>) =>
  `${API.recruit.list}?${new URLSearchParams({ page: '1', ...params }).toString()}`;
const detailPath = (postingId: number) =>
  `${ROUTES.recruitDetail.path}?${new URLSearchParams({ postingId: String(postingId) }).toString()}`;

/** The number in a heading such as "채용공고 2,290건". */
const countOf = async (heading: Locator): Promise<number> =>
  Number(/([\d,]+)건/.exec((await heading.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? NaN);

/** The recruitment list's results (a region named by its heading "채용공고 N건"). */
const listResults = (page: Page) => page.getByRole('region', { name: /^채용공고 [\d,]+건$/ });
const listCount = (page: Page) => countOf(listResults(page).getByRole('heading', { level: 2 }));
const currentPage = (page: Page) =>
  page
    .getByRole('navigation', { name: '페이지 이동' })
    .locator('[aria-current="page"]')
    .textContent();
const firstTitle = (results: Locator) =>
  results.getByRole('article').first().getByRole('heading').textContent();

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Each Hangul syllable replaced by its initial consonant: '개발' → 'ㄱㅂ'. */
const initialsOf = (text: string): string =>
  text.replace(
    /[가-힣]/g,
    (ch) => CHOSEONG[Math.floor(((ch.codePointAt(0) ?? 0) - 0xac00) / 588)] ?? ch,
  );

/** The first closed posting by id; the lists never show closed ones, the detail does. */
async function findClosedPosting(page: Page): Promise<z.infer<typeof postingDetailSchema>> {
  for (let id = 1; id <= 500; id++) {
    const posting = await apiData(
      page,
      `${API.recruit.detail}?postingId=${String(id)}`,
      postingDetailSchema,
    );
    if (posting.status === 'closed') return posting;
  }
  throw new Error('the demo seed has no closed posting among its first 500');
}

describe.each([
  ['desktop', 1280, false],
  ['a 390 px phone', 390, true],
] as const)('postings on %s', (_label, width, mobile) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the main page shows a guest every block and invites them to log in', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.main.path);

    const invitation = page.getByRole('region', { name: '맞춤 채용과 알림' });
    const loginLink = invitation.getByRole('link', { name: '로그인' });
    await loginLink.waitFor();
    expect(await loginLink.getAttribute('href')).toBe(
      `${ROUTES.login.path}?returnUrl=${encodeURIComponent(ROUTES.main.path)}`,
    );

    for (const name of ['프리미엄 채용관', '포커스 채용']) {
      const paid = page.getByRole('region', { name });
      await paid.getByRole('article').first().waitFor();
      const cards = await paid.getByRole('article').count();
      // Every paid card says it is an advertisement.
      expect(await paid.getByText('광고', { exact: true }).count()).toBe(cards);
    }

    const themes = page.getByRole('region', { name: '테마별 채용' });
    await themes.getByRole('link', { name: '로그인' }).waitFor();
    const guestThemes = await apiData(page, API.main.themes, themeListSchema);
    const themeNames = guestThemes.selectedIds.map(
      (id) => guestThemes.themes.find((t) => t.themeId === id)?.name,
    );
    await themes.getByRole('tabpanel').getByRole('article').first().waitFor();
    expect(await themes.getByRole('tab').allTextContents()).toEqual(themeNames);
    const second = themes.getByRole('tab').nth(1);
    await second.click();
    await themes
      .getByRole('tabpanel', { name: themeNames[1] })
      .getByRole('article')
      .first()
      .waitFor();
    expect(await themes.getByRole('button', { name: '테마 설정' }).count()).toBe(0);

    const cert = page.getByRole('region', { name: '오늘의 자격증' });
    await cert.getByRole('heading', { level: 3 }).getByRole('link').waitFor();

    // Member-only parts stay away.
    expect(await page.getByRole('region', { name: '최근 알림' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('button', { name: /^알림/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the main page shows the demo member alarms with the bell’s dot, matches and their themes', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.main.path);
    await page
      .getByRole('region', { name: '맞춤 채용과 알림' })
      .getByRole('link', { name: '로그인' })
      .click();
    await page.waitForURL((url) => url.pathname === ROUTES.login.path);
    await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === ROUTES.main.path);

    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: '알림, 읽지 않은 알림 있음' });
    await bell.waitFor();
    expect(await bell.locator('.alarm-bell__dot').isVisible()).toBe(true);

    const alarms = page.getByRole('region', { name: '최근 알림' });
    await alarms.getByRole('listitem').first().waitFor();
    expect(
      await alarms.getByRole('listitem').filter({ hasText: '읽지 않음' }).count(),
    ).toBeGreaterThan(0);
    expect(await alarms.getByRole('button', { name: '모두 읽음' }).isEnabled()).toBe(true);

    const status = await apiData(page, API.person.recrtPrefStatus, prefStatusSchema);
    expect(status.configured).toBe(true);
    expect(status.total).toBeGreaterThan(0);
    const pref = page.getByRole('region', { name: '맞춤 채용' });
    await pref.getByText(`${status.total.toLocaleString('ko-KR')}건`, { exact: true }).waitFor();
    await pref.getByRole('link', { name: '맞춤 공고 보기' }).waitFor();

    const chosen = await apiData(page, API.main.themes, themeListSchema);
    expect(chosen.customised).toBe(true);
    const themes = page.getByRole('region', { name: '테마별 채용' });
    await themes.getByRole('tabpanel').getByRole('article').first().waitFor();
    expect(await themes.getByRole('tab').allTextContents()).toEqual(
      chosen.selectedIds.map((id) => chosen.themes.find((t) => t.themeId === id)?.name),
    );
    await themes.getByRole('button', { name: '테마 설정' }).waitFor();

    expect(await page.getByRole('region', { name: '맞춤 채용과 알림' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('list → 서울 강남구 and 신입 → page 2 → detail → Back restores the filters and the page', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.recruitList.path);
    await listResults(page).getByRole('article').first().waitFor();
    const all = await listCount(page);
    const expected = await apiData(
      page,
      listUrl({ regions: GANGNAM.cd, careers: 'N' }),
      postingPageSchema,
    );
    // Page 2 must exist for the page restore to mean anything.
    expect(expected.totalPages).toBeGreaterThan(1);

    let filters = page.getByRole('region', { name: '상세 조건' });
    if (mobile) {
      await page.getByRole('button', { name: /^상세 조건/ }).click();
      filters = page.getByRole('dialog', { name: '상세 조건' });
    }
    await filters.getByRole('button', { name: '근무지역' }).click();
    await filters.getByRole('tab', { name: new RegExp(`^${GANGNAM.sido}`) }).click();
    await filters.getByRole('checkbox', { name: new RegExp(`^${GANGNAM.name}`) }).check();
    await filters.getByRole('button', { name: /^경력/ }).click();
    await filters
      .getByRole('group', { name: '경력' })
      .getByRole('checkbox', { name: /^신입/ })
      .check();
    if (mobile)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /건 보기$/ })
        .click();

    await expect.poll(() => listCount(page)).toBe(expected.total);
    expect(expected.total).toBeLessThan(all);
    const chips = page.getByRole('list', { name: '선택한 조건' });
    await chips
      .getByRole('button', { name: `근무지역 ${GANGNAM.sido} ${GANGNAM.name} 조건 빼기` })
      .waitFor();
    await chips.getByRole('button', { name: '경력 신입 조건 빼기' }).waitFor();

    const results = listResults(page);
    const onPage1 = await firstTitle(results);
    await page.getByRole('button', { name: /^2\s?페이지$/ }).click();
    await expect.poll(() => currentPage(page)).toContain('2');
    await expect.poll(() => firstTitle(results)).not.toBe(onPage1);

    const link = results.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL((url) => url.pathname === ROUTES.recruitDetail.path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('definition').filter({ hasText: GANGNAM.label }).first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === ROUTES.recruitList.path);
    await chips
      .getByRole('button', { name: `근무지역 ${GANGNAM.sido} ${GANGNAM.name} 조건 빼기` })
      .waitFor();
    await chips.getByRole('button', { name: '경력 신입 조건 빼기' }).waitFor();
    await expect.poll(() => listCount(page)).toBe(expected.total);
    await expect.poll(() => currentPage(page)).toContain('2');
    expect(await firstTitle(listResults(page))).toBe(title);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['개발', 'ㄱㅂ'])(
    'finds postings by ‘%s’ in the global search and in the list',
    async (keyword) => {
      const { context, page, pageErrors } = await newPage(browser, { width, mobile });
      await page.goto(ROUTES.globalSearch.path);
      const box = page.getByRole('combobox', { name: '통합검색 검색어' });
      await box.fill(keyword);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
      await page
        .getByRole('status')
        .filter({ hasText: `‘${keyword}’ 검색 결과` })
        .waitFor();

      const postings = page.getByRole('region', { name: /^채용공고 [\d,]+건$/ });
      await postings.getByRole('listitem').first().waitFor();
      expect(await countOf(postings.getByRole('heading', { level: 2 }))).toBeGreaterThan(0);
      // Shown hits carry the word, or for initials a word they start (ㄱㅂ: 개발, 길벗 …).
      const hits = await postings
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') })
        .allTextContents();
      const initialsOnly = initialsOf(keyword) === keyword;
      expect(
        hits.some((text) => (initialsOnly ? initialsOf(text) : text).includes(keyword)),
        hits.join('\n'),
      ).toBe(true);

      const hit = postings.getByRole('link').first();
      const title = (await hit.textContent()) ?? '';
      await hit.click();
      await page.waitForURL((url) => url.pathname === ROUTES.recruitDetail.path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // The list's own keyword box finds the same word.
      await page.goto(ROUTES.recruitList.path);
      await listResults(page).getByRole('article').first().waitFor();
      const all = await listCount(page);
      const expected = await apiData(page, listUrl({ keyword }), postingPageSchema);
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(all);
      const listBox = page.getByRole('searchbox', { name: '채용공고 검색' });
      await listBox.fill(keyword);
      await listBox.press('Enter');
      await expect.poll(() => listCount(page)).toBe(expected.total);
      expect(await firstTitle(listResults(page))).toBe(expected.items[0]?.title);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('asks a visitor to log in before marking a posting, and brings them back after', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    await page.goto(ROUTES.recruitList.path);
    const card = listResults(page).getByRole('article').first();
    const mark = card.getByRole('button', { name: '관심 공고에 추가' });
    await mark.click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?').waitFor();
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(ROUTES.recruitList.path);
    expect(await mark.getAttribute('aria-pressed')).toBe('false');

    const link = card.getByRole('heading').getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const detailUrl = new URL(page.url());
    await page.getByRole('button', { name: /^관심 공고에 추가/ }).click();
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.login.path);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(
      `${detailUrl.pathname}${detailUrl.search}`,
    );

    await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === ROUTES.recruitDetail.path);
    expect(new URL(page.url()).search).toBe(detailUrl.search);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows a closed posting, clearly marked 마감, without an apply link', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width, mobile });
    const closed = await findClosedPosting(page);
    await page.goto(detailPath(closed.postingId));
    await page.getByRole('heading', { level: 1, name: closed.title }).waitFor();
    await page.getByRole('note').getByText('마감된 공고입니다.').waitFor();
    expect(await page.getByRole('button', { name: '지원 마감' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: '지원하기' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  describe('axe', () => {
    const pages: [string, (page: Page) => Promise<void>][] = [
      [
        'the main page',
        async (page) => {
          await page.goto(ROUTES.main.path);
          await page
            .getByRole('region', { name: '테마별 채용' })
            .getByRole('tabpanel')
            .getByRole('article')
            .first()
            .waitFor();
          await page
            .getByRole('region', { name: '프리미엄 채용관' })
            .getByRole('article')
            .first()
            .waitFor();
          await page
            .getByRole('region', { name: '포커스 채용' })
            .getByRole('article')
            .first()
            .waitFor();
          await page
            .getByRole('region', { name: '오늘의 자격증' })
            .getByRole('heading', { level: 3 })
            .waitFor();
        },
      ],
      [
        'the main page of a member',
        async (page) => {
          await page.goto(`${ROUTES.login.path}?returnUrl=${encodeURIComponent(ROUTES.main.path)}`);
          await logIn(page, DEMO_USER.loginId, DEMO_USER.password);
          await page.waitForURL((url) => url.pathname === ROUTES.main.path);
          await page
            .getByRole('region', { name: '최근 알림' })
            .getByRole('listitem')
            .first()
            .waitFor();
          await page
            .getByRole('region', { name: '맞춤 채용' })
            .getByRole('link', { name: '맞춤 공고 보기' })
            .waitFor();
          await page
            .getByRole('region', { name: '테마별 채용' })
            .getByRole('tabpanel')
            .getByRole('article')
            .first()
            .waitFor();
          await page
            .getByRole('region', { name: '오늘의 자격증' })
            .getByRole('heading', { level: 3 })
            .waitFor();
        },
      ],
      [
        'the list',
        async (page) => {
          await page.goto(ROUTES.recruitList.path);
          await listResults(page).getByRole('article').first().waitFor();
          await page.getByRole('navigation', { name: '페이지 이동' }).waitFor();
        },
      ],
      [
        'a detail',
        async (page) => {
          const list = await apiData(page, listUrl({}), postingPageSchema);
          const first = list.items[0];
          if (!first) throw new Error('no open posting to show');
          await page.goto(detailPath(first.postingId));
          await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
          await page.getByRole('region', { name: '기업 정보' }).waitFor();
        },
      ],
      [
        'the search results',
        async (page) => {
          await page.goto(`${ROUTES.globalSearch.path}?keyword=${encodeURIComponent('개발')}`);
          await page.getByRole('status').filter({ hasText: '검색 결과' }).waitFor();
          await page
            .getByRole('region', { name: /^채용공고 [\d,]+건$/ })
            .getByRole('link')
            .first()
            .waitFor();
        },
      ],
    ];

    it.each(pages)('has no violations on %s', async (_name, open) => {
      const { context, page } = await newPage(browser, { width, mobile });
      await open(page);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    });
  });
});

describe('a posting’s server HTML', () => {
  it('carries its title, Open Graph tags and schema.org JobPosting JSON-LD without JavaScript', async () => {
    const listRes = await fetch(`${baseUrl()}${listUrl({})}`);
    const list = envelopeSchema(postingPageSchema).parse(await listRes.json()).data;
    const summary = list.items[0];
    if (!summary) throw new Error('no open posting to fetch');
    const res = await fetch(`${baseUrl()}${detailPath(summary.postingId)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();

    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(summary.title);
    expect(html).toContain('<meta property="og:title"');
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe(summary.title);
    // Google's required properties for a job posting.
    for (const field of ['description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      expect(ld[field], field).toBeTruthy();
    }
    expect(ld.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: summary.company.name,
    });
  });
});
