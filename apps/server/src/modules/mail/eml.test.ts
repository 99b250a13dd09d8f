import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, parseEml } from './eml';

const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('parseEml', () => {
  it('joins a character split across two encoded words', () => {
    const bytes = Buffer.from('한글 제목', 'utf8');
    const header = `=?UTF-8?B?${b64(bytes.subarray(0, 2))}?= =?UTF-8?B?${b64(bytes.subarray(2))}?=`;
    expect(decodeHeaderValue(header)).toBe('한글 제목');
    expect(decodeHeaderValue('=?utf-8?Q?caf=C3=A9_au_lait?= and plain')).toBe(
      'café au lait and plain',
    );
  });

  it('reads a single-part EUC-KR message with a quoted-printable soft break', () => {
    // "안녕하세요" in EUC-KR.
    const raw = [
      'Subject: =?EUC-KR?B?vsiz58fPvLy/5A==?=',
      'Content-Type: text/plain; charset="EUC-KR"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '=BE=C8=B3=E7=C7=CF=',
      '=BC=BC=BF=E4',
      '',
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail.subject).toBe('안녕하세요');
    expect(mail.text).toBe('안녕하세요\n');
  });

  it('finds the text and HTML parts of a nested multipart message, skipping attachments', () => {
    const raw = [
      'From: =?UTF-8?B?7J287YSw?= <no-reply@ilteo.kr>',
      'Date: Sat, 21 Nov 2026 21:29:44 +0000',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      b64(Buffer.from('본문입니다.\n')),
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      '<p>본문</p>',
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename=a.txt',
      '',
      'attached',
      '--outer--',
      '',
    ].join('\r\n');
    const mail = parseEml(Buffer.from(raw, 'utf8'));
    expect(mail.from).toBe('일터 <no-reply@ilteo.kr>');
    expect(mail.date?.toISOString()).toBe('2026-11-21T21:29:44.000Z');
    expect(mail.text).toBe('본문입니다.\n');
    expect(mail.html).toBe('<p>본문</p>');
  });
});
