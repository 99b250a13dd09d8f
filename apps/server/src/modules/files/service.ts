import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API, UPLOAD, UPLOAD_TYPES, type UploadedFile } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { cleanFileName, extensionOf } from './file-name';
import { filePolicy } from './policy';
import type {
  FileRepository,
  FileVisibility,
  NewStoredFile as NewStoredFileRow,
  StoredFileRecord,
} from './repository';
import { checkFileContent } from './sniff';
import type { FileStorage } from './storage';

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

/** 24 random bytes: unguessable names, though knowing one is not enough to read a file. */
const newSaveName = (ext: string) => `${randomBytes(24).toString('base64url')}.${ext}`;

/** The spec's descriptor: the client downloads `link + saveName` (§7). */
export const FILE_LINK = `${API.cmmn.file}?saveName=`;

const MB = 1024 * 1024;
const quotaExceeded = () =>
  rejected.tooManyRequests(
    `하루에 올릴 수 있는 파일은 ${String(UPLOAD.maxFilesPerDay)}개, ` +
      `${String(UPLOAD.maxBytesPerDay / MB)}MB까지입니다. 내일 다시 올려 주십시오.`,
  );

export function createFileService(
  repository: FileRepository,
  storage: FileStorage,
  clock: () => Date = () => new Date(),
) {
  return {
    /**
     * A member's upload (decision 0021): every file is checked first, then
     * stored; the rows and the day's quota are written in one transaction,
     * and on any failure nothing stays behind.
     */
    async upload(files: readonly IncomingFile[], ownerId: string): Promise<UploadedFile[]> {
      if (files.length === 0) throw rejected.badRequest('file: 올릴 파일을 선택해 주세요.');
      const checked = await Promise.all(
        files.map(async (file) => {
          const originalName = cleanFileName(file.filename);
          const ext = await checkFileContent(extensionOf(originalName), file.bytes);
          if (!ext || !originalName) {
            throw new AppError('FILE_TYPE_REJECTED', {
              data: { originalName: originalName || null },
            });
          }
          return { originalName, ext, bytes: file.bytes, saveName: newSaveName(ext) };
        }),
      );
      const totalBytes = checked.reduce((sum, f) => sum + f.bytes.length, 0);

      const written: string[] = [];
      try {
        for (const file of checked) {
          await storage.put(file.saveName, file.bytes);
          written.push(file.saveName);
        }
        await repository.db.transaction(async (tx) => {
          const day = await repository.addToQuota(
            tx,
            ownerId,
            seoulDate(clock()),
            checked.length,
            totalBytes,
          );
          if (day.files > UPLOAD.maxFilesPerDay || day.bytes > UPLOAD.maxBytesPerDay) {
            throw quotaExceeded();
          }
          await repository.insertMany(
            tx,
            checked.map((f) => ({
              saveName: f.saveName,
              originalName: f.originalName,
              ext: f.ext,
              mime: UPLOAD_TYPES[f.ext].mime,
              size: f.bytes.length,
              sha256: createHash('sha256').update(f.bytes).digest('hex'),
              ownerId,
            })),
          );
        });
      } catch (err) {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
        throw err;
      }
      return checked.map((f) => ({
        link: FILE_LINK,
        saveName: f.saveName,
        originalName: f.originalName,
        ext: f.ext,
      }));
    },

    /**
     * A file and its bytes for this viewer, as the file policy allows: an
     * upload no record has taken yet (a preview before saving) and a file a
     * personal record holds are their owner's alone; files of public content
     * are anyone's.
     */
    async open(
      saveName: string,
      viewer: Actor,
    ): Promise<{ record: StoredFileRecord; stream: Readable }> {
      const record = await repository.find(saveName);
      if (record) filePolicy.authorize(viewer, 'read', record);
      const stream = record ? await storage.get(record.saveName) : undefined;
      if (!record || !stream) throw rejected.notFound('파일을 찾을 수 없습니다.');
      return { record, stream };
    },

    /**
     * For the areas that keep files (résumés, posts, applications): takes a
     * member's own fresh uploads into a record, inside the record's
     * transaction. Someone else's file, or one already taken, is refused.
     * `public` for content anyone may read (a post's images); a personal
     * record's files (the default) stay their owner's alone.
     */
    async attach(
      tx: Transaction,
      ownerId: string,
      saveNames: readonly string[],
      visibility: FileVisibility = 'personal',
    ): Promise<void> {
      const unique = [...new Set(saveNames)];
      const taken = await repository.attach(tx, ownerId, unique, visibility);
      if (taken !== unique.length) throw rejected.badRequest('첨부할 수 없는 파일입니다.');
    },

    /**
     * What a record about to take these files needs to know of them (type,
     * size, owner), in its transaction; names no upload has are left out.
     */
    async describe(
      tx: Transaction,
      saveNames: readonly string[],
    ): Promise<
      Pick<
        StoredFileRecord,
        'saveName' | 'originalName' | 'ext' | 'ownerId' | 'mime' | 'size' | 'attachedAt'
      >[]
    > {
      const rows = await repository.findMany(tx, [...new Set(saveNames)]);
      return rows.map((r) => ({
        saveName: r.saveName,
        originalName: r.originalName,
        ext: r.ext,
        ownerId: r.ownerId,
        mime: r.mime,
        size: r.size,
        attachedAt: r.attachedAt,
      }));
    },

    /**
     * A record let go of its owner's files (a résumé edited or deleted): they
     * become unattached uploads again, which the clean-up deletes, so nothing
     * stays stored that no record names.
     */
    async release(tx: Transaction, ownerId: string, saveNames: readonly string[]): Promise<void> {
      await repository.release(tx, ownerId, [...new Set(saveNames)]);
    },

    /**
     * Copies of an owner's files under new names, as fresh unattached uploads
     * of the same owner (not counted in the day's quota: nothing new came
     * in). For a record that must keep a file whatever happens to the record
     * that holds it now (an application's snapshot of a résumé's photo): the
     * caller attaches the copies in its transaction; if that transaction
     * fails, the clean-up deletes them like any upload no record took.
     * Answers original → copy; names that are not the owner's are left out.
     */
    async copy(ownerId: string, saveNames: readonly string[]): Promise<Map<string, string>> {
      const copies = new Map<string, string>();
      const rows = await repository.findMany(repository.db, [...new Set(saveNames)]);
      const own = rows.filter((r) => r.ownerId === ownerId);
      const written: NewStoredFileRow[] = [];
      try {
        for (const row of own) {
          const stream = await storage.get(row.saveName);
          if (!stream) continue;
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          const saveName = newSaveName(row.ext);
          await storage.put(saveName, Buffer.concat(chunks));
          written.push({
            ...row,
            saveName,
            attachedAt: null,
            visibility: 'personal',
            createdAt: clock(),
          });
          copies.set(row.saveName, saveName);
        }
        if (written.length > 0) await repository.insertMany(repository.db, written);
      } catch (err) {
        await Promise.all(written.map((f) => storage.delete(f.saveName).catch(() => undefined)));
        throw err;
      }
      return copies;
    },

    /**
     * The scheduled clean-up: uploads never attached within
     * UPLOAD.unattachedHours are deleted, row first, then bytes (a crash in
     * between leaves bytes no row names, never a row without bytes), and
     * quota days older than yesterday are forgotten. Safe on several nodes at
     * once: each row is claimed by one delete. Answers how many files went.
     */
    async purgeUnattached(batch = 500): Promise<number> {
      const now = clock();
      const before = new Date(now.getTime() - UPLOAD.unattachedHours * 60 * 60 * 1000);
      let removed = 0;
      for (;;) {
        const names = await repository.deleteUnattached(before, batch);
        await Promise.all(names.map((key) => storage.delete(key).catch(() => undefined)));
        removed += names.length;
        if (names.length < batch) break;
      }
      await repository.deleteQuotasBefore(addDays(seoulDate(now), -1));
      return removed;
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
