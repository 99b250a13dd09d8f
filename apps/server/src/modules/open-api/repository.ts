import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { apiKey, apiUsage, appUser } from '../../db/schema';
import { rateCounterHitSql } from '../../lib/rate-counter';

type Db = Database | Transaction;

/** A key as my home lists it, with today's calls. */
export interface ApiKeyRow {
  keyId: number;
  userId: string;
  name: string;
  prefix: string;
  dailyQuota: number;
  allowedIps: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  todayCalls: number;
}

/** What a call needs to judge a key: no name, no dates but the last use. */
export interface KeyCheckRow {
  keyId: number;
  prefix: string;
  dailyQuota: number;
  allowedIps: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** How many keys a member's list shows (revoked ones included, newest first). */
export const KEY_LIST_LIMIT = 50;

const timestamp = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const listColumns = {
  keyId: apiKey.keyId,
  userId: apiKey.userId,
  name: apiKey.name,
  prefix: apiKey.prefix,
  dailyQuota: apiKey.dailyQuota,
  allowedIps: apiKey.allowedIps,
  createdAt: apiKey.createdAt,
  lastUsedAt: apiKey.lastUsedAt,
  revokedAt: apiKey.revokedAt,
  todayCalls: sql<number>`coalesce(${apiUsage.calls}, 0)`.mapWith(Number),
};

/** Keys with the day's usage row, if any (the join qualifies every column). */
const keysWithUsage = (db: Db, day: string) =>
  db
    .select(listColumns)
    .from(apiKey)
    .leftJoin(apiUsage, and(eq(apiUsage.keyId, apiKey.keyId), eq(apiUsage.day, day)));

/** Every public call looks its key up: prepared once per database handle (decision 0029). */
const byHashStatement = preparedPerDatabase((db) =>
  db
    .select({
      keyId: apiKey.keyId,
      prefix: apiKey.prefix,
      dailyQuota: apiKey.dailyQuota,
      allowedIps: apiKey.allowedIps,
      lastUsedAt: apiKey.lastUsedAt,
      revokedAt: apiKey.revokedAt,
    })
    .from(apiKey)
    .where(eq(apiKey.keyHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('open_api_key_by_hash'),
);

type SpentRow = {
  daily_quota: number;
  allowed_ips: string[];
  revoked_at: string | Date | null;
  minute_count: number | null;
  window_start: string | Date | null;
  calls: number | null;
};

/** What one public call's statement found and counted. */
export interface SpentCall {
  dailyQuota: number;
  allowedIps: string[];
  revoked: boolean;
  /** The key's minute counter after this call; undefined when the key was not usable. */
  minute: { count: number; window_start: string | Date } | undefined;
  /** The day's calls after this one; null when refused (quota, minute or key). */
  calls: number | null;
}

export const openApiRepository = {
  /** Serialises a member's issues, so two at once cannot pass the live-key limit together. */
  async lockMember(tx: Transaction, userId: string): Promise<void> {
    await tx
      .select({ userId: appUser.userId })
      .from(appUser)
      .where(eq(appUser.userId, userId))
      .for('update');
  },

  async countLive(tx: Db, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(apiKey)
      .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)));
    return row?.n ?? 0;
  },

  async insert(
    tx: Db,
    key: {
      userId: string;
      name: string;
      prefix: string;
      keyHash: string;
      dailyQuota: number;
      allowedIps: string[];
    },
  ): Promise<number> {
    const [row] = await tx.insert(apiKey).values(key).returning({ keyId: apiKey.keyId });
    if (!row) throw new Error('api_key not inserted');
    return row.keyId;
  },

  async listByUser(db: Db, userId: string, day: string): Promise<ApiKeyRow[]> {
    return keysWithUsage(db, day)
      .where(eq(apiKey.userId, userId))
      .orderBy(desc(apiKey.createdAt), desc(apiKey.keyId))
      .limit(KEY_LIST_LIMIT);
  },

  async find(db: Db, keyId: number, day: string): Promise<ApiKeyRow | undefined> {
    const [row] = await keysWithUsage(db, day).where(eq(apiKey.keyId, keyId));
    return row;
  },

  async revoke(tx: Db, keyId: number, now: Date): Promise<void> {
    await tx
      .update(apiKey)
      .set({ revokedAt: now })
      .where(and(eq(apiKey.keyId, keyId), isNull(apiKey.revokedAt)));
  },

  async findByHash(db: Db, hash: string): Promise<KeyCheckRow | undefined> {
    const [row] = await byHashStatement(db).execute({ hash });
    return row
      ? { ...row, lastUsedAt: timestamp(row.lastUsedAt), revokedAt: timestamp(row.revokedAt) }
      : undefined;
  },

  async callsOn(db: Db, keyId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ calls: apiUsage.calls })
      .from(apiUsage)
      .where(and(eq(apiUsage.keyId, keyId), eq(apiUsage.day, day)));
    return row?.calls ?? 0;
  },

  /**
   * A public call's whole key work in ONE statement (decision 0041): find
   * the key by its hash; only when it is live and the caller's address is
   * allowed, hit its per-minute counter (the rate counter's own upsert);
   * only within the minute's limit, add one to the day's calls while they
   * are under the quota (past it no usage row comes back and nothing is
   * added: the row lock orders calls from every node, so the last slot
   * goes to exactly one); and mark the key used when the mark is a minute
   * old. The commit is asynchronous (set_config … local): a crash may
   * forget the last milliseconds of counts, and no call waits for a WAL
   * flush. No row: no such key.
   */
  async spendCall(
    db: Db,
    call: { hash: string; ip: string; day: string; perMinute: number },
  ): Promise<SpentCall | undefined> {
    const ok = sql.raw('ok');
    const result = (await db.execute<SpentRow>(sql`
      with k as (
        select key_id, daily_quota, allowed_ips, revoked_at from ${apiKey} where key_hash = ${call.hash}
      ),
      ok as (
        select key_id, daily_quota from k
        where revoked_at is null
          and (cardinality(allowed_ips) = 0 or ${call.ip}::text = any(allowed_ips))
      ),
      async_commit as (select set_config('synchronous_commit', 'off', true) as setting from ok),
      minute as (${rateCounterHitSql(sql`'open-api:key:' || ok.key_id`, 60, ok)}),
      usage as (
        insert into ${apiUsage} (key_id, day, calls)
        select ok.key_id, ${call.day}, 1 from ok, minute where minute.count <= ${call.perMinute}
        on conflict (key_id, day) do update set calls = ${apiUsage}.calls + 1
          where ${apiUsage}.calls < (select daily_quota from ok)
        returning calls
      ),
      touched as (
        update ${apiKey} set last_used_at = now()
        from usage
        where ${apiKey}.key_id = (select key_id from ok)
          and (${apiKey}.last_used_at is null or ${apiKey}.last_used_at < now() - interval '1 minute')
        returning 1
      )
      select k.daily_quota, k.allowed_ips, k.revoked_at,
             (select count from minute) as minute_count,
             (select window_start from minute) as window_start,
             (select calls from usage) as calls,
             (select setting from async_commit) as async_commit,
             (select count(*) from touched) as touched
      from k`)) as { rows: SpentRow[] };
    const [row] = result.rows;
    if (!row) return undefined;
    return {
      dailyQuota: row.daily_quota,
      allowedIps: row.allowed_ips,
      revoked: row.revoked_at !== null,
      minute:
        row.minute_count === null
          ? undefined
          : { count: row.minute_count, window_start: row.window_start ?? new Date() },
      calls: row.calls,
    };
  },
};
