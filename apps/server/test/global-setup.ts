import pg from 'pg';
import { TEST_DATABASE_PREFIX } from './helpers/database';

/**
 * Before the API tests: when PostgreSQL is configured, check that it answers
 * and drop databases that an interrupted earlier run left behind.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 and
         not exists (select 1 from pg_stat_activity a where a.datname = pg_database.datname)`,
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}"`);
  } finally {
    await client.end();
  }
}
