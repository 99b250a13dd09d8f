import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, UPLOAD, type UploadedFile } from '@ilteo/contract';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

describe.each(DATABASE_KINDS)('file upload and download (%s)', (kind) => {
  let t: TestApp;
  let member: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
  });
  afterAll(() => t.close());

  async function upload(
    files: Parameters<typeof multipart>[0],
    opts: { csrf?: boolean } = {},
    client: Client = member,
  ) {
    const body = multipart(files);
    return client.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
      ...opts,
    });
  }

  it('stores an allowed file and gives it back under its Korean name', async () => {
    const res = await upload([
      { filename: '이력서_홍길동 (최종).pdf', content: FIXTURES.pdf, type: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('001');
    const [file] = res.body.data;
    expect(file).toMatchObject({
      link: `${API.cmmn.file}?saveName=`,
      originalName: '이력서_홍길동 (최종).pdf',
      ext: 'pdf',
    });
    expect(file?.saveName).toMatch(/^[\w-]{32}\.pdf$/);

    const down = await member.get(`${file?.link ?? ''}${file?.saveName ?? ''}`);
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.rawPayload.equals(FIXTURES.pdf)).toBe(true);
    const disposition = String(down.headers['content-disposition']);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('이력서_홍길동 (최종).pdf').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"/);
    expect(down.headers['content-security-policy']).toContain('sandbox');
  });

  it('joins a decomposed (NFD) Korean name into NFC', async () => {
    const nfd = '경력기술서.txt'.normalize('NFD');
    const res = await upload([
      {
        filename: nfd,
        content: Buffer.from('안녕하세요. 경력 기술서입니다.\n'),
        type: 'text/plain',
      },
    ]);
    expect(res.body.code).toBe('001');
    expect(res.body.data[0]?.originalName).toBe('경력기술서.txt'.normalize('NFC'));
  });

  it.each([
    ['an .exe renamed .pdf', '지원서.pdf', FIXTURES.exe],
    ['a PNG renamed .jpg', '증명사진.jpg', FIXTURES.png],
    ['a PDF renamed .png', 'photo.png', FIXTURES.pdf],
    ['a binary renamed .txt', 'notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff])],
    ['a disallowed extension', 'script.html', Buffer.from('<script>alert(1)</script>')],
    ['a file without extension', 'README', Buffer.from('hello')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 901', async (_label, filename, content) => {
    const res = await upload([{ filename, content }]);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('901');
    expect(res.body.message).toBe('허용되지 않거나 변조된 파일 형식입니다.');
  });

  it('stores nothing when one file of several is refused', async () => {
    const before = await t.database.db.query.storedFile.findMany();
    const res = await upload([
      { filename: 'ok.png', content: FIXTURES.png },
      { filename: 'bad.pdf', content: FIXTURES.exe },
    ]);
    expect(res.body.code).toBe('901');
    const after = await t.database.db.query.storedFile.findMany();
    expect(after.length).toBe(before.length);
  });

  it('accepts several allowed files at once', async () => {
    const res = await upload([
      { filename: 'a.png', content: FIXTURES.png },
      { filename: 'b.jpeg', content: FIXTURES.jpg },
      { filename: 'c.docx', content: FIXTURES.docx },
    ]);
    expect(res.body.code).toBe('001');
    expect(res.body.data.map((f) => f.ext)).toEqual(['png', 'jpeg', 'docx']);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([FIXTURES.pdf, Buffer.alloc(UPLOAD.maxFileBytes + 1)]);
    const res = await upload([{ filename: 'big.pdf', content: big }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(/20MB/);
  });

  it('refuses more files than allowed in one request', async () => {
    const files = Array.from({ length: UPLOAD.maxFiles + 1 }, (_, i) => ({
      filename: `${i}.png`,
      content: FIXTURES.png,
    }));
    const res = await upload(files);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('202');
  });

  it('refuses an upload without the CSRF header', async () => {
    const res = await upload([{ filename: 'a.png', content: FIXTURES.png }], { csrf: false });
    expect(res.status).toBe(403);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await member.post(API.cmmn.uploadFile, { payload: { file: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('202');
  });

  it('refuses a request with no file', async () => {
    const res = await upload([]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
  });

  it('answers 404 for an unknown file and 400 for a malformed name', async () => {
    const client = createClient(t.app);
    const missing = await client.get(API.cmmn.file, {
      query: { saveName: `${'A'.repeat(32)}.pdf` },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('202');
    const traversal = await client.get(API.cmmn.file, { query: { saveName: '../../etc/passwd' } });
    expect(traversal.status).toBe(400);
    expect(traversal.body.message).toMatch(/^saveName: /);
    const none = await client.get(API.cmmn.file);
    expect(none.status).toBe(400);
  });
});
