import { describe, expect, it } from 'vitest';
import { renderQnaAnswered } from './qna-mail';

describe('qna mail', () => {
  const data = {
    title: '이력서 <b>사진</b> 문의',
    answer: '안녕하세요.\n<script>alert(1)</script> 사진은 5MB까지 올릴 수 있습니다.',
    url: 'https://ilteo.test/person/support/qna/detail?qnaId=7',
  };

  it('names the inquiry, carries the answer and links to the detail', () => {
    const mail = renderQnaAnswered(data);
    expect(mail.subject).toBe("[일터] 1:1 문의 '이력서 <b>사진</b> 문의'에 답변이 등록되었습니다");
    expect(mail.text).toContain('사진은 5MB까지 올릴 수 있습니다.');
    expect(mail.text).toContain(data.url);
  });

  it('escapes the title and the answer in the HTML part', () => {
    const mail = renderQnaAnswered(data);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>사진</b>');
  });
});
