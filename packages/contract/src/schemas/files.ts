import { z } from 'zod';

/** What POST /api/v1/cmmn/uploadFile answers for each stored file (§3). */
export const uploadedFileSchema = z.object({
  /** Download address; the client appends `saveName` to it (§7). */
  link: z.string(),
  saveName: z.string(),
  originalName: z.string(),
  ext: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Query of GET /api/v1/cmmn/file. */
export const fileQuerySchema = z.object({
  saveName: z
    .string({ error: '파일 이름이 필요합니다.' })
    .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '파일 이름이 올바르지 않습니다.'),
});
