import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createMailService, describeFailure } from './service';
import type { MailMessage, MailTransport } from './transport';

function setup(fail?: Error) {
  const sent: MailMessage[] = [];
  const logged: object[] = [];
  const transport: MailTransport = {
    send: (message) => {
      if (fail) return Promise.reject(fail);
      sent.push(message);
      return Promise.resolve();
    },
  };
  const log = { warn: (d: object) => logged.push(d), error: (d: object) => logged.push(d) };
  const mail = createMailService(transport, { log, publicOrigin: 'https://ilteo.test' });
  return { mail, sent, logged };
}

const RESET = { name: '홍길동', link: 'https://ilteo.test/reset?token=t', expiresInMinutes: 30 };

describe('MailService', () => {
  it('hands the rendered mail to the transport', async () => {
    const { mail, sent } = setup();
    await mail.sendPasswordReset(' hong@example.com ', RESET);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'hong@example.com',
      subject: '[일터] 비밀번호 재설정 안내',
    });
    expect(sent[0]?.html).toContain('<html lang="ko">');
  });

  it('turns a transport failure into 007 and logs it without the address', async () => {
    const failure = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <hong@example.com>"),
      { code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 <hong@example.com> unknown' },
    );
    const { mail, logged } = setup(failure);
    const err = await mail.sendPasswordReset('hong@example.com', RESET).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: '007', status: 502 });
    expect((err as Error).cause).toBeUndefined();
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged);
    expect(line).not.toContain('hong@example.com');
    expect(line).toContain('EENVELOPE');
  });

  it('refuses a password reset link off the site as a programming error', async () => {
    const { mail, sent } = setup();
    const err = await mail
      .sendPasswordReset('hong@example.com', { ...RESET, link: 'https://evil.example/r' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(AppError);
    expect(sent).toHaveLength(0);
  });

  it('redacts addresses from anything it logs', () => {
    expect(describeFailure('boom a.b@c.kr')).toEqual({ message: 'boom [address]' });
    expect(describeFailure(new Error('to <x@y.z>, w@v.u'))).toMatchObject({
      message: 'to <[address]>, [address]',
    });
  });

  it('mails a moderation notice only with a link on the site', async () => {
    const { mail, sent } = setup();
    const notice = {
      title: '후기',
      decisionLabel: '블라인드',
      reason: '개인정보 노출',
      url: '/reported-content?kind=community-post&id=1',
    };
    await mail.sendModerationNotice('hong@example.com', notice);
    expect(sent[0]?.text).toContain('https://ilteo.test/reported-content?kind=community-post&id=1');
    const err = await mail
      .sendModerationNotice('hong@example.com', { ...notice, url: 'https://evil.example/x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(sent).toHaveLength(1);
  });
});
