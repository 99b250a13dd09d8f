import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ResumeContent,
  type ResumeDetail,
  type UploadedFile,
  RESUME_API,
} from '@ilteo/contract';
import { storedFile } from '../../src/db/schema';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { completeContent, createResume, saveResume } from '../helpers/resumes';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * A résumé's photo and portfolio files: the member's own uploads, attached
 * as personal files in the save's transaction, readable by the owner only,
 * released to the clean-up when no résumé names them any more.
 */
describe.each(DATABASE_KINDS)('résumé files (%s)', (kind) => {
  let t: TestApp;

  async function member() {
    const user = await createUser(t.database);
    return loggedInClient(t.app, user.loginId, user.password);
  }
  async function upload(client: Client, filename: string, content: Buffer) {
    const body = multipart([{ filename, content }]);
    const res = await client.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
    });
    const [file] = res.body.data;
    if (!file) throw new Error(`upload failed: ${res.body.code}`);
    return { saveName: file.saveName, originalName: file.originalName };
  }
  const withFiles = (
    photo: ResumeContent['basics']['photo'],
    files: ResumeContent['portfolio']['files'] = [],
  ): ResumeContent => {
    const c = completeContent();
    return { ...c, basics: { ...c.basics, photo }, portfolio: { links: [], files } };
  };
  const download = (c: Client, saveName: string) => c.get(API.cmmn.file, { query: { saveName } });
  const fileRows = (names: string[]) =>
    t.database.db.select().from(storedFile).where(inArray(storedFile.saveName, names));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('attaches a photo and a portfolio file as personal files; only the owner may download them', async () => {
    const owner = await member();
    const photo = await upload(owner, '증명사진.png', FIXTURES.png);
    const pdf = await upload(owner, '포트폴리오.pdf', FIXTURES.pdf);
    const id = await createResume(owner, withFiles(photo, [pdf]));

    const rows = await fileRows([photo.saveName, pdf.saveName]);
    expect(rows.every((r) => r.attachedAt !== null && r.visibility === 'personal')).toBe(true);

    const detail = await owner.get<ResumeDetail>(RESUME_API.detail, {
      query: { resumeId: String(id) },
    });
    expect(detail.body.data.fileLinks[photo.saveName]).toBe(
      `${API.cmmn.file}?saveName=${encodeURIComponent(photo.saveName)}`,
    );
    expect((await download(owner, photo.saveName)).status).toBe(200);

    const other = await member();
    const company = await createUser(t.database, { role: 'company' });
    const companyClient = await loggedInClient(t.app, company.loginId, company.password);
    const operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
    for (const reader of [other, companyClient, operator]) {
      const res = await download(reader, photo.saveName);
      expect(res.body.code).toBe('102');
    }
    const anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    expect((await download(anonymous, photo.saveName)).status).toBe(401);
  });

  it('refuses a photo that is not an image (901) and keeps nothing', async () => {
    const owner = await member();
    const pdf = await upload(owner, '사진아님.pdf', FIXTURES.pdf);
    const res = await saveResume(owner, withFiles(pdf));
    expect(res.body.code).toBe('901');
    expect((await fileRows([pdf.saveName]))[0]?.attachedAt).toBeNull();
  });

  it('refuses another member’s upload (102) and a name no upload has (400)', async () => {
    const owner = await member();
    const other = await member();
    const theirs = await upload(other, '남의사진.png', FIXTURES.png);
    expect((await saveResume(owner, withFiles(theirs))).body.code).toBe('102');
    expect((await fileRows([theirs.saveName]))[0]?.attachedAt).toBeNull();

    const missing = await saveResume(
      owner,
      withFiles({ saveName: 'does-not-exist.png', originalName: 'x.png' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/파일을 찾을 수 없습니다/);
  });

  it('keeps a file while any résumé names it and releases it when none does', async () => {
    const owner = await member();
    const photo = await upload(owner, '사진.png', FIXTURES.png);
    const pdf = await upload(owner, '자료.pdf', FIXTURES.pdf);
    const id = await createResume(owner, withFiles(photo, [pdf]));

    // Saving again with the same files is fine (they are already this résumé's).
    expect((await saveResume(owner, withFiles(photo, [pdf]), id)).body.code).toBe('003');

    const copied = await owner.post<{ resumeId: number }>(RESUME_API.copy, {
      payload: { resumeId: id },
    });
    const copyId = copied.body.data.resumeId;

    // The original drops the PDF, but the copy still names it: kept.
    await saveResume(owner, withFiles(photo), id);
    expect((await fileRows([pdf.saveName]))[0]?.attachedAt).not.toBeNull();

    // The copy is deleted: the PDF is named nowhere now and is released.
    await owner.request('DELETE', RESUME_API.save, { query: { resumeId: String(copyId) } });
    const [pdfRow] = await fileRows([pdf.saveName]);
    expect(pdfRow?.attachedAt).toBeNull();
    const [photoRow] = await fileRows([photo.saveName]);
    expect(photoRow?.attachedAt).not.toBeNull();

    // A released file the member still owns may be attached again.
    expect((await saveResume(owner, withFiles(photo, [pdf]), id)).body.code).toBe('003');
  });

  it('refuses portfolio files over the total size', async () => {
    const owner = await member();
    const pdf = await upload(owner, '큰파일.pdf', FIXTURES.pdf);
    await t.database.db
      .update(storedFile)
      .set({ size: 60 * 1024 * 1024 })
      .where(eq(storedFile.saveName, pdf.saveName));
    const res = await saveResume(owner, withFiles(null, [pdf]));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/50MB/);
  });
});
