import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PushTokenRequest } from '@ilteo/contract';
import { alarm, contentInterest, outboxMessage, pushToken } from '../../src/db/schema';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { retryDelayMs } from '../../src/modules/outbox/service';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

interface PushFile {
  to: string;
  message: { title: string; body: string; data: Record<string, string> };
}

/**
 * Push (decision 0033): devices register with the spec's `pushToken: {token,
 * accept}`, lose their token at logout, withdrawal and to the next member
 * who logs in on them, and every alarm is pushed once to each accepting
 * device through the outbox (local provider: DATA_DIR/push-outbox).
 */
describe.each(DATABASE_KINDS)('push (%s)', (kind) => {
  let t: TestApp;
  let now = new Date('2026-03-02T01:00:00Z');
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const device = () => `android-1700000000000-${String(++serial)}`;
  const body = (token: string, deviceId: string, accept?: boolean): PushTokenRequest => ({
    pushToken: accept === undefined ? { token } : { token, accept },
    deviceId,
    platform: 'android',
  });
  const tokensOf = (userId: string) =>
    t.database.db.select().from(pushToken).where(eq(pushToken.userId, userId));
  const member = async () => {
    const user = await createUser(t.database);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };
  const pushFiles = (): PushFile[] => {
    const dir = t.config.push.outboxDir;
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return names.map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as PushFile);
  };
  const pushesTo = (token: string) => pushFiles().filter((f) => f.to === token);
  const notify = (userId: string, title: string, link: string | null = '/person/myhome/offers') =>
    t.app.alarms.notify(t.database.db, {
      userId,
      kind: 'offer',
      title,
      message: `${title} 내용`,
      link,
      dedupeKey: `push-test:${title}`,
    });
  const settle = async () => {
    await t.app.outbox.settled();
    await t.app.outbox.dispatchDue();
  };

  describe('POST push-token', () => {
    it('refuses visitors', async () => {
      const anon = createClient(t.app);
      await anon.get(API.system.health);
      const res = await anon.post(API.auth.pushToken, { payload: body('tok', device()) });
      expect(res.status).toBe(401);
      expect(['401', '403']).toContain(res.body.code);
    });

    it('refuses an empty or oversized token with a Korean message (202)', async () => {
      const { client } = await member();
      const empty = await client.post(API.auth.pushToken, { payload: body('', device()) });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: '202' });
      expect(empty.body.message).toContain('푸시 토큰을 입력해 주세요.');
      const long = await client.post(API.auth.pushToken, {
        payload: body('x'.repeat(513), device()),
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toContain('푸시 토큰은 512자 이하여야 합니다.');
      const flatEmpty = await client.post(API.auth.pushToken, {
        payload: { pushToken: '', deviceId: device(), platform: 'ios' },
      });
      expect(flatEmpty.body.code).toBe('202');
      const badAccept = await client.post(API.auth.pushToken, {
        payload: {
          pushToken: { token: 'tok', accept: 'yes' },
          deviceId: device(),
          platform: 'ios',
        },
      });
      expect(badAccept.body.code).toBe('202');
    });

    it('stores {token, accept} per device and replaces it on refresh', async () => {
      const { user, client } = await member();
      const id = device();
      expect(
        (await client.post(API.auth.pushToken, { payload: body('tok-1', id) })).body.code,
      ).toBe('001');
      expect(await tokensOf(user.userId)).toMatchObject([
        { deviceId: id, token: 'tok-1', accept: true },
      ]);
      await client.post(API.auth.pushToken, { payload: body('tok-2', id, false) });
      expect(await tokensOf(user.userId)).toMatchObject([
        { deviceId: id, token: 'tok-2', accept: false },
      ]);
      // The older flat body still registers, with acceptance on.
      await client.post(API.auth.pushToken, {
        payload: { pushToken: 'tok-3', deviceId: id, platform: 'android' },
      });
      expect(await tokensOf(user.userId)).toMatchObject([{ token: 'tok-3', accept: true }]);
    });

    it('gives the device to the member who logs in on it last', async () => {
      const first = await member();
      const second = await member();
      const id = device();
      await first.client.post(API.auth.pushToken, { payload: body('shared-phone', id) });
      await second.client.post(API.auth.pushToken, { payload: body('shared-phone', id) });
      expect(await tokensOf(first.user.userId)).toEqual([]);
      expect(await tokensOf(second.user.userId)).toMatchObject([{ deviceId: id }]);
      // The same token under another device id (a reinstall) is not kept twice either.
      await second.client.post(API.auth.pushToken, { payload: body('shared-phone', device()) });
      expect(await tokensOf(second.user.userId)).toHaveLength(1);
    });

    it('removes the token at logout', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('logout-tok', device()) });
      expect(await tokensOf(user.userId)).toHaveLength(1);
      await client.get(API.session.logOut, { headers: XHR });
      expect(await tokensOf(user.userId)).toEqual([]);
    });

    it('removes the token at withdrawal', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('withdraw-tok', device()) });
      const res = await client.post(API.account.withdraw, { payload: { password: user.password } });
      expect(res.body.code).toBe('592');
      expect(await tokensOf(user.userId)).toEqual([]);
    });
  });

  describe('alarms are pushed', () => {
    it('pushes a new alarm once to each accepting device, with its link', async () => {
      const { user, client } = await member();
      const phone = device();
      const tablet = device();
      const off = device();
      await client.post(API.auth.pushToken, { payload: body('alarm-phone', phone) });
      await client.post(API.auth.pushToken, { payload: body('alarm-tablet', tablet) });
      await client.post(API.auth.pushToken, { payload: body('alarm-off', off, false) });

      expect(await notify(user.userId, '입사 제안 도착')).toBe(true);
      // The same alarm again (its dedupe key) writes nothing and pushes nothing.
      expect(await notify(user.userId, '입사 제안 도착')).toBe(false);
      await settle();
      await settle();

      const [row] = await t.database.db
        .select()
        .from(alarm)
        .where(and(eq(alarm.userId, user.userId), eq(alarm.title, '입사 제안 도착')));
      for (const token of ['alarm-phone', 'alarm-tablet']) {
        expect(pushesTo(token)).toEqual([
          {
            to: token,
            at: expect.any(String) as string,
            message: {
              title: '입사 제안 도착',
              body: '입사 제안 도착 내용',
              data: { link: '/person/myhome/offers', alarmId: String(row?.alarmId), kind: 'alarm' },
            },
          },
        ]);
      }
      expect(pushesTo('alarm-off')).toEqual([]);
    });

    it('pushes nothing when the alarm transaction rolls back, and after commit once', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('tx-phone', device()) });
      await t.database.db
        .transaction(async (tx) => {
          await t.app.alarms.notify(tx, {
            userId: user.userId,
            kind: 'offer',
            title: '롤백될 알림',
            message: '보내지 않습니다.',
          });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await t.database.db.transaction((tx) =>
        t.app.alarms.notify(tx, {
          userId: user.userId,
          kind: 'comment',
          title: '커밋된 알림',
          message: '보냅니다.',
          link: null,
        }),
      );
      t.app.outbox.kick();
      await settle();
      expect(pushesTo('tx-phone').map((f) => f.message.title)).toEqual(['커밋된 알림']);
      expect(pushesTo('tx-phone')[0]?.message.data.link).toBe('');
    });

    it('sends nothing to a device logged out before the push went out', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('late-phone', device()) });
      await t.database.db.transaction((tx) =>
        t.app.alarms.notify(tx, {
          userId: user.userId,
          kind: 'offer',
          title: '로그아웃 뒤 알림',
          message: '보내지 않습니다.',
        }),
      );
      await client.get(API.session.logOut, { headers: XHR });
      await settle();
      expect(pushesTo('late-phone')).toEqual([]);
    });

    it('pushes a closing alarm once, even when two reads add it at once', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('closing-phone', device()) });
      const today = seoulDate(now);
      const { postingId } = await createPosting(t.database.db, {
        openDate: addDays(today, -3),
        closeDate: today,
      });
      await t.database.db
        .insert(contentInterest)
        .values({ userId: user.userId, contentType: 'posting', contentId: String(postingId) });
      await Promise.all([client.get(API.main.alarms), client.get(API.main.alarms)]);
      await settle();
      expect(pushesTo('closing-phone')).toMatchObject([
        {
          message: {
            title: '관심 공고가 오늘 마감됩니다',
            data: { link: `/person/recrtinfo/detail?postingId=${String(postingId)}` },
          },
        },
      ]);
    });

    it('retries a push whose send failed, then sends it once', async () => {
      const { user, client } = await member();
      await client.post(API.auth.pushToken, { payload: body('retry-phone', device()) });
      await settle();
      // A file where the push outbox directory should be: the local provider cannot write.
      const dir = t.config.push.outboxDir;
      rmSync(dir, { recursive: true, force: true });
      writeFileSync(dir, 'not a directory');
      try {
        await notify(user.userId, '재시도 알림');
        await t.app.outbox.settled();
        const [pending] = await t.database.db
          .select()
          .from(outboxMessage)
          .where(and(eq(outboxMessage.channel, 'push'), eq(outboxMessage.status, 'pending')));
        expect(pending).toMatchObject({ kind: 'alarm', attempts: 1 });
        expect(pending?.lastError).toContain('push outbox not writable');
      } finally {
        rmSync(dir, { force: true });
      }
      now = new Date(now.getTime() + retryDelayMs(1));
      expect(await t.app.outbox.dispatchDue()).toMatchObject({ sent: 1, retried: 0 });
      expect(await t.app.outbox.dispatchDue()).toMatchObject({ sent: 0 });
      expect(pushesTo('retry-phone').map((f) => f.message.title)).toEqual(['재시도 알림']);
    });
  });
});
