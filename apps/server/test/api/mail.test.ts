import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors';
import { DEV_OUTBOX_PATH } from '../../src/modules/mail/dev-outbox-routes';
import { parseEml } from '../../src/modules/mail/eml';
import { listOutbox, readLatestOutbox } from '../../src/modules/mail/outbox-reader';
import { createMailService } from '../../src/modules/mail/service';
import { createSmtpTransport } from '../../src/modules/mail/smtp-transport';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { start, type TestSmtpServer } from '../helpers/smtp';

const ORIGIN = 'https://ilteo.test';
const RESET = {
  name: '홍길동',
  link: `${ORIGIN}/find-account/password/reset?token=Zm9vYmFyYmF6cXV4MTIzNDU2`,
  expiresInMinutes: 30,
};

/** Decodes a header's RFC 2047 words by hand, independently of the module's parser. */
function decodeEncodedWords(raw: string, header: string): string {
  const match = new RegExp(`^${header}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  const value = match?.[1] ?? '';
  const words = [...value.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) =>
    Buffer.from(m[1] ?? '', 'base64'),
  );
  return Buffer.concat(words).toString('utf8');
}

describe.each(DATABASE_KINDS)('mail service (%s)', (kind) => {
  describe('over SMTP', () => {
    let smtp: TestSmtpServer;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await start();
      t = await createTestApp(kind, {
        env: { MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers the password reset mail in Korean, with the link and our From', async () => {
      smtp.messages.length = 0;
      await t.app.mail.sendPasswordReset('hong@example.com', RESET);

      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message?.envelope).toEqual({ from: 'no-reply@ilteo.kr', to: ['hong@example.com'] });

      const raw = message?.raw.toString('latin1') ?? '';
      // Headers travel as 7-bit encoded words; decoded by hand they are the Korean subject.
      expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
      expect(decodeEncodedWords(raw, 'Subject')).toBe('[일터] 비밀번호 재설정 안내');
      expect(decodeEncodedWords(raw, 'From')).toBe('일터');
      expect(raw).toMatch(/^From: .*<no-reply@ilteo\.kr>/im);

      const mail = parseEml(message?.raw ?? '');
      expect(mail.subject).toBe('[일터] 비밀번호 재설정 안내');
      expect(mail.from).toBe('일터 <no-reply@ilteo.kr>');
      expect(mail.to).toBe('hong@example.com');
      expect(mail.text).toContain('홍길동님, 안녕하세요. 일터입니다.');
      expect(mail.text).toContain(`\n${RESET.link}\n`);
      expect(mail.text).toContain('이 링크는 30분 동안만 유효합니다.');
      expect(mail.html).toContain(`href="${RESET.link}"`);
      expect(mail.html).toContain('<html lang="ko">');
      expect(mail.html).not.toMatch(/<img|<script|src=/i);
    });

    it('sends several mails through the pool', async () => {
      smtp.messages.length = 0;
      const to = ['a@example.com', 'b@example.com', 'c@example.com'];
      await Promise.all(
        to.map((address) =>
          t.app.mail.sendShareLink(address, {
            senderName: '김민지',
            title: '백엔드 개발자 채용 (경력 3년 이상)',
            url: '/person/recrtinfo/detail?id=42',
            note: '지원해 보세요!\n마감이 얼마 남지 않았습니다.',
          }),
        ),
      );
      expect(smtp.messages.map((m) => m.envelope.to[0]).sort()).toEqual(to);
      const mail = parseEml(smtp.messages[0]?.raw ?? '');
      expect(mail.subject).toBe(
        '[일터] 김민지님이 공유한 페이지: 백엔드 개발자 채용 (경력 3년 이상)',
      );
      // A path is resolved against PUBLIC_ORIGIN.
      expect(mail.text).toContain(`${ORIGIN}/person/recrtinfo/detail?id=42`);
      expect(mail.text).toContain('지원해 보세요!\n마감이 얼마 남지 않았습니다.');
      expect(mail.html).toContain('지원해 보세요!<br />마감이 얼마 남지 않았습니다.');
    });

    it('refuses to mail a link that leaves the site', async () => {
      for (const url of ['https://evil.example/login', '//evil.example/x', 'javascript:alert(1)']) {
        const err = await t.app.mail
          .sendShareLink('a@example.com', { senderName: '김민지', title: '채용', url })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ code: '202', status: 400 });
      }
    });

    it('answers 007 for an address SMTP cannot carry, without contacting the server', async () => {
      smtp.messages.length = 0;
      for (const to of ['not-an-address', 'a@b.c\r\nBcc: x@evil.example', 'two@a.kr, three@b.kr']) {
        await expect(t.app.mail.sendPasswordReset(to, RESET)).rejects.toMatchObject({
          code: '007',
          status: 400,
        });
      }
      expect(smtp.messages).toHaveLength(0);
    });

    it('has no dev outbox route outside development', async () => {
      const res = await createClient(t.app).get(DEV_OUTBOX_PATH);
      expect(res.status).toBe(404);
    });
  });

  describe('when delivery fails', () => {
    it('throws AppError 007 once the SMTP server is gone', async () => {
      const gone = await start();
      await gone.close();
      const t = await createTestApp(kind, {
        env: { MAIL_PROVIDER: 'smtp', SMTP_URL: gone.url, PUBLIC_ORIGIN: ORIGIN },
      });
      try {
        const err = await t.app.mail
          .sendPasswordReset('hong@example.com', RESET)
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ key: 'MAIL_FAILED', code: '007', status: 502 });
        expect((err as AppError).message).toBe(
          '이메일 발송에 문제가 있습니다. 이메일 주소를 확인해 주세요.',
        );
        expect((err as AppError).cause).toBeUndefined();
      } finally {
        await t.close();
      }
    });

    it('logs a rejected recipient without the address', async () => {
      const smtp = await start({ rejectRecipients: true });
      const transport = createSmtpTransport({ url: smtp.url, from: '일터 <no-reply@ilteo.kr>' });
      const logged: unknown[] = [];
      const log = { warn: (d: object) => logged.push(d), error: (d: object) => logged.push(d) };
      const mail = createMailService(transport, { log, publicOrigin: ORIGIN });
      try {
        await expect(mail.sendPasswordReset('hong@example.com', RESET)).rejects.toMatchObject({
          code: '007',
        });
        expect(logged).toHaveLength(1);
        const line = JSON.stringify(logged[0]);
        expect(line).toContain('"responseCode":550');
        expect(line).not.toContain('hong@example.com');
        expect(line).not.toContain('hong');
      } finally {
        await transport.close?.();
        await smtp.close();
      }
    });
  });

  describe('to the outbox in development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { NODE_ENV: 'development', PUBLIC_ORIGIN: ORIGIN } });
    });
    afterAll(() => t.close());

    it('writes a readable .eml with the Korean subject', async () => {
      expect(t.config.mail.provider).toBe('outbox');
      await t.app.mail.sendPasswordReset('hong@example.com', RESET);

      const files = (await readdir(t.config.mail.outboxDir)).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const file = path.join(t.config.mail.outboxDir, files[0] ?? '');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const raw = await readFile(file, 'latin1');
      expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
      expect(decodeEncodedWords(raw, 'Subject')).toBe('[일터] 비밀번호 재설정 안내');

      const latest = await readLatestOutbox(t.config.mail.outboxDir);
      expect(latest).toMatchObject({
        file: files[0],
        subject: '[일터] 비밀번호 재설정 안내',
        to: 'hong@example.com',
        from: '일터 <no-reply@ilteo.kr>',
      });
      expect(latest?.text).toContain(RESET.link);
      expect(Date.now() - Date.parse(latest?.date ?? '')).toBeLessThan(60_000);
    });

    it('lists the latest mail first, also over GET /api/dev/outbox', async () => {
      await t.app.mail.sendShareLink('friend@example.com', {
        senderName: '홍길동',
        title: '정보처리기사 시험 일정',
        url: `${ORIGIN}/person/certi-lang/certi/detail?id=1`,
      });
      const listed = await listOutbox(t.config.mail.outboxDir);
      expect(listed.map((m) => m.to)).toEqual(['friend@example.com', 'hong@example.com']);

      const res = await createClient(t.app).get<{ subject: string; to: string; text: string }[]>(
        DEV_OUTBOX_PATH,
        { query: { limit: '1' } },
      );
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('001');
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        subject: '[일터] 홍길동님이 공유한 페이지: 정보처리기사 시험 일정',
        to: 'friend@example.com',
      });
      expect(res.body.data[0]?.text).toContain('/person/certi-lang/certi/detail?id=1');
    });
  });
});
