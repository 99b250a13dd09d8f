import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/seoul-date';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';

const TODAY = '2026-05-20';
const day = (n: number) => addDays(TODAY, n);
const ORIGIN = 'https://ilteo.example';
const HOSTILE_TITLE = `</script><script>alert(1)</script> "따옴표" & <b>굵게</b> $& $' 개발자`;

/** The built index.html's head, as Vite writes it. */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="일터 — 구직자를 위한 서비스입니다."
    />
    <title>일터</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

interface JsonLd {
  '@context': string;
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string[];
  identifier: { '@type': string; name: string; value: string };
  directApply: boolean;
  hiringOrganization: { '@type': string; name: string; sameAs?: string };
  jobLocation: { '@type': string; address: Record<string, string> }[];
  baseSalary?: {
    '@type': string;
    currency: string;
    value: {
      '@type': string;
      minValue?: number;
      maxValue?: number;
      value?: number;
      unitText: string;
    };
  };
  url: string;
}

const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as JsonLd,
  );
const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe.each(DATABASE_KINDS)('server-rendered head of a posting (%s)', (kind) => {
  let t: TestApp;
  let dist: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ilteo-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(kind, {
      env: { WEB_DIST_DIR: dist, PUBLIC_ORIGIN: ORIGIN },
      clock: () => new Date(`${TODAY}T03:00:00Z`),
    });
    const db = t.database.db;
    const companyId = await createCompany(db, { name: '(주)한빛소프트웨어' });
    id.open = (
      await createPosting(db, {
        companyId,
        title: '백엔드 개발자 (Node.js)',
        openDate: day(-2),
        closeDate: day(10),
      })
    ).postingId;
    id.intern = (
      await createPosting(db, {
        companyId,
        title: '마케팅 체험형 인턴',
        regionCodes: ['41135', '11000'],
        employmentType: '21',
        isIntern: true,
        salaryType: 'H',
        salaryMin: 12_000,
        salaryMax: null,
        applyMethod: 'homepage',
        applyUrl: 'https://hanbit-test.example/apply',
        openDate: day(-1),
        closeDate: day(5),
      })
    ).postingId;
    id.always = (
      await createPosting(db, {
        companyId,
        title: '상시 채용 데이터 분석가',
        salaryNegotiable: true,
        closeType: 'always',
        closeDate: null,
        openDate: day(-1),
      })
    ).postingId;
    id.hostile = (
      await createPosting(db, {
        companyId,
        title: HOSTILE_TITLE,
        openDate: day(-1),
        closeDate: day(5),
      })
    ).postingId;
    id.closed = (
      await createPosting(db, {
        companyId,
        title: '지난 공고',
        openDate: day(-30),
        closeDate: day(-1),
      })
    ).postingId;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('puts the title, description, Open Graph, Twitter and canonical tags in the head', async () => {
    const res = await page(`/person/recrtinfo/detail?postingId=${id.open}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>백엔드 개발자 (Node.js) - (주)한빛소프트웨어 | 일터</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaContent(html, 'name', 'description');
    expect(description).toHaveLength(1);
    expect(description[0]).toContain('(주)한빛소프트웨어 채용');
    expect(description[0]).toContain('서울 강남구');
    expect(description[0]).toContain(`${day(10)} 마감`);
    const url = `${ORIGIN}/person/recrtinfo/detail?postingId=${id.open}`;
    expect(metaContent(html, 'property', 'og:title')).toEqual([
      '백엔드 개발자 (Node.js) - (주)한빛소프트웨어',
    ]);
    expect(metaContent(html, 'property', 'og:description')).toEqual(description);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['website']);
    expect(metaContent(html, 'property', 'og:url')).toEqual([url]);
    expect(metaContent(html, 'property', 'og:site_name')).toEqual(['일터']);
    expect(metaContent(html, 'property', 'og:locale')).toEqual(['ko_KR']);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary']);
    expect(metaContent(html, 'name', 'twitter:title')).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    // The app still loads as before.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries a schema.org JobPosting with the fields Google requires', async () => {
    const html = (await page(`/person/recrtinfo/detail?postingId=${id.open}`)).body;
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: '백엔드 개발자 (Node.js)',
      datePosted: day(-2),
      validThrough: `${day(10)}T23:59:59+09:00`,
      employmentType: ['FULL_TIME'],
      identifier: { '@type': 'PropertyValue', name: '(주)한빛소프트웨어', value: String(id.open) },
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: '(주)한빛소프트웨어',
        sameAs: 'https://hanbit-test.example',
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressRegion: '서울특별시',
            addressLocality: '강남구',
            streetAddress: '서울특별시 강남구 테헤란로 123',
            addressCountry: 'KR',
          },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'KRW',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 40_000_000,
          maxValue: 55_000_000,
          unitText: 'YEAR',
        },
      },
      url: `${ORIGIN}/person/recrtinfo/detail?postingId=${id.open}`,
    });
    expect(ld?.description).toContain('<h3>모집 부문</h3><p>백엔드 개발자를 모집합니다.</p>');
    expect(ld?.description).not.toBe(ld?.title);
  });

  it('maps interns, part-time contracts, hourly pay and several regions', async () => {
    const [ld] = jsonLdOf((await page(`/person/recrtInfo/detail/?postingId=${id.intern}`)).body);
    expect(ld?.employmentType).toEqual(['INTERN', 'PART_TIME', 'CONTRACTOR']);
    expect(ld?.directApply).toBe(false);
    expect(ld?.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 12_000,
      unitText: 'HOUR',
    });
    expect(ld?.jobLocation.map((l) => l.address)).toEqual([
      {
        '@type': 'PostalAddress',
        addressRegion: '경기도',
        addressLocality: '성남시 분당구',
        addressCountry: 'KR',
      },
      { '@type': 'PostalAddress', addressRegion: '서울특별시', addressCountry: 'KR' },
    ]);
  });

  it('leaves out the salary and the end date when there are none', async () => {
    const [ld] = jsonLdOf((await page(`/person/recrtinfo/detail?postingId=${id.always}`)).body);
    expect(ld).toBeDefined();
    expect(ld?.baseSalary).toBeUndefined();
    expect(ld?.validThrough).toBeUndefined();
  });

  it('escapes a hostile title everywhere', async () => {
    const html = (await page(`/person/recrtinfo/detail?postingId=${id.hostile}`)).body;
    // Only the app's own script and the JSON-LD block open a script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>굵게</b>');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;따옴표&quot; &amp; &lt;b&gt;굵게&lt;/b&gt; $&amp; $&#39; 개발자 - (주)한빛소프트웨어 | 일터</title>',
    );
    const [ld] = jsonLdOf(html);
    expect(ld?.title).toBe(HOSTILE_TITLE);
    expect(metaContent(html, 'property', 'og:title')[0]).toContain('&lt;/script&gt;');
  });

  it('gives closed, missing and malformed postings the generic head without JSON-LD', async () => {
    // Past int4 (2^31) and a NUL: no posting, not a database error.
    const malformed = ['postingId=abc', 'postingId=2147483648', 'postingId=%00', ''];
    for (const query of [`postingId=${id.closed}`, 'postingId=999999', ...malformed]) {
      const res = await page(`/person/recrtinfo/detail?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toContain('<title>채용공고 상세 | 일터</title>');
      expect(res.body, query).toContain('content="일터 — 구직자를 위한 서비스입니다."');
      expect(jsonLdOf(res.body), query).toEqual([]);
      expect(res.body, query).not.toContain('og:title');
    }
  });

  it('leaves other pages alone and keeps the CSP strict', async () => {
    const res = await page('/person/main');
    // Only the preloads of its first calls (decision 0018) are added to the main page.
    expect(res.body.replace(/<link rel="preload" as="fetch"[^>]*>/g, '')).toBe(INDEX_HTML);
    const detail = await page(`/person/recrtinfo/detail?postingId=${id.open}`);
    const csp = String(detail.headers['content-security-policy']);
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe("script-src 'self'");
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/person/recrtinfo/detail?postingId=${id.open}`,
    });
    expect(head.statusCode).toBe(200);
  });
});
