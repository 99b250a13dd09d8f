import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { searchText } from '../../src/lib/search-grams';
import { indexDocuments, removeDocuments, type IndexedDocument } from '../../src/modules/search';
import { createTestDatabase } from '../helpers/database';

/**
 * Decision 0024: while a transaction holds posting_list_version's row (a
 * posting being written), documents of other kinds are written from other
 * connections without waiting on it. Each writer sets a low lock_timeout,
 * so a wait would fail its statement; a posting document, which must move
 * the version, is shown to wait (and fail) under the same setting.
 * PostgreSQL only: PGlite has one connection, so nothing runs in parallel.
 */
const WRITERS = 8;
const DOCUMENTS_PER_WRITER = 20;

const document = (kind: IndexedDocument['kind'], refId: string, rank = 0): IndexedDocument => ({
  kind,
  refId,
  title: `동시 쓰기 ${refId}`,
  subtitle: '',
  meta: [],
  searchText: searchText([`동시 쓰기 ${refId}`]),
  rank,
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'posting list version under parallel writes (postgres)',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const clients: pg.Client[] = [];

    const connect = async (): Promise<pg.Client> => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      clients.push(client);
      return client;
    };
    /** A connection that gives up on any lock after 200 ms. */
    const impatient = async (): Promise<{ client: pg.Client; db: Database }> => {
      const client = await connect();
      await client.query(`set lock_timeout = '200ms'`);
      return { client, db: drizzle({ client, schema }) as unknown as Database };
    };

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(async () => {
      for (const client of clients) await client.end();
      await database.close();
    });

    it('lets other kinds write in parallel while the version row is locked', async () => {
      const holder = await connect();
      await holder.query('begin');
      await holder.query('select version from posting_list_version where id = 1 for update');

      const writers = await Promise.all(Array.from({ length: WRITERS }, () => impatient()));
      const results = await Promise.allSettled(
        writers.map(async ({ client, db }, w) => {
          const ids = Array.from({ length: DOCUMENTS_PER_WRITER }, (_, i) => `${w}-${i}`);
          await client.query('begin');
          await indexDocuments(
            db,
            ids.map((id) => document('community-post', id)),
          );
          // Edited, then some removed: the update and delete triggers as well.
          await indexDocuments(
            db,
            ids.map((id) => document('community-post', id, 1)),
          );
          await removeDocuments(db, 'community-post', ids.slice(0, 5));
          await client.query('commit');
        }),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      // The control: a posting document must move the version, so it waits and times out.
      const { db } = await impatient();
      await expect(indexDocuments(db, [document('posting', '999')])).rejects.toMatchObject({
        cause: { code: '55P03' },
      });

      await holder.query('commit');
      const counted = await database.db.$count(schema.searchDocument);
      expect(counted).toBe(WRITERS * (DOCUMENTS_PER_WRITER - 5));
    });
  },
);
