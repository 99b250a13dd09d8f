import { describe, expect, it } from 'vitest';
import { html } from './html';
import { renderModerationNotice, renderPasswordReset, renderShareLink } from './templates';

const LINK = 'https://ilteo.test/find-account/password/reset?token=abc&x=1';

describe('mail templates', () => {
  it('escapes a name holding markup in the HTML part and keeps it as typed in the text', () => {
    const mail = renderPasswordReset({
      name: '<script>alert("x")</script>홍길동',
      link: LINK,
      expiresInMinutes: 30,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;홍길동님');
    expect(mail.text).toContain('<script>alert("x")</script>홍길동님, 안녕하세요.');
  });

  it('escapes every field of a shared link, the note and the link itself', () => {
    const mail = renderShareLink({
      senderName: '<b>김민지</b>',
      title: '"><img src=x onerror=alert(1)>',
      url: 'https://ilteo.test/p?a=1&b="2"',
      note: "<a href='https://evil.example'>여기</a>",
    });
    expect(mail.html).not.toMatch(/<img|<b>|<a href='/);
    expect(mail.html).toContain('&lt;b&gt;김민지&lt;/b&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://ilteo.test/p?a=1&amp;b=%222%22"');
    expect(mail.html).toContain('&lt;a href=&#39;https://evil.example&#39;&gt;여기&lt;/a&gt;');
  });

  it('keeps control characters and line breaks out of the subject', () => {
    const mail = renderShareLink({
      senderName: '김민지\r\nBcc: x@evil.example',
      title: '채용\n공고',
      url: 'https://ilteo.test/p',
    });
    expect(mail.subject).toBe('[일터] 김민지 Bcc: x@evil.example님이 공유한 페이지: 채용 공고');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('shortens a long title in the subject only', () => {
    const title = '가'.repeat(100);
    const mail = renderShareLink({ senderName: '김민지', title, url: 'https://ilteo.test/p' });
    expect(mail.subject.endsWith(`${'가'.repeat(59)}…`)).toBe(true);
    expect(mail.text).toContain(title);
  });

  it('loads nothing remote and refuses links that are not web links', () => {
    const mail = renderPasswordReset({ name: '홍길동', link: LINK, expiresInMinutes: 30 });
    expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    expect(() =>
      renderPasswordReset({ name: '홍길동', link: 'javascript:alert(1)', expiresInMinutes: 30 }),
    ).toThrow();
  });

  it('escapes in the html tag unless the value is already safe', () => {
    const inner = html`<em>${'<i>'}</em>`;
    expect(html`<p>${inner}${[inner, inner]}${'<x>'}${3}</p>`.value).toBe(
      '<p><em>&lt;i&gt;</em><em>&lt;i&gt;</em><em>&lt;i&gt;</em>&lt;x&gt;3</p>',
    );
  });

  it('tells the author of a moderation decision, escaping what members wrote', () => {
    const mail = renderModerationNotice({
      title: '<img src=x onerror=alert(1)>합격 후기\r\nBcc: x@evil.example',
      decisionLabel: '삭제',
      reason: '광고성 게시물입니다.\n<b>반복</b> 시 이용이 제한됩니다.',
      url: 'https://ilteo.test/reported-content?kind=community-post&id=7',
    });
    expect(mail.subject).toBe(
      '[일터] 작성하신 글에 대한 운영 조치 안내: <img src=x onerror=alert(1)>합격 후기 Bcc: x@evil.example',
    );
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&lt;b&gt;반복&lt;/b&gt;');
    expect(mail.html).toContain(
      'href="https://ilteo.test/reported-content?kind=community-post&amp;id=7"',
    );
    expect(mail.text).toContain('조치: 삭제');
    expect(mail.text).toContain('광고성 게시물입니다.\n<b>반복</b> 시 이용이 제한됩니다.');
  });
});
