import { describe, expect, it } from 'vitest';
import { renderConsultingAnswered } from './consulting-mail';

describe('consulting mail', () => {
  const data = {
    companyName: '(주)컨설팅<테스트>',
    postingTitle: '백엔드 개발자 채용',
    kindLabel: '자기소개서 첨삭',
    url: 'https://ilteo.test/person/company/info/consulting/preview?consultingId=7',
  };

  it('names the company, the posting and the kind, and links to the preview', () => {
    const mail = renderConsultingAnswered(data);
    expect(mail.subject).toBe('[일터] (주)컨설팅<테스트> 자기소개서 첨삭 답변이 도착했습니다');
    expect(mail.text).toContain('공고: 백엔드 개발자 채용');
    expect(mail.text).toContain(data.url);
  });

  it('escapes the names in the HTML part', () => {
    const mail = renderConsultingAnswered(data);
    expect(mail.html).toContain('(주)컨설팅&lt;테스트&gt;');
    expect(mail.html).not.toContain('<테스트>');
  });
});
