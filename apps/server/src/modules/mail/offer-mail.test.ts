import { describe, expect, it } from 'vitest';
import { renderOfferReceived } from './offer-mail';

describe('offer mail', () => {
  const data = {
    companyName: '(주)제안<테스트>',
    kindLabel: '면접 제안',
    postingTitle: '백엔드 개발자 채용',
    message: `첫 줄입니다.\n<script>alert(1)</script>${'가'.repeat(400)}`,
    answerBy: '2026-12-09',
    url: 'https://ilteo.test/person/myhome/offers',
  };

  it('names the company, the kind, the posting and the last day, and links to 받은 제안', () => {
    const mail = renderOfferReceived(data);
    expect(mail.subject).toBe('[일터] (주)제안<테스트>에서 면접 제안을 보냈습니다');
    expect(mail.text).toContain('공고: 백엔드 개발자 채용');
    expect(mail.text).toContain('응답 기한: 2026-12-09까지');
    expect(mail.text).toContain('https://ilteo.test/person/myhome/offers');
  });

  it('escapes what the company wrote and quotes only the start of a long message', () => {
    const mail = renderOfferReceived(data);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('(주)제안&lt;테스트&gt;');
    expect(mail.text).toContain('…');
    expect(mail.text).not.toContain('가'.repeat(350));
  });

  it('leaves the posting line out when the offer names none', () => {
    const mail = renderOfferReceived({ ...data, postingTitle: null });
    expect(mail.text).not.toContain('공고:');
  });
});
