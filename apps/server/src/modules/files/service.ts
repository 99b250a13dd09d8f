import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API, UPLOAD_TYPES, type UploadedFile } from '@ilteo/contract';
import { AppError, rejected } from '../../http/errors';
import { cleanFileName, extensionOf } from './file-name';
import type { FileRepository, StoredFileRecord } from './repository';
import { checkFileContent } from './sniff';
import type { FileStorage } from './storage';

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

/** 24 random bytes: unguessable, so a download link is a capability. */
const newSaveName = (ext: string) => `${randomBytes(24).toString('base64url')}.${ext}`;

/** The spec's descriptor: the client downloads `link + saveName` (§7). */
export const FILE_LINK = `${API.cmmn.file}?saveName=`;

export function createFileService(repository: FileRepository, storage: FileStorage) {
  return {
    /**
     * Checks every file first, then stores them all and records them in one
     * statement; on any failure nothing stays behind.
     */
    async upload(files: readonly IncomingFile[], ownerId: string | null): Promise<UploadedFile[]> {
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

      const written: string[] = [];
      try {
        for (const file of checked) {
          await storage.put(file.saveName, file.bytes);
          written.push(file.saveName);
        }
        await repository.insertMany(
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

    async open(saveName: string): Promise<{ record: StoredFileRecord; stream: Readable }> {
      const record = await repository.find(saveName);
      const stream = record ? await storage.get(record.saveName) : undefined;
      if (!record || !stream) throw rejected.notFound('파일을 찾을 수 없습니다.');
      return { record, stream };
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
