import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResumeDetail, RESUME_API } from '@ilteo/contract';
import { resumeRead } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { completeContent, createResume } from '../helpers/resumes';
import { createUser, loggedInClient } from '../helpers/users';

/** JSON Resume v1.0.0 over the API: the download, the import, the notes, the limits. */
describe.each(DATABASE_KINDS)('JSON Resume export and import (%s)', (kind) => {
  let t: TestApp;

  async function member() {
    const user = await createUser(t.database);
    return loggedInClient(t.app, user.loginId, user.password);
  }
  const importDocument = (c: Awaited<ReturnType<typeof member>>, document: unknown) =>
    c.post<{ resumeId: number; notes: string[] }>(RESUME_API.jsonResume, {
      payload: { document },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('exports a download named after the title, logged as an export read', async () => {
    const client = await member();
    const id = await createResume(client, completeContent('백엔드/플랫폼 이력서'));
    const res = await client.get(RESUME_API.jsonResume, { query: { resumeId: String(id) } });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="resume.json"; filename*=UTF-8''${encodeURIComponent('백엔드_플랫폼 이력서.json')}`,
    );
    const doc = JSON.parse(res.raw) as Record<string, unknown>;
    expect(doc).toMatchObject({
      basics: { name: '홍길동', label: '백엔드/플랫폼 이력서' },
      certificates: [{ name: '정보처리기사' }],
      languages: [{ language: 'TOEIC', fluency: '905' }],
    });
    const reads = await t.database.db.select().from(resumeRead).where(eq(resumeRead.resumeId, id));
    expect(reads.map((r) => r.purpose)).toEqual(['export']);
  });

  it('round trip: an exported résumé imported back is a new résumé with the same mapped sections', async () => {
    const client = await member();
    const original = completeContent();
    const id = await createResume(client, original);
    const exported = await client.get(RESUME_API.jsonResume, { query: { resumeId: String(id) } });
    const res = await importDocument(client, JSON.parse(exported.raw));
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('002');
    // What JSON Resume has no place for came back through meta.ilteo: nothing to report.
    expect(res.body.data.notes).toEqual([]);
    const imported = await client.get<ResumeDetail>(RESUME_API.detail, {
      query: { resumeId: String(res.body.data.resumeId) },
    });
    const content = imported.body.data.content;
    expect(imported.body.data.primary).toBe(false);
    const sections = [
      ...['education', 'skills', 'certificates', 'languages', 'title', 'careerType'],
      ...['wish', 'preferences', 'overseas', 'essays'],
    ] as const;
    for (const section of sections) expect(content[section], section).toEqual(original[section]);
    // Whether an entry came from the career look-up is not part of the exchange.
    expect(content.work).toEqual(original.work.map((w) => ({ ...w, fromLookup: false })));
  });

  it('reports names the catalogue does not know and keeps the rest', async () => {
    const client = await member();
    const res = await importDocument(client, {
      basics: { name: 'Jane Doe', email: 'jane@example.com' },
      certificates: [{ name: '정보처리 기사' }, { name: 'Kubernetes CKA' }],
      languages: [{ language: 'toeic', fluency: '850' }, { language: 'English' }],
      volunteer: [{ organization: '지역아동센터', startDate: '2020-01', summary: '멘토링' }],
    });
    expect(res.body.code).toBe('002');
    expect(res.body.data.notes.join('\n')).toMatch(/Kubernetes CKA/);
    expect(res.body.data.notes.join('\n')).toMatch(/English/);
    const detail = await client.get<ResumeDetail>(RESUME_API.detail, {
      query: { resumeId: String(res.body.data.resumeId) },
    });
    expect(detail.body.data.content.certificates.map((c) => c.code)).toEqual(['1320']);
    expect(detail.body.data.content.languages).toEqual([
      { code: 'TOEIC', score: '850', takenOn: '' },
    ]);
    expect(detail.body.data.content.activities[0]).toMatchObject({
      kind: 'VOLUNTEER',
      organization: '지역아동센터',
    });
  });

  it('refuses a document that is not an object, and one that maps to invalid content', async () => {
    const client = await member();
    expect((await importDocument(client, ['not', 'an', 'object'])).status).toBe(400);
    const invalid = await importDocument(client, {
      basics: { email: 'not-an-email' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/이메일/);
  });
});
