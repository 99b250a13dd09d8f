import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { storedFile, uploadQuota } from '../../db/schema';

export type StoredFileRecord = typeof storedFile.$inferSelect;
/**
 * 'personal': its owner's alone; 'public': anyone's once attached to public
 * content; 'support': its owner's and, once attached, any operator's (a
 * 1:1 inquiry's attachments, which the console answers).
 */
export type FileVisibility = 'personal' | 'public' | 'support';
export type NewStoredFile = typeof storedFile.$inferInsert;
type Db = Database | Transaction;

export function createFileRepository(db: Database) {
  return {
    db,

    /** One statement, so either every row is written or none. */
    async insertMany(tx: Db, rows: NewStoredFile[]): Promise<void> {
      await tx.insert(storedFile).values(rows);
    },

    /**
     * Adds an upload to its owner's day and answers the day's totals, in the
     * caller's transaction: concurrent uploads queue on the one row, so two
     * requests cannot both slip under the quota.
     */
    async addToQuota(
      tx: Transaction,
      ownerId: string,
      day: string,
      files: number,
      bytes: number,
    ): Promise<{ files: number; bytes: number }> {
      const result: unknown = await tx.execute(
        sql`insert into upload_quota (owner_id, day, files, bytes)
            values (${ownerId}, ${day}, ${files}, ${bytes})
            on conflict (owner_id, day) do update set
              files = upload_quota.files + excluded.files,
              bytes = upload_quota.bytes + excluded.bytes
            returning files, bytes`,
      );
      const [row] = (result as { rows: { files: number; bytes: string | number }[] }).rows;
      return { files: row?.files ?? files, bytes: Number(row?.bytes ?? bytes) };
    },

    async find(saveName: string): Promise<StoredFileRecord | undefined> {
      const [row] = await db
        .select()
        .from(storedFile)
        .where(eq(storedFile.saveName, saveName))
        .limit(1);
      return row;
    },

    /** Marks a member's own unattached uploads as taken by a record; answers how many. */
    async attach(
      tx: Db,
      ownerId: string,
      saveNames: readonly string[],
      visibility: FileVisibility,
    ): Promise<number> {
      if (saveNames.length === 0) return 0;
      const rows = await tx
        .update(storedFile)
        .set({ attachedAt: new Date(), visibility })
        .where(
          and(
            eq(storedFile.ownerId, ownerId),
            inArray(storedFile.saveName, [...saveNames]),
            isNull(storedFile.attachedAt),
          ),
        )
        .returning({ saveName: storedFile.saveName });
      return rows.length;
    },

    /** The rows of these names (those that exist), in the caller's transaction. */
    async findMany(tx: Db, saveNames: readonly string[]): Promise<StoredFileRecord[]> {
      if (saveNames.length === 0) return [];
      return tx
        .select()
        .from(storedFile)
        .where(inArray(storedFile.saveName, [...saveNames]));
    },

    /** Hands a member's attached files back to the clean-up of unattached uploads. */
    async release(tx: Db, ownerId: string, saveNames: readonly string[]): Promise<void> {
      if (saveNames.length === 0) return;
      await tx
        .update(storedFile)
        .set({ attachedAt: null, visibility: 'personal' })
        .where(and(eq(storedFile.ownerId, ownerId), inArray(storedFile.saveName, [...saveNames])));
    },

    /** Deletes the rows of uploads never attached since `before`; answers their names. */
    async deleteUnattached(before: Date, limit: number): Promise<string[]> {
      const rows = await selectRows<{ save_name: string }>(
        db,
        sql`delete from stored_file where save_name in (
              select save_name from stored_file
              where attached_at is null and created_at < ${before.toISOString()}
              order by created_at limit ${limit}
              for update skip locked)
            returning save_name`,
      );
      return rows.map((r) => r.save_name);
    },

    async deleteQuotasBefore(day: string): Promise<void> {
      await db.delete(uploadQuota).where(lt(uploadQuota.day, day));
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;
