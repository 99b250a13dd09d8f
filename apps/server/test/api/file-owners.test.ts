import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES, UPLOAD, type UploadedFile } from '@ilteo/contract';
import { storedFile, uploadQuota } from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * Decision 0021: uploads need a member, count against a daily quota, are
 * readable only by their uploader until a record takes them, and are
 * deleted when no record took them within a day.
 */
describe.each(DATABASE_KINDS)('uploads belong to a member (%s)', (kind) => {
  let t: TestApp;
  let owner: Client;
  let ownerId: string;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const a = await createUser(t.database);
    const b = await createUser(t.database);
    ownerId = a.userId;
    owner = await loggedInClient(t.app, a.loginId, a.password);
    other = await loggedInClient(t.app, b.loginId, b.password);
  });
  afterAll(() => t.close());

  const upload = (client: Client, name = 'photo.png') => {
    const body = multipart([{ filename: name, content: FIXTURES.png }]);
    return client.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
    });
  };
  const download = (client: Client, saveName: string) =>
    client.get(API.cmmn.file, { query: { saveName } });
  const storedRows = (saveName: string) =>
    t.database.db.select().from(storedFile).where(eq(storedFile.saveName, saveName));
  async function guest(): Promise<Client> {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  }

  it('refuses an anonymous upload (403) and stores nothing', async () => {
    const before = (await t.database.db.select().from(storedFile)).length;
    const res = await upload(await guest());
    expect(res.body.code).toBe('403');
    expect(res.body.message).toBe('로그인이 필요합니다.');
    expect((await t.database.db.select().from(storedFile)).length).toBe(before);
  });

  it('answers 401 to an expired or forged access token, so the client refreshes', async () => {
    const client = await guest();
    client.cookies.set(COOKIE_NAMES.accessToken, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA');
    expect((await upload(client)).body.code).toBe('401');
  });

  it('records the uploader and lets only them read a file no record has taken', async () => {
    const res = await upload(owner);
    expect(res.body.code).toBe('001');
    const saveName = res.body.data[0]?.saveName ?? '';
    const [row] = await storedRows(saveName);
    expect(row).toMatchObject({ ownerId, attachedAt: null });

    expect((await download(owner, saveName)).status).toBe(200);
    const stranger = await download(other, saveName);
    expect(stranger.body.code).toBe('102');
    const anonymous = await download(await guest(), saveName);
    expect(anonymous.body.code).toBe('403');
  });

  it("attaches a member's own uploads in the record's transaction, and no one else's", async () => {
    const mine = (await upload(owner)).body.data[0]?.saveName ?? '';
    const theirs = (await upload(other)).body.data[0]?.saveName ?? '';
    await expect(
      t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [mine, theirs])),
    ).rejects.toMatchObject({ message: '첨부할 수 없는 파일입니다.' });
    // The refused attach left nothing half-done.
    expect((await storedRows(mine))[0]?.attachedAt).toBeNull();

    await t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [mine]));
    expect((await storedRows(mine))[0]?.attachedAt).toBeInstanceOf(Date);
    // Taken once only.
    await expect(
      t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [mine])),
    ).rejects.toThrow();
  });

  it('refuses an upload past the daily quota and keeps neither row nor bytes', async () => {
    const user = await createUser(t.database);
    const client = await loggedInClient(t.app, user.loginId, user.password);
    await t.database.db.insert(uploadQuota).values({
      ownerId: user.userId,
      day: seoulDate(new Date()),
      files: UPLOAD.maxFilesPerDay,
      bytes: 0,
    });
    const res = await upload(client);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/하루에 올릴 수 있는 파일은 100개, 300MB까지입니다/);
    const rows = await t.database.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.ownerId, user.userId));
    expect(rows).toEqual([]);
    const [quota] = await t.database.db
      .select()
      .from(uploadQuota)
      .where(eq(uploadQuota.ownerId, user.userId));
    expect(quota?.files).toBe(UPLOAD.maxFilesPerDay);
  });

  it('counts bytes too: one day holds at most maxBytesPerDay', async () => {
    const user = await createUser(t.database);
    const client = await loggedInClient(t.app, user.loginId, user.password);
    await t.database.db.insert(uploadQuota).values({
      ownerId: user.userId,
      day: seoulDate(new Date()),
      files: 1,
      bytes: UPLOAD.maxBytesPerDay - 10,
    });
    expect((await upload(client)).status).toBe(429);
  });

  it('deletes uploads no record took within 24 hours, rows and bytes, and old quota days', async () => {
    const stale = (await upload(owner, 'stale.png')).body.data[0]?.saveName ?? '';
    const kept = (await upload(owner, 'kept.png')).body.data[0]?.saveName ?? '';
    const fresh = (await upload(owner, 'fresh.png')).body.data[0]?.saveName ?? '';
    await t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [kept]));
    await t.database.db
      .update(storedFile)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${storedFile.saveName} in (${stale}, ${kept})`);
    await t.database.db
      .insert(uploadQuota)
      .values({ ownerId, day: '2026-01-01', files: 1, bytes: 1 });

    expect(await t.app.files.purgeUnattached()).toBeGreaterThanOrEqual(1);
    expect(await storedRows(stale)).toEqual([]);
    expect(await t.app.fileStorage.get(stale)).toBeUndefined();
    for (const name of [kept, fresh]) {
      expect(await storedRows(name)).toHaveLength(1);
      expect(await t.app.fileStorage.get(name)).toBeDefined();
    }
    const old = await t.database.db
      .select()
      .from(uploadQuota)
      .where(eq(uploadQuota.day, '2026-01-01'));
    expect(old).toEqual([]);
    // Nothing left to do: a second run (another node) deletes nothing more.
    expect(await t.app.files.purgeUnattached()).toBe(0);
  });
});
