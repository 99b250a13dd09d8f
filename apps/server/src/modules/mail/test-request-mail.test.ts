import { describe, expect, it } from 'vitest';
import { renderTestRequest } from './test-request-mail';

describe('test request mail', () => {
  const data = {
    name: '홍길동',
    companyName: '(주)한빛 <b>소프트</b>',
    postingTitle: '백엔드 개발자',
    url: 'https://ilteo.test/person/myhome/bti',
  };

  it('names the company and the posting, links to my home and says sharing is the member’s choice', () => {
    const mail = renderTestRequest(data);
    expect(mail.subject).toBe('[일터] (주)한빛 <b>소프트</b>에서 직업 성향 검사를 요청했습니다');
    expect(mail.text).toContain('공고: 백엔드 개발자');
    expect(mail.text).toContain(data.url);
    expect(mail.text).toContain('직접 정합니다');
  });

  it('escapes the company name in the HTML part', () => {
    const mail = renderTestRequest(data);
    expect(mail.html).toContain('&lt;b&gt;소프트');
    expect(mail.html).not.toContain('<b>소프트</b>');
  });
});
