import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CalendarFeedCreated, type CalendarFeedStatus } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { contentInterest } from '../../src/db/schema';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';
import { sql } from 'drizzle-orm';

type Client = ReturnType<typeof createClient>;

const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const TODAY = '2026-11-21';
const ORIGIN = 'https://ilteo.example';

describe.each(DATABASE_KINDS)('my home: iCalendar feed (%s)', (kind) => {
  let t: TestApp;
  let seeker: Client;
  let other: Client;
  let company: Client;
  let guest: Client;
  let postingId: number;
  let farPostingId: number;

  /** The feed as a calendar app fetches it: no cookies, no token. */
  const fetchFeed = (url: string) =>
    t.app.inject({ method: 'GET', url: url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url });
  const create = (c: Client) => c.post<CalendarFeedCreated>(API.myHome.calendarFeed);
  const status = (c: Client) => c.get<CalendarFeedStatus>(API.myHome.calendarFeed);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: () => seoulNoon(TODAY),
      env: { PUBLIC_ORIGIN: ORIGIN },
    });
    const user = await createUser(t.database);
    seeker = await loggedInClient(t.app, user.loginId, user.password);
    const second = await createUser(t.database);
    other = await loggedInClient(t.app, second.loginId, second.password);
    const companyUser = await createUser(t.database, { role: 'company' });
    company = await loggedInClient(t.app, companyUser.loginId, companyUser.password);
    guest = createClient(t.app);
    await guest.get(API.system.health);
    const long =
      '아주 긴 공고 제목, 세미콜론; 그리고 백슬래시\\ 까지 들어간 한국어 채용공고 마감 일정';
    postingId = (
      await createPosting(t.database.db, {
        title: long,
        openDate: addDays(TODAY, -3),
        closeDate: addDays(TODAY, 5),
      })
    ).postingId;
    // Beyond the feed's 180 days: not in it.
    farPostingId = (
      await createPosting(t.database.db, {
        openDate: addDays(TODAY, -3),
        closeDate: addDays(TODAY, 200),
      })
    ).postingId;
    await t.database.db.insert(contentInterest).values([
      { userId: user.userId, contentType: 'posting', contentId: String(postingId) },
      { userId: user.userId, contentType: 'posting', contentId: String(farPostingId) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses visitors (401) and company members (102) on the feed settings', async () => {
    for (const res of [await status(guest), await create(guest)]) {
      expect(res.status).toBe(401);
    }
    const removed = await guest.request('DELETE', API.myHome.calendarFeed);
    expect(removed.status).toBe(401);
    expect((await status(company)).body.code).toBe('102');
    expect((await create(company)).body.code).toBe('102');
    expect((await company.request('DELETE', API.myHome.calendarFeed)).body.code).toBe('102');
  });

  it('answers an unknown or malformed secret with a plain 404', async () => {
    for (const url of [
      `${API.myHome.calendarIcsPrefix}${'A'.repeat(43)}.ics`,
      `${API.myHome.calendarIcsPrefix}short.ics`,
      `${API.myHome.calendarIcsPrefix}${'A'.repeat(43)}`,
      `${API.myHome.calendarIcsPrefix}..%2F..%2Fetc.ics`,
    ]) {
      const res = await fetchFeed(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toBe('Not Found');
    }
  });

  it('makes a link once, stores only its hash, and serves the member’s calendar', async () => {
    expect((await status(seeker)).body.data).toEqual({ active: false, createdAt: null });
    const made = await create(seeker);
    expect(made.status).toBe(201);
    expect(made.body.code).toBe('002');
    const { url } = made.body.data;
    const secret = /\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(url.startsWith(`${ORIGIN}${API.myHome.calendarIcsPrefix}`)).toBe(true);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const stored = await selectRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from calendar_feed`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(secret);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await status(seeker)).body.data).toEqual({
      active: true,
      createdAt: seoulNoon(TODAY).toISOString(),
    });
    // Another member sees no link of theirs.
    expect((await status(other)).body.data.active).toBe(false);

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:일터 일정\r\n');
    expect(text).toContain('PRODID:');
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261126');
    expect(unfolded).toContain(`UID:posting-close-${postingId}-20261126@ilteo`);
    expect(unfolded).toContain('세미콜론\\; 그리고 백슬래시\\\\ 까지');
    expect(unfolded).toContain('제목\\, 세미콜론');
    expect(unfolded).toContain(`URL:${ORIGIN}/person/recrtinfo/detail?postingId=${postingId}`);
    expect(unfolded).not.toContain(`postingId=${farPostingId}`);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    // The same calendar on a second fetch: stable UIDs.
    expect((await fetchFeed(url)).body.replace(/DTSTAMP:\S+/g, '')).toBe(
      text.replace(/DTSTAMP:\S+/g, ''),
    );
  });

  it('stops the old link when a new one is made', async () => {
    const first = (await create(seeker)).body.data.url;
    const second = (await create(seeker)).body.data.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it('revokes the link (004), after which it is a 404', async () => {
    const { url } = (await create(seeker)).body.data;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const res = await seeker.request('DELETE', API.myHome.calendarFeed);
    expect(res.body.code).toBe('004');
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await status(seeker)).body.data).toEqual({ active: false, createdAt: null });
  });

  it('limits feed fetches per address, like other public routes', async () => {
    const guess = () =>
      t.app.inject({
        method: 'GET',
        url: `${API.myHome.calendarIcsPrefix}${'B'.repeat(43)}.ics`,
        remoteAddress: '203.0.113.77',
      });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await guess()).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('needs the CSRF token to make or revoke a link', async () => {
    const res = await seeker.request('POST', API.myHome.calendarFeed, { csrf: false });
    expect(res.status).toBe(403);
  });
});
