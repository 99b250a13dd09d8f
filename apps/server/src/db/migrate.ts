import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from './client';

/** Any 64-bit number; all API nodes use it to take turns migrating. */
const MIGRATION_LOCK_KEY = 7_234_101_905;

/**
 * Applies the committed migrations in order. Several API nodes may start at
 * once against one PostgreSQL: the lock makes the others wait and then find
 * nothing left to do.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder: string,
): Promise<void> {
  // Fail early with a clear message when the folder is missing or broken.
  readMigrationFiles({ migrationsFolder });
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, () => handle.migrate(migrationsFolder));
}
