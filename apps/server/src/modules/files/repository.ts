import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/schema';

export type StoredFileRecord = typeof storedFile.$inferSelect;
export type NewStoredFile = typeof storedFile.$inferInsert;

export function createFileRepository(db: Database) {
  return {
    /** One statement, so either every row is written or none. */
    async insertMany(rows: NewStoredFile[]): Promise<void> {
      await db.insert(storedFile).values(rows);
    },
    async find(saveName: string): Promise<StoredFileRecord | undefined> {
      const [row] = await db
        .select()
        .from(storedFile)
        .where(eq(storedFile.saveName, saveName))
        .limit(1);
      return row;
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;
